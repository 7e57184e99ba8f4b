/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { makeRequest, setupTestDatabase, type TestDatabase } from "@/test/db";
import { setupTempOutbox } from "@/test/outbox";
import { POST as createQuote } from "@/app/api/quotes/route";
import { PUT as putQuote } from "@/app/api/quotes/[id]/route";
import { POST as sendQuote } from "@/app/api/quotes/[id]/send/route";
import { POST as recordDeposit } from "@/app/api/quotes/[id]/payments/route";
import { GET as quoteInvoicing } from "@/app/api/quotes/[id]/invoicing/route";
import { GET as listInvoices, POST as createInvoice } from "@/app/api/invoices/route";
import {
  DELETE as deleteInvoice,
  GET as getInvoice,
  PUT as putInvoice,
} from "@/app/api/invoices/[id]/route";
import { POST as sendInvoice } from "@/app/api/invoices/[id]/send/route";
import { GET as invoiceLink } from "@/app/api/invoices/[id]/link/route";
import { POST as recordPayment } from "@/app/api/invoices/[id]/payments/route";
import { POST as refundPayment } from "@/app/api/invoices/[id]/payments/[paymentId]/refund/route";
import { POST as voidInvoice } from "@/app/api/invoices/[id]/void/route";
import { PATCH as setReminders } from "@/app/api/invoices/[id]/reminders/route";
import {
  GET as getSettings,
  PATCH as patchSettings,
} from "@/app/api/company/invoice-settings/route";
import type { InvoiceDto } from "@/lib/invoices/queries";
import type { QuoteDto } from "@/lib/quotes/types";
import {
  call,
  line,
  mailJobs,
  quoteCompany,
  saveBody,
  type Handler,
} from "@/app/api/quotes/__tests__/fixtures";

// The owner's invoice API (docs/invoices.md) through its real handlers: creation from an
// approved quote with its deposit credited (docs/pricing.md I4, I7), sending, payments and
// refunds (I8), void and delete, progress invoices that close the quote to the cent (I5,
// I6) and never bill past it (I7), numbering under concurrency, and tenant isolation.

setupTempOutbox();

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db?.close();
});

type Company = Awaited<ReturnType<typeof quoteCompany>>;

/** A day before today (UTC, the companies' default time zone): payments are never future. */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** A handler called with any route params (the refund route has two). */
const callWith = (
  handler: Handler,
  method: string,
  {
    cookie,
    params = {},
    body,
    query = "",
  }: { cookie: string; params?: Record<string, string>; body?: unknown; query?: string },
) =>
  handler(makeRequest(method, `/api/x${query ? `?${query}` : ""}`, { cookie, body }), {
    params: Promise.resolve(params),
  });

async function json<T = InvoiceDto>(res: Response, status: number): Promise<T> {
  const body = (await res.json()) as T;
  expect([res.status, body]).toEqual([status, expect.anything()]);
  return body;
}

/**
 * An approved quote of 3,965.30 (docs/pricing.md's acceptance fixture): 3,000.00 + 10%
 * materials, 4.5 h at 125.00, parts 65.97; 5% off; 6.25% tax; a 30% deposit of 1,189.59,
 * paid by check unless `depositPaid` is false.
 */
async function approvedQuote(a: Company, { depositPaid = true } = {}) {
  const created = await json<QuoteDto>(
    await call(createQuote, "POST", { cookie: a.cookie, body: { clientId: a.client.id } }),
    201,
  );
  const saved = await json<QuoteDto>(
    await call(putQuote, "PUT", {
      cookie: a.cookie,
      id: created.id,
      body: saveBody({
        clientId: a.client.id,
        title: "Panel and wiring",
        discount: { type: "percentage", value: 5 },
        taxRate: 6.25,
        deposit: { type: "percentage", value: 30 },
        lines: [
          line({
            name: "Install",
            unitPrice: 3000,
            fee: { name: "Materials", type: "percentage", value: 10 },
          }),
          line({ name: "Labor", unitType: "hourly", unitPrice: 125, quantity: 4.5 }),
          line({ name: "Parts", unitPrice: 65.97 }),
        ],
      }),
    }),
    200,
  );
  // 3300.00 + 562.50 + 65.97 = 3928.47; 5% 196.42; tax 6.25% of 3732.05 = 233.25.
  expect(saved.totals).toMatchObject({ total: "3965.30", deposit: "1189.59" });
  await json(await call(sendQuote, "POST", { cookie: a.cookie, id: created.id, body: {} }), 200);
  await db.prisma.quote.update({
    where: { id: created.id },
    data: { status: "approved", approvedAt: new Date() },
  });
  if (depositPaid)
    await json(
      await call(recordDeposit, "POST", {
        cookie: a.cookie,
        id: created.id,
        body: { amount: "1189.59", method: "check", paidOn: daysAgo(3), note: "No. 5001" },
      }),
      201,
    );
  return saved;
}

