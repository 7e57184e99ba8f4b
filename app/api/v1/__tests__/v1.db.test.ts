/** @jest-environment node */
import { setupTestDatabase, type TestDatabase } from "@/test/db";
import { callV1, createKey, seedRestCompany, seedRestInvoice, seedRestJobs } from "./fixtures";
import * as estimates from "@/app/api/v1/estimate-requests/route";
import * as estimateById from "@/app/api/v1/estimate-requests/[id]/route";
import * as clients from "@/app/api/v1/clients/route";
import * as clientById from "@/app/api/v1/clients/[id]/route";
import * as quotes from "@/app/api/v1/quotes/route";
import * as quoteById from "@/app/api/v1/quotes/[id]/route";
import * as services from "@/app/api/v1/services/route";
import * as serviceById from "@/app/api/v1/services/[id]/route";
import * as openapi from "@/app/api/v1/openapi.json/route";
import * as invoices from "@/app/api/v1/invoices/route";
import * as invoiceById from "@/app/api/v1/invoices/[id]/route";
import * as payments from "@/app/api/v1/payments/route";
import * as paymentById from "@/app/api/v1/payments/[id]/route";
import * as jobs from "@/app/api/v1/jobs/route";
import * as jobById from "@/app/api/v1/jobs/[id]/route";
import * as visits from "@/app/api/v1/visits/route";
import { createInvoice } from "@/lib/invoices/create";
import { API_KEY_RATE_LIMIT, rateLimitKey } from "@/lib/rest/route";
import { windowStartFor } from "@/lib/rate-limit";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db.close();
});

type Json = Record<string, unknown> & { data: Record<string, unknown>[]; next_cursor: string };
const json = async (res: Response) => (await res.json()) as Json;

