/** @jest-environment node */
import { createOwner } from "@/test/db";
import { databaseForSuite } from "@/test/demo-seed";
import { priceSubmission } from "@/lib/estimates/pricing";
import { listFailures } from "@/lib/queue/failures";
import { DEMO_SERVICES } from "./demo-price-book";
import { seedDemoActivity } from "./demo-activity";

const db = databaseForSuite();

describe("the demo company's activity", () => {
  it("has requests in every status, priced exactly as the server prices them, views and a failed delivery", async () => {
    const { company } = await createOwner(db.prisma, "Demo Activity Co");
    const owner = await db.prisma.company.update({
      where: { id: company.id },
      data: { serviceCallFee: "49.00", taxRate: "8.250", contactEmail: "office@demo.example" },
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

    const now = new Date("2026-11-22T12:00:00Z");
    const counts = await db.prisma.$transaction((tx) => seedDemoActivity(tx, owner, services, now));

    const requests = await db.prisma.estimateRequest.findMany({
      where: { companyId: company.id },
      include: { items: true },
    });
    expect(requests.filter((request) => !request.isSpam)).toHaveLength(counts.requests);
    expect(requests.filter((request) => request.isSpam)).toHaveLength(2);
    expect(new Set(requests.map((request) => request.status))).toEqual(
      new Set(["new", "contacted", "quoted", "won", "lost"]),
    );
    for (const request of requests) {
      expect(request.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      const lines = request.items
        .filter((item) => item.serviceId)
        .map((item) => ({ id: item.serviceId!, quantity: Number(item.quantity) }));
      const repriced = await priceSubmission(owner, lines);
      expect(request.totalAmount.toFixed(2)).toBe((repriced.totalCents / 100).toFixed(2));
      expect(request.totalTime).toBe(repriced.totalMinutes);
    }
    expect(await db.prisma.calculatorView.count({ where: { companyId: company.id } })).toBe(
      counts.views,
    );
    const failures = await listFailures(company.id);
    expect(failures).toHaveLength(1);
    expect(failures[0].summary).toMatch(/^Mail to office@demo\.example: New estimate request/);
  });
});
