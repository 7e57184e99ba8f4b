/** @jest-environment node */
import { makeRequest, routeParams, setupTestDatabase, type TestDatabase } from "@/test/db";
import { call, seedCompany, type Handler } from "@/test/api-helpers";
import * as overview from "@/app/api/dashboard/overview/route";
import * as analytics from "@/app/api/dashboard/analytics/route";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db.close();
});

describe("signed out", () => {
  it.each<[string, Handler, string, { id?: string; body?: unknown }]>([
    ["GET /api/dashboard/overview", overview.GET, "GET", {}],
    ["GET /api/dashboard/analytics", analytics.GET, "GET", {}],
  ])("%s answers 401", async (_name, handler, method, options) => {
    const res = await call(handler, method, options);
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe("unauthorized");
  });
});

describe("dashboard figures", () => {
  it("counts this week's non-spam requests and their exact value", async () => {
    const owner = await seedCompany(db.prisma, "Figures Co");
    const other = await seedCompany(db.prisma, "Other Figures");
    const request = (
      companyId: string,
      totalAmount: string,
      isSpam = false,
      createdAt = new Date(),
    ) =>
      db.prisma.estimateRequest.create({
        data: {
          companyId,
          customerName: "Pat",
          customerEmail: "p@example.com",
          subtotal: totalAmount,
          totalAmount,
          totalTime: 60,
          isSpam,
          createdAt,
        },
      });
    await request(owner.company.id, "0.10");
    await request(owner.company.id, "0.20");
    await request(owner.company.id, "999.00", true);
    await request(owner.company.id, "50.00", false, new Date(Date.now() - 30 * 24 * 3600 * 1000));
    await request(other.company.id, "123.00");
    await db.prisma.calculatorView.create({ data: { companyId: owner.company.id } });
    const body = await (await call(overview.GET, "GET", { cookie: owner.cookie })).json();
    expect(body).toMatchObject({
      servicesCount: 1,
      activeServicesCount: 1,
      requestsThisWeek: 2,
      valueThisWeek: "0.3",
      viewsThisWeek: 1,
    });
    expect(body.recentRequests).toHaveLength(3);
    // This week's funnel (docs/analytics.md) counts the same non-spam requests and the view.
    const stats = await (
      await analytics.GET(
        makeRequest("GET", "/api/dashboard/analytics?preset=week", { cookie: owner.cookie }),
        routeParams(),
      )
    ).json();
    expect(stats.current).toMatchObject({ requests: 2, views: 1 });
  });
});
