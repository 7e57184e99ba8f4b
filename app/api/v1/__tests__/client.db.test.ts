/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import createClient from "openapi-fetch";
import { NextRequest } from "next/server";
import { setupTestDatabase, type TestDatabase } from "@/test/db";
import type { paths } from "@/test/generated/rest-api";
import { callV1, createKey, seedRestCompany, seedRestInvoice, seedRestJobs } from "./fixtures";
import * as estimates from "@/app/api/v1/estimate-requests/route";
import * as estimateById from "@/app/api/v1/estimate-requests/[id]/route";
import * as clients from "@/app/api/v1/clients/route";
import * as clientById from "@/app/api/v1/clients/[id]/route";
import * as quotes from "@/app/api/v1/quotes/route";
import * as quoteById from "@/app/api/v1/quotes/[id]/route";
import * as quoteSend from "@/app/api/v1/quotes/[id]/send/route";
import * as quotePayments from "@/app/api/v1/quotes/[id]/payments/route";
import * as services from "@/app/api/v1/services/route";
import * as serviceById from "@/app/api/v1/services/[id]/route";
import * as invoices from "@/app/api/v1/invoices/route";
import * as invoiceById from "@/app/api/v1/invoices/[id]/route";
import * as invoicePayments from "@/app/api/v1/payments/route";
import * as invoicePaymentById from "@/app/api/v1/payments/[id]/route";
import * as jobs from "@/app/api/v1/jobs/route";
import * as jobById from "@/app/api/v1/jobs/[id]/route";
import * as visits from "@/app/api/v1/visits/route";
import { WEBHOOK_TYPES } from "@/lib/resources/webhooks";
import { expectValid, servedDocument, validateResponse } from "@/test/openapi-validator";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db.close();
});

/** The seeded records with every optional part of the shapes given a value. */
async function seedShapes(name: string) {
  const a = await seedRestCompany(db.prisma, name);
  const key = await createKey(db.prisma, a.companyId, "write");
  // A deposit and a sent quote, so every optional part of the shapes has a value.
  const sent = await callV1(quoteSend.POST, "POST", { key: key.key, id: a.quote.id, body: {} });
  const paid = await callV1(quotePayments.POST, "POST", {
    key: key.key,
    id: a.quote.id,
    body: { amount: 10, method: "cash", paidOn: "2026-01-15" },
  });
  return { a, key, sent, paid };
}

