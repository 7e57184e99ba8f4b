/** @jest-environment node */
import { setupTestDatabase, type TestDatabase } from "@/test/db";
import { call, seedCompany, validService, type Handler } from "@/test/api-helpers";
import * as services from "@/app/api/services/route";
import * as serviceById from "@/app/api/services/[id]/route";
import * as reorder from "@/app/api/services/reorder/route";
import * as laborRates from "@/app/api/labor-rates/route";
import * as laborRateById from "@/app/api/labor-rates/[id]/route";
import * as serviceFees from "@/app/api/service-fees/route";
import * as serviceFeeById from "@/app/api/service-fees/[id]/route";
import * as templates from "@/app/api/custom-templates/route";
import * as templateById from "@/app/api/custom-templates/[id]/route";
import * as applyTemplate from "@/app/api/custom-templates/[id]/apply/route";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db.close();
});

async function snapshot(companyId: string) {
  return db.prisma.company.findUniqueOrThrow({
    where: { id: companyId },
    include: {
      services: true,
      laborRates: true,
      serviceFees: true,
      customTemplates: { include: { services: true } },
    },
  });
}

describe("tenant isolation: A using B's ids", () => {
  it("gets 404 on every GET/POST/PATCH/DELETE and B's rows stay unchanged", async () => {
    const a = await seedCompany(db.prisma, "Company A");
    const b = await seedCompany(db.prisma, "Company B");
    const before = await snapshot(b.company.id);
    const attempts: [string, Handler, string, { id?: string; body?: unknown }][] = [
      ["GET service", serviceById.GET, "GET", { id: b.service.id }],
      [
        "update service",
        services.POST,
        "POST",
        { body: { ...validService, id: b.service.id, companyId: b.company.id } },
      ],
      ["delete service", serviceById.DELETE, "DELETE", { id: b.service.id }],
      ["reorder", reorder.POST, "POST", { body: { ids: [a.service.id, b.service.id] } }],
      [
        "update rate",
        laborRateById.PATCH,
        "PATCH",
        { id: b.rate.id, body: { name: "Mine now", rate: 1 } },
      ],
      ["delete rate", laborRateById.DELETE, "DELETE", { id: b.rate.id }],
      ["update fee", serviceFeeById.PATCH, "PATCH", { id: b.fee.id, body: { name: "Mine now" } }],
      ["delete fee", serviceFeeById.DELETE, "DELETE", { id: b.fee.id }],
      ["delete template", templateById.DELETE, "DELETE", { id: b.template.id }],
      ["apply template", applyTemplate.POST, "POST", { id: b.template.id }],
    ];
    for (const [name, handler, method, options] of attempts) {
      const res = await call(handler, method, { cookie: a.cookie, ...options });
      expect([name, res.status]).toEqual([name, 404]);
    }
    // Linking B's rate or fee to A's service is refused too.
    for (const link of [{ laborRateId: b.rate.id }, { serviceFeeId: b.fee.id }]) {
      const res = await call(services.POST, "POST", {
        cookie: a.cookie,
        body: { ...validService, ...link },
      });
      expect(res.status).toBe(400);
    }
    // Lists only ever show A's rows.
    for (const handler of [services.GET, laborRates.GET, serviceFees.GET, templates.GET]) {
      const text = await (await call(handler, "GET", { cookie: a.cookie })).text();
      expect(text).not.toContain(b.company.id);
      expect(text).not.toContain(b.rate.id);
    }
    expect(await snapshot(b.company.id)).toEqual(before);
    expect(await db.prisma.service.count({ where: { companyId: a.company.id } })).toBe(1);
  });
});