async function newInvoice(cookie: string, body: unknown = {}) {
  const { id } = await json<{ id: string }>(
    await call(createInvoice, "POST", { cookie, body }),
    201,
  );
  return json(await call(getInvoice, "GET", { cookie, id }), 200);
}

const pay = (cookie: string, id: string, body: Record<string, unknown>) =>
  call(recordPayment, "POST", { cookie, id, body: { paidOn: daysAgo(1), ...body } });

const refund = (cookie: string, id: string, paymentId: string, body: Record<string, unknown>) =>
  callWith(refundPayment, "POST", {
    cookie,
    params: { id, paymentId },
    body: { paidOn: daysAgo(0), reason: "Overcharged", ...body },
  });

const invoicing = async (cookie: string, quoteId: string) =>
  json<{
    invoices: { id: string; status: string; total: string; balance: string }[];
    invoiced: string;
    paid: string;
    remainingToInvoice: string;
    remainingToPay: string;
    fullyInvoiced: boolean;
    fullyPaid: boolean;
  }>(await call(quoteInvoicing, "GET", { cookie, id: quoteId }), 200);

/** The PUT body of an invoice as it stands (the editor's form), with changes over it. */
function invoiceBody(invoice: InvoiceDto, overrides: Record<string, unknown> = {}) {
  return {
    clientId: invoice.clientId,
    propertyId: invoice.propertyId,
    title: invoice.title,
    notes: invoice.notes,
    terms: invoice.terms,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    discount: invoice.discount
      ? { type: invoice.discount.type, value: Number(invoice.discount.value) }
      : null,
    taxRate: Number(invoice.taxRate),
    lines: invoice.lines.map((l) => ({
      quoteLineId: l.quoteLineId,
      serviceId: l.serviceId,
      name: l.name,
      description: l.description,
      unitType: l.unitType,
      unitPrice: Number(l.unitPrice),
      quantity: Number(l.quantity),
      fee: l.feeType
        ? { name: l.feeName ?? "Fee", type: l.feeType, value: Number(l.feeValue) }
        : null,
    })),
    ...overrides,
  };
}

const cents = (money: string) => Math.round(Number(money) * 100);

