/** @jest-environment node */
import Stripe from "stripe";
import {
  createOwner,
  makeRequest,
  routeParams,
  setupTestDatabase,
  type TestDatabase,
} from "@/test/db";
import { createSentInvoice } from "@/test/public-invoices";
import { createSentQuote } from "@/test/quotes";
import { POST as postWebhook } from "@/app/api/stripe/webhook/route";
import { POST as postCheckout } from "@/app/api/public/invoices/[token]/checkout/route";
import { getPublicInvoice } from "@/lib/invoices/public";
import { getStripe } from "@/lib/payments/stripe";

// Read once, on first use (lib/env.ts): set before any request.
const WEBHOOK_SECRET = "whsec_test_0123456789abcdef";
process.env.STRIPE_SECRET_KEY = "sk_test_0123456789abcdef";
process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;

let db: TestDatabase;
let companyId: string;
beforeAll(async () => {
  db = await setupTestDatabase();
  companyId = (await createOwner(db.prisma, "Pay Co")).company.id;
});
afterAll(async () => {
  jest.restoreAllMocks();
  await db.close();
});

const sentInvoice = () => createSentInvoice(db.prisma, companyId);

function sessionEvent(
  invoice: { id: string; companyId: string },
  {
    eventId = "evt_i1",
    sessionId = "cs_test_i1",
    amount = 80240,
    paid = true,
    type = "checkout.session.completed",
  } = {},
) {
  return JSON.stringify({
    id: eventId,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: sessionId,
        object: "checkout.session",
        mode: "payment",
        amount_total: amount,
        currency: "usd",
        payment_status: paid ? "paid" : "unpaid",
        metadata: { kind: "invoice", invoiceId: invoice.id, companyId: invoice.companyId },
      },
    },
  });
}

