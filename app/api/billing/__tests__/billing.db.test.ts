/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import {
  createOwner,
  makeRequest,
  routeParams,
  setupTestDatabase,
  type TestDatabase,
} from "@/test/db";
import { POST as postBillingWebhook } from "@/app/api/stripe/billing/route";
import { GET as getBilling } from "@/app/api/billing/route";
import { GET as getDetails } from "@/app/api/billing/details/route";
import { POST as postCheckout } from "@/app/api/billing/checkout/route";
import { POST as postPortal } from "@/app/api/billing/portal/route";
import { POST as postChange } from "@/app/api/billing/change/route";
import { POST as postService } from "@/app/api/services/route";
import { POST as postBulk } from "@/app/api/services/bulk/route";
import { POST as postApiKey } from "@/app/api/api-keys/route";

// Read once, on first use (lib/env.ts): set before any request. STRIPE_API_URL is set in
// beforeAll, once the local Stripe server below has its port.
const SECRET = "whsec_billing_test_0123456789";
process.env.STRIPE_SECRET_KEY = "sk_test_billing_0123456789";
process.env.STRIPE_BILLING_WEBHOOK_SECRET = SECRET;
process.env.STRIPE_PRICE_PRO_MONTHLY = "price_pro_m";
process.env.STRIPE_PRICE_PRO_ANNUAL = "price_pro_y";
process.env.STRIPE_PRICE_BUSINESS_MONTHLY = "price_biz_m";
process.env.STRIPE_PRICE_BUSINESS_ANNUAL = "price_biz_y";

/** The few Stripe endpoints the app calls, answered locally; every call is recorded. */
type Call = { method: string; path: string; body: URLSearchParams };
const calls: Call[] = [];
let customers = 0;
const server = http.createServer((req, res) => {
  let raw = "";
  req.on("data", (chunk) => (raw += chunk));
  req.on("end", () => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const body = new URLSearchParams(req.method === "GET" ? url.search : raw);
    calls.push({ method: req.method ?? "", path: url.pathname, body });
    const send = (value: unknown) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(value));
    };
    const path = url.pathname;
    const sub = (id: string, price = "price_pro_m") => ({
      id,
      object: "subscription",
      status: "active",
      cancel_at_period_end: false,
      customer: "cus_x",
      default_payment_method: null,
      items: {
        object: "list",
        data: [
          {
            id: "si_1",
            object: "subscription_item",
            quantity: 1,
            current_period_end: 1_900_000_000,
            price: { id: price, object: "price", unit_amount: 4900, currency: "usd" },
          },
        ],
      },
    });
    if (req.method === "POST" && path === "/v1/customers") {
      customers += 1;
      return send({ id: `cus_local_${customers}`, object: "customer" });
    }
    if (path === "/v1/checkout/sessions")
      return send({ id: "cs_sub", object: "checkout.session", url: "https://pay.test/cs_sub" });
    if (path === "/v1/billing_portal/sessions")
      return send({
        id: "bps_1",
        object: "billing_portal.session",
        url: "https://pay.test/portal",
      });
    const subMatch = path.match(/^\/v1\/subscriptions\/([\w-]+)$/);
    if (subMatch) return send(sub(subMatch[1], body.get("items[0][price]") ?? "price_pro_m"));
    if (path.startsWith("/v1/customers/"))
      return send({
        id: path.split("/").pop(),
        object: "customer",
        invoice_settings: {
          default_payment_method: {
            id: "pm_1",
            object: "payment_method",
            card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2030 },
          },
        },
      });
    if (path === "/v1/invoices")
      return send({
        object: "list",
        has_more: false,
        data: [
          {
            id: "in_1",
            object: "invoice",
            number: "QC-0001",
            created: 1_800_000_000,
            total: 4900,
            currency: "usd",
            status: "paid",
            invoice_pdf: "https://pay.test/in_1.pdf",
            hosted_invoice_url: "https://pay.test/in_1",
          },
        ],
      });
    res.writeHead(404, { "content-type": "application/json" });
    res.end(
      JSON.stringify({ error: { message: `No route ${path}`, type: "invalid_request_error" } }),
    );
  });
});

let db: TestDatabase;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.STRIPE_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.close();
  await new Promise((resolve) => server.close(resolve));
});

let now = 1_800_000_000;
/** A signed Stripe event; `created` grows with each one unless given. */
function event(type: string, object: Record<string, unknown>, { id = "", created = 0 } = {}) {
  now += 10;
  return JSON.stringify({
    id: id || `evt_${type}_${now}`,
    object: "event",
    type,
    created: created || now,
    livemode: false,
    data: { object },
  });
}