describe("every GET of /api/v1 answers what the served OpenAPI document says", () => {
  it("one and a page of each resource validate against their schemas (Ajv, JSON Schema 2020-12)", async () => {
    const { a, key, sent, paid } = await seedShapes("Shapes");
    // An invoice of the (approved) quote, sent, with a payment and a refund.
    const invoice = await seedRestInvoice(db.prisma, a);
    // A job with a checklist and visits, and a standalone one (their nulls).
    const job = await seedRestJobs(db.prisma, a);
    const cases: [string, Parameters<typeof callV1>[0], string | undefined][] = [
      ["/api/v1/estimate-requests", estimates.GET, undefined],
      ["/api/v1/estimate-requests/{id}", estimateById.GET, a.estimate.id],
      ["/api/v1/clients", clients.GET, undefined],
      ["/api/v1/clients/{id}", clientById.GET, a.client.id],
      ["/api/v1/quotes", quotes.GET, undefined],
      ["/api/v1/quotes/{id}", quoteById.GET, a.quote.id],
      ["/api/v1/services", services.GET, undefined],
      ["/api/v1/services/{id}", serviceById.GET, a.service.id],
      ["/api/v1/invoices", invoices.GET, undefined],
      ["/api/v1/invoices/{id}", invoiceById.GET, invoice.invoiceId],
      ["/api/v1/payments", invoicePayments.GET, undefined],
      ["/api/v1/payments/{id}", invoicePaymentById.GET, invoice.paymentId],
      ["/api/v1/payments/{id}", invoicePaymentById.GET, invoice.refundId],
      ["/api/v1/jobs", jobs.GET, undefined],
      ["/api/v1/jobs/{id}", jobById.GET, job.jobId],
      ["/api/v1/jobs/{id}", jobById.GET, job.standaloneJobId],
      ["/api/v1/visits", visits.GET, undefined],
    ];
    // Every GET the document lists (but the document itself) is fetched below.
    const doc = await servedDocument();
    const documented = Object.keys(doc.paths).filter(
      (path) => doc.paths[path].get && path !== "/api/v1/openapi.json",
    );
    expect([...new Set(cases.map(([path]) => path))].sort()).toEqual(documented.sort());
    for (const [path, handler, id] of cases) {
      const res = await callV1(handler, "GET", { key: key.key, id });
      expect([path, res.status]).toEqual([path, 200]);
      const body: unknown = await res.json();
      if (!id) expect((body as { data: unknown[] }).data.length).toBeGreaterThan(0);
      expectValid(await validateResponse(path, "get", 200, body), `GET ${path} ${id ?? "(page)"}`);
    }
    // The answers of the writes made above, too.
    expect([sent.status, paid.status]).toEqual([200, 201]);
    const send = "/api/v1/quotes/{id}/send";
    expectValid(await validateResponse(send, "post", 200, await sent.json()), `POST ${send}`);
    const pay = "/api/v1/quotes/{id}/payments";
    expectValid(await validateResponse(pay, "post", 201, await paid.json()), `POST ${pay}`);
    // The webhooks section: one entry per event, invoice and payment events included.
    expect(Object.keys(doc.webhooks).sort()).toEqual([...WEBHOOK_TYPES].sort());
    expect(Object.keys(doc.webhooks)).toEqual(
      expect.arrayContaining(["invoice.paid", "payment.recorded", "payment.refunded"]),
    );
    expect(Object.keys(doc.webhooks)).toEqual(
      expect.arrayContaining(["job.created", "job.completed", "visit.scheduled"]),
    );
  });

  it("a wrong answer is reported: an extra property, a wrong type, a missing required field", async () => {
    const { a, key } = await seedShapes("Wrong Shapes");
    const one = "/api/v1/quotes/{id}";
    const page = "/api/v1/quotes";
    const quote = (await (
      await callV1(quoteById.GET, "GET", { key: key.key, id: a.quote.id })
    ).json()) as Record<string, unknown> & { lines: Record<string, unknown>[] };
    expect(await validateResponse(one, "get", 200, quote)).toEqual([]);
    expect(quote.lines.length).toBeGreaterThan(0);
    const errorsOf = (body: unknown, path = one) => validateResponse(path, "get", 200, body);

    // A property the schema does not list, at the top and inside a line.
    expect(await errorsOf({ ...quote, internalNote: "x" })).toEqual([
      expect.objectContaining({
        instancePath: "",
        keyword: "additionalProperties",
        params: { additionalProperty: "internalNote" },
      }),
    ]);
    const [line, ...rest] = quote.lines;
    expect(await errorsOf({ ...quote, lines: [{ ...line, cost: "1.00" }, ...rest] })).toEqual([
      expect.objectContaining({
        instancePath: "/lines/0",
        keyword: "additionalProperties",
        params: { additionalProperty: "cost" },
      }),
    ]);
    // Wrong types and values: a number for money, money without its two decimals, an unknown
    // status, a time that is not one, an object where null or a client goes.
    expect(await errorsOf({ ...quote, total: 149 })).toEqual([
      expect.objectContaining({ instancePath: "/total", keyword: "type" }),
    ]);
    expect(await errorsOf({ ...quote, total: "149" })).toEqual([
      expect.objectContaining({ instancePath: "/total", keyword: "pattern" }),
    ]);
    expect(await errorsOf({ ...quote, status: "overdue" })).toEqual([
      expect.objectContaining({ instancePath: "/status", keyword: "enum" }),
    ]);
    expect(await errorsOf({ ...quote, createdAt: "yesterday" })).toEqual([
      expect.objectContaining({ instancePath: "/createdAt", keyword: "format" }),
    ]);
    expect(await errorsOf({ ...quote, client: { id: "c1" } })).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          instancePath: "/client",
          keyword: "required",
          params: { missingProperty: "name" },
        }),
      ]),
    );
    // A missing required field, at the top and in a page.
    const { status: _status, ...withoutStatus } = quote;
    expect(await errorsOf(withoutStatus)).toEqual([
      expect.objectContaining({ keyword: "required", params: { missingProperty: "status" } }),
    ]);
    expect(await errorsOf({ data: [quote] }, page)).toEqual([
      expect.objectContaining({ keyword: "required", params: { missingProperty: "next_cursor" } }),
    ]);
    expect(await errorsOf({ data: [{ ...quote, id: 1 }], next_cursor: null }, page)).toEqual([
      expect.objectContaining({ instancePath: "/data/0/id", keyword: "type" }),
    ]);
    // Another resource's schema is not this one's.
    const invoice = "/api/v1/invoices/{id}";
    expect((await errorsOf(quote, invoice)).length).toBeGreaterThan(0);
    // expectValid fails naming every error.
    const errors = await errorsOf({ ...quote, internalNote: "x", total: 149 });
    const failure = (() => {
      try {
        expectValid(errors, "the quote");
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(failure).toMatch(/^the quote does not match the OpenAPI document \(2 errors\):\n/);
    expect(failure).toContain("internalNote");
    expect(failure).toContain("/total: must be string");
    expect(() => expectValid([], "the quote")).not.toThrow();
    // A path, method or status the document does not have is an error, not a pass.
    await expect(validateResponse("/api/v1/nothing", "get", 200, {})).rejects.toThrow(
      /no JSON answer/,
    );
    await expect(validateResponse(one, "get", 201, quote)).rejects.toThrow(/no JSON answer/);
  });
});

