/** @jest-environment node */
import {
  createOwner,
  makeRequest,
  routeParams,
  setupTestDatabase,
  type TestDatabase,
} from "@/test/db";
import * as keys from "@/app/api/api-keys/route";
import * as keyById from "@/app/api/api-keys/[id]/route";
import * as clients from "@/app/api/v1/clients/route";
import { callV1, createKey } from "@/app/api/v1/__tests__/fixtures";
import { hashApiKey, MAX_ACTIVE_KEYS } from "@/lib/api-keys/keys";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db.close();
});

const create = (cookie: string, body: unknown) =>
  keys.POST(makeRequest("POST", "/api/api-keys", { cookie, body }), routeParams());
const list = (cookie: string) =>
  keys.GET(makeRequest("GET", "/api/api-keys", { cookie }), routeParams());
const revoke = (cookie: string, id: string) =>
  keyById.DELETE(makeRequest("DELETE", "/api/api-keys/x", { cookie }), routeParams({ id }));

describe("the owner's API keys", () => {
  it("creates a key shown once, stores only its hash, lists metadata, revokes it", async () => {
    const owner = await createOwner(db.prisma, "Keys Co");
    const res = await create(owner.cookie, { name: "  Zapier  ", scope: "write" });
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { key, apiKey } = (await res.json()) as {
      key: string;
      apiKey: Record<string, unknown>;
    };
    expect(key).toMatch(/^qc_live_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({
      name: "Zapier",
      scope: "write",
      prefix: key.slice(0, 12),
      lastUsedAt: null,
      revokedAt: null,
      createdBy: "Owner",
    });
    const row = await db.prisma.apiKey.findUniqueOrThrow({ where: { id: apiKey.id as string } });
    expect(row.hash).toBe(hashApiKey(key));
    expect(JSON.stringify(row)).not.toContain(key);

    const listed = await (await list(owner.cookie)).text();
    expect(listed).toContain(apiKey.id as string);
    expect(listed).not.toContain(key);
    expect(listed).not.toContain(row.hash);

    expect((await callV1(clients.GET, "GET", { key })).status).toBe(200);
    const revoked = await revoke(owner.cookie, apiKey.id as string);
    expect(revoked.status).toBe(200);
    expect(((await revoked.json()) as { apiKey: { revokedAt: string } }).apiKey.revokedAt).toEqual(
      expect.any(String),
    );
    expect((await callV1(clients.GET, "GET", { key })).status).toBe(401);
    // Revoking again keeps the first time.
    expect((await revoke(owner.cookie, apiKey.id as string)).status).toBe(200);
  });

  it("refuses a bad name or scope naming the field, and more than the active-key limit", async () => {
    const owner = await createOwner(db.prisma, "Limits Co");
    for (const [body, path] of [
      [{ name: "", scope: "read" }, "name"],
      [{ name: "X", scope: "admin" }, "scope"],
      [{ name: "x".repeat(81), scope: "read" }, "name"],
    ] as const) {
      const res = await create(owner.cookie, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ issues: [{ path }] });
    }
    for (let i = 0; i < MAX_ACTIVE_KEYS; i++) await createKey(db.prisma, owner.company.id);
    expect((await create(owner.cookie, { name: "One more", scope: "read" })).status).toBe(409);
    expect((await create("", { name: "Anon", scope: "read" })).status).toBe(401);
  });

  it("tenant isolation: A cannot list or revoke B's keys (404, B's key keeps working)", async () => {
    const a = await createOwner(db.prisma, "Key A");
    const b = await createOwner(db.prisma, "Key B");
    const bKey = await createKey(db.prisma, b.company.id, "read");
    expect(await (await list(a.cookie)).text()).not.toContain(bKey.id);
    const res = await revoke(a.cookie, bKey.id);
    expect(res.status).toBe(404);
    const row = await db.prisma.apiKey.findUniqueOrThrow({ where: { id: bKey.id } });
    expect(row.revokedAt).toBeNull();
    expect((await callV1(clients.GET, "GET", { key: bKey.key })).status).toBe(200);
  });
});