async function deliver(payload: string, secret = SECRET) {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const res = await postBillingWebhook(
    makeRequest("POST", "/api/stripe/billing", {
      body: payload,
      headers: { "content-type": "application/json", "stripe-signature": signature },
    }),
    routeParams(),
  );
  return { status: res.status, body: await res.json() };
}

const checkoutCompleted = (companyId: string, customer: string, subscription: string) =>
  event("checkout.session.completed", {
    id: `cs_${subscription}`,
    object: "checkout.session",
    mode: "subscription",
    customer,
    subscription,
    client_reference_id: companyId,
    payment_status: "no_payment_required",
    metadata: { companyId, plan: "pro", interval: "month" },
  });

const subscriptionObject = (
  customer: string,
  id: string,
  { price = "price_pro_m", status = "active" } = {},
) => ({
  id,
  object: "subscription",
  customer,
  status,
  cancel_at_period_end: false,
  trial_end: null,
  metadata: {},
  items: { data: [{ id: "si_1", price: { id: price }, current_period_end: 1_900_000_000 }] },
});

async function state(companyId: string) {
  const company = await db.prisma.company.findUniqueOrThrow({
    where: { id: companyId },
    include: { subscription: true },
  });
  return { plan: company.plan, sub: company.subscription };
}

/** A company subscribed to Pro through checkout (its customer id returned). */
async function subscribedCompany(name: string) {
  const owner = await createOwner(db.prisma, name);
  const customer = `cus_${owner.company.id}`;
  const subscription = `sub_${owner.company.id}`;
  await deliver(checkoutCompleted(owner.company.id, customer, subscription));
  return { ...owner, customer, subscription };
}

async function addServices(companyId: string, count: number) {
  await db.prisma.service.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      companyId,
      name: `Service ${i + 1}`,
      category: "electrical" as const,
      sortOrder: i + 1,
    })),
  });
}

const newService = { name: "One more", category: "electrical", basePrice: 10, unitType: "flat" };
const postOne = (cookie: string) =>
  postService(makeRequest("POST", "/api/services", { cookie, body: newService }), routeParams());

