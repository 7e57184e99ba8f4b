/** @jest-environment node */
import { createOwner } from "@/test/db";
import { databaseForSuite } from "@/test/demo-seed";
import { listApiKeys } from "@/lib/api-keys/keys";
import { seedDemoApiKeys } from "./demo-api-keys";

const db = databaseForSuite();

it("seeds an active read key and a revoked key, metadata only", async () => {
  const owner = await createOwner(db.prisma, "Demo");
  const now = new Date("2026-05-01T12:00:00Z");
  await db.prisma.$transaction((tx) => seedDemoApiKeys(tx, owner.company.id, now));
  const keys = await listApiKeys(owner.company.id);
  expect(keys).toHaveLength(2);
  const [active, revoked] = keys;
  expect(active).toMatchObject({ scope: "read", revokedAt: null, createdBy: "Owner" });
  expect(active.lastUsedAt).toBe("2026-05-01T10:00:00.000Z");
  expect(active.prefix).toMatch(/^qc_live_.{4}$/);
  expect(revoked.revokedAt).not.toBeNull();
  const rows = await db.prisma.apiKey.findMany({ where: { companyId: owner.company.id } });
  expect(new Set(rows.map((row) => row.hash)).size).toBe(2);
});
