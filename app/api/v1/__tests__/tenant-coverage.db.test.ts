/** @jest-environment node */
import type { PrismaClient } from "@prisma/client";
import { snapshotCompany } from "@/test/company-snapshot";
import { setupTestDatabase, type TestDatabase } from "@/test/db";
import { servedDocument } from "@/test/openapi-validator";
import {
  callV1,
  createKey,
  seedRestCompany,
  seedRestDraftQuote,
  seedRestInvoice,
  seedRestJobs,
  seedRestPricing,
} from "./fixtures";
import { referenceFields, type CoverageDocument, type DocumentOperation } from "./openapi-walk";

/**
 * Tenant isolation of every operation of /api/v1, driven by the OpenAPI document the API
 * serves: company A's write key, on each operation (path and method) but the document's own,
 * never lists, reads, changes or links company B's records, and B's rows stay as they were.
 * The operations are not listed by hand: a new endpoint is in the document, so it is tried
 * here, and one this file cannot try (a resource without a B record below, a write without a
 * valid body, a reference field without a case) fails the suite naming it. The hand-written
 * isolation tests of v1.db.test.ts and writes.db.test.ts check more specific things.
 *
 * - a list (GET without a path parameter) never shows B's ids (limit=100), and a query
 *   parameter naming a record (invoiceId, jobId…) given B's id finds nothing (or is refused);
 * - an operation with `{id}` answers 404 on B's records, without B's company id in the body;
 *   a write sends a body valid for it, proven on A's own record (2xx);
 * - a write whose body takes references (clientId, lines[].serviceId, laborRateId…) answers
 *   400 naming the field, or 404, when one is B's (and 2xx with A's); a create that takes none
 *   just does not touch B.
 */

/** The records one company is seeded with: one at least of every resource the API exposes. */
type Tenant = Awaited<ReturnType<typeof seedTenant>>;