describe("the key wrapper", () => {
  it("401 with WWW-Authenticate: Bearer for a missing, malformed, unknown or revoked key", async () => {
    const a = await seedRestCompany(db.prisma, "Wrap A");
    const revoked = await createKey(db.prisma, a.companyId, "write", { revokedAt: new Date() });
    const cases: [string, Record<string, string>][] = [
      ["missing", {}],
      ["basic", { authorization: "Basic dXNlcjpwYXNz" }],
      ["empty bearer", { authorization: "Bearer " }],
      ["unknown", { authorization: "Bearer qc_live_notarealkeyatall000000000000000000000" }],
      ["no prefix", { authorization: "Bearer abc" }],
      ["revoked", { authorization: `Bearer ${revoked.key}` }],
    ];
    for (const [name, headers] of cases) {
      const res = await callV1(clients.GET, "GET", { headers });
      expect([name, res.status]).toEqual([name, 401]);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer realm="QuoteCraft API"/);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.json()).toMatchObject({ code: "unauthorized" });
    }
    // A signed-in owner's cookie is not an API key.
    const res = await callV1(clients.GET, "GET", { headers: { cookie: a.cookie } });
    expect(res.status).toBe(401);
  });

  it("a read key reads (scheme case-insensitive, no-store, rate headers) but cannot write: 403", async () => {
    const a = await seedRestCompany(db.prisma, "Wrap B");
    const read = await createKey(db.prisma, a.companyId, "read");
    const ok = await callV1(services.GET, "GET", {
      headers: { authorization: `bearer ${read.key}` },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toBe("no-store");
    expect(ok.headers.get("ratelimit-limit")).toBe(String(API_KEY_RATE_LIMIT.limit));
    const before = await db.prisma.service.count({ where: { companyId: a.companyId } });
    const created = await callV1(services.POST, "POST", {
      key: read.key,
      body: { name: "Drain cleaning", category: "plumbing", basePrice: 90 },
    });
    expect(created.status).toBe(403);
    expect(await created.json()).toMatchObject({ code: "insufficient_scope" });
    expect(created.headers.get("www-authenticate")).toContain('error="insufficient_scope"');
    const patched = await callV1(serviceById.PATCH, "PATCH", {
      key: read.key,
      id: a.service.id,
      body: { name: "Changed" },
    });
    expect(patched.status).toBe(403);
    expect(await db.prisma.service.count({ where: { companyId: a.companyId } })).toBe(before);
    expect((await db.prisma.service.findUnique({ where: { id: a.service.id } }))?.name).toBe(
      a.service.name,
    );
  });

  it("429 with Retry-After once the key's bucket is full; other keys are not limited", async () => {
    const a = await seedRestCompany(db.prisma, "Wrap C");
    const busy = await createKey(db.prisma, a.companyId, "read");
    const calm = await createKey(db.prisma, a.companyId, "read");
    const now = new Date();
    await db.prisma.rateLimitBucket.create({
      data: {
        key: rateLimitKey(busy.id),
        windowStart: windowStartFor(now, API_KEY_RATE_LIMIT.windowSeconds),
        count: API_KEY_RATE_LIMIT.limit - 1,
      },
    });
    const last = await callV1(clients.GET, "GET", { key: busy.key });
    expect(last.status).toBe(200);
    expect(last.headers.get("ratelimit-remaining")).toBe("0");
    const over = await callV1(clients.GET, "GET", { key: busy.key });
    expect(over.status).toBe(429);
    const retry = Number(over.headers.get("retry-after"));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(API_KEY_RATE_LIMIT.windowSeconds);
    expect(await over.json()).toMatchObject({ code: "rate_limited" });
    expect((await callV1(clients.GET, "GET", { key: calm.key })).status).toBe(200);
  });

  it("records lastUsedAt at most once a minute", async () => {
    const a = await seedRestCompany(db.prisma, "Wrap D");
    const key = await createKey(db.prisma, a.companyId, "read");
    const lastUsed = async () =>
      (await db.prisma.apiKey.findUniqueOrThrow({ where: { id: key.id } })).lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await callV1(clients.GET, "GET", { key: key.key });
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await callV1(clients.GET, "GET", { key: key.key });
    expect(await lastUsed()).toEqual(first);
    const longAgo = new Date(Date.now() - 5 * 60_000);
    await db.prisma.apiKey.update({ where: { id: key.id }, data: { lastUsedAt: longAgo } });
    await callV1(clients.GET, "GET", { key: key.key });
    expect((await lastUsed())!.getTime()).toBeGreaterThan(longAgo.getTime() + 60_000);
  });

  it("needs no Origin check: a bearer key from any origin is the key's owner calling", async () => {
    const a = await seedRestCompany(db.prisma, "Wrap E");
    const write = await createKey(db.prisma, a.companyId, "write");
    const res = await callV1(services.POST, "POST", {
      key: write.key,
      headers: { origin: "https://zapier.example" },
      body: { name: "Drain cleaning", category: "plumbing", basePrice: 90 },
    });
    expect(res.status).toBe(201);
  });
});

