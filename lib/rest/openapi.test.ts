/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import SwaggerParser from "@apidevtools/swagger-parser";
import { openApiDocument } from "@/lib/rest/openapi";

const V1_DIR = path.join(process.cwd(), "app", "api", "v1");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** Every route.ts under app/api/v1 and the methods it exports, read from disk. */
function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "__tests__" ? [] : routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

type OpenApiDocument = ReturnType<typeof openApiDocument>;

/** The query parameters of GET `path` in `doc`, by name, with their schemas. */
const getParameters = (doc: OpenApiDocument, path: string) =>
  Object.fromEntries(
    (doc.paths?.[path]?.get?.parameters ?? []).map((p) =>
      "name" in p ? [p.name, p.schema] : ["", undefined],
    ),
  ) as Record<string, { enum?: string[] } | undefined>;

const endpoints = routeFiles(V1_DIR).flatMap((file) => {
  const route =
    "/" +
    path
      .relative(path.join(process.cwd(), "app"), path.dirname(file))
      .split(path.sep)
      .join("/")
      .replace(/\[([^\]]+)\]/g, "{$1}");
  const source = readFileSync(file, "utf8");
  return METHODS.filter((method) =>
    new RegExp(`export\\s+(const|async\\s+function|function)\\s+${method}\\b`).test(source),
  ).map((method) => `${method} ${route}`);
});

describe("the OpenAPI document of /api/v1", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const doc = openApiDocument();
    expect(doc.openapi).toBe("3.1.0");
    // The validator dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it("lists every route file of app/api/v1 with its methods, and nothing else", () => {
    const doc = openApiDocument();
    const documented = Object.entries(doc.paths ?? {}).flatMap(([p, item]) =>
      METHODS.filter((m) => m.toLowerCase() in (item as object)).map((m) => `${m} ${p}`),
    );
    expect(endpoints.length).toBeGreaterThanOrEqual(11);
    expect(documented.sort()).toEqual([...endpoints].sort());
  });

  it("describes bearer auth, scopes, pagination and money as the handlers do", () => {
    const doc = openApiDocument();
    expect(doc.components?.securitySchemes?.apiKey).toMatchObject({
      type: "http",
      scheme: "bearer",
    });
    const list = doc.paths?.["/api/v1/quotes"]?.get;
    const names = (list?.parameters ?? []).map((p) => ("name" in p ? p.name : ""));
    expect(names).toEqual(
      expect.arrayContaining(["cursor", "limit", "created_after", "created_before", "status"]),
    );
    const create = doc.paths?.["/api/v1/services"]?.post;
    expect(Object.keys(create?.responses ?? {})).toEqual(
      expect.arrayContaining(["201", "400", "401", "403", "429"]),
    );
    const service = doc.components?.schemas?.Service as {
      properties: Record<string, { type?: string; pattern?: string }>;
    };
    expect(service.properties.basePrice).toMatchObject({ type: "string" });
    expect(doc.components?.schemas?.ServiceCreate).toBeDefined();
  });

  it("reads invoices and their payments with a read key, with the webhooks' shapes", () => {
    const doc = openApiDocument();
    const params = (path: string) => getParameters(doc, path);
    expect(params("/api/v1/invoices").status?.enum).toEqual([
      "draft",
      "sent",
      "viewed",
      "partially_paid",
      "paid",
      "void",
    ]);
    expect(Object.keys(params("/api/v1/payments"))).toEqual(
      expect.arrayContaining(["cursor", "limit", "invoiceId"]),
    );
    const ref = (path: string, status = "200") =>
      JSON.stringify(
        (doc.paths?.[path]?.get?.responses as Record<string, unknown> | undefined)?.[status],
      );
    expect(ref("/api/v1/invoices")).toContain("#/components/schemas/InvoicePage");
    expect(ref("/api/v1/invoices/{id}")).toContain('#/components/schemas/Invoice"');
    expect(ref("/api/v1/payments")).toContain("#/components/schemas/InvoicePaymentPage");
    expect(ref("/api/v1/payments/{id}")).toContain('#/components/schemas/InvoicePayment"');
    for (const path of [
      "/api/v1/invoices",
      "/api/v1/invoices/{id}",
      "/api/v1/payments",
      "/api/v1/payments/{id}",
    ]) {
      const item = doc.paths?.[path] as Record<string, { description?: string; responses: object }>;
      // Read endpoints only; a read key may call them (no 403).
      expect([path, Object.keys(item).sort()]).toEqual([path, ["get"]]);
      expect(item.get.description).toContain("Scope: `read`.");
      expect(Object.keys(item.get.responses)).not.toContain("403");
    }
    // The webhook bodies of invoice events carry the same schema as the API's answers.
    const paid = JSON.stringify(doc.components?.schemas?.WebhookInvoicePaid);
    expect(paid).toContain('#/components/schemas/Invoice"');
    const refunded = JSON.stringify(doc.components?.schemas?.WebhookPaymentRefunded);
    expect(refunded).toContain('#/components/schemas/InvoicePayment"');
  });

  it("reads jobs and visits with a read key, with the webhooks' shapes and no money", () => {
    const doc = openApiDocument();
    const params = (path: string) => getParameters(doc, path);
    expect(params("/api/v1/jobs").status?.enum).toEqual([
      "unscheduled",
      "scheduled",
      "in_progress",
      "completed",
      "cancelled",
    ]);
    expect(Object.keys(params("/api/v1/visits"))).toEqual(
      expect.arrayContaining(["cursor", "limit", "from", "to", "jobId"]),
    );
    const ref = (path: string) =>
      JSON.stringify((doc.paths?.[path]?.get?.responses as Record<string, unknown>)["200"]);
    expect(ref("/api/v1/jobs")).toContain("#/components/schemas/JobPage");
    expect(ref("/api/v1/jobs/{id}")).toContain('#/components/schemas/Job"');
    expect(ref("/api/v1/visits")).toContain("#/components/schemas/VisitPage");
    for (const path of ["/api/v1/jobs", "/api/v1/jobs/{id}", "/api/v1/visits"]) {
      const item = doc.paths?.[path] as Record<string, { description?: string; responses: object }>;
      expect([path, Object.keys(item).sort()]).toEqual([path, ["get"]]);
      expect(item.get.description).toContain("Scope: `read`.");
      expect(Object.keys(item.get.responses)).not.toContain("403");
    }
    const job = doc.components?.schemas?.Job as { properties: Record<string, unknown> };
    for (const money of ["total", "amountPaid", "balance", "quoteTotal", "depositPaid"])
      expect(Object.keys(job.properties)).not.toContain(money);
    for (const [schema, data] of [
      ["WebhookJobCreated", "Job"],
      ["WebhookJobScheduled", "Job"],
      ["WebhookJobCompleted", "Job"],
      ["WebhookVisitScheduled", "Visit"],
      ["WebhookVisitCompleted", "Visit"],
    ])
      expect(JSON.stringify(doc.components?.schemas?.[schema])).toContain(
        `#/components/schemas/${data}"`,
      );
  });
});
