/** @jest-environment node */
/**
 * The invoice sums the triggers of migration 20261128170000 keep (docs/scaling.md, "What
 * grows"): after every kind of write (insert, a status, a balance, a due date, a delete, a
 * rolled-back transaction, concurrent transactions of one company, the company's deletion)
 * they equal the sums read from the invoices themselves.
 */
import type { InvoiceStatus } from "@prisma/client";
import { createOwner, setupTestDatabase, type TestDatabase } from "@/test/db";
import { OPEN_INVOICE_STATUSES } from "@/lib/invoices/format";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db?.close();
});

const STATUSES: InvoiceStatus[] = ["draft", "sent", "viewed", "partially_paid", "paid", "void"];
const day = (value: string) => new Date(`${value}T00:00:00.000Z`);
const text = (value: { toFixed(digits: number): string } | null) =>
  value === null ? "0.00" : value.toFixed(2);

/** The kept sums of a company, and the same read from its invoices, as comparable strings. */
async function sumsOf(companyId: string) {
  const kept = {
    byStatus: (
      await db.prisma.invoiceStatusSums.findMany({
        where: { companyId },
        orderBy: { status: "asc" },
      })
    ).map((row) => `${row.status} ${row.count} ${text(row.total)} ${text(row.balance)}`),
    openByDue: (
      await db.prisma.invoiceOpenDueSums.findMany({
        where: { companyId },
        orderBy: { dueDate: "asc" },
      })
    ).map(
      (row) =>
        `${row.dueDate.toISOString().slice(0, 10)} ${row.count} ${text(row.total)} ${text(row.balance)}`,
    ),
  };
  const byStatus = await db.prisma.invoice.groupBy({
    by: ["status"],
    where: { companyId },
    _count: { _all: true },
    _sum: { total: true, balance: true },
    orderBy: { status: "asc" },
  });
  const openByDue = await db.prisma.invoice.groupBy({
    by: ["dueDate"],
    where: { companyId, status: { in: [...OPEN_INVOICE_STATUSES] } },
    _count: { _all: true },
    _sum: { total: true, balance: true },
    orderBy: { dueDate: "asc" },
  });
  const read = {
    byStatus: byStatus.map(
      (row) => `${row.status} ${row._count._all} ${text(row._sum.total)} ${text(row._sum.balance)}`,
    ),
    openByDue: openByDue.map(
      (row) =>
        `${row.dueDate.toISOString().slice(0, 10)} ${row._count._all} ${text(row._sum.total)} ${text(row._sum.balance)}`,
    ),
  };
  return { kept, read };
}

async function expectKept(companyId: string) {
  const { kept, read } = await sumsOf(companyId);
  expect(kept).toEqual(read);
  return kept;
}

let number = 0;
const invoice = (
  companyId: string,
  status: InvoiceStatus,
  dueDate: string,
  total: string,
  balance = total,
) => {
  number += 1;
  return {
    companyId,
    number,
    status,
    issueDate: day("2026-10-01"),
    dueDate: day(dueDate),
    total,
    balance,
  };
};

