/** @jest-environment node */
import { InvoiceStatus } from "@prisma/client";
import { TEST_SECRET } from "@/test/db";
import { databaseForSuite, seedDemoCompany } from "@/test/demo-seed";
import { addDays, formatDay, todayIn } from "@/lib/dates";
import { OPEN_INVOICE_STATUSES, shownInvoiceStatus } from "@/lib/invoices/format";
import { findInvoiceByToken } from "@/lib/invoices/lifecycle";
import { priceInvoice } from "@/lib/invoices/price";
import { lockQuoteBilling } from "@/lib/invoices/quote-context";
import { sweepInvoices } from "@/lib/invoices/sweep";
import { assertInvoiceTransition, type InvoiceAction } from "@/lib/invoices/transitions";
import { centsToDecimalString, toCents } from "@/lib/pricing";
import { deriveInvoiceToken, hashQuoteToken } from "@/lib/resources/quote-link";
import { DEMO_REVIEW_LINK, demoInvoiceLink } from "./demo-invoices";

const db = databaseForSuite();

const now = new Date("2026-11-23T08:30:00Z");
const OPEN: readonly InvoiceStatus[] = OPEN_INVOICE_STATUSES;

/** The demo company as prisma/seed.ts builds it, up to its invoices. */
async function seedDemo() {
  const { company, results } = await seedDemoCompany(db, {
    now,
    steps: ["activity", "quotes", "details", "analytics", "invoices"],
  });
  return { companyId: company.id, result: results.invoices };
}

const invoicesOf = (companyId: string) =>
  db.prisma.invoice.findMany({
    where: { companyId },
    include: {
      lines: { orderBy: { sortOrder: "asc" } },
      payments: { orderBy: [{ paidOn: "asc" }, { createdAt: "asc" }] },
      events: { orderBy: { createdAt: "asc" } },
      reviewRequests: true,
      client: true,
      quote: { include: { payments: true } },
    },
    orderBy: { number: "asc" },
  });
type Row = Awaited<ReturnType<typeof invoicesOf>>[number];

const cents = (value: { toString(): string }) => toCents(value);
const sumPaid = (invoice: Row) =>
  invoice.payments.reduce((sum, payment) => sum + cents(payment.amount), 0);