describe("a client generated from the OpenAPI document", () => {
  it("test/generated/rest-api.d.ts is current", () => {
    // openapi-typescript is ESM-only: it runs in a child process (test/rest-client.ts).
    const fresh = execFileSync(
      "npx",
      ["tsx", "--conditions=react-server", "test/rest-client.ts", "--stdout"],
      { encoding: "utf8", maxBuffer: 16 * 1024 * 1024 },
    );
    const committed = readFileSync(
      path.join(process.cwd(), "test", "generated", "rest-api.d.ts"),
      "utf8",
    );
    if (fresh !== committed)
      throw new Error(
        "test/generated/rest-api.d.ts is stale: run npx tsx --conditions=react-server test/rest-client.ts",
      );
  });

  it("creates a request, a client and a quote, sends it, records a deposit, reads invoices; one key, one record", async () => {
    const a = await seedRestCompany(db.prisma, "Generated");
    const key = await createKey(db.prisma, a.companyId, "write");
    type Route = Partial<Record<string, Parameters<typeof callV1>[0]>>;
    const routes: [RegExp, Route][] = [
      [/^\/api\/v1\/estimate-requests$/, estimates],
      [/^\/api\/v1\/estimate-requests\/([^/]+)$/, estimateById],
      [/^\/api\/v1\/clients$/, clients],
      [/^\/api\/v1\/clients\/([^/]+)$/, clientById],
      [/^\/api\/v1\/quotes$/, quotes],
      [/^\/api\/v1\/quotes\/([^/]+)$/, quoteById],
      [/^\/api\/v1\/quotes\/([^/]+)\/send$/, quoteSend],
      [/^\/api\/v1\/quotes\/([^/]+)\/payments$/, quotePayments],
      [/^\/api\/v1\/services$/, services],
      [/^\/api\/v1\/services\/([^/]+)$/, serviceById],
      [/^\/api\/v1\/invoices$/, invoices],
      [/^\/api\/v1\/invoices\/([^/]+)$/, invoiceById],
      [/^\/api\/v1\/payments$/, invoicePayments],
      [/^\/api\/v1\/payments\/([^/]+)$/, invoicePaymentById],
      [/^\/api\/v1\/jobs$/, jobs],
      [/^\/api\/v1\/jobs\/([^/]+)$/, jobById],
      [/^\/api\/v1\/visits$/, visits],
    ];
    /** fetch for the client: the URL's path picks the route module, the method its handler. */
    const routeFetch = async (input: Request) => {
      const url = new URL(input.url);
      for (const [pattern, route] of routes) {
        const match = pattern.exec(url.pathname);
        const handler = match && route[input.method];
        if (!handler) continue;
        const req = new NextRequest(input.url, {
          method: input.method,
          headers: input.headers,
          body: input.body ? await input.text() : undefined,
        });
        return handler(
          req as never,
          {
            params: Promise.resolve(match[1] ? { id: decodeURIComponent(match[1]) } : {}),
          } as never,
        );
      }
      return new Response("no route", { status: 599 });
    };
    const api = createClient<paths>({
      baseUrl: "http://localhost:3000",
      fetch: routeFetch,
      headers: { authorization: `Bearer ${key.key}` },
    });

    const request = await api.POST("/api/v1/estimate-requests", {
      body: {
        customer: { name: "Gen Erated", email: "gen@example.com" },
        items: [{ serviceId: a.service.id, quantity: 3, unitPrice: 0.01 }],
        totalAmount: 999_999,
      },
    });
    expect(request.response.status).toBe(201);
    expect(request.data?.subtotal).toBe("360.00");
    const stored = await db.prisma.estimateRequest.findUniqueOrThrow({
      where: { id: request.data!.id },
    });
    expect(stored.subtotal.toString()).toBe("360");

    const client = await api.POST("/api/v1/clients", {
      body: { name: "Gen Client", email: "genclient@example.com" },
      params: { header: { "Idempotency-Key": "gen-client-1" } },
    });
    const again = await api.POST("/api/v1/clients", {
      body: { name: "Gen Client", email: "genclient@example.com" },
      params: { header: { "Idempotency-Key": "gen-client-1" } },
    });
    expect([client.response.status, again.response.status]).toEqual([201, 201]);
    expect(again.data?.id).toBe(client.data?.id);
    expect(
      await db.prisma.client.count({
        where: { companyId: a.companyId, email: "genclient@example.com" },
      }),
    ).toBe(1);

    const quote = await api.POST("/api/v1/quotes", {
      body: {
        clientId: client.data!.id,
        deposit: { type: "fixed", value: 50 },
        lines: [{ serviceId: a.service.id, quantity: 1 }],
      },
    });
    expect(quote.response.status).toBe(201);
    const id = quote.data!.id;
    const sent = await api.POST("/api/v1/quotes/{id}/send", { params: { path: { id } }, body: {} });
    expect(sent.data).toMatchObject({ status: "sent", sentTo: "genclient@example.com" });
    const payment = await api.POST("/api/v1/quotes/{id}/payments", {
      params: { path: { id } },
      body: { amount: 50, method: "bank_transfer", paidOn: "2026-01-15" },
    });
    expect(payment.response.status).toBe(201);
    expect(payment.data?.quote).toMatchObject({ amountPaid: "50.00", depositBalance: "0.00" });
    const read = await api.GET("/api/v1/quotes/{id}", { params: { path: { id } } });
    expect(read.data).toMatchObject({ amountPaid: "50.00", client: { name: "Gen Client" } });

    // Invoices and their payments are read through the same client.
    const billed = await seedRestInvoice(db.prisma, a);
    const list = await api.GET("/api/v1/invoices", {
      params: { query: { status: "partially_paid", limit: 10 } },
    });
    expect(list.data?.data.map((invoice) => invoice.id)).toEqual([billed.invoiceId]);
    const one = await api.GET("/api/v1/invoices/{id}", {
      params: { path: { id: billed.invoiceId } },
    });
    expect(one.data).toMatchObject({ number: "INV-0001", balance: "80.00" });
    const paid = await api.GET("/api/v1/payments", {
      params: { query: { invoiceId: billed.invoiceId } },
    });
    expect(paid.data?.data.map((p) => p.amount).sort()).toEqual(["-10.00", "50.00"]);
    const refund = await api.GET("/api/v1/payments/{id}", {
      params: { path: { id: billed.refundId } },
    });
    expect(refund.data).toMatchObject({ refundOfId: billed.paymentId, reason: "Overcharged" });

    // Jobs and their visits too.
    const work = await seedRestJobs(db.prisma, a);
    const scheduled = await api.GET("/api/v1/jobs", {
      params: { query: { status: "scheduled", limit: 10 } },
    });
    expect(scheduled.data?.data.map((job) => job.number)).toEqual(["J-0001"]);
    const job = await api.GET("/api/v1/jobs/{id}", { params: { path: { id: work.jobId } } });
    expect(job.data).toMatchObject({ visitCount: 2, quoteId: a.quote.id });
    const week = await api.GET("/api/v1/visits", {
      params: { query: { from: "2036-12-07", to: "2036-12-14" } },
    });
    expect(week.data?.data.map((visit) => visit.id)).toEqual([work.visitIds[1]]);
  });
});