describe("an invoice of an approved quote with its deposit paid", () => {
  it("is the whole quote less the deposit; sent, paid by check then transfer, and closes the quote", async () => {
    const a = await quoteCompany(db.prisma, "Invoice A");
    const quote = await approvedQuote(a);
    const draft = await newInvoice(a.cookie, { quoteId: quote.id });
    expect(draft).toMatchObject({
      number: "INV-0001",
      status: "draft",
      quoteId: quote.id,
      clientId: a.client.id,
      title: "Panel and wiring",
      subtotal: "3928.47",
      discountAmount: "196.42",
      taxAmount: "233.25",
      total: "3965.30",
      depositApplied: "1189.59",
      amountPaid: "0.00",
      balance: "2775.71",
      publicUrl: null,
    });
    expect(draft.lines.map((l) => [l.name, l.lineTotal, l.quoteLineId])).toEqual(
      quote.lines.map((l) => [l.name, l.lineTotal, l.id]),
    );
    expect(draft.events.map((e) => e.type)).toEqual(["created"]);

    // A draft takes no payment: it is sent first.
    expect((await pay(a.cookie, draft.id, { amount: 10, method: "cash" })).status).toBe(409);

    const before = (await mailJobs(db.prisma)).length;
    const { invoice: sent, url } = await json<{ invoice: InvoiceDto; url: string }>(
      await call(sendInvoice, "POST", { cookie: a.cookie, id: draft.id, body: {} }),
      200,
    );
    expect(url).toMatch(/^http:\/\/localhost:3000\/i\/[A-Za-z0-9_-]{43}$/);
    expect(sent).toMatchObject({
      status: "sent",
      sentTo: "Ann@Example.com",
      publicUrl: url,
      balance: "2775.71",
    });
    expect(sent.events.at(-1)).toMatchObject({ type: "sent" });
    expect((await mailJobs(db.prisma)).slice(before)).toEqual([
      expect.objectContaining({
        kind: "invoice-sent",
        companyId: a.companyId,
        invoiceId: draft.id,
        to: "Ann@Example.com",
      }),
    ]);
    expect(
      await json<{ url: string }>(
        await call(invoiceLink, "GET", { cookie: a.cookie, id: draft.id }),
        200,
      ),
    ).toEqual({ url });

    // A sent invoice is voided, never deleted.
    const deleted = await call(deleteInvoice, "DELETE", { cookie: a.cookie, id: draft.id });
    expect(deleted.status).toBe(409);
    expect(await db.prisma.invoice.count({ where: { id: draft.id } })).toBe(1);

    // A check needs its number.
    const noNumber = await pay(a.cookie, draft.id, { amount: 1000, method: "check" });
    expect(noNumber.status).toBe(400);
    expect((await noNumber.json()).issues).toEqual([
      expect.objectContaining({ path: "reference" }),
    ]);
    const part = await json(
      await pay(a.cookie, draft.id, { amount: 1000, method: "check", reference: "1042" }),
      201,
    );
    expect(part).toMatchObject({
      status: "partially_paid",
      amountPaid: "1000.00",
      balance: "1775.71",
    });
    expect(part.payments).toEqual([
      expect.objectContaining({
        amount: "1000.00",
        method: "check",
        reference: "1042",
        refundableAmount: "1000.00",
      }),
    ]);
    expect((await mailJobs(db.prisma)).at(-1)).toMatchObject({
      kind: "invoice-receipt",
      companyId: a.companyId,
      paymentId: part.payments[0].id,
    });

    // More than the balance is refused, naming the amount; nothing is stored.
    const tooMuch = await pay(a.cookie, draft.id, { amount: "1775.72", method: "cash" });
    expect(tooMuch.status).toBe(400);
    expect((await tooMuch.json()).issues).toEqual([expect.objectContaining({ path: "amount" })]);
    expect(await db.prisma.invoicePayment.count({ where: { invoiceId: draft.id } })).toBe(1);

    const paid = await json(
      await pay(a.cookie, draft.id, { amount: "1775.71", method: "bank_transfer" }),
      201,
    );
    expect(paid).toMatchObject({
      status: "paid",
      amountPaid: "2775.71",
      balance: "0.00",
      paidAt: expect.any(String),
    });
    expect(paid.events.map((e) => e.type)).toEqual(
      expect.arrayContaining(["payment_recorded", "paid"]),
    );

    expect(await invoicing(a.cookie, quote.id)).toMatchObject({
      invoices: [{ id: draft.id, status: "paid", total: "3965.30", balance: "0.00" }],
      invoiced: "3965.30",
      paid: "3965.30",
      remainingToInvoice: "0.00",
      remainingToPay: "0.00",
      fullyInvoiced: true,
      fullyPaid: true,
    });

    // Paid: not edited, not voided with money on it, and nothing more is taken.
    const edit = await call(putInvoice, "PUT", {
      cookie: a.cookie,
      id: draft.id,
      body: invoiceBody(paid, { title: "Changed" }),
    });
    expect(edit.status).toBe(409);
    const voided = await call(voidInvoice, "POST", {
      cookie: a.cookie,
      id: draft.id,
      body: { reason: "Duplicate" },
    });
    expect(voided.status).toBe(409);
    expect((await pay(a.cookie, draft.id, { amount: 1, method: "cash" })).status).toBe(409);
    const stored = await db.prisma.invoice.findUniqueOrThrow({ where: { id: draft.id } });
    expect([stored.status, stored.title, stored.voidedAt]).toEqual([
      "paid",
      "Panel and wiring",
      null,
    ]);
  });

  it("refunds: never more than the payment; a refund reopens the balance", async () => {
    const a = await quoteCompany(db.prisma, "Refund A");
    const quote = await approvedQuote(a);
    const invoice = await newInvoice(a.cookie, { quoteId: quote.id });
    await json(await call(sendInvoice, "POST", { cookie: a.cookie, id: invoice.id }), 200);
    await json(await pay(a.cookie, invoice.id, { amount: 1000, method: "cash" }), 201);
    const paid = await json(
      await pay(a.cookie, invoice.id, { amount: "1775.71", method: "card" }),
      201,
    );
    expect(paid.status).toBe("paid");
    const [cash, card] = paid.payments;

    const tooMuch = await refund(a.cookie, invoice.id, cash.id, { amount: "1000.01" });
    expect(tooMuch.status).toBe(400);
    expect((await tooMuch.json()).issues).toEqual([expect.objectContaining({ path: "amount" })]);
    expect(await db.prisma.invoicePayment.count({ where: { invoiceId: invoice.id } })).toBe(2);

    const reopened = await json(await refund(a.cookie, invoice.id, cash.id, { amount: 200 }), 201);
    expect(reopened).toMatchObject({
      status: "partially_paid",
      amountPaid: "2575.71",
      balance: "200.00",
      paidAt: null,
    });
    expect(reopened.payments.find((p) => p.id === cash.id)?.refundableAmount).toBe("800.00");
    expect(reopened.payments.find((p) => p.refundOfId === cash.id)).toMatchObject({
      amount: "-200.00",
      reason: "Overcharged",
    });
    expect((await mailJobs(db.prisma)).at(-1)).toMatchObject({ kind: "invoice-receipt" });

    // What is left of the payment, and no more; a refund is not refunded.
    expect((await refund(a.cookie, invoice.id, cash.id, { amount: "800.01" })).status).toBe(400);
    const refundRow = reopened.payments.find((p) => p.refundOfId === cash.id)!;
    expect((await refund(a.cookie, invoice.id, refundRow.id, { amount: 1 })).status).toBe(409);

    // Everything back: the deposit credited keeps it partially paid, and then it may be voided.
    await json(await refund(a.cookie, invoice.id, cash.id, { amount: 800 }), 201);
    const empty = await json(
      await refund(a.cookie, invoice.id, card.id, { amount: "1775.71" }),
      201,
    );
    expect(empty).toMatchObject({
      status: "partially_paid",
      amountPaid: "0.00",
      balance: "2775.71",
    });
    const voided = await json(
      await call(voidInvoice, "POST", {
        cookie: a.cookie,
        id: invoice.id,
        body: { reason: "Billed twice" },
      }),
      200,
    );
    expect(voided).toMatchObject({ status: "void", voidReason: "Billed twice", balance: "0.00" });
  });

  it("void: refused with payments on it; once void it takes no payment and gives the quote back", async () => {
    const a = await quoteCompany(db.prisma, "Void A");
    const quote = await approvedQuote(a);
    const invoice = await newInvoice(a.cookie, { quoteId: quote.id });
    await json(await call(sendInvoice, "POST", { cookie: a.cookie, id: invoice.id }), 200);
    const part = await json(await pay(a.cookie, invoice.id, { amount: 100, method: "cash" }), 201);

    const withMoney = await call(voidInvoice, "POST", {
      cookie: a.cookie,
      id: invoice.id,
      body: { reason: "Wrong client" },
    });
    expect(withMoney.status).toBe(409);
    expect((await db.prisma.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).status).toBe(
      "partially_paid",
    );
    const noReason = await call(voidInvoice, "POST", {
      cookie: a.cookie,
      id: invoice.id,
      body: { reason: "" },
    });
    expect(noReason.status).toBe(400);

    await json(await refund(a.cookie, invoice.id, part.payments[0].id, { amount: 100 }), 201);
    const voided = await json(
      await call(voidInvoice, "POST", {
        cookie: a.cookie,
        id: invoice.id,
        body: { reason: "Wrong client" },
      }),
      200,
    );
    expect(voided).toMatchObject({ status: "void", voidReason: "Wrong client" });
    expect(voided.events.at(-1)).toMatchObject({ type: "voided" });

    const payment = await pay(a.cookie, invoice.id, { amount: 10, method: "cash" });
    expect(payment.status).toBe(409);
    expect(await db.prisma.invoicePayment.count({ where: { invoiceId: invoice.id } })).toBe(2);
    expect(
      (
        await call(putInvoice, "PUT", {
          cookie: a.cookie,
          id: invoice.id,
          body: invoiceBody(voided),
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call(voidInvoice, "POST", {
          cookie: a.cookie,
          id: invoice.id,
          body: { reason: "Again" },
        })
      ).status,
    ).toBe(409);

    // The void invoice bills nothing of the quote and holds no deposit: the next one is whole.
    expect(await invoicing(a.cookie, quote.id)).toMatchObject({
      invoiced: "0.00",
      paid: "1189.59",
      remainingToInvoice: "3965.30",
      fullyInvoiced: false,
    });
    const next = await newInvoice(a.cookie, { quoteId: quote.id });
    expect(next).toMatchObject({
      number: "INV-0002",
      total: "3965.30",
      depositApplied: "1189.59",
      balance: "2775.71",
    });
  });

  it("an invoice the deposit covers is paid when sent (review requested); the next is credited the rest", async () => {
    const a = await quoteCompany(db.prisma, "Covered A");
    await json(
      await call(patchSettings, "PATCH", {
        cookie: a.cookie,
        body: { reviewLink: "https://g.page/r/covered/review" },
      }),
      200,
    );
    const quote = await approvedQuote(a);
    const first = await newInvoice(a.cookie, { quoteId: quote.id, mode: "percent", percent: 25 });
    expect(cents(first.total)).toBeLessThan(118959);
    expect(first).toMatchObject({ depositApplied: first.total, balance: "0.00", status: "draft" });
    const { invoice: sent } = await json<{ invoice: InvoiceDto }>(
      await call(sendInvoice, "POST", { cookie: a.cookie, id: first.id }),
      200,
    );
    expect(sent).toMatchObject({ status: "paid", balance: "0.00", paidAt: expect.any(String) });
    expect(sent.events.map((e) => e.type).slice(-2)).toEqual(["sent", "paid"]);
    // Paid is paid, however it got there: the client is asked for a review (docs/invoices.md).
    expect(await db.prisma.reviewRequest.count({ where: { invoiceId: first.id } })).toBe(1);

    const rest = await newInvoice(a.cookie, { quoteId: quote.id });
    expect(cents(rest.total)).toBe(396530 - cents(first.total));
    expect(cents(rest.depositApplied)).toBe(118959 - cents(first.total));
    expect(rest.balance).toBe("2775.71");
  });

  it("an edit down to what was paid settles a sent invoice: revision, paid, review requested", async () => {
    const a = await quoteCompany(db.prisma, "Settle A");
    await json(
      await call(patchSettings, "PATCH", {
        cookie: a.cookie,
        body: { reviewLink: "https://g.page/r/settle/review" },
      }),
      200,
    );
    const draft = await newInvoice(a.cookie, { clientId: a.client.id });
    const extra = {
      quoteLineId: null,
      serviceId: null,
      name: "Service call",
      description: null,
      unitType: "flat",
      unitPrice: 100,
      quantity: 1,
      fee: null,
    };
    await json(
      await call(putInvoice, "PUT", {
        cookie: a.cookie,
        id: draft.id,
        body: invoiceBody(draft, { taxRate: 0, lines: [extra] }),
      }),
      200,
    );
    await json(await call(sendInvoice, "POST", { cookie: a.cookie, id: draft.id }), 200);
    const part = await json(await pay(a.cookie, draft.id, { amount: 60, method: "cash" }), 201);
    expect(part).toMatchObject({ status: "partially_paid", balance: "40.00", revision: 1 });

    // Below what was paid: 400, nothing changes.
    const below = await call(putInvoice, "PUT", {
      cookie: a.cookie,
      id: draft.id,
      body: invoiceBody(part, { lines: [{ ...extra, unitPrice: 59.99 }] }),
    });
    expect(below.status).toBe(400);
    expect((await below.json()).issues).toEqual([expect.objectContaining({ path: "lines" })]);

    const settled = await json(
      await call(putInvoice, "PUT", {
        cookie: a.cookie,
        id: draft.id,
        body: invoiceBody(part, { lines: [{ ...extra, unitPrice: 60 }] }),
      }),
      200,
    );
    expect(settled).toMatchObject({ status: "paid", total: "60.00", balance: "0.00", revision: 2 });
    expect(settled.events.map((e) => e.type).slice(-2)).toEqual(["revised", "paid"]);
    expect(await db.prisma.reviewRequest.count({ where: { invoiceId: draft.id } })).toBe(1);
  });

  it("deletes a draft never sent, and hands its number out again", async () => {
    const a = await quoteCompany(db.prisma, "Delete A");
    const first = await newInvoice(a.cookie);
    const second = await newInvoice(a.cookie, { clientId: a.client.id });
    expect([first.number, second.number]).toEqual(["INV-0001", "INV-0002"]);
    expect(second).toMatchObject({ clientId: a.client.id, taxRate: "8.25", quoteId: null });
    const res = await call(deleteInvoice, "DELETE", { cookie: a.cookie, id: second.id });
    expect(await json(res, 200)).toEqual({ deleted: true });
    expect(await db.prisma.invoice.count({ where: { id: second.id } })).toBe(0);
    expect((await newInvoice(a.cookie)).number).toBe("INV-0002");
  });
});

describe("progress invoices", () => {
  it("50% then 50% bill the quote exactly; a third is 409; an edit past the quote is 400", async () => {
    const a = await quoteCompany(db.prisma, "Progress A");
    const quote = await approvedQuote(a, { depositPaid: false });
    const first = await newInvoice(a.cookie, { quoteId: quote.id, mode: "percent", percent: 50 });
    // Half of each line, half-up: 1650.00, 281.25, 32.99 (of 65.97).
    expect(first.lines.map((l) => l.lineTotal)).toEqual(["1650.00", "281.25", "32.99"]);
    expect(first.subtotal).toBe("1964.24");
    const mid = await invoicing(a.cookie, quote.id);
    expect(mid).toMatchObject({ fullyInvoiced: false, invoiced: first.total });
    expect(cents(mid.remainingToInvoice)).toBe(396530 - cents(first.total));

    const second = await newInvoice(a.cookie, { quoteId: quote.id, mode: "percent", percent: 50 });
    // What is left of each line: the last cent of the parts goes to the second.
    expect(second.lines.map((l) => l.lineTotal)).toEqual(["1650.00", "281.25", "32.98"]);
    // The invoice that completes the quote takes the rest of its discount and tax (I5, I6).
    expect(cents(first.subtotal) + cents(second.subtotal)).toBe(392847);
    expect(cents(first.discountAmount) + cents(second.discountAmount)).toBe(19642);
    expect(cents(first.taxAmount) + cents(second.taxAmount)).toBe(23325);
    expect(cents(first.total) + cents(second.total)).toBe(396530);
    expect(await invoicing(a.cookie, quote.id)).toMatchObject({
      invoiced: "3965.30",
      remainingToInvoice: "0.00",
      fullyInvoiced: true,
      fullyPaid: false,
    });

    // Nothing is left to bill, whatever the mode.
    for (const body of [
      { quoteId: quote.id, mode: "percent", percent: 50 },
      { quoteId: quote.id },
      { quoteId: quote.id, mode: "lines", lineIds: [quote.lines[0].id] },
    ]) {
      const third = await call(createInvoice, "POST", { cookie: a.cookie, body });
      expect([JSON.stringify(body), third.status]).toEqual([JSON.stringify(body), 409]);
    }
    expect(await db.prisma.invoice.count({ where: { companyId: a.companyId } })).toBe(2);

    // Editing the first to bill one cent more of a line than is left: 400 naming the line.
    const more = first.lines.map((l, index) => (index === 2 ? { ...l, unitPrice: "33.00" } : l));
    const res = await call(putInvoice, "PUT", {
      cookie: a.cookie,
      id: first.id,
      body: invoiceBody({ ...first, lines: more }),
    });
    expect(res.status).toBe(400);
    const error = await res.json();
    expect(error).toMatchObject({ code: "invoice_exceeds_quote" });
    // The line first, with what is left of it (65.97 − 32.98); the cent also takes the total
    // past what is left of the quote.
    expect(error.issues[0]).toMatchObject({ path: "lines.2.unitPrice" });
    expect(error.issues[0].message).toContain("(32.99)");
    expect(error.issues.map((issue: { path: string }) => issue.path)).toEqual([
      "lines.2.unitPrice",
      "lines",
    ]);
    expect(
      (await db.prisma.invoice.findUniqueOrThrow({ where: { id: first.id } })).total.toFixed(2),
    ).toBe(first.total);

    // Billing more takes a line the owner adds (no quote line): accepted.
    const added = invoiceBody(first);
    added.lines.push({
      quoteLineId: null,
      serviceId: null,
      name: "Extra outlet",
      description: null,
      unitType: "flat",
      unitPrice: 80,
      quantity: 1,
      fee: null,
    });
    const saved = await json(
      await call(putInvoice, "PUT", { cookie: a.cookie, id: first.id, body: added }),
      200,
    );
    expect(cents(saved.subtotal)).toBe(cents(first.subtotal) + 8000);
    expect(await invoicing(a.cookie, quote.id)).toMatchObject({ invoiced: "3965.30" });
  });
});

describe("numbering", () => {
  it("20 concurrent creations of one company get 20 distinct consecutive numbers", async () => {
    const a = await quoteCompany(db.prisma, "Numbers A");
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(createInvoice, "POST", {
          cookie: a.cookie,
          body: i % 2 === 0 ? {} : { clientId: a.client.id },
        }),
      ),
    );
    expect(responses.map((res) => res.status)).toEqual(Array(20).fill(201));
    const ids = await Promise.all(responses.map(async (res) => (await res.json()).id as string));
    expect(new Set(ids).size).toBe(20);
    const rows = await db.prisma.invoice.findMany({
      where: { companyId: a.companyId },
      select: { id: true, number: true },
    });
    expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
    expect(rows.map((row) => row.number).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    const company = await db.prisma.company.findUniqueOrThrow({ where: { id: a.companyId } });
    expect(company.lastInvoiceNumber).toBe(20);
    const list = await json<{ invoices: { number: string }[]; sums: { count: number } }>(
      await callWith(listInvoices, "GET", { cookie: a.cookie }),
      200,
    );
    expect(list.sums.count).toBe(20);
    expect(list.invoices[0].number).toBe("INV-0020");
  });

  it("concurrent invoices of one quote never bill it twice; concurrent payments never pass the balance", async () => {
    const a = await quoteCompany(db.prisma, "Races A");
    const quote = await approvedQuote(a);
    const created = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(createInvoice, "POST", { cookie: a.cookie, body: { quoteId: quote.id } }),
      ),
    );
    expect(created.map((res) => res.status).sort()).toEqual([201, 409, 409, 409]);
    const invoices = await db.prisma.invoice.findMany({ where: { quoteId: quote.id } });
    expect(
      invoices.map((i) => [i.number, i.total.toFixed(2), i.depositApplied.toFixed(2)]),
    ).toEqual([[1, "3965.30", "1189.59"]]);
    // The numbers the refused creations took were given back.
    expect(
      (await db.prisma.company.findUniqueOrThrow({ where: { id: a.companyId } })).lastInvoiceNumber,
    ).toBe(1);

    const id = invoices[0].id;
    await json(await call(sendInvoice, "POST", { cookie: a.cookie, id }), 200);
    const payments = await Promise.all(
      Array.from({ length: 3 }, () => pay(a.cookie, id, { amount: "2775.71", method: "cash" })),
    );
    // One settles it; the others find it paid (409: nothing is owed).
    expect(payments.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    const stored = await db.prisma.invoice.findUniqueOrThrow({ where: { id } });
    expect([stored.status, stored.amountPaid.toFixed(2), stored.balance.toFixed(2)]).toEqual([
      "paid",
      "2775.71",
      "0.00",
    ]);
    expect(await db.prisma.invoicePayment.count({ where: { invoiceId: id } })).toBe(1);
  });
});