describe("the invoice sums the triggers keep", () => {
  it("equal the invoices' own sums after every kind of write", async () => {
    const a = await createOwner(db.prisma, "Sums A");
    const b = await createOwner(db.prisma, "Sums B");
    const id = a.company.id;
    await db.prisma.invoice.createMany({
      data: [
        invoice(id, "draft", "2026-11-01", "100.10"),
        invoice(id, "sent", "2026-11-01", "200.20"),
        invoice(id, "sent", "2026-11-01", "0.05"),
        invoice(id, "viewed", "2026-11-15", "300.30"),
        invoice(id, "partially_paid", "2026-11-15", "400.40", "150.15"),
        invoice(id, "paid", "2026-11-20", "500.50", "0.00"),
        invoice(id, "void", "2026-11-20", "600.60", "0.00"),
        invoice(b.company.id, "sent", "2026-11-01", "999.99"),
      ],
    });
    expect(await expectKept(id)).toEqual({
      byStatus: [
        "draft 1 100.10 100.10",
        "sent 2 200.25 200.25",
        "viewed 1 300.30 300.30",
        "partially_paid 1 400.40 150.15",
        "paid 1 500.50 0.00",
        "void 1 600.60 0.00",
      ],
      openByDue: ["2026-11-01 2 200.25 200.25", "2026-11-15 2 700.70 450.45"],
    });
    await expectKept(b.company.id);

    const sent = await db.prisma.invoice.findFirstOrThrow({
      where: { companyId: id, status: "sent", total: "200.20" },
    });
    // Sent, then viewed, paid in part, its due date moved, paid: one row after another.
    await db.prisma.invoice.update({ where: { id: sent.id }, data: { status: "viewed" } });
    await expectKept(id);
    await db.prisma.invoice.update({
      where: { id: sent.id },
      data: { status: "partially_paid", balance: "50.00", amountPaid: "150.20" },
    });
    await expectKept(id);
    await db.prisma.invoice.update({
      where: { id: sent.id },
      data: { dueDate: day("2026-12-01") },
    });
    await expectKept(id);
    // A write that changes none of the summed columns, and two writes of one row in one
    // transaction (the deferred events add up).
    await db.prisma.invoice.update({ where: { id: sent.id }, data: { title: "Gutters" } });
    await db.prisma.$transaction(async (tx) => {
      await tx.invoice.update({ where: { id: sent.id }, data: { balance: "25.00" } });
      await tx.invoice.update({
        where: { id: sent.id },
        data: { status: "paid", balance: "0.00" },
      });
    });
    await expectKept(id);
    // A rolled-back transaction counts nothing.
    const before = await expectKept(id);
    await expect(
      db.prisma.$transaction(async (tx) => {
        await tx.invoice.updateMany({ where: { companyId: id }, data: { status: "void" } });
        await tx.invoice.create({ data: invoice(id, "sent", "2026-11-02", "1.00") });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await expectKept(id)).toEqual(before);
    // Deletes: one invoice, then every open one (their due-date rows go).
    await db.prisma.invoice.delete({ where: { id: sent.id } });
    await expectKept(id);
    await db.prisma.invoice.deleteMany({
      where: { companyId: id, status: { in: [...OPEN_INVOICE_STATUSES] } },
    });
    expect((await expectKept(id)).openByDue).toEqual([]);
    // Another company's sums never moved.
    await expectKept(b.company.id);

    // The company's deletion leaves no row of its sums.
    await db.prisma.company.deleteMany({ where: { id } });
    expect(await db.prisma.invoiceStatusSums.count({ where: { companyId: id } })).toBe(0);
    expect(await db.prisma.invoiceOpenDueSums.count({ where: { companyId: id } })).toBe(0);
  });

  it("counts a due date for the open statuses only, the list's OPEN_INVOICE_STATUSES", async () => {
    const owner = await createOwner(db.prisma, "Sums statuses");
    const id = owner.company.id;
    await db.prisma.invoice.createMany({
      data: STATUSES.map((status, i) => invoice(id, status, `2026-11-0${i + 1}`, "10.00")),
    });
    const open = await db.prisma.invoiceOpenDueSums.findMany({
      where: { companyId: id },
      orderBy: { dueDate: "asc" },
    });
    expect(open.map((row) => STATUSES[row.dueDate.getUTCDate() - 1])).toEqual([
      ...OPEN_INVOICE_STATUSES,
    ]);
  });

  it("stays exact under concurrent transactions of one company, without a deadlock", async () => {
    const owner = await createOwner(db.prisma, "Sums concurrent");
    const id = owner.company.id;
    // Eight viewed invoices and eight paid ones.
    await db.prisma.invoice.createMany({
      data: Array.from({ length: 16 }, (_, i) =>
        i < 8
          ? invoice(id, "viewed", `2026-11-${String(10 + (i % 4)).padStart(2, "0")}`, `${i + 1}.25`)
          : invoice(id, "paid", "2026-11-20", `${i + 1}.25`, "0.00"),
      ),
    });
    const invoices = await db.prisma.invoice.findMany({
      where: { companyId: id },
      orderBy: { number: "asc" },
    });
    // Eight transactions at once, each paying a viewed invoice and reopening a paid one, half
    // of them in the other order: their writes reach the "viewed" and "paid" rows of the sums
    // in opposite orders, which row locks taken at each write could turn into a deadlock.
    await Promise.all(
      Array.from({ length: 8 }, (_, t) =>
        db.prisma.$transaction(async (tx) => {
          const pay = () =>
            tx.invoice.update({
              where: { id: invoices[t].id },
              data: { status: "paid", balance: "0.00" },
            });
          const reopen = () =>
            tx.invoice.update({
              where: { id: invoices[8 + t].id },
              data: { status: "viewed", balance: invoices[8 + t].total },
            });
          if (t % 2 === 0) {
            await pay();
            await reopen();
          } else {
            await reopen();
            await pay();
          }
        }),
      ),
    );
    const kept = await expectKept(id);
    // 9.25 + ... + 16.25 now owed; 1.25 + ... + 8.25 paid.
    expect(kept.byStatus).toEqual(["viewed 8 102.00 102.00", "paid 8 38.00 0.00"]);
  });
});