describe("POST /api/stripe/billing (the billing webhook)", () => {
  it("refuses an unsigned or wrongly signed event (400)", async () => {
    const { company } = await createOwner(db.prisma, "Unsigned");
    const payload = checkoutCompleted(company.id, "cus_unsigned", "sub_unsigned");
    expect((await deliver(payload, "whsec_someone_else_123")).status).toBe(400);
    const res = await postBillingWebhook(
      makeRequest("POST", "/api/stripe/billing", { body: payload }),
      routeParams(),
    );
    expect(res.status).toBe(400);
    expect((await state(company.id)).sub).toBeNull();
  });

  it("checkout, upgrade, downgrade, past_due, payment failure and deletion set plan and status", async () => {
    const { company } = await owner("Lifecycle");
    const id = company.id;
    const customer = "cus_life";
    expect((await deliver(checkoutCompleted(id, customer, "sub_life"))).body.result).toBe(
      "applied",
    );
    expect(await state(id)).toMatchObject({
      plan: "pro",
      sub: { status: "trialing", plan: "pro", interval: "month", stripeCustomerId: customer },
    });

    const updated = (options: { price?: string; status?: string }) =>
      event("customer.subscription.updated", subscriptionObject(customer, "sub_life", options));
    await deliver(updated({ price: "price_biz_y" }));
    expect(await state(id)).toMatchObject({
      plan: "business",
      sub: { status: "active", plan: "business", interval: "year" },
    });
    await deliver(updated({ price: "price_pro_m" }));
    expect(await state(id)).toMatchObject({ plan: "pro", sub: { plan: "pro", interval: "month" } });

    await deliver(updated({ status: "past_due" }));
    let s = await state(id);
    expect(s.sub).toMatchObject({ status: "past_due" });
    expect(s.sub?.pastDueSince).toBeInstanceOf(Date);
    const summary = await (
      await getBilling(
        makeRequest("GET", "/api/billing", {
          cookie: (await ownerCookie(id)) ?? "",
        }),
        routeParams(),
      )
    ).json();
    // Within the grace period the plan stays.
    expect(summary).toMatchObject({ configured: true, plan: "pro" });
    expect(summary.subscription.graceEndsAt).toEqual(expect.any(String));

    await deliver(updated({ status: "active" }));
    expect((await state(id)).sub).toMatchObject({ status: "active", pastDueSince: null });
    await deliver(
      event("invoice.payment_failed", {
        id: "in_failed",
        object: "invoice",
        customer,
        parent: {
          type: "subscription_details",
          subscription_details: { subscription: "sub_life" },
        },
      }),
    );
    s = await state(id);
    expect(s).toMatchObject({ plan: "pro", sub: { status: "past_due", plan: "pro" } });

    await deliver(
      event(
        "customer.subscription.deleted",
        subscriptionObject(customer, "sub_life", { status: "canceled" }),
      ),
    );
    expect(await state(id)).toMatchObject({ plan: "starter", sub: { status: "canceled" } });
  });

  it("applies the same event once, however often it is delivered", async () => {
    const { company } = await createOwner(db.prisma, "Thrice");
    await deliver(checkoutCompleted(company.id, "cus_thrice", "sub_thrice"));
    const payload = event(
      "customer.subscription.updated",
      subscriptionObject("cus_thrice", "sub_thrice", { price: "price_biz_m" }),
      { id: "evt_thrice" },
    );
    const results = [];
    for (let i = 0; i < 3; i += 1) results.push((await deliver(payload)).body.result);
    expect(results).toEqual(["applied", "duplicate", "duplicate"]);
    expect(await db.prisma.billingEvent.count({ where: { id: "evt_thrice" } })).toBe(1);
    expect((await state(company.id)).plan).toBe("business");
  });

  it("never rolls the plan back with an older event delivered late", async () => {
    const { company } = await createOwner(db.prisma, "Late");
    await deliver(checkoutCompleted(company.id, "cus_late", "sub_late"));
    const older = event(
      "customer.subscription.updated",
      subscriptionObject("cus_late", "sub_late", { price: "price_pro_m" }),
    );
    const newer = event(
      "customer.subscription.updated",
      subscriptionObject("cus_late", "sub_late", { price: "price_biz_m" }),
    );
    expect((await deliver(newer)).body.result).toBe("applied");
    expect((await deliver(older)).body.result).toBe("stale");
    const pastDue = event(
      "customer.subscription.updated",
      subscriptionObject("cus_late", "sub_late", { status: "past_due" }),
      { created: 1_000 },
    );
    expect((await deliver(pastDue)).body.result).toBe("stale");
    expect(await state(company.id)).toMatchObject({
      plan: "business",
      sub: { status: "active", plan: "business" },
    });
  });

  it("one company's event never moves another's subscription", async () => {
    const a = await subscribedCompany("Tenant A");
    const b = await createOwner(db.prisma, "Tenant B");
    // Names company B but carries A's customer: it applies to A, the customer's company.
    const payload = event("customer.subscription.updated", {
      ...subscriptionObject(a.customer, a.subscription, { price: "price_biz_m" }),
      metadata: { companyId: b.company.id },
    });
    await deliver(payload);
    expect((await state(b.company.id)).sub).toBeNull();
    expect((await state(b.company.id)).plan).toBe("starter");
    expect((await state(a.company.id)).plan).toBe("business");
    // A company bound to a customer is not rebound by another customer's first event.
    await deliver(checkoutCompleted(a.company.id, "cus_intruder", "sub_intruder"));
    expect((await state(a.company.id)).sub).toMatchObject({ stripeCustomerId: a.customer });
  });
});

const cookies = new Map<string, string>();
async function ownerCookie(companyId: string) {
  return cookies.get(companyId);
}
async function owner(name: string) {
  const result = await createOwner(db.prisma, name);
  cookies.set(result.company.id, result.cookie);
  return result;
}

