/** @jest-environment node */
import { createOwner, setupTestDatabase, type TestDatabase } from "@/test/db";
import { getDashboardOverview } from "@/lib/dashboard/overview";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db?.close();
});

it("counts this week from Monday 00:00 in the company's time zone", async () => {
  const owner = await createOwner(db.prisma);
  const companyId = owner.company.id;
  await db.prisma.company.update({
    where: { id: companyId },
    data: { timeZone: "America/Los_Angeles" },
  });
  const request = (createdAt: string) =>
    db.prisma.estimateRequest.create({
      data: {
        companyId,
        customerName: "Pat",
        customerEmail: "p@example.com",
        subtotal: "10.00",
        totalAmount: "10.00",
        totalTime: 60,
        createdAt: new Date(createdAt),
      },
    });
  await request("2026-03-02T07:30:00.000Z"); // Sunday 1 March, 23:30 PST: last week
  await request("2026-03-02T08:30:00.000Z"); // Monday 2 March, 00:30 PST: this week
  // Sunday 8 March, 23:30 PDT: still the week of Monday 2 March there (Monday 9th in UTC).
  const overview = await getDashboardOverview(companyId, new Date("2026-03-09T06:30:00.000Z"));
  expect(overview.weekStart).toBe("2026-03-02T08:00:00.000Z");
  expect(overview.requestsThisWeek).toBe(1);
});
