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
});
