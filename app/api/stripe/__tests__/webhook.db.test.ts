/** @jest-environment node */
import Stripe from "stripe";
import {
  createOwner,
  makeRequest,
  routeParams,
  setupTestDatabase,
  type TestDatabase,
} from "@/test/db";
import { createSentQuote } from "@/test/quotes";
import { POST as postWebhook } from "@/app/api/stripe/webhook/route";
import { POST as postCheckout } from "@/app/api/public/quotes/[token]/checkout/route";
import { getStripe } from "@/lib/payments/stripe";
import { getPublicQuote } from "@/lib/quotes/public";

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

const approvedQuote = () =>
  createSentQuote(db.prisma, companyId, { status: "approved", approvedAt: new Date() });

function completedEvent(
  quote: { id: string; companyId: string },
  { eventId = "evt_1", sessionId = "cs_test_1", amount = 28010, paid = true } = {},
) {
  return JSON.stringify({
    id: eventId,
    object: "event",
    type: "checkout.session.completed",
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
        metadata: { quoteId: quote.id, companyId: quote.companyId },
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

describe("POST /api/stripe/webhook", () => {
  it("rejects a missing or bad signature (400) and records nothing", async () => {
    const { quote } = await approvedQuote();
    const payload = completedEvent(quote, { eventId: "evt_bad", sessionId: "cs_bad" });
    expect((await deliver(payload, null)).status).toBe(400);
    expect((await deliver(payload, signed(payload, "whsec_someone_else_123"))).status).toBe(400);
    expect((await deliver(payload, "t=1,v1=deadbeef")).status).toBe(400);
    // Signed for another body.
    expect((await deliver(payload.replace("28010", "1"), signed(payload))).status).toBe(400);
    // Too old (replayed from long ago): outside Stripe's 5-minute tolerance.
    const old = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await deliver(payload, old)).status).toBe(400);
    expect(await db.prisma.quotePayment.count({ where: { quoteId: quote.id } })).toBe(0);
  });

  it("records a paid session once: a replayed event, or another event for the same session, adds nothing", async () => {
    const { quote, token } = await approvedQuote();
    const payload = completedEvent(quote, { eventId: "evt_ok", sessionId: "cs_ok" });
    const res = await deliver(payload, signed(payload));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, result: "recorded" });

    const replay = await deliver(payload, signed(payload));
    expect(replay.status).toBe(200);
    expect((await replay.json()).result).toBe("duplicate");
    const again = completedEvent(quote, { eventId: "evt_ok_2", sessionId: "cs_ok" });
    expect((await (await deliver(again, signed(again))).json()).result).toBe("duplicate");

    const payments = await db.prisma.quotePayment.findMany({ where: { quoteId: quote.id } });
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      companyId,
      method: "stripe",
      stripeEventId: "evt_ok",
      stripeSessionId: "cs_ok",
    });
    expect(payments[0].amount.toString()).toBe("280.1");
    const events = await db.prisma.quoteEvent.findMany({
      where: { quoteId: quote.id, type: "deposit_recorded" },
    });
    expect(events).toHaveLength(1);
    expect(events[0].detail).toBe("Deposit of $280.10 paid online (Stripe)");
    const jobs = await db.prisma.$queryRaw<{ data: Record<string, unknown> }[]>`
      SELECT data FROM pgboss.job WHERE name = 'mail'`;
    expect(jobs.map((job) => job.data)).toContainEqual(
      expect.objectContaining({ kind: "deposit-receipt", companyId, paymentId: payments[0].id }),
    );
    // The customer's page now shows it paid.
    const dto = await getPublicQuote(token, { recordView: false });
    expect(dto.totals).toMatchObject({ paid: "280.10", depositDue: "0.00" });
    expect(dto.onlinePayment).toBe(true);
  });

  it("two deliveries of the same event at once record one payment", async () => {
    const { quote } = await approvedQuote();
    const payload = completedEvent(quote, { eventId: "evt_race", sessionId: "cs_race" });
    const results = await Promise.all([
      deliver(payload, signed(payload)),
      deliver(payload, signed(payload)),
    ]);
    expect(results.map((res) => res.status)).toEqual([200, 200]);
    expect(await db.prisma.quotePayment.count({ where: { quoteId: quote.id } })).toBe(1);
  });

  it("acknowledges without recording: unpaid sessions, other events, unknown or foreign quotes", async () => {
    const { quote } = await approvedQuote();
    const other = await createOwner(db.prisma, "Foreign Co");
    const cases = [
      completedEvent(quote, { eventId: "evt_unpaid", sessionId: "cs_unpaid", paid: false }),
      completedEvent({ id: "cm_unknown", companyId }, { eventId: "evt_u", sessionId: "cs_u" }),
      completedEvent(
        { id: quote.id, companyId: other.company.id },
        { eventId: "evt_f", sessionId: "cs_f" },
      ),
      JSON.stringify({ id: "evt_other", object: "event", type: "invoice.paid", data: {} }),
    ];
    for (const payload of cases) {
      const res = await deliver(payload, signed(payload));
      expect(res.status).toBe(200);
      expect((await res.json()).result).toBe("ignored");
    }
    expect(await db.prisma.quotePayment.count({ where: { quoteId: quote.id } })).toBe(0);
  });
});

describe("POST /api/public/quotes/[token]/checkout with Stripe configured", () => {
  const checkout = (token: string) =>
    postCheckout(
      makeRequest("POST", `/api/public/quotes/${token}/checkout`, {
        headers: { "x-forwarded-for": "203.0.113.50" },
      }),
      routeParams({ token }),
    );

  it("opens a Checkout Session for the deposit due (cents), with the quote in its metadata", async () => {
    const { quote, token } = await approvedQuote();
    await db.prisma.quotePayment.create({
      data: { companyId, quoteId: quote.id, amount: "80.10", method: "cash", paidOn: new Date() },
    });
    const create = jest
      .spyOn(getStripe()!.checkout.sessions, "create")
      .mockResolvedValue({ url: "https://checkout.stripe.com/c/pay/cs_test_x" } as never);
    const res = await checkout(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ url: "https://checkout.stripe.com/c/pay/cs_test_x" });
    const params = create.mock.calls[0][0]!;
    expect(params).toMatchObject({
      mode: "payment",
      metadata: { quoteId: quote.id, companyId },
      customer_email: "ann@example.com",
      success_url: expect.stringContaining(`/q/${token}?payment=success`),
      cancel_url: expect.stringContaining(`/q/${token}`),
    });
    // Deposit 280.10 − 80.10 paid = 200.00 due.
    expect(params.line_items?.[0]?.price_data?.unit_amount).toBe(20000);
    expect((await getPublicQuote(token, { recordView: false })).totals.depositDue).toBe("200.00");
  });

  it("refuses a quote not approved yet, or with nothing due (409), without calling Stripe", async () => {
    const create = jest.spyOn(getStripe()!.checkout.sessions, "create");
    create.mockClear();
    const open = await createSentQuote(db.prisma, companyId);
    expect((await checkout(open.token)).status).toBe(409);
    const paid = await approvedQuote();
    await db.prisma.quotePayment.create({
      data: {
        companyId,
        quoteId: paid.quote.id,
        amount: "280.10",
        method: "check",
        paidOn: new Date(),
      },
    });
    const res = await checkout(paid.token);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(/No deposit is due/);
    expect(create).not.toHaveBeenCalled();
  });

  it("a Stripe failure is a 502 with a plain message", async () => {
    const { token } = await approvedQuote();
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
