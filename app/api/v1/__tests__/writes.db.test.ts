/** @jest-environment node */
import { setupTestDatabase, type TestDatabase } from "@/test/db";
import { callV1, createKey, seedRestCompany } from "./fixtures";
import * as estimates from "@/app/api/v1/estimate-requests/route";
import * as estimateById from "@/app/api/v1/estimate-requests/[id]/route";
import * as clients from "@/app/api/v1/clients/route";
import * as clientById from "@/app/api/v1/clients/[id]/route";
import * as quotes from "@/app/api/v1/quotes/route";
import * as quoteById from "@/app/api/v1/quotes/[id]/route";
import * as quoteSend from "@/app/api/v1/quotes/[id]/send/route";
import * as quotePayments from "@/app/api/v1/quotes/[id]/payments/route";
import * as services from "@/app/api/v1/services/route";
import { API_VERSION } from "@/lib/resources/webhooks";
import { clientSchema, estimateRequestSchema, paymentSchema, quoteSchema } from "@/lib/resources";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db.close();
});

type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;

describe("writes", () => {
  it("POST /estimate-requests prices from the price book, whatever prices are sent", async () => {
    const a = await seedRestCompany(db.prisma, "W estimate");
    const key = await createKey(db.prisma, a.companyId, "write");
    const res = await callV1(estimates.POST, "POST", {
      key: key.key,
      body: {
        customer: { name: "Rita Flow", email: "rita@example.com", zip: "78701" },
        items: [{ serviceId: a.service.id, quantity: 2, unitPrice: 0.01 }],
        totalAmount: "0.02",
      },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("quotecraft-version")).toBe(API_VERSION);
    const body = estimateRequestSchema.parse(await res.json());
    expect(body).toMatchObject({
      status: "new",
      customer: { name: "Rita Flow", email: "rita@example.com", phone: null, zip: "78701" },
      subtotal: "240.00",
      items: [{ serviceId: a.service.id, quantity: "2", unitPrice: "120.00" }],
    });
    const row = await db.prisma.estimateRequest.findUniqueOrThrow({ where: { id: body.id } });
    expect(row.subtotal.toString()).toBe("240");
    expect(row.companyId).toBe(a.companyId);
    // A service of nobody (or another company) is refused naming the line.
    const bad = await callV1(estimates.POST, "POST", {
      key: key.key,
      body: {
        customer: { name: "X", email: "x@example.com" },
        items: [{ serviceId: "nope", quantity: 1 }],
      },
    });
    expect(bad.status).toBe(400);
  });

  it("POST and PATCH /clients", async () => {
    const a = await seedRestCompany(db.prisma, "W client");
    const key = await createKey(db.prisma, a.companyId, "write");
    const created = await callV1(clients.POST, "POST", {
      key: key.key,
      body: { name: "Sam", email: "sam@example.com" },
    });
    expect(created.status).toBe(201);
    const client = clientSchema.parse(await created.json());
    const patched = await callV1(clientById.PATCH, "PATCH", {
      key: key.key,
      id: client.id,
      body: { phone: "512 555 0100" },
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ name: "Sam", phone: "512 555 0100" });
    const taken = await callV1(clients.POST, "POST", {
      key: key.key,
      body: { name: "Other", email: "SAM@example.com" },
    });
    expect(taken.status).toBe(409);
  });

  it("quotes: create from lines and from a request, patch, send, record a deposit", async () => {
    const a = await seedRestCompany(db.prisma, "W quote");
    const key = await createKey(db.prisma, a.companyId, "write");
    const created = await callV1(quotes.POST, "POST", {
      key: key.key,
      body: {
        clientId: a.client.id,
        title: "Repipe",
        deposit: { type: "fixed", value: 100 },
        lines: [
          { serviceId: a.service.id, quantity: 2 },
          { name: "Haul-away", unitPrice: 40, quantity: 1 },
        ],
      },
    });
    expect(created.status).toBe(201);
    const quote = quoteSchema.parse(await created.json());
    expect(quote).toMatchObject({
      status: "draft",
      title: "Repipe",
      clientId: a.client.id,
      client: { id: a.client.id, email: "c@example.com" },
      subtotal: "280.00",
      depositAmount: "100.00",
      amountPaid: "0.00",
      depositBalance: "100.00",
      publicUrl: null,
      lines: [
        { serviceId: a.service.id, unitPrice: "120.00", quantity: "2" },
        { serviceId: null, name: "Haul-away", unitPrice: "40.00" },
      ],
    });
    expect(quote.number).toMatch(/^Q-\d{4}$/);

    // The fixture's request has its quote already: one quote per request (409).
    const again = await callV1(quotes.POST, "POST", {
      key: key.key,
      body: { estimateRequestId: a.estimate.id },
    });
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe("request_already_quoted");
    const open = await db.prisma.estimateRequest.create({
      data: {
        companyId: a.companyId,
        clientId: a.client.id,
        customerName: "Pat",
        customerEmail: "pat@example.com",
        subtotal: "120.00",
        totalAmount: "120.00",
        totalTime: 60,
        items: {
          create: [
            {
              serviceId: a.service.id,
              name: a.service.name,
              unitType: "flat",
              quantity: "1",
              unitPrice: "120",
              lineSubtotal: "120",
              time: 60,
            },
          ],
        },
      },
    });
    const fromRequest = await callV1(quotes.POST, "POST", {
      key: key.key,
      body: { estimateRequestId: open.id },
    });
    expect(fromRequest.status).toBe(201);
    expect(await fromRequest.json()).toMatchObject({ estimateRequestId: open.id });

    const patched = await callV1(quoteById.PATCH, "PATCH", {
      key: key.key,
      id: quote.id,
      body: { title: "Repipe (v2)" },
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({
      id: quote.id,
      title: "Repipe (v2)",
      subtotal: "280.00",
    });

    const sent = await callV1(quoteSend.POST, "POST", { key: key.key, id: quote.id, body: {} });
    expect(sent.status).toBe(200);
    const sentQuote = quoteSchema.parse(await sent.json());
    expect(sentQuote).toMatchObject({ status: "sent", sentTo: "c@example.com" });
    expect(sentQuote.publicUrl).toMatch(/\/q\/[A-Za-z0-9_-]{43}$/);

    const paid = await callV1(quotePayments.POST, "POST", {
      key: key.key,
      id: quote.id,
      body: { amount: 60, method: "check", paidOn: "2026-01-15" },
    });
    expect(paid.status).toBe(201);
    expect(paymentSchema.parse(await paid.json())).toMatchObject({
      quoteId: quote.id,
      amount: "60.00",
      paidOn: "2026-01-15",
      quote: { id: quote.id, amountPaid: "60.00", depositBalance: "40.00" },
    });
    const read = await callV1(quoteById.GET, "GET", { key: key.key, id: quote.id });
    expect(await read.json()).toMatchObject({ amountPaid: "60.00", depositBalance: "40.00" });
  });

  it("a read key cannot write (403) and nothing is stored", async () => {
    const a = await seedRestCompany(db.prisma, "W read");
    const key = await createKey(db.prisma, a.companyId, "read");
    const before = await db.prisma.client.count({ where: { companyId: a.companyId } });
    const res = await callV1(clients.POST, "POST", { key: key.key, body: { name: "Nope" } });
    expect(res.status).toBe(403);
    expect(await db.prisma.client.count({ where: { companyId: a.companyId } })).toBe(before);
  });
});

describe("Idempotency-Key", () => {
  it("a retry replays the first answer and creates nothing; another body is a 422", async () => {
    const a = await seedRestCompany(db.prisma, "Idem");
    const key = await createKey(db.prisma, a.companyId, "write");
    const send = (body: unknown, idem = "retry-1") =>
      callV1(clients.POST, "POST", { key: key.key, body, headers: { "idempotency-key": idem } });
    const count = () => db.prisma.client.count({ where: { companyId: a.companyId } });
    const before = await count();
    const first = await send({ name: "Once", email: "once@example.com" });
    expect(first.status).toBe(201);
    const firstBody = await json(first);
    const second = await send({ email: "once@example.com", name: "Once" });
    expect(second.status).toBe(201);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await json(second)).toEqual(firstBody);
    expect(await count()).toBe(before + 1);

    const other = await send({ name: "Twice" });
    expect(other.status).toBe(422);
    expect(await json(other)).toMatchObject({ code: "idempotency_key_reused" });
    // The same key on another creating operation is another request too.
    const onServices = await callV1(services.POST, "POST", {
      key: key.key,
      body: { name: "Drain", category: "plumbing" },
      headers: { "idempotency-key": "retry-1" },
    });
    expect(onServices.status).toBe(422);
    const bad = await send({ name: "Bad key" }, "x".repeat(256));
    expect(bad.status).toBe(400);
    expect(await count()).toBe(before + 1);
  });

  it("concurrent doubles store one record, and both get its answer", async () => {
    const a = await seedRestCompany(db.prisma, "Idem race");
    const key = await createKey(db.prisma, a.companyId, "write");
    const body = {
      customer: { name: "Race", email: "race@example.com" },
      items: [{ serviceId: a.service.id, quantity: 1 }],
    };
    const send = () =>
      callV1(estimates.POST, "POST", {
        key: key.key,
        body,
        headers: { "idempotency-key": "race-1" },
      });
    const [one, two] = await Promise.all([send(), send()]);
    expect([one.status, two.status]).toEqual([201, 201]);
    expect((await json(one)).id).toBe((await json(two)).id);
    expect(
      await db.prisma.estimateRequest.count({
        where: { companyId: a.companyId, customerEmail: "race@example.com" },
      }),
    ).toBe(1);
    // One owner mail: the double never reached the domain.
    const mails = await db.prisma.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pgboss.job
       WHERE name = 'mail' AND data->>'kind' = 'estimate-request' AND data->>'companyId' = $1`,
      a.companyId,
    );
    expect(mails[0].n).toBe(1);
  });
});

describe("405 and the version header", () => {
  it("an unknown method answers 405 with Allow and the JSON error", async () => {
    const res = await callV1(clients.DELETE, "DELETE", {});
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, POST");
    expect(res.headers.get("quotecraft-version")).toBe(API_VERSION);
    expect(await json(res)).toMatchObject({ code: "method_not_allowed" });
    const one = await callV1(quoteSend.GET, "GET", {});
    expect(one.headers.get("allow")).toBe("POST");
    expect((await callV1(clientById.PUT, "PUT", {})).headers.get("allow")).toBe("GET, PATCH");
  });

  it("errors carry the version header too", async () => {
    const res = await callV1(estimateById.GET, "GET", { id: "x" });
    expect(res.status).toBe(401);
    expect(res.headers.get("quotecraft-version")).toBe(API_VERSION);
  });
});

describe("tenant isolation of the writes: company A's key", () => {
  it("on B's ids answers 404 (or 400 naming the field) and B stays unchanged", async () => {
    const a = await seedRestCompany(db.prisma, "WT A");
    const b = await seedRestCompany(db.prisma, "WT B");
    const key = await createKey(db.prisma, a.companyId, "write");
    const snapshot = () =>
      db.prisma.company.findUniqueOrThrow({
        where: { id: b.companyId },
        include: {
          clients: true,
          estimateRequests: true,
          quotes: { include: { lines: true } },
          quotePayments: true,
        },
      });
    const before = await snapshot();
    const notFound: [string, Parameters<typeof callV1>[0], string, string, unknown][] = [
      ["patch client", clientById.PATCH, "PATCH", b.client.id, { name: "Mine" }],
      ["patch quote", quoteById.PATCH, "PATCH", b.quote.id, { title: "Mine" }],
      ["send quote", quoteSend.POST, "POST", b.quote.id, { to: "a@example.com" }],
      [
        "payment",
        quotePayments.POST,
        "POST",
        b.quote.id,
        { amount: 5, method: "cash", paidOn: "2026-01-15" },
      ],
    ];
    for (const [name, handler, method, id, body] of notFound) {
      const res = await callV1(handler, method, { key: key.key, id, body });
      expect([name, res.status]).toEqual([name, 404]);
    }
    const refused: [string, Parameters<typeof callV1>[0], unknown][] = [
      [
        "request with B's service",
        estimates.POST,
        {
          customer: { name: "X", email: "x@example.com" },
          items: [{ serviceId: b.service.id, quantity: 1 }],
        },
      ],
      ["quote for B's client", quotes.POST, { clientId: b.client.id }],
      ["quote from B's request", quotes.POST, { estimateRequestId: b.estimate.id }],
      [
        "quote with B's service",
        quotes.POST,
        { lines: [{ serviceId: b.service.id, quantity: 1 }] },
      ],
    ];
    for (const [name, handler, body] of refused) {
      const res = await callV1(handler, "POST", { key: key.key, body });
      expect([name, res.status]).toEqual([name, 400]);
    }
    expect(await snapshot()).toEqual(before);
  });
});