describe("estimate requests", () => {
  it("pages newest first with next_cursor, ties broken by id, no row twice", async () => {
    const a = await seedRestCompany(db.prisma, "Pages");
    const key = await createKey(db.prisma, a.companyId);
    const same = new Date("2026-03-01T10:00:00.000Z");
    for (const [i, at] of [
      "2026-01-01T00:00:00Z",
      "2026-02-01T00:00:00Z",
      same,
      same,
      "2026-04-01T00:00:00Z",
    ].entries()) {
      await db.prisma.estimateRequest.create({
        data: {
          companyId: a.companyId,
          customerName: `C${i}`,
          customerEmail: `c${i}@example.com`,
          subtotal: "10.00",
          totalAmount: "10.00",
          totalTime: 10,
          createdAt: new Date(at),
        },
      });
    }
    const seen: string[] = [];
    const stamps: string[] = [];
    let cursor = "";
    let pages = 0;
    do {
      const res = await callV1(estimates.GET, "GET", {
        key: key.key,
        query: `limit=2${cursor ? `&cursor=${cursor}` : ""}`,
      });
      expect(res.status).toBe(200);
      const body = await json(res);
      expect(body.data.length).toBeLessThanOrEqual(2);
      seen.push(...body.data.map((row) => row.id as string));
      stamps.push(...body.data.map((row) => row.createdAt as string));
      cursor = body.next_cursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(6); // the seeded request + 5
    expect(new Set(seen).size).toBe(6);
    expect([...stamps].sort().reverse()).toEqual(stamps);
  });

  it("filters by status and date range, and refuses bad parameters naming them", async () => {
    const a = await seedRestCompany(db.prisma, "Filters");
    const key = await createKey(db.prisma, a.companyId);
    const old = await db.prisma.estimateRequest.create({
      data: {
        companyId: a.companyId,
        customerName: "Old",
        customerEmail: "old@example.com",
        subtotal: "1.00",
        totalAmount: "1.00",
        totalTime: 1,
        status: "won",
        createdAt: new Date("2025-06-15T12:00:00Z"),
      },
    });
    const list = async (query: string) => {
      const res = await callV1(estimates.GET, "GET", { key: key.key, query });
      return { status: res.status, body: await json(res) };
    };
    expect((await list("status=won")).body.data.map((r) => r.id)).toEqual([old.id]);
    expect((await list("status=new")).body.data.map((r) => r.id)).toEqual([a.estimate.id]);
    expect(
      (await list("created_after=2025-06-01&created_before=2025-07-01")).body.data.map((r) => r.id),
    ).toEqual([old.id]);
    expect(
      (await list("created_after=2025-06-15T12:00:00.001Z")).body.data.map((r) => r.id),
    ).toEqual([a.estimate.id]);
    for (const [query, path] of [
      ["status=spam", "status"],
      ["limit=0", "limit"],
      ["limit=101", "limit"],
      ["cursor=abc", "cursor"],
      ["created_after=yesterday", "created_after"],
      ["since=2025-01-01", ""],
    ]) {
      const { status, body } = await list(query);
      expect([query, status]).toEqual([query, 400]);
      if (path) expect(JSON.stringify(body.issues)).toContain(`"path":"${path}"`);
    }
  });

  it("reads one request with its lines, money as two-decimal strings, quantities trimmed", async () => {
    const a = await seedRestCompany(db.prisma, "Read one");
    const key = await createKey(db.prisma, a.companyId);
    const res = await callV1(estimateById.GET, "GET", { key: key.key, id: a.estimate.id });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: a.estimate.id,
      status: "new",
      totalAmount: "240.00",
      clientId: a.client.id,
      items: [{ name: a.service.name, quantity: "2", unitPrice: "120.00", lineSubtotal: "240.00" }],
    });
  });
});

describe("clients and quotes", () => {
  it("lists and reads clients", async () => {
    const a = await seedRestCompany(db.prisma, "Clients");
    const key = await createKey(db.prisma, a.companyId);
    const list = await json(await callV1(clients.GET, "GET", { key: key.key }));
    expect(list.data.map((c) => c.id)).toEqual([a.client.id]);
    expect(list.next_cursor).toBeNull();
    const one = await callV1(clientById.GET, "GET", { key: key.key, id: a.client.id });
    expect(await one.json()).toMatchObject({ id: a.client.id, email: "c@example.com" });
  });

  it("lists current quote revisions, filters by status, reads one with its lines", async () => {
    const a = await seedRestCompany(db.prisma, "Quotes");
    const key = await createKey(db.prisma, a.companyId);
    const revised = await db.prisma.quote.create({
      data: { companyId: a.companyId, number: 1, revision: 2, status: "sent", total: "300.00" },
    });
    await db.prisma.quote.update({
      where: { id: a.quote.id },
      data: { supersededById: revised.id },
    });
    const all = await json(await callV1(quotes.GET, "GET", { key: key.key }));
    expect(all.data.map((q) => q.id)).toEqual([revised.id]);
    expect(all.data[0]).toMatchObject({ number: "Q-0001-R2", total: "300.00", status: "sent" });
    const drafts = await json(
      await callV1(quotes.GET, "GET", { key: key.key, query: "status=draft" }),
    );
    expect(drafts.data).toEqual([]);
    const old = await callV1(quoteById.GET, "GET", { key: key.key, id: a.quote.id });
    expect(await old.json()).toMatchObject({
      id: a.quote.id,
      number: "Q-0001",
      lines: [{ name: "Work", unitPrice: "120.00", quantity: "2", lineTotal: "240.00" }],
    });
  });
});