const signed = (payload: string, secret = WEBHOOK_SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

function deliver(payload: string, signature: string | null) {
  const headers: Record<string, string> = { "content-type": "application/json; charset=utf-8" };
  if (signature !== null) headers["stripe-signature"] = signature;
  return postWebhook(
    makeRequest("POST", "/api/stripe/webhook", { body: payload, headers }),
    routeParams(),
  );
}

const result = async (res: Response) => {
  expect(res.status).toBe(200);
  return ((await res.json()) as { result: string }).result;
};

const paymentsOf = (invoiceId: string) =>
  db.prisma.invoicePayment.findMany({ where: { invoiceId }, orderBy: { createdAt: "asc" } });

describe("POST /api/stripe/webhook for an invoice", () => {
  it("rejects a missing or bad signature (400) and records nothing", async () => {
    const { invoice } = await sentInvoice();
    const payload = sessionEvent(invoice, { eventId: "evt_i_bad", sessionId: "cs_i_bad" });
    expect((await deliver(payload, null)).status).toBe(400);
    expect((await deliver(payload, signed(payload, "whsec_someone_else_123"))).status).toBe(400);
    expect((await deliver(payload, "t=1,v1=deadbeef")).status).toBe(400);
    // Signed for another body (the amount changed on the way).
    expect((await deliver(payload.replace("80240", "1"), signed(payload))).status).toBe(400);
    expect(await paymentsOf(invoice.id)).toHaveLength(0);
    expect((await db.prisma.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).status).toBe(
      "sent",
    );
  });

  it("records the balance once however often Stripe delivers the event: the invoice is paid", async () => {
    const { invoice, token } = await sentInvoice();
    const payload = sessionEvent(invoice, { eventId: "evt_i_ok", sessionId: "cs_i_ok" });
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await result(await deliver(payload, signed(payload))));
    expect(results).toEqual(["recorded", "duplicate", "duplicate"]);
    // Another event for the same session (async_payment_succeeded after completed) adds nothing.
    const again = sessionEvent(invoice, {
      eventId: "evt_i_ok_2",
      sessionId: "cs_i_ok",
      type: "checkout.session.async_payment_succeeded",
    });
    expect(await result(await deliver(again, signed(again)))).toBe("duplicate");

    const payments = await paymentsOf(invoice.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      companyId,
      method: "stripe",
      stripeEventId: "evt_i_ok",
      stripeSessionId: "cs_i_ok",
      refundOfId: null,
    });
    expect(payments[0].amount.toString()).toBe("802.4");
    const stored = await db.prisma.invoice.findUniqueOrThrow({ where: { id: invoice.id } });
    expect(stored.status).toBe("paid");
    expect(stored.amountPaid.toString()).toBe("802.4");
    expect(stored.balance.toString()).toBe("0");
    expect(stored.paidAt).not.toBeNull();
    const timeline = await db.prisma.invoiceEvent.findMany({
      where: { invoiceId: invoice.id },
      orderBy: { createdAt: "asc" },
    });
    expect(timeline.filter((row) => row.type === "payment_recorded")).toHaveLength(1);
    expect(timeline.filter((row) => row.type === "paid")).toHaveLength(1);
    expect(timeline.find((row) => row.type === "payment_recorded")).toMatchObject({
      actor: "customer",
      detail: "$802.40 paid online (Card (online))",
    });

    // The customer's page now shows it paid, with nothing more to pay.
    const page = await getPublicInvoice(token, { recordView: false });
    expect(page).toMatchObject({ status: "paid", howToPay: null });
    expect(page.totals).toMatchObject({ paid: "802.40", balance: "0.00" });
    expect(page.payments).toEqual([
      expect.objectContaining({ method: "stripe", amount: "802.40", refund: false }),
    ]);
  });

  it("a smaller amount leaves the invoice partially paid with the rest owed", async () => {
    const { invoice } = await sentInvoice();
    const payload = sessionEvent(invoice, {
      eventId: "evt_i_part",
      sessionId: "cs_i_part",
      amount: 50000,
    });
    expect(await result(await deliver(payload, signed(payload)))).toBe("recorded");
    expect(await result(await deliver(payload, signed(payload)))).toBe("duplicate");
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
    const stored = await db.prisma.invoice.findUniqueOrThrow({ where: { id: invoice.id } });
    expect(stored.status).toBe("partially_paid");
    expect(stored.amountPaid.toString()).toBe("500");
    expect(stored.balance.toString()).toBe("302.4");
    expect(stored.paidAt).toBeNull();
  });

  it("two deliveries of the same event at once record one payment", async () => {
    const { invoice } = await sentInvoice();
    const payload = sessionEvent(invoice, { eventId: "evt_i_race", sessionId: "cs_i_race" });
    const results = await Promise.all([
      deliver(payload, signed(payload)),
      deliver(payload, signed(payload)),
      deliver(payload, signed(payload)),
    ]);
    expect(results.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
    expect((await db.prisma.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).status).toBe(
      "paid",
    );
  });

  it("a bank debit completes unpaid and is recorded when async_payment_succeeded arrives", async () => {
    const { invoice } = await sentInvoice();
    const pending = sessionEvent(invoice, {
      eventId: "evt_i_ach_1",
      sessionId: "cs_i_ach",
      paid: false,
    });
    expect(await result(await deliver(pending, signed(pending)))).toBe("ignored");
    expect(await paymentsOf(invoice.id)).toHaveLength(0);
    const succeeded = sessionEvent(invoice, {
      eventId: "evt_i_ach_2",
      sessionId: "cs_i_ach",
      type: "checkout.session.async_payment_succeeded",
    });
    expect(await result(await deliver(succeeded, signed(succeeded)))).toBe("recorded");
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
  });

  it("acknowledges without recording: unknown, foreign or void invoices", async () => {
    const { invoice } = await sentInvoice();
    const other = await createOwner(db.prisma, "Foreign Co");
    const voided = await createSentInvoice(db.prisma, companyId, {
      status: "void",
      voidedAt: new Date(),
      voidReason: "Billed twice",
      balance: "0",
    });
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const cases = [
      sessionEvent({ id: "cm_unknown", companyId }, { eventId: "evt_i_u", sessionId: "cs_i_u" }),
      sessionEvent(
        { id: invoice.id, companyId: other.company.id },
        { eventId: "evt_i_f", sessionId: "cs_i_f" },
      ),
      sessionEvent(voided.invoice, { eventId: "evt_i_v", sessionId: "cs_i_v" }),
    ];
    for (const payload of cases)
      expect(await result(await deliver(payload, signed(payload)))).toBe("ignored");
    spy.mockRestore();
    expect(await paymentsOf(invoice.id)).toHaveLength(0);
    expect(await paymentsOf(voided.invoice.id)).toHaveLength(0);
  });

  it("a quote's deposit session still goes to the quote", async () => {
    const { quote } = await createSentQuote(db.prisma, companyId, {
      status: "approved",
      approvedAt: new Date(),
    });
    const payload = JSON.stringify({
      id: "evt_q_dep",
      object: "event",
      type: "checkout.session.completed",
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: "cs_q_dep",
          object: "checkout.session",
          amount_total: 28010,
          currency: "usd",
          payment_status: "paid",
          metadata: { quoteId: quote.id, companyId },
        },
      },
    });
    expect(await result(await deliver(payload, signed(payload)))).toBe("recorded");
    expect(await db.prisma.quotePayment.count({ where: { quoteId: quote.id } })).toBe(1);
    expect(await db.prisma.invoicePayment.count({ where: { stripeEventId: "evt_q_dep" } })).toBe(0);
  });
});