describe("plan limits (Stripe Billing on: limits enforced)", () => {
  it("Starter cannot add a 26th service; the answer names the limit and the plan that lifts it", async () => {
    const { company, cookie } = await owner("Starter Co");
    await addServices(company.id, 25);
    const res = await postOne(cookie);
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({
      code: "plan_limit",
      limit: "services",
      plan: "starter",
      upgradeTo: "pro",
      message: "Starter includes up to 25 services. Upgrade to Pro for unlimited services.",
    });
    const bulk = await postBulk(
      makeRequest("POST", "/api/services/bulk", { cookie, body: { services: [newService] } }),
      routeParams(),
    );
    expect(bulk.status).toBe(402);
    expect(await db.prisma.service.count({ where: { companyId: company.id } })).toBe(25);
    // API keys are not part of Starter.
    const key = await postApiKey(
      makeRequest("POST", "/api/api-keys", { cookie, body: { name: "Zap", scope: "read" } }),
      routeParams(),
    );
    expect(key.status).toBe(402);
    expect(await key.json()).toMatchObject({ limit: "api", plan: "starter", upgradeTo: "pro" });
  });

  it("Pro can add a 26th; downgraded with 40 it keeps them all and cannot add a 41st", async () => {
    const pro = await subscribedCompany("Pro Co");
    cookies.set(pro.company.id, pro.cookie);
    await addServices(pro.company.id, 25);
    expect((await postOne(pro.cookie)).status).toBe(200);
    await addServices(pro.company.id, 14);
    expect(await db.prisma.service.count({ where: { companyId: pro.company.id } })).toBe(40);

    await deliver(
      event(
        "customer.subscription.deleted",
        subscriptionObject(pro.customer, pro.subscription, { status: "canceled" }),
      ),
    );
    expect((await state(pro.company.id)).plan).toBe("starter");
    const res = await postOne(pro.cookie);
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({ limit: "services", plan: "starter" });
    expect(await db.prisma.service.count({ where: { companyId: pro.company.id } })).toBe(40);

    const summary = await (
      await getBilling(makeRequest("GET", "/api/billing", { cookie: pro.cookie }), routeParams())
    ).json();
    expect(summary.usage.services).toEqual({ used: 40, limit: 25 });
  });
});

describe("checkout, portal, plan change and details (Stripe answered locally)", () => {
  it("opens checkout for the company's own customer with a 14-day trial, then the portal", async () => {
    const { company, cookie } = await owner("Checkout Co");
    calls.length = 0;
    const res = await postCheckout(
      makeRequest("POST", "/api/billing/checkout", {
        cookie,
        body: { plan: "business", interval: "year" },
      }),
      routeParams(),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ url: "https://pay.test/cs_sub" });
    const session = calls.find((call) => call.path === "/v1/checkout/sessions")!;
    const row = await db.prisma.subscription.findUniqueOrThrow({
      where: { companyId: company.id },
    });
    expect(session.body.get("mode")).toBe("subscription");
    expect(session.body.get("customer")).toBe(row.stripeCustomerId);
    expect(session.body.get("line_items[0][price]")).toBe("price_biz_y");
    expect(session.body.get("subscription_data[trial_period_days]")).toBe("14");
    expect(session.body.get("client_reference_id")).toBe(company.id);

    const portal = await postPortal(
      makeRequest("POST", "/api/billing/portal", { cookie }),
      routeParams(),
    );
    expect(await portal.json()).toEqual({ url: "https://pay.test/portal" });
    const portalCall = calls.find((call) => call.path === "/v1/billing_portal/sessions")!;
    expect(portalCall.body.get("customer")).toBe(row.stripeCustomerId);

    // Another company's portal is its own (none yet: 409), never this one's.
    const other = await owner("Other Co");
    calls.length = 0;
    const refused = await postPortal(
      makeRequest("POST", "/api/billing/portal", { cookie: other.cookie }),
      routeParams(),
    );
    expect(refused.status).toBe(409);
    expect(calls).toHaveLength(0);
  });

  it("changes plan with prorations and shows card, next charge and invoices", async () => {
    const pro = await subscribedCompany("Change Co");
    calls.length = 0;
    const res = await postChange(
      makeRequest("POST", "/api/billing/change", {
        cookie: pro.cookie,
        body: { plan: "business", interval: "month" },
      }),
      routeParams(),
    );
    expect(res.status).toBe(200);
    const update = calls.find(
      (call) => call.method === "POST" && call.path === `/v1/subscriptions/${pro.subscription}`,
    )!;
    expect(update.body.get("proration_behavior")).toBe("create_prorations");
    expect(update.body.get("items[0][price]")).toBe("price_biz_m");

    const details = await (
      await getDetails(
        makeRequest("GET", "/api/billing/details", { cookie: pro.cookie }),
        routeParams(),
      )
    ).json();
    expect(details).toEqual({
      paymentMethod: { brand: "visa", last4: "4242", expMonth: 12, expYear: 2030 },
      nextCharge: {
        amountCents: 4900,
        currency: "usd",
        date: new Date(1_900_000_000_000).toISOString(),
      },
      invoices: [
        expect.objectContaining({
          number: "QC-0001",
          pdfUrl: "https://pay.test/in_1.pdf",
          hostedUrl: "https://pay.test/in_1",
        }),
      ],
    });
    expect(
      calls.every((call) => !call.path.includes("cus_") || call.path.endsWith(pro.customer)),
    ).toBe(true);
  });
});