describe("services", () => {
  it("creates through lib/services (201, next sort order) and lists it", async () => {
    const a = await seedRestCompany(db.prisma, "Svc create");
    const key = await createKey(db.prisma, a.companyId, "write");
    const res = await callV1(services.POST, "POST", {
      key: key.key,
      body: { name: "Water heater flush", category: "plumbing", basePrice: "89.5" },
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Record<string, unknown>;
    expect(created).toMatchObject({
      name: "Water heater flush",
      basePrice: "89.50",
      unitType: "flat",
      estimatedMinutes: 60,
      isActive: true,
      sortOrder: a.service.sortOrder + 1,
    });
    const list = await json(await callV1(services.GET, "GET", { key: key.key }));
    expect(list.data.map((s) => s.id)).toContain(created.id);
    const bad = await callV1(services.POST, "POST", {
      key: key.key,
      body: { name: "", category: "plumbing", basePrice: 1.234, companyId: "other" },
    });
    expect(bad.status).toBe(400);
  });

  it("PATCH changes only the fields sent and validates the result", async () => {
    const a = await seedRestCompany(db.prisma, "Svc patch");
    const key = await createKey(db.prisma, a.companyId, "write");
    const res = await callV1(serviceById.PATCH, "PATCH", {
      key: key.key,
      id: a.service.id,
      body: { basePrice: 135, isActive: false },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: a.service.name,
      category: "plumbing",
      basePrice: "135.00",
      isActive: false,
    });
    const bad = await callV1(serviceById.PATCH, "PATCH", {
      key: key.key,
      id: a.service.id,
      body: { icon: "Not An Icon!" },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ issues: [{ path: "icon" }] });
    const read = await callV1(serviceById.GET, "GET", { key: key.key, id: a.service.id });
    expect(await read.json()).toMatchObject({ basePrice: "135.00", icon: "tool" });
  });
});

describe("invoices and their payments", () => {
  it("lists invoices newest first in cursor pages, filters by status, reads one with its lines", async () => {
    const a = await seedRestCompany(db.prisma, "Invoices");
    const key = await createKey(db.prisma, a.companyId, "read");
    const { invoiceId } = await seedRestInvoice(db.prisma, a);
    const blank = await createInvoice(a.companyId, {});
    const forClient = await createInvoice(a.companyId, { clientId: a.client.id });

    const seen: string[] = [];
    let cursor = "";
    let pages = 0;
    do {
      const res = await callV1(invoices.GET, "GET", {
        key: key.key,
        query: `limit=2${cursor ? `&cursor=${cursor}` : ""}`,
      });
      expect(res.status).toBe(200);
      const body = await json(res);
      seen.push(...body.data.map((row) => row.id as string));
      cursor = body.next_cursor;
      pages += 1;
    } while (cursor && pages < 5);
    expect(pages).toBe(2);
    expect(seen).toEqual([forClient.id, blank.id, invoiceId]);

    const list = async (query: string) => {
      const res = await callV1(invoices.GET, "GET", { key: key.key, query });
      return { status: res.status, body: await json(res) };
    };
    expect((await list("status=partially_paid")).body.data.map((r) => r.id)).toEqual([invoiceId]);
    expect((await list("status=draft")).body.data.map((r) => r.id)).toEqual([
      forClient.id,
      blank.id,
    ]);
    expect((await list("status=paid")).body.data).toEqual([]);
    expect((await list("created_before=2000-01-01")).body.data).toEqual([]);
    for (const [query, path] of [
      ["status=overdue", "status"],
      ["status=approved", "status"],
      ["limit=0", "limit"],
      ["cursor=abc", "cursor"],
      ["invoiceId=x", ""],
    ]) {
      const { status, body } = await list(query);
      expect([query, status]).toEqual([query, 400]);
      if (path) expect(JSON.stringify(body.issues)).toContain(`"path":"${path}"`);
    }

    const one = await callV1(invoiceById.GET, "GET", { key: key.key, id: invoiceId });
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({
      id: invoiceId,
      number: "INV-0001",
      status: "partially_paid",
      overdue: false,
      clientId: a.client.id,
      client: { id: a.client.id, email: "c@example.com" },
      quoteId: a.quote.id,
      quoteNumber: "Q-0001",
      subtotal: "120.00",
      total: "120.00",
      depositApplied: "0.00",
      amountPaid: "40.00",
      balance: "80.00",
      sentTo: "c@example.com",
      publicUrl: expect.stringMatching(/^http:\/\/localhost:3000\/i\/[A-Za-z0-9_-]{43}$/),
      lines: [
        {
          quoteLineId: expect.any(String),
          name: "Work (50%)",
          unitPrice: "120.00",
          quantity: "1",
          lineTotal: "120.00",
        },
      ],
    });
    const draft = await callV1(invoiceById.GET, "GET", { key: key.key, id: blank.id });
    expect(await draft.json()).toMatchObject({ status: "draft", publicUrl: null, lines: [] });
    expect((await callV1(invoiceById.GET, "GET", { key: key.key, id: "nope" })).status).toBe(404);
  });

  it("lists payments and refunds (newest first, by invoice) and reads one; GETs only", async () => {
    const a = await seedRestCompany(db.prisma, "Payments");
    const key = await createKey(db.prisma, a.companyId, "read");
    const { invoiceId, paymentId, refundId } = await seedRestInvoice(db.prisma, a);
    const other = await createInvoice(a.companyId, {});

    const all = await json(await callV1(payments.GET, "GET", { key: key.key }));
    expect(all.data.map((p) => p.id).sort()).toEqual([paymentId, refundId].sort());
    const stamps = all.data.map((p) => p.createdAt as string);
    expect([...stamps].sort().reverse()).toEqual(stamps);
    expect(all.next_cursor).toBeNull();
    const page = await json(await callV1(payments.GET, "GET", { key: key.key, query: "limit=1" }));
    expect(page.data).toHaveLength(1);
    const rest = await json(
      await callV1(payments.GET, "GET", {
        key: key.key,
        query: `limit=1&cursor=${page.next_cursor}`,
      }),
    );
    expect([...page.data, ...rest.data].map((p) => p.id)).toEqual(all.data.map((p) => p.id));
    const byInvoice = async (id: string) =>
      (
        await json(await callV1(payments.GET, "GET", { key: key.key, query: `invoiceId=${id}` }))
      ).data.map((p) => p.id);
    expect((await byInvoice(invoiceId)).sort()).toEqual([paymentId, refundId].sort());
    expect(await byInvoice(other.id)).toEqual([]);
    for (const query of ["invoiceId=bad!id", "status=paid"]) {
      const res = await callV1(payments.GET, "GET", { key: key.key, query });
      expect([query, res.status]).toEqual([query, 400]);
    }

    const invoice = {
      id: invoiceId,
      number: "INV-0001",
      status: "partially_paid",
      total: "120.00",
      depositApplied: "0.00",
      amountPaid: "40.00",
      balance: "80.00",
    };
    const payment = await callV1(paymentById.GET, "GET", { key: key.key, id: paymentId });
    expect(payment.status).toBe(200);
    expect(await payment.json()).toEqual({
      id: paymentId,
      invoiceId,
      amount: "50.00",
      method: "check",
      reference: "1001",
      paidOn: "2026-01-15",
      note: null,
      refundOfId: null,
      reason: null,
      invoice,
      createdAt: expect.any(String),
    });
    const refund = await callV1(paymentById.GET, "GET", { key: key.key, id: refundId });
    expect(await refund.json()).toMatchObject({
      amount: "-10.00",
      method: "check",
      paidOn: "2026-01-16",
      refundOfId: paymentId,
      reason: "Overcharged",
      invoice,
    });
    // A quote's deposit is not an invoice payment.
    const deposit = await db.prisma.quotePayment.create({
      data: {
        companyId: a.companyId,
        quoteId: a.quote.id,
        amount: "20.00",
        method: "cash",
        paidOn: new Date("2026-01-10T00:00:00Z"),
      },
    });
    expect((await callV1(paymentById.GET, "GET", { key: key.key, id: deposit.id })).status).toBe(
      404,
    );

    // Read-only paths: 405 with Allow: GET, even for a write key.
    const write = await createKey(db.prisma, a.companyId, "write");
    for (const [handler, id] of [
      [invoices.POST, undefined],
      [invoiceById.PATCH, invoiceId],
      [invoiceById.DELETE, invoiceId],
      [payments.POST, undefined],
      [paymentById.PUT, paymentId],
    ] as const) {
      const res = await callV1(handler, "POST", { key: write.key, id, body: {} });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("GET");
    }
  });
});

describe("jobs and their visits", () => {
  it("lists jobs newest first in cursor pages, filters by status, reads one without money", async () => {
    const a = await seedRestCompany(db.prisma, "Jobs");
    const b = await seedRestCompany(db.prisma, "Jobs B");
    const key = await createKey(db.prisma, a.companyId, "read");
    const { jobId, standaloneJobId, visitIds } = await seedRestJobs(db.prisma, a);
    const theirs = await seedRestJobs(db.prisma, b);

    const first = await json(await callV1(jobs.GET, "GET", { key: key.key, query: "limit=1" }));
    expect(first.data.map((row) => row.id)).toEqual([standaloneJobId]);
    const second = await json(
      await callV1(jobs.GET, "GET", { key: key.key, query: `limit=1&cursor=${first.next_cursor}` }),
    );
    expect(second.data.map((row) => row.id)).toEqual([jobId]);
    expect(second.next_cursor).toBeNull();
    const list = async (query: string) => {
      const res = await callV1(jobs.GET, "GET", { key: key.key, query });
      return { status: res.status, body: await json(res) };
    };
    expect((await list("status=scheduled")).body.data.map((r) => r.id)).toEqual([jobId]);
    expect((await list("status=unscheduled")).body.data.map((r) => r.id)).toEqual([
      standaloneJobId,
    ]);
    expect((await list("status=completed")).body.data).toEqual([]);
    for (const [query, path] of [
      ["status=done", "status"],
      ["limit=101", "limit"],
      ["from=2026-01-01", ""],
    ]) {
      const { status, body } = await list(query);
      expect([query, status]).toEqual([query, 400]);
      if (path) expect(JSON.stringify(body.issues)).toContain(`"path":"${path}"`);
    }

    const one = await callV1(jobById.GET, "GET", { key: key.key, id: jobId });
    expect(one.status).toBe(200);
    const job = (await one.json()) as Record<string, unknown>;
    expect(job).toEqual({
      id: jobId,
      number: "J-0001",
      title: "Panel upgrade",
      instructions: "Gate code 1234",
      status: "scheduled",
      client: { id: a.client.id, name: "Jobs client", email: "c@example.com", phone: null },
      serviceAddress: {
        line1: "12 Oak St",
        line2: null,
        city: "Austin",
        region: "TX",
        postalCode: "78701",
      },
      quoteId: a.quote.id,
      checklist: [
        { id: expect.any(String), label: "Work × 2", done: true },
        { id: expect.any(String), label: "Test the circuits", done: false },
      ],
      visitCount: 2,
      nextVisitAt: "2036-12-01T15:00:00.000Z",
      completedAt: null,
      createdAt: "2026-11-01T10:00:00.000Z",
      updatedAt: expect.any(String),
    });
    // A cancelled visit is not counted, and the next visit is the one still to come.
    await db.prisma.visit.update({ where: { id: visitIds[0] }, data: { status: "cancelled" } });
    expect(
      await (await callV1(jobById.GET, "GET", { key: key.key, id: jobId })).json(),
    ).toMatchObject({ visitCount: 1, nextVisitAt: "2036-12-08T15:00:00.000Z" });
    const standalone = await callV1(jobById.GET, "GET", { key: key.key, id: standaloneJobId });
    expect(await standalone.json()).toMatchObject({
      number: "J-0002",
      client: null,
      serviceAddress: null,
      quoteId: null,
      checklist: [],
      visitCount: 0,
      nextVisitAt: null,
    });
    // Company B's job is neither listed nor readable.
    expect((await list("limit=100")).body.data.map((r) => r.id)).not.toContain(theirs.jobId);
    for (const id of [theirs.jobId, "nope"])
      expect((await callV1(jobById.GET, "GET", { key: key.key, id })).status).toBe(404);
  });

  it("lists visits with their assignees, overlapping from/to, by job; GETs only", async () => {
    const a = await seedRestCompany(db.prisma, "Visits");
    const b = await seedRestCompany(db.prisma, "Visits B");
    const key = await createKey(db.prisma, a.companyId, "read");
    const { jobId, standaloneJobId, visitIds } = await seedRestJobs(db.prisma, a);
    const theirs = await seedRestJobs(db.prisma, b);
    const ids = async (query: string) => {
      const res = await callV1(visits.GET, "GET", { key: key.key, query });
      expect([query, res.status]).toEqual([query, 200]);
      return (await json(res)).data.map((row) => row.id);
    };
    // Newest first (by creation), in pages.
    expect(await ids("")).toEqual([visitIds[1], visitIds[0]]);
    const page = await json(await callV1(visits.GET, "GET", { key: key.key, query: "limit=1" }));
    expect(page.data.map((row) => row.id)).toEqual([visitIds[1]]);
    expect(await ids(`limit=1&cursor=${page.next_cursor}`)).toEqual([visitIds[0]]);
    // The first visit is 1 December 15:00–17:00 UTC, the second 8 December.
    expect(await ids("from=2036-12-01T16:00:00Z&to=2036-12-02")).toEqual([visitIds[0]]);
    expect(await ids("from=2036-12-01T17:00:00Z&to=2036-12-08T15:00:00Z")).toEqual([]);
    expect(await ids("from=2036-12-02")).toEqual([visitIds[1]]);
    expect(await ids("to=2036-12-02")).toEqual([visitIds[0]]);
    expect(await ids("from=2036-12-01T09:00:00-06:00&to=2036-12-01T10:00:00-06:00")).toEqual([
      visitIds[0],
    ]);
    expect(await ids(`jobId=${jobId}`)).toEqual([visitIds[1], visitIds[0]]);
    expect(await ids(`jobId=${standaloneJobId}`)).toEqual([]);
    expect(await ids(`jobId=${theirs.jobId}`)).toEqual([]);
    expect(await ids("limit=100")).not.toContain(theirs.visitIds[0]);
    for (const [query, path] of [
      ["from=tomorrow", "from"],
      ["from=2036-12-02&to=2036-12-01", "to"],
      ["jobId=bad!id", "jobId"],
      ["status=scheduled", ""],
    ]) {
      const res = await callV1(visits.GET, "GET", { key: key.key, query });
      expect([query, res.status]).toEqual([query, 400]);
      if (path) expect(JSON.stringify((await json(res)).issues)).toContain(`"path":"${path}"`);
    }

    const [visit] = (
      await json(await callV1(visits.GET, "GET", { key: key.key, query: "to=2036-12-02" }))
    ).data;
    expect(visit).toEqual({
      id: visitIds[0],
      jobId,
      startAt: "2036-12-01T15:00:00.000Z",
      endAt: "2036-12-01T17:00:00.000Z",
      arrivalWindowMinutes: 120,
      status: "scheduled",
      assignees: [{ userId: a.user.id, name: expect.any(String) }],
      seriesId: null,
      recurrence: null,
      onMyWayAt: null,
      startedAt: null,
      completedAt: null,
      createdAt: "2026-11-02T10:00:00.000Z",
      updatedAt: expect.any(String),
    });

    // Read-only paths: 405 with Allow: GET, even for a write key.
    const write = await createKey(db.prisma, a.companyId, "write");
    for (const [handler, id] of [
      [jobs.POST, undefined],
      [jobById.PATCH, jobId],
      [jobById.DELETE, jobId],
      [visits.POST, undefined],
    ] as const) {
      const res = await callV1(handler, "POST", { key: write.key, id, body: {} });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("GET");
    }
  });
});

describe("tenant isolation: company A's key", () => {
  it("never lists B's rows; on B's ids answers 404 and B stays unchanged", async () => {
    const a = await seedRestCompany(db.prisma, "Tenant A");
    const b = await seedRestCompany(db.prisma, "Tenant B");
    const key = await createKey(db.prisma, a.companyId, "write");
    const bRate = await db.prisma.laborRate.create({
      data: { companyId: b.companyId, name: "B rate", rate: "50.00" },
    });
    const snapshot = () =>
      db.prisma.company.findUniqueOrThrow({
        where: { id: b.companyId },
        include: { services: true, clients: true, estimateRequests: true, quotes: true },
      });
    const before = await snapshot();

    for (const handler of [estimates.GET, clients.GET, quotes.GET, services.GET]) {
      const ids = (
        await json(await callV1(handler, "GET", { key: key.key, query: "limit=100" }))
      ).data.map((row) => row.id);
      expect(ids.length).toBeGreaterThan(0);
      for (const id of [b.estimate.id, b.client.id, b.quote.id, b.service.id])
        expect(ids).not.toContain(id);
    }
    const attempts: [string, Parameters<typeof callV1>[0], string, string, unknown?][] = [
      ["estimate", estimateById.GET, "GET", b.estimate.id],
      ["client", clientById.GET, "GET", b.client.id],
      ["quote", quoteById.GET, "GET", b.quote.id],
      ["service", serviceById.GET, "GET", b.service.id],
      ["patch service", serviceById.PATCH, "PATCH", b.service.id, { name: "Mine now" }],
    ];
    for (const [name, handler, method, id, body] of attempts) {
      const res = await callV1(handler, method, { key: key.key, id, body });
      expect([name, res.status]).toEqual([name, 404]);
    }
    // B's labor rate cannot be linked to A's service.
    const linked = await callV1(services.POST, "POST", {
      key: key.key,
      body: { name: "Linked", category: "plumbing", laborRateId: bRate.id },
    });
    expect(linked.status).toBe(400);
    expect(await linked.json()).toMatchObject({ issues: [{ path: "laborRateId" }] });
    expect(await snapshot()).toEqual(before);
  });

  it("never lists B's invoices or payments; B's invoice and payment ids are 404", async () => {
    const a = await seedRestCompany(db.prisma, "Tenant inv A");
    const b = await seedRestCompany(db.prisma, "Tenant inv B");
    const key = await createKey(db.prisma, a.companyId, "write");
    const mine = await seedRestInvoice(db.prisma, a);
    const theirs = await seedRestInvoice(db.prisma, b);
    const ids = async (handler: Parameters<typeof callV1>[0], query = "limit=100") =>
      (await json(await callV1(handler, "GET", { key: key.key, query }))).data.map((r) => r.id);
    expect(await ids(invoices.GET)).toEqual([mine.invoiceId]);
    expect((await ids(payments.GET)).sort()).toEqual([mine.paymentId, mine.refundId].sort());
    expect(await ids(payments.GET, `invoiceId=${theirs.invoiceId}`)).toEqual([]);
    expect(await ids(invoices.GET, "status=partially_paid")).toEqual([mine.invoiceId]);
    for (const [name, handler, id] of [
      ["invoice", invoiceById.GET, theirs.invoiceId],
      ["payment", paymentById.GET, theirs.paymentId],
      ["refund", paymentById.GET, theirs.refundId],
    ] as const) {
      const res = await callV1(handler, "GET", { key: key.key, id });
      expect([name, res.status]).toEqual([name, 404]);
      expect(JSON.stringify(await res.json())).not.toContain(b.companyId);
    }
  });
});

describe("GET /api/v1/openapi.json", () => {
  it("is public and cacheable", async () => {
    const res = await openapi.GET(
      new (await import("next/server")).NextRequest("http://localhost:3000/api/v1/openapi.json"),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("public");
    expect(await res.json()).toMatchObject({ openapi: "3.1.0" });
  });
});
