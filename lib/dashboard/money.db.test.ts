/** @jest-environment node */
import type { InvoiceStatus } from "@prisma/client";
import { createOwner, setupTestDatabase, type TestDatabase } from "@/test/db";
import { call } from "@/test/api-helpers";
import { addDays } from "@/lib/dates";
import { getMoneyOverview } from "@/lib/dashboard/money";
import * as money from "@/app/api/dashboard/money/route";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db?.close();
});

const day = (value: string) => new Date(`${value}T00:00:00.000Z`);

async function company(timeZone = "UTC") {
  const owner = await createOwner(db.prisma);
  await db.prisma.company.update({ where: { id: owner.company.id }, data: { timeZone } });
  return owner;
}

let number = 0;
async function invoice(
  companyId: string,
  {
    dueDate,
    balance,
    status = "sent",
  }: { dueDate: string; balance: string; status?: InvoiceStatus },
) {
  number += 1;
  return db.prisma.invoice.create({
    data: {
      companyId,
      number,
      status,
      issueDate: day(addDays(dueDate, -30)),
      dueDate: day(dueDate),
      total: "1000.00",
      amountPaid: "0",
      balance,
      sentAt: status === "draft" ? null : day(addDays(dueDate, -30)),
    },
  });
}

const bucketsOf = (overview: Awaited<ReturnType<typeof getMoneyOverview>>) =>
  Object.fromEntries(
    overview.buckets.map((bucket) => [bucket.key, [bucket.count, bucket.cents, bucket.status]]),
  );

describe("money owed, aged by days past due", () => {
  // Today: 15 June 2026 (UTC company, noon).
  const NOW = new Date("2026-06-15T12:00:00.000Z");
  const TODAY = "2026-06-15";
  const late = (days: number) => addDays(TODAY, -days);

  it("puts each open invoice's balance in its bucket, with the boundaries 0/1/30/31/60/61/90/91", async () => {
    const owner = await company();
    const id = owner.company.id;
    await invoice(id, { dueDate: late(-10), balance: "100.10" }); // due in 10 days: current
    await invoice(id, { dueDate: late(0), balance: "0.20", status: "viewed" }); // due today: current
    await invoice(id, { dueDate: late(1), balance: "1.01", status: "partially_paid" });
    await invoice(id, { dueDate: late(30), balance: "30.30" });
    await invoice(id, { dueDate: late(31), balance: "31.31" });
    await invoice(id, { dueDate: late(60), balance: "60.60" });
    await invoice(id, { dueDate: late(61), balance: "61.61" });
    await invoice(id, { dueDate: late(90), balance: "90.90" });
    await invoice(id, { dueDate: late(91), balance: "91.91" });
    await invoice(id, { dueDate: late(400), balance: "0.07" });
    // Not owed: paid, void, draft.
    await invoice(id, { dueDate: late(45), balance: "0", status: "paid" });
    await invoice(id, { dueDate: late(45), balance: "0", status: "void" });
    await invoice(id, { dueDate: late(45), balance: "500.00", status: "draft" });

    const overview = await getMoneyOverview(id, NOW);
    expect(overview.today).toBe(TODAY);
    expect(bucketsOf(overview)).toEqual({
      current: [2, 10_030, "unpaid"],
      "1-30": [2, 3_131, "overdue"],
      "31-60": [2, 9_191, "overdue"],
      "61-90": [2, 15_251, "overdue"],
      "90+": [2, 9_198, "overdue"],
    });
    // Exact cents: 100.10 + 0.20 + 1.01 + 30.30 + 31.31 + 60.60 + 61.61 + 90.90 + 91.91 + 0.07.
    expect(overview.owed).toEqual({ count: 10, cents: 46_801 });
  });

  it("counts days past due in the company's time zone", async () => {
    const owner = await company("America/Los_Angeles");
    const id = owner.company.id;
    await invoice(id, { dueDate: "2026-06-14", balance: "10.00" });
    await invoice(id, { dueDate: "2026-05-15", balance: "20.00" });
    // 16:30 on 14 June in Los Angeles (UTC is already the 15th): due today, and 30 days late.
    const before = await getMoneyOverview(id, new Date("2026-06-14T23:30:00.000Z"));
    expect(before.today).toBe("2026-06-14");
    expect(bucketsOf(before)).toMatchObject({
      current: [1, 1_000, "unpaid"],
      "1-30": [1, 2_000, "overdue"],
      "31-60": [0, 0, "overdue"],
    });
    // 00:30 on 15 June in Los Angeles: 1 and 31 days late.
    const after = await getMoneyOverview(id, new Date("2026-06-15T07:30:00.000Z"));
    expect(bucketsOf(after)).toMatchObject({
      current: [0, 0, "unpaid"],
      "1-30": [1, 1_000, "overdue"],
      "31-60": [1, 2_000, "overdue"],
    });
  });

  it("is empty for a company without invoices", async () => {
    const owner = await company();
    const overview = await getMoneyOverview(owner.company.id, NOW);
    expect(overview.owed).toEqual({ count: 0, cents: 0 });
    expect(overview.buckets.map((bucket) => bucket.cents)).toEqual([0, 0, 0, 0, 0]);
    expect(overview.receivedThisMonth).toEqual({
      from: "2026-06-01",
      to: "2026-06-30",
      cents: 0,
      invoicePaymentsCents: 0,
      depositsCents: 0,
    });
  });
});