// ---------------------------------------------------------------- tenant isolation

const INVOICES_DIR = path.join(process.cwd(), "app", "api", "invoices");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** Every route file under app/api/invoices with the methods it exports, read from disk. */
function invoiceEndpoints(dir = INVOICES_DIR): { key: string; file: string; method: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "__tests__" ? [] : invoiceEndpoints(full);
    if (entry.name !== "route.ts") return [];
    const route =
      "/" + path.relative(path.join(process.cwd(), "app"), dir).split(path.sep).join("/");
    const source = readFileSync(full, "utf8");
    return METHODS.filter((method) =>
      new RegExp(`export\\s+(const|async\\s+function|function)\\s+${method}\\b`).test(source),
    ).map((method) => ({ key: `${method} ${route}`, file: full, method }));
  });
}

describe("tenant isolation", () => {
  it("A's invoice is 404 to B on every invoice endpoint and method; B's lists never show it", async () => {
    const a = await quoteCompany(db.prisma, "Iso A");
    const b = await quoteCompany(db.prisma, "Iso B");
    const quote = await approvedQuote(a);
    const invoice = await newInvoice(a.cookie, { quoteId: quote.id, mode: "percent", percent: 40 });
    await json(await call(sendInvoice, "POST", { cookie: a.cookie, id: invoice.id }), 200);
    const paid = await json(
      await pay(a.cookie, invoice.id, { amount: 50, method: "check", reference: "77" }),
      201,
    );
    const paymentId = paid.payments[0].id;
    const bOwn = await newInvoice(b.cookie, { clientId: b.client.id });

    const snapshot = async () => ({
      invoice: await db.prisma.invoice.findUniqueOrThrow({
        where: { id: invoice.id },
        include: { lines: true, payments: true, events: true },
      }),
      company: await db.prisma.company.findUniqueOrThrow({
        where: { id: a.companyId },
        select: { lastInvoiceNumber: true },
      }),
      bInvoices: await db.prisma.invoice.count({ where: { companyId: b.companyId } }),
      jobs: (await mailJobs(db.prisma)).length,
    });
    const before = await snapshot();

    const asB = (body?: unknown) => ({
      cookie: b.cookie,
      params: { id: invoice.id },
      body,
    });
    const requests: Record<string, Parameters<typeof callWith>[2]> = {
      "GET /api/invoices/[id]": asB(),
      "PUT /api/invoices/[id]": asB(invoiceBody(paid, { clientId: null, propertyId: null })),
      "DELETE /api/invoices/[id]": asB(),
      "POST /api/invoices/[id]/send": asB({ to: "b@example.com", message: "Mine" }),
      "GET /api/invoices/[id]/link": asB(),
      "GET /api/invoices/[id]/pdf": asB(),
      "POST /api/invoices/[id]/payments": asB({
        amount: 10,
        method: "cash",
        paidOn: daysAgo(1),
      }),
      "POST /api/invoices/[id]/payments/[paymentId]/refund": {
        cookie: b.cookie,
        params: { id: invoice.id, paymentId },
        body: { amount: 10, reason: "Mine", paidOn: daysAgo(0) },
      },
      "POST /api/invoices/[id]/void": asB({ reason: "Mine" }),
      "PATCH /api/invoices/[id]/reminders": asB({ enabled: false }),
    };
    const endpoints = invoiceEndpoints().filter((e) => e.key.includes("[id]"));
    expect(endpoints.length).toBeGreaterThanOrEqual(9);
    // A new invoice endpoint must be added to the table above.
    expect(endpoints.map((e) => e.key).filter((key) => !(key in requests))).toEqual([]);
    if (existsSync(path.join(INVOICES_DIR, "[id]", "pdf", "route.ts")))
      expect(endpoints.map((e) => e.key)).toContain("GET /api/invoices/[id]/pdf");
    for (const endpoint of endpoints) {
      const handler = (await import(endpoint.file))[endpoint.method] as Handler;
      const res = await callWith(handler, endpoint.method, requests[endpoint.key]);
      expect([endpoint.key, res.status]).toEqual([endpoint.key, 404]);
    }
    // The refund route with B's own invoice and A's payment: 404 as well.
    const crossed = await refund(b.cookie, bOwn.id, paymentId, { amount: 10 });
    expect(crossed.status).toBe(404);

    // Creating with A's quote or A's client: 404, and nothing numbered.
    for (const body of [
      { quoteId: quote.id },
      { quoteId: quote.id, mode: "percent", percent: 10 },
      { clientId: a.client.id },
    ]) {
      const res = await call(createInvoice, "POST", { cookie: b.cookie, body });
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 404]);
    }
    expect((await call(quoteInvoicing, "GET", { cookie: b.cookie, id: quote.id })).status).toBe(
      404,
    );

    for (const query of ["", "status=partially_paid", "status=unpaid", "q=INV-0001", "q=ann"]) {
      const list = await json<{ invoices: { id: string }[] }>(
        await callWith(listInvoices, "GET", { cookie: b.cookie, query }),
        200,
      );
      expect(list.invoices.map((i) => i.id)).not.toContain(invoice.id);
    }
    const bList = await json<{ invoices: { id: string }[] }>(
      await callWith(listInvoices, "GET", { cookie: b.cookie }),
      200,
    );
    expect(bList.invoices.map((i) => i.id)).toEqual([bOwn.id]);

    expect(await snapshot()).toEqual(before);
    // A still sees and works its invoice.
    expect((await call(getInvoice, "GET", { cookie: a.cookie, id: invoice.id })).status).toBe(200);
  });

  it("invoice settings and the reminders switch are the caller's company's", async () => {
    const a = await quoteCompany(db.prisma, "Settings A");
    const b = await quoteCompany(db.prisma, "Settings B");
    const changed = await json<Record<string, unknown>>(
      await call(patchSettings, "PATCH", {
        cookie: a.cookie,
        body: { invoiceTerms: "net_15", invoiceNotes: "Thank you!", invoiceReminderDays: [7, -3] },
      }),
      200,
    );
    expect(changed).toMatchObject({ invoiceTerms: "net_15", invoiceReminderDays: [-3, 7] });
    expect(await json(await call(getSettings, "GET", { cookie: b.cookie }), 200)).toMatchObject({
      invoiceTerms: "due_on_receipt",
      invoiceNotes: null,
    });
    const invoice = await newInvoice(a.cookie, { clientId: a.client.id });
    expect(invoice).toMatchObject({ terms: "net_15", notes: "Thank you!" });
    expect(Date.parse(invoice.dueDate) - Date.parse(invoice.issueDate)).toBe(15 * 86_400_000);
    expect((await newInvoice(b.cookie)).terms).toBe("due_on_receipt");

    const off = await json(
      await call(setReminders, "PATCH", {
        cookie: a.cookie,
        id: invoice.id,
        body: { enabled: false },
      }),
      200,
    );
    expect(off.remindersEnabled).toBe(false);
  });
});
