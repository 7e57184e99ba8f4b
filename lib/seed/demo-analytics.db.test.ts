/** @jest-environment node */
import { createOwner, makeRequest, routeParams } from "@/test/db";
import { databaseForSuite } from "@/test/demo-seed";
import { GET } from "@/app/api/dashboard/analytics/route";
import { DEMO_SERVICES } from "./demo-price-book";
import { seedDemoActivity } from "./demo-activity";
import { DEMO_EMBED_HOSTS, DEMO_TIME_ZONE, seedDemoAnalytics } from "./demo-analytics";

const db = databaseForSuite();

describe("the demo company's analytics", () => {
  it("fills the funnel's sources, 12 weeks of views and service adds", async () => {
    const { company, cookie } = await createOwner(db.prisma, "Demo Analytics Co");
    const owner = await db.prisma.company.update({
      where: { id: company.id },
      data: { serviceCallFee: "49.00", taxRate: "8.250" },
    });
    await db.prisma.service.createMany({
      data: DEMO_SERVICES.map(({ labor, fee, ...service }, index) => {
        void labor;
        void fee;
        return { ...service, companyId: company.id, sortOrder: index };
      }),
    });
    const services = await db.prisma.service.findMany({
      where: { companyId: company.id },
      include: { laborRate: true, serviceFee: true },
    });
    const now = new Date();
    await db.prisma.$transaction(async (tx) => {
      await seedDemoActivity(tx, owner, services, now);
      await seedDemoAnalytics(tx, company.id, now);
    });

    const res = await GET(
      makeRequest("GET", "/api/dashboard/analytics?preset=90d", { cookie }),
      routeParams(),
    );
    const body = await res.json();
    expect(body.range.timeZone).toBe(DEMO_TIME_ZONE);
    const sources = body.sources.map((row: { source: string }) => row.source).sort();
    expect(sources).toEqual(["direct", ...DEMO_EMBED_HOSTS].sort());
    expect(body.sources.every((row: { views: number }) => row.views > 0)).toBe(true);
    expect(body.current.requests).toBeGreaterThan(30);
    // Views in each of the last 12 weeks.
    const weeks = body.trend.slice(-12);
    expect(weeks.every((week: { views: number }) => week.views > 0)).toBe(true);
    // A service added far more often than requested ("viewed but rarely requested").
    expect(
      body.services.some(
        (row: { views: number; requested: number }) => row.views >= 15 && row.requested <= 3,
      ),
    ).toBe(true);
  });
});