describe("payments received this month", () => {
  it("sums invoice payments less refunds and quote deposits dated this month, in the company's days", async () => {
    const owner = await company("America/New_York");
    const id = owner.company.id;
    const billed = await invoice(id, { dueDate: "2026-02-20", balance: "0", status: "paid" });
    const pay = (amount: string, paidOn: string, refundOfId?: string) =>
      db.prisma.invoicePayment.create({
        data: {
          companyId: id,
          invoiceId: billed.id,
          amount,
          method: "cash",
          paidOn: day(paidOn),
          ...(refundOfId ? { refundOfId, reason: "Overcharged" } : {}),
        },
      });
    const first = await pay("100.10", "2026-02-01"); // the first day of the month
    await pay("200.20", "2026-02-28"); // the last day of the month
    await pay("-30.03", "2026-02-15", first.id); // a refund
    await pay("999.99", "2026-01-31"); // last month
    await pay("888.88", "2026-03-01"); // next month
    const quote = await db.prisma.quote.create({
      data: { companyId: id, number: 1, status: "approved", total: "500.00" },
    });
    const deposit = (amount: string, paidOn: string) =>
      db.prisma.quotePayment.create({
        data: { companyId: id, quoteId: quote.id, amount, method: "check", paidOn: day(paidOn) },
      });
    await deposit("50.05", "2026-02-10");
    await deposit("77.77", "2026-01-31");

    // 23:30 on 28 February in New York, UTC's 1 March: still February.
    const february = await getMoneyOverview(id, new Date("2026-03-01T04:30:00.000Z"));
    expect(february.receivedThisMonth).toEqual({
      from: "2026-02-01",
      to: "2026-02-28",
      invoicePaymentsCents: 27_027, // 100.10 + 200.20 - 30.03
      depositsCents: 5_005,
      cents: 32_032,
    });
    // 00:30 on 1 March in New York.
    const march = await getMoneyOverview(id, new Date("2026-03-01T05:30:00.000Z"));
    expect(march.receivedThisMonth).toMatchObject({
      from: "2026-03-01",
      to: "2026-03-31",
      cents: 88_888,
    });
  });
});

describe("GET /api/dashboard/money", () => {
  it("answers 401 signed out", async () => {
    const res = await call(money.GET, "GET", {});
    expect(res.status).toBe(401);
  });

  it("shows a company its own invoices and payments only (tenant isolation)", async () => {
    const mine = await company();
    const theirs = await company();
    await invoice(mine.company.id, { dueDate: "2020-01-01", balance: "12.34" });
    const other = await invoice(theirs.company.id, { dueDate: "2020-01-01", balance: "56.78" });
    await invoice(theirs.company.id, { dueDate: "2999-01-01", balance: "1.00" });
    await db.prisma.invoicePayment.create({
      data: {
        companyId: theirs.company.id,
        invoiceId: other.id,
        amount: "9.99",
        method: "cash",
        paidOn: new Date(),
      },
    });
    const res = await call(money.GET, "GET", { cookie: mine.cookie });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.owed).toEqual({ count: 1, cents: 1_234 });
    expect(body.buckets.find((bucket: { key: string }) => bucket.key === "90+")).toMatchObject({
      count: 1,
      cents: 1_234,
    });
    expect(body.receivedThisMonth.cents).toBe(0);
    const theirsBody = await (await call(money.GET, "GET", { cookie: theirs.cookie })).json();
    expect(theirsBody.owed).toEqual({ count: 2, cents: 5_778 });
  });
});