async function seedTenant(prisma: PrismaClient, name: string) {
  const company = await seedRestCompany(prisma, name);
  const invoice = await seedRestInvoice(prisma, company); // approves the company's quote
  const jobs = await seedRestJobs(prisma, company);
  const draft = await seedRestDraftQuote(prisma, company);
  const pricing = await seedRestPricing(prisma, company.companyId);
  // A request not quoted yet, which a quote may be made from.
  const openEstimate = await prisma.estimateRequest.create({
    data: {
      companyId: company.companyId,
      customerName: "Sam",
      customerEmail: "sam@example.com",
      subtotal: "120.00",
      totalAmount: "120.00",
      totalTime: 60,
      items: {
        create: [
          {
            serviceId: company.service.id,
            name: company.service.name,
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
  return { ...company, invoice, jobs, draftQuoteId: draft.id, pricing, openEstimate };
}

/**
 * The resources of /api/v1, by the first segment of their paths after /api/v1: the seeded
 * company's records of each, and (`fresh`) how to get a record a write can succeed on when
 * the seeded one may not do (a quote is sent or paid once in a while).
 */
const RESOURCES: Record<
  string,
  { ids: (t: Tenant) => string[]; fresh?: (prisma: PrismaClient, t: Tenant) => Promise<string> }
> = {
  "estimate-requests": { ids: (t) => [t.estimate.id, t.openEstimate.id] },
  clients: { ids: (t) => [t.client.id] },
  // The approved quote (invoiced) and a draft one, which a broken scope would let change.
  quotes: {
    ids: (t) => [t.quote.id, t.draftQuoteId],
    fresh: async (prisma, t) => (await seedRestDraftQuote(prisma, t)).id,
  },
  services: { ids: (t) => [t.service.id] },
  invoices: { ids: (t) => [t.invoice.invoiceId] },
  payments: { ids: (t) => [t.invoice.paymentId, t.invoice.refundId] },
  jobs: { ids: (t) => [t.jobs.jobId, t.jobs.standaloneJobId] },
  visits: { ids: (t) => t.jobs.visitIds },
};

/** The records a body field or query parameter may name, by its name. */
const REFERENCES: Record<string, (t: Tenant) => string> = {
  clientId: (t) => t.client.id,
  estimateRequestId: (t) => t.openEstimate.id,
  serviceId: (t) => t.service.id,
  quoteId: (t) => t.quote.id,
  invoiceId: (t) => t.invoice.invoiceId,
  paymentId: (t) => t.invoice.paymentId,
  jobId: (t) => t.jobs.jobId,
  visitId: (t) => t.jobs.visitIds[0],
  laborRateId: (t) => t.pricing.laborRateId,
  serviceFeeId: (t) => t.pricing.serviceFeeId,
};

type WriteCase = {
  /** A body the operation accepts on A's records (with A's ids where it names any). */
  body: (a: Tenant) => unknown;
  /**
   * For each reference field of the body, as `referenceFields` names it (`lines[].serviceId`):
   * a body the operation accepts, with that field set to the id given.
   */
  references?: Record<string, (id: string, a: Tenant) => unknown>;
};

const customer = { name: "Isa Lation", email: "isa@example.com" };

/** A valid body of every write of /api/v1, by "METHOD path". */
const VALID_BODIES: Record<string, WriteCase> = {
  "POST /api/v1/estimate-requests": {
    body: (a) => ({ customer, items: [{ serviceId: a.service.id, quantity: 1 }] }),
    references: {
      "items[].serviceId": (id) => ({ customer, items: [{ serviceId: id, quantity: 1 }] }),
    },
  },
  "POST /api/v1/clients": { body: () => ({ name: "Isolated client", email: "iso@example.com" }) },
  "PATCH /api/v1/clients/{id}": { body: () => ({ name: "Renamed client" }) },
  "POST /api/v1/quotes": {
    body: (a) => ({
      clientId: a.client.id,
      title: "Isolated quote",
      lines: [{ serviceId: a.service.id, quantity: 1 }],
    }),
    references: {
      clientId: (id) => ({ clientId: id }),
      estimateRequestId: (id) => ({ estimateRequestId: id }),
      "lines[].serviceId": (id) => ({ lines: [{ serviceId: id, quantity: 1 }] }),
    },
  },
  "PATCH /api/v1/quotes/{id}": {
    body: () => ({ title: "Renamed quote" }),
    references: {
      clientId: (id) => ({ clientId: id }),
      "lines[].serviceId": (id) => ({ lines: [{ serviceId: id, quantity: 1 }] }),
    },
  },
  "POST /api/v1/quotes/{id}/send": { body: () => ({ to: "iso@example.com" }) },
  "POST /api/v1/quotes/{id}/payments": {
    body: () => ({ amount: 5, method: "cash", paidOn: "2026-01-15" }),
  },
  "POST /api/v1/services": {
    body: (a) => ({
      name: "Isolated service",
      category: "plumbing",
      laborRateId: a.pricing.laborRateId,
      serviceFeeId: a.pricing.serviceFeeId,
    }),
    references: {
      laborRateId: (id) => ({ name: "Linked rate", category: "plumbing", laborRateId: id }),
      serviceFeeId: (id) => ({ name: "Linked fee", category: "plumbing", serviceFeeId: id }),
    },
  },
  "PATCH /api/v1/services/{id}": {
    body: () => ({ name: "Renamed service" }),
    references: {
      laborRateId: (id) => ({ laborRateId: id }),
      serviceFeeId: (id) => ({ serviceFeeId: id }),
    },
  },
};

const PREFIX = "/api/v1/";
const NOT_TRIED = new Set(["/api/v1/openapi.json"]);
const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

type PlannedOperation = {
  /** "METHOD path", as VALID_BODIES keys it. */
  name: string;
  method: string;
  path: string;
  kind: "list" | "read" | "write" | "create";
  /** The path's parameters and the resource each names (the segment before it). */
  params: { name: string; resource: string }[];
  /** The body's fields that name a record (`clientId`, `lines[].serviceId`). */
  bodyReferences: string[];
  /** The query parameters that name a record (`invoiceId`). */
  queryReferences: string[];
  writeCase?: WriteCase;
};

/** The last name of a reference path: `lines[].serviceId` → `serviceId`. */
const fieldName = (reference: string) => reference.split(".").pop()!.replace(/\[\]$/, "");

/**
 * Every operation of the document this suite tries, and what keeps it from trying one: each
 * problem names the operation and the case to add.
 */
function planCoverage(document: CoverageDocument, cases: Record<string, WriteCase> = VALID_BODIES) {
  const operations: PlannedOperation[] = [];
  const problems: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if (NOT_TRIED.has(path)) continue;
    for (const [lower, value] of Object.entries(item)) {
      if (!HTTP_METHODS.includes(lower)) continue;
      const operation = value as DocumentOperation;
      const method = lower.toUpperCase();
      const name = `${method} ${path}`;
      const noCase = (what: string, where: string) =>
        problems.push(`${name}: add a tenant-isolation case for ${what} (${where}).`);
      if (!path.startsWith(PREFIX)) {
        noCase(path, "a path outside /api/v1");
        continue;
      }
      const segments = path.slice(PREFIX.length).split("/");
      const resource = segments[0];
      if (!RESOURCES[resource]) noCase(`"${resource}"`, "no record of company B in RESOURCES");
      const params = segments.flatMap((segment, index) => {
        const param = /^\{(.+)\}$/.exec(segment)?.[1];
        if (!param) return [];
        const of = segments[index - 1] ?? "";
        if (of !== resource && !RESOURCES[of])
          noCase(`"${of}"`, `its {${param}}: no record of company B in RESOURCES`);
        if (param !== "id") noCase(`{${param}}`, "callV1 passes only {id}");
        return [{ name: param, resource: of }];
      });
      const kind =
        method === "GET" ? (params.length ? "read" : "list") : params.length ? "write" : "create";
      const bodySchema = operation.requestBody?.content?.["application/json"]?.schema;
      const bodyReferences = referenceFields(bodySchema, document);
      const queryReferences = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === "query" && /Id$/.test(parameter.name))
        .map((parameter) => parameter.name);
      for (const reference of [...bodyReferences, ...queryReferences])
        if (!REFERENCES[fieldName(reference)])
          noCase(`its reference ${reference}`, "no record of company B in REFERENCES");
      const writeCase = cases[name];
      if (kind === "write" || kind === "create") {
        if (!writeCase) noCase("it", `a valid body in VALID_BODIES["${name}"]`);
        else
          for (const reference of bodyReferences)
            if (!writeCase.references?.[reference])
              noCase(
                `its reference ${reference}`,
                `VALID_BODIES["${name}"].references["${reference}"]`,
              );
      }
      operations.push({
        name,
        method,
        path,
        kind,
        params,
        bodyReferences,
        queryReferences,
        writeCase,
      });
    }
  }
  return { operations, problems };
}

// ---------------------------------------------------------------- the coverage rule itself

describe("planCoverage (the rule, without handlers)", () => {
  const served: CoverageDocument = {
    paths: {
      "/api/v1/clients": { get: {}, post: { requestBody: body("ClientCreate") } },
      "/api/v1/clients/{id}": { get: {}, parameters: [] },
      "/api/v1/openapi.json": { get: {} },
    },
    components: {
      schemas: { ClientCreate: { type: "object", properties: { name: { type: "string" } } } },
    },
  };
  function body(name: string) {
    return {
      content: { "application/json": { schema: { $ref: `#/components/schemas/${name}` } } },
    };
  }

  it("tries every operation of a covered document but the document's own", () => {
    const { operations, problems } = planCoverage(served);
    expect(problems).toEqual([]);
    expect(operations.map((op) => [op.name, op.kind])).toEqual([
      ["GET /api/v1/clients", "list"],
      ["POST /api/v1/clients", "create"],
      ["GET /api/v1/clients/{id}", "read"],
    ]);
  });

  it("reports a new resource, a write without a valid body, and an unknown reference", () => {
    const document: CoverageDocument = {
      paths: {
        ...served.paths,
        "/api/v1/widgets/{id}": { get: {}, patch: { requestBody: body("WidgetUpdate") } },
        "/api/v1/clients/{id}/archive": { post: {} },
        "/api/v1/quotes": { post: { requestBody: body("QuoteCreate") } },
      },
      components: {
        schemas: {
          ...served.components!.schemas,
          WidgetUpdate: { type: "object", properties: { name: { type: "string" } } },
          QuoteCreate: {
            type: "object",
            properties: {
              lines: {
                type: "array",
                items: {
                  anyOf: [
                    { type: "object", properties: { gizmoId: { type: "string" } } },
                    { type: "null" },
                  ],
                },
              },
            },
          },
        },
      },
    };
    const { problems } = planCoverage(document, {
      "POST /api/v1/clients": VALID_BODIES["POST /api/v1/clients"],
      "POST /api/v1/quotes": { body: () => ({}) },
    });
    expect(problems).toEqual([
      'GET /api/v1/widgets/{id}: add a tenant-isolation case for "widgets" (no record of company B in RESOURCES).',
      'PATCH /api/v1/widgets/{id}: add a tenant-isolation case for "widgets" (no record of company B in RESOURCES).',
      'PATCH /api/v1/widgets/{id}: add a tenant-isolation case for it (a valid body in VALID_BODIES["PATCH /api/v1/widgets/{id}"]).',
      'POST /api/v1/clients/{id}/archive: add a tenant-isolation case for it (a valid body in VALID_BODIES["POST /api/v1/clients/{id}/archive"]).',
      "POST /api/v1/quotes: add a tenant-isolation case for its reference lines[].gizmoId (no record of company B in REFERENCES).",
      'POST /api/v1/quotes: add a tenant-isolation case for its reference lines[].gizmoId (VALID_BODIES["POST /api/v1/quotes"].references["lines[].gizmoId"]).',
    ]);
  });
});

// ---------------------------------------------------------------- every operation, on PostgreSQL

type Handler = Parameters<typeof callV1>[0];

/** `/api/v1/quotes/{id}/send` → `quotes/[id]/send`: the folder of its route file. */
const routeFolder = (path: string) => path.slice(PREFIX.length).replace(/\{([^}]+)\}/g, "[$1]");

/** `lines.0.serviceId` → `lines[].serviceId`, as referenceFields names fields. */
const issuePath = (path: string) => path.replace(/\.\d+(?=\.|$)/g, "[]");

describe("tenant isolation of every operation in the OpenAPI document: company A's key", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await setupTestDatabase();
  }, 120_000);
  afterAll(async () => {
    await db.close();
  });

  it("never lists, reads, changes or links B's records; B's rows stay unchanged", async () => {
    const { operations, problems } = planCoverage(await servedDocument());
    const a = await seedTenant(db.prisma, "Coverage A");
    const b = await seedTenant(db.prisma, "Coverage B");
    const { key } = await createKey(db.prisma, a.companyId, "write");
    const theirIds = [
      b.companyId,
      ...Object.values(RESOURCES).flatMap((resource) => resource.ids(b)),
      ...Object.values(REFERENCES).map((reference) => reference(b)),
    ];
    const before = await snapshotCompany(db.prisma, b.companyId);
    // The snapshot holds B's rows of every kind the API reads, children included.
    for (const model of [
      ...["EstimateRequest", "EstimateRequestItem", "Client", "Quote", "QuoteLine", "Service"],
      ...["Invoice", "InvoiceLine", "InvoicePayment", "Job", "JobChecklistItem", "Visit"],
      ...["VisitAssignee", "LaborRate", "ServiceFee", "Company"],
    ])
      expect([model, before[model]?.length ?? 0]).not.toEqual([model, 0]);
    const failures = [...problems];
    const tried: string[] = [];

    type Answer = { status: number; text: string };
    const call = async (
      op: PlannedOperation,
      handler: Handler,
      args: { id?: string; query?: string; body?: unknown },
    ): Promise<Answer> => {
      const res = await callV1(handler, op.method, { key, ...args });
      return { status: res.status, text: await res.text() };
    };
    const expectStatus = (label: string, answer: Answer, ok: (status: number) => boolean) => {
      if (!ok(answer.status))
        failures.push(`${label}: answered ${answer.status} ${answer.text.slice(0, 300)}`);
    };
    /** No id of B's in an answer (only B's company id in a 404, which may echo the id sent). */
    const expectNothingOfB = (label: string, answer: Answer, ids = theirIds) => {
      const leaked = ids.filter((id) => answer.text.includes(id));
      if (leaked.length) failures.push(`${label}: the answer shows B's ${leaked.join(", ")}`);
    };
    const is2xx = (status: number) => status >= 200 && status < 300;
    /** B's id of a reference: 404, or 400 with an issue naming the field. */
    const refused = (op: PlannedOperation, label: string, answer: Answer, reference: string) => {
      if (answer.status === 404) return;
      if (answer.status === 400) {
        const issues = (JSON.parse(answer.text) as { issues?: { path: string }[] }).issues ?? [];
        if (issues.some((issue) => issuePath(issue.path) === reference)) return;
      }
      failures.push(
        `${label}: expected 404 or 400 naming ${reference}, answered ${answer.status} ${answer.text.slice(0, 300)}`,
      );
    };
    /** The id of A's record a write may succeed on. */
    const ownRecord = async (resource: string) =>
      RESOURCES[resource].fresh?.(db.prisma, a) ?? RESOURCES[resource].ids(a)[0];

    for (const op of operations) {
      if (op.params.some((param) => param.name !== "id" || !RESOURCES[param.resource])) continue;
      if (!RESOURCES[op.path.slice(PREFIX.length).split("/")[0]]) continue;
      let handler: Handler | undefined;
      try {
        const routeModule = (await import(`@/app/api/v1/${routeFolder(op.path)}/route`)) as Record<
          string,
          Handler | undefined
        >;
        handler = routeModule[op.method];
      } catch (error) {
        failures.push(
          `${op.name}: no route module at app/api/v1/${routeFolder(op.path)}: ${error}`,
        );
        continue;
      }
      if (!handler) {
        failures.push(
          `${op.name}: app/api/v1/${routeFolder(op.path)}/route exports no ${op.method}`,
        );
        continue;
      }
      const resource = op.params[0]?.resource;

      if (op.kind === "list") {
        const page = await call(op, handler, { query: "limit=100" });
        expectStatus(`${op.name}?limit=100`, page, (status) => status === 200);
        if (page.status === 200 && (JSON.parse(page.text) as { data: unknown[] }).data.length === 0)
          failures.push(`${op.name}: A's list is empty, so it proves nothing`);
        expectNothingOfB(`${op.name}?limit=100`, page);
        tried.push(`${op.name}?limit=100 → ${page.status}, none of B's ids`);
        for (const parameter of op.queryReferences) {
          const query = `limit=100&${parameter}=${REFERENCES[parameter](b)}`;
          const filtered = await call(op, handler, { query });
          const label = `${op.name}?${parameter}=<B's>`;
          if (filtered.status === 200) {
            if ((JSON.parse(filtered.text) as { data: unknown[] }).data.length > 0)
              failures.push(`${label}: listed rows for B's ${parameter}`);
          } else expectStatus(label, filtered, (status) => status === 400 || status === 404);
          expectNothingOfB(
            label,
            filtered,
            theirIds.filter((id) => !query.includes(id)),
          );
          tried.push(`${label} → ${filtered.status}`);
        }
        continue;
      }

      if (op.kind === "read" || op.kind === "write") {
        const body = op.writeCase?.body(a);
        if (op.kind === "write" && body === undefined) continue; // reported by planCoverage
        for (const id of RESOURCES[resource].ids(b)) {
          const label = `${op.name} with B's ${resource} ${id}`;
          const answer = await call(op, handler, { id, body });
          expectStatus(label, answer, (status) => status === 404);
          expectNothingOfB(label, answer, [b.companyId]);
          tried.push(`${op.name} with B's id → ${answer.status}`);
        }
        const own = await call(op, handler, { id: await ownRecord(resource), body });
        expectStatus(`${op.name} on A's own ${resource} (the control)`, own, is2xx);
        expectNothingOfB(`${op.name} on A's own ${resource}`, own);
        tried.push(`${op.name} with A's id (control) → ${own.status}`);
      }

      if (op.kind === "create") {
        if (!op.writeCase) continue; // reported by planCoverage
        const own = await call(op, handler, { body: op.writeCase.body(a) });
        expectStatus(`${op.name} with A's records (the control)`, own, is2xx);
        expectNothingOfB(`${op.name} with A's records`, own);
        tried.push(`${op.name} with A's references (control) → ${own.status}`);
      }

      // Each reference of the body: B's record refused, A's accepted (on A's own record).
      for (const reference of op.bodyReferences) {
        const variant = op.writeCase?.references?.[reference];
        const theirs = REFERENCES[fieldName(reference)];
        if (!variant || !theirs) continue; // reported by planCoverage
        const id = resource ? await ownRecord(resource) : undefined;
        const label = `${op.name} with B's ${reference}`;
        const answer = await call(op, handler, { id, body: variant(theirs(b), a) });
        refused(op, label, answer, reference);
        expectNothingOfB(label, answer, [b.companyId]);
        tried.push(`${label} → ${answer.status}`);
        const mine = await call(op, handler, {
          id: resource ? await ownRecord(resource) : undefined,
          body: variant(theirs(a), a),
        });
        expectStatus(`${op.name} with A's ${reference} (the control)`, mine, is2xx);
        tried.push(`${op.name} with A's ${reference} (control) → ${mine.status}`);
      }
    }

    // TENANT_COVERAGE_REPORT=1 prints what was tried and answered.
    if (process.env.TENANT_COVERAGE_REPORT) console.log(tried.join("\n"));
    expect(operations.length).toBeGreaterThan(0);
    const after = await snapshotCompany(db.prisma, b.companyId);
    expect({ failures, rowsOfB: after }).toEqual({ failures: [], rowsOfB: before });
  }, 120_000);
});