describe("the demo company's invoices", () => {
  let companyId: string;
  let result: Awaited<ReturnType<typeof seedDemo>>["result"];
  let today: string;
  beforeAll(async () => {
    ({ companyId, result } = await seedDemo());
    const company = await db.prisma.company.findUniqueOrThrow({ where: { id: companyId } });
    today = todayIn(company.timeZone, now);
  });

  it("has an invoice in every status, numbered INV-0001… in the order created, the last number on the company", async () => {
    const rows = await invoicesOf(companyId);
    expect(new Set(rows.map((invoice) => invoice.status))).toEqual(
      new Set(Object.values(InvoiceStatus)),
    );
    expect(rows.map((invoice) => invoice.number)).toEqual(rows.map((_, index) => index + 1));
    const company = await db.prisma.company.findUniqueOrThrow({ where: { id: companyId } });
    expect(company.lastInvoiceNumber).toBe(rows.length);
    expect(company.timeZone).not.toBe("UTC");
    expect(result.invoices).toBe(rows.length);
    const created = rows.map((invoice) => invoice.createdAt.getTime());
    expect(created).toEqual([...created].sort((a, b) => a - b));
    for (const invoice of rows) {
      // Issued the day it was created in the company's zone, due by its terms.
      expect(formatDay(invoice.issueDate)).toBe(todayIn(company.timeZone, invoice.createdAt));
      expect(invoice.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(invoice.lines.length).toBeGreaterThan(0);
      expect(invoice.client).not.toBeNull();
      expect(invoice.client!.createdAt.getTime()).toBeLessThanOrEqual(invoice.createdAt.getTime());
      if (invoice.quote) {
        expect(invoice.quote.status).toBe("approved");
        expect(invoice.quote.approvedAt!.getTime()).toBeLessThan(invoice.createdAt.getTime());
        expect(invoice.clientId).toBe(invoice.quote.clientId);
        expect(invoice.propertyId).toBe(invoice.quote.propertyId);
      }
    }
    // Drafts have no link; a void invoice keeps its number and owes nothing.
    for (const draft of rows.filter((invoice) => invoice.status === "draft")) {
      expect([draft.sentAt, draft.tokenHash, draft.tokenNonce]).toEqual([null, null, null]);
      expect(draft.payments).toHaveLength(0);
    }
    const voided = rows.find((invoice) => invoice.status === "void")!;
    expect(voided.voidReason).toBeTruthy();
    expect(voided.voidedAt).toBeTruthy();
    expect(voided.payments).toHaveLength(0);
    expect(voided.balance.toFixed(2)).toBe("0.00");
    const viewed = rows.find((invoice) => invoice.status === "viewed")!;
    expect(viewed.firstViewedAt).toBeTruthy();
    const sent = rows.find((invoice) => invoice.status === "sent" && !invoice.overdueAt)!;
    expect(sent.firstViewedAt).toBeNull();
    expect(formatDay(sent.dueDate) > today).toBe(true);
  });

  it("stores the totals lib/pricing computes from its lines, to the cent", async () => {
    const rows = await invoicesOf(companyId);
    for (const invoice of rows) {
      const context = invoice.quoteId
        ? (
            await db.prisma.$transaction((tx) =>
              lockQuoteBilling(tx, companyId, invoice.quoteId!, invoice.id),
            )
          ).context
        : null;
      const breakdown = priceInvoice(invoice, context);
      expect(breakdown.problems).toEqual([]);
      const money = centsToDecimalString;
      expect({
        subtotal: invoice.subtotal.toFixed(2),
        discountAmount: invoice.discountAmount.toFixed(2),
        taxAmount: invoice.taxAmount.toFixed(2),
        total: invoice.total.toFixed(2),
        quotedAmount: invoice.quotedAmount.toFixed(2),
        quotedTax: invoice.quotedTax.toFixed(2),
        depositApplied: invoice.depositApplied.toFixed(2),
        amountPaid: invoice.amountPaid.toFixed(2),
      }).toEqual({
        subtotal: money(breakdown.subtotalCents),
        discountAmount: money(breakdown.discountCents),
        taxAmount: money(breakdown.taxCents),
        total: money(breakdown.totalCents),
        quotedAmount: money(breakdown.quotedCents),
        quotedTax: money(breakdown.quotedTaxCents),
        depositApplied: money(breakdown.depositAppliedCents),
        amountPaid: money(breakdown.paidCents),
      });
      invoice.lines.forEach((line, index) =>
        expect(line.lineTotal.toFixed(2)).toBe(money(breakdown.lines[index].totalCents)),
      );
      expect(cents(invoice.amountPaid)).toBe(sumPaid(invoice));
      expect(cents(invoice.total)).toBeGreaterThan(0);
      if (invoice.status === "void") expect(cents(invoice.balance)).toBe(0);
      else {
        expect(cents(invoice.balance)).toBe(
          cents(invoice.total) - cents(invoice.depositApplied) - cents(invoice.amountPaid),
        );
        expect(cents(invoice.balance)).toBe(breakdown.balanceCents);
      }
      if (invoice.status === "paid") expect(cents(invoice.balance)).toBe(0);
      if (OPEN.includes(invoice.status)) expect(cents(invoice.balance)).toBeGreaterThan(0);
    }
  });

  it("bills approved quotes: one whole with its deposit credited, one 50% (paid) and the draft of the rest", async () => {
    const rows = await invoicesOf(companyId);
    const byQuote = new Map<string, Row[]>();
    for (const invoice of rows.filter((row) => row.quoteId))
      byQuote.set(invoice.quoteId!, [...(byQuote.get(invoice.quoteId!) ?? []), invoice]);
    expect(byQuote.size).toBe(2);
    for (const invoices of byQuote.values()) {
      const quote = invoices[0].quote!;
      // Together they bill the quote to the cent (docs/pricing.md I6).
      expect(invoices.reduce((sum, invoice) => sum + cents(invoice.quotedAmount), 0)).toBe(
        cents(quote.total),
      );
      expect(invoices.reduce((sum, invoice) => sum + cents(invoice.quotedTax), 0)).toBe(
        cents(quote.taxAmount),
      );
    }
    const whole = [...byQuote.values()].find((invoices) => invoices.length === 1)![0];
    const deposit = whole.quote!.payments.reduce((sum, payment) => sum + cents(payment.amount), 0);
    expect(deposit).toBeGreaterThan(0);
    expect(cents(whole.depositApplied)).toBe(deposit);
    expect(whole.status).toBe("paid");
    expect(whole.payments.map((payment) => payment.method)).toEqual(["card"]);
    expect(cents(whole.depositApplied) + sumPaid(whole)).toBe(cents(whole.total));
    expect(whole.paidAt).toBeTruthy();

    const [progress, rest] = [...byQuote.values()].find((invoices) => invoices.length === 2)!;
    expect(progress.status).toBe("paid");
    expect(progress.lines.every((line) => line.name.endsWith(" (50%)"))).toBe(true);
    expect(progress.events.find((event) => event.type === "created")!.detail).toMatch(/\(50%\)$/);
    expect(rest.status).toBe("draft");
    expect(rest.number).toBeGreaterThan(progress.number);
    expect(rest.createdAt.getTime()).toBeGreaterThan(progress.paidAt!.getTime());
  });

  it("has one overdue invoice, its reminders -3, 0, 7 and 14 sent, and the sweep finds nothing left to do", async () => {
    const rows = await invoicesOf(companyId);
    const overdue = rows.filter(
      (invoice) => OPEN.includes(invoice.status) && formatDay(invoice.dueDate) < today,
    );
    expect(overdue).toHaveLength(1);
    const [invoice] = overdue;
    expect(invoice.status).toBe("sent");
    expect(formatDay(invoice.dueDate)).toBe(addDays(today, -20));
    expect(shownInvoiceStatus({ ...invoice, dueDate: formatDay(invoice.dueDate) }, today)).toBe(
      "overdue",
    );
    expect(invoice.overdueAt).toBeTruthy();
    expect(invoice.remindersSent).toEqual([-3, 0, 7, 14]);
    const reminders = invoice.events.filter((event) => event.type === "reminder_sent");
    expect(reminders.map((event) => (event.data as { day: number }).day)).toEqual([-3, 0, 7, 14]);
    expect(reminders.every((event) => event.actor === "system")).toBe(true);
    const marked = invoice.events.filter((event) => event.type === "overdue");
    expect(marked).toHaveLength(1);
    expect(+marked[0].createdAt).toBe(+invoice.overdueAt!);
    // Nothing else is overdue or reminded yet.
    for (const other of rows.filter((row) => row.id !== invoice.id)) {
      expect(other.overdueAt).toBeNull();
      expect(other.remindersSent).toEqual([]);
    }
    // The sweep at the same moment agrees: nothing to mark, nothing to remind.
    await expect(sweepInvoices(now)).resolves.toEqual({ overdue: 0, reminded: 0 });
  });

  it("has a partial payment by check and a paid invoice partly refunded", async () => {
    const rows = await invoicesOf(companyId);
    const partial = rows.find(
      (invoice) =>
        invoice.status === "partially_paid" && invoice.payments.every((p) => !p.refundOfId),
    )!;
    expect(partial.payments).toHaveLength(1);
    expect(partial.payments[0].method).toBe("check");
    expect(partial.payments[0].reference).toMatch(/^\d+$/);
    expect(cents(partial.balance)).toBeGreaterThan(0);

    const refund = rows.flatMap((invoice) => invoice.payments).find((p) => cents(p.amount) < 0)!;
    expect(refund).toBeDefined();
    expect(refund.reason).toBeTruthy();
    const refunded = rows.find((invoice) => invoice.id === refund.invoiceId)!;
    const original = refunded.payments.find((payment) => payment.id === refund.refundOfId)!;
    expect(cents(original.amount)).toBeGreaterThanOrEqual(-cents(refund.amount));
    expect(refund.method).toBe(original.method);
    expect(refunded.status).toBe("partially_paid");
    expect(refunded.paidAt).toBeNull();
    expect(refunded.events.map((event) => event.type)).toEqual(
      expect.arrayContaining(["payment_recorded", "paid", "payment_refunded"]),
    );
    expect(cents(refunded.balance)).toBe(-cents(refund.amount));
  });

  it("tells each invoice's life on its timeline, in moves the status table allows", async () => {
    const rows = await invoicesOf(companyId);
    for (const invoice of rows) {
      const events = invoice.events;
      expect(events[0].type).toBe("created");
      expect(+events[0].createdAt).toBe(+invoice.createdAt);
      for (const event of events) {
        expect(event.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(["owner", "customer", "system"]).toContain(event.actor);
      }
      const amounts = new Map(invoice.payments.map((p) => [p.id, cents(p.amount)]));
      let status = "draft" as InvoiceStatus;
      let paid = 0;
      const deposit = cents(invoice.depositApplied);
      const step = (action: InvoiceAction) => (status = assertInvoiceTransition(status, action));
      for (const event of events) {
        const paymentId = (event.data as { paymentId?: string } | null)?.paymentId;
        if (event.type === "sent") step("send");
        else if (event.type === "viewed" && status === "sent") step("view");
        else if (event.type === "payment_recorded") {
          paid += amounts.get(paymentId!)!;
          step(cents(invoice.total) - deposit - paid <= 0 ? "pay_all" : "pay_part");
        } else if (event.type === "payment_refunded") {
          paid += amounts.get(paymentId!)!;
          step(paid + deposit > 0 ? "reopen_part" : "reopen_unpaid");
        } else if (event.type === "voided") step("void");
      }
      expect(status).toBe(invoice.status);
      expect(paid).toBe(cents(invoice.amountPaid));
      const at = (type: string) => events.find((event) => event.type === type)?.createdAt ?? null;
      expect(invoice.sentAt).toEqual(at("sent"));
      expect(invoice.firstViewedAt).toEqual(at("viewed"));
      expect(invoice.voidedAt).toEqual(at("voided"));
      if (invoice.status === "paid") expect(invoice.paidAt).toEqual(at("paid"));
      else expect(invoice.paidAt).toBeNull();
      expect(events.filter((event) => event.type === "payment_recorded")).toHaveLength(
        invoice.payments.filter((payment) => cents(payment.amount) > 0).length,
      );
    }
  });

  it("asks for a review after each payment in full, one of them clicked twice", async () => {
    const company = await db.prisma.company.findUniqueOrThrow({ where: { id: companyId } });
    expect(company.reviewLink).toBe(DEMO_REVIEW_LINK);
    const rows = await invoicesOf(companyId);
    const requests = rows.flatMap((invoice) => invoice.reviewRequests);
    expect(requests.length).toBe(result.reviewRequests);
    for (const request of requests) {
      const invoice = rows.find((row) => row.id === request.invoiceId)!;
      expect(request.clientId).toBe(invoice.clientId);
      expect(invoice.events.find((event) => event.type === "paid")?.createdAt).toEqual(
        request.sentAt,
      );
    }
    const clicked = requests.find((request) => request.clicks === 2)!;
    expect(clicked.firstClickAt!.getTime()).toBeGreaterThan(clicked.sentAt.getTime());
    expect(clicked.firstClickAt!.getTime()).toBeLessThanOrEqual(now.getTime());
    const paid = rows.find((invoice) => invoice.id === clicked.invoiceId)!;
    expect(paid.status).toBe("paid");
    expect(cents(paid.depositApplied)).toBeGreaterThan(0);
    expect(new Set(requests.map((request) => request.clientId)).size).toBe(requests.length);
  });

  it("links every sent invoice the way the server does, so its public page opens", async () => {
    const rows = await invoicesOf(companyId);
    const sent = rows.filter((invoice) => invoice.sentAt);
    expect(sent.length).toBeGreaterThan(5);
    for (const invoice of sent) {
      const token = deriveInvoiceToken(TEST_SECRET, invoice.id, invoice.tokenNonce!);
      expect(demoInvoiceLink(invoice.id, invoice.tokenNonce!, TEST_SECRET).token).toBe(token);
      expect(invoice.tokenHash).toBe(hashQuoteToken(token));
      expect(invoice.sentTo).toBe(invoice.client!.email);
      expect((await findInvoiceByToken(token))?.id).toBe(invoice.id);
    }
  });

  it("is rebuilt the same when the seed runs again (prisma/seed.ts deletes the demo company first)", async () => {
    const summary = async (id: string) =>
      (await invoicesOf(id)).map((invoice) => ({
        number: invoice.number,
        status: invoice.status,
        client: invoice.client?.name,
        issueDate: formatDay(invoice.issueDate),
        dueDate: formatDay(invoice.dueDate),
        total: invoice.total.toFixed(2),
        depositApplied: invoice.depositApplied.toFixed(2),
        amountPaid: invoice.amountPaid.toFixed(2),
        balance: invoice.balance.toFixed(2),
        remindersSent: invoice.remindersSent,
        payments: invoice.payments.map((payment) => payment.amount.toFixed(2)),
        events: invoice.events.map((event) => `${event.type}: ${event.detail}`),
        reviewClicks: invoice.reviewRequests.map((request) => request.clicks),
      }));
    const before = await summary(companyId);
    const ids = before.length;
    const invoiceIds = (await invoicesOf(companyId)).map((invoice) => invoice.id);
    await db.prisma.user.deleteMany({ where: { companyId } });
    await db.prisma.company.deleteMany({ where: { id: companyId } });
    // Everything of the invoices went with the company.
    expect(
      await Promise.all([
        db.prisma.invoice.count({ where: { companyId } }),
        db.prisma.invoiceLine.count({ where: { invoiceId: { in: invoiceIds } } }),
        db.prisma.invoicePayment.count({ where: { companyId } }),
        db.prisma.invoiceEvent.count({ where: { invoiceId: { in: invoiceIds } } }),
        db.prisma.reviewRequest.count({ where: { companyId } }),
      ]),
    ).toEqual([0, 0, 0, 0, 0]);
    const again = await seedDemo();
    const after = await summary(again.companyId);
    expect(after).toHaveLength(ids);
    expect(after).toEqual(before);
  });
});