describe("POST /api/public/invoices/[token]/checkout with Stripe configured", () => {
  const checkout = (token: string) =>
    postCheckout(
      makeRequest("POST", `/api/public/invoices/${token}/checkout`, {
        headers: { "x-forwarded-for": "203.0.113.60" },
      }),
      routeParams({ token }),
    );

  it("opens a Checkout Session for the balance (cents), with the invoice in its metadata", async () => {
    const { invoice, token } = await sentInvoice();
    const create = jest
      .spyOn(getStripe()!.checkout.sessions, "create")
      .mockResolvedValue({ url: "https://checkout.stripe.com/c/pay/cs_test_inv" } as never);
    create.mockClear();
    const res = await checkout(token);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(await res.json()).toEqual({ url: "https://checkout.stripe.com/c/pay/cs_test_inv" });
    expect(create).toHaveBeenCalledTimes(1);
    const params = create.mock.calls[0][0]!;
    const metadata = { kind: "invoice", invoiceId: invoice.id, companyId };
    expect(params).toMatchObject({
      mode: "payment",
      metadata,
      payment_intent_data: { metadata },
      client_reference_id: invoice.id,
      customer_email: "ann@example.com",
      success_url: `http://localhost:3000/i/${token}?paid=1`,
      cancel_url: `http://localhost:3000/i/${token}?canceled=1`,
    });
    // Total 1,082.50 − deposit 280.10 credited = 802.40.
    expect(params.line_items?.[0]?.price_data).toMatchObject({
      currency: "usd",
      unit_amount: 80240,
    });
    const page = await getPublicInvoice(token, { recordView: false });
    expect(page.howToPay).toBe("online");
  });

  it("refuses a void or paid invoice (409) without calling Stripe", async () => {
    const create = jest.spyOn(getStripe()!.checkout.sessions, "create");
    create.mockClear();
    const voided = await createSentInvoice(db.prisma, companyId, {
      status: "void",
      voidedAt: new Date(),
      voidReason: "Wrong client",
      balance: "0",
    });
    const voidRes = await checkout(voided.token);
    expect(voidRes.status).toBe(409);
    expect((await voidRes.json()).message).toMatch(/void/);
    const paid = await createSentInvoice(db.prisma, companyId, {
      status: "paid",
      amountPaid: "802.40",
      balance: "0",
      paidAt: new Date(),
    });
    const paidRes = await checkout(paid.token);
    expect(paidRes.status).toBe(409);
    expect((await paidRes.json()).message).toMatch(/Nothing is owed/);
    expect(create).not.toHaveBeenCalled();
  });

  it("a Stripe failure is a 502 with a plain message", async () => {
    const { token } = await sentInvoice();
    jest
      .spyOn(getStripe()!.checkout.sessions, "create")
      .mockRejectedValue(new Error("connect ECONNREFUSED"));
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await checkout(token);
    expect(res.status).toBe(502);
    expect(JSON.stringify(await res.json())).not.toContain("ECONNREFUSED");
    spy.mockRestore();
  });
});
