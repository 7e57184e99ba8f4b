import type { Metadata } from "next";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { openApiDocument } from "@/lib/rest/openapi";
import { absoluteUrl } from "@/lib/site";
import { requirePagePermission } from "@/lib/team/page-gate";

export const metadata: Metadata = { title: "REST API" };

/**
 * The REST API reference, rendered on the server from the same OpenAPI document that
 * /api/v1/openapi.json serves (docs/rest-api.md): no client script, no third-party viewer.
 */
type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  anyOf?: Schema[];
  items?: Schema;
  format?: string;
  description?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  default?: unknown;
  example?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
};
type Parameter = {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
};
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: Schema }> }
  >;
  security?: unknown[];
};

const refName = (ref: string) => ref.split("/").pop() ?? ref;

function typeText(schema: Schema | undefined): string {
  if (!schema) return "any";
  if (schema.$ref) return refName(schema.$ref);
  if (schema.anyOf) return schema.anyOf.map(typeText).join(" | ");
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return types
    .map((type) =>
      type === "array"
        ? `${typeText(schema.items)}[]`
        : schema.format && type === "string"
          ? `string (${schema.format})`
          : type,
    )
    .join(" | ");
}

function rules(schema: Schema | undefined) {
  if (!schema) return "";
  const parts: string[] = [];
  if (schema.description) parts.push(schema.description);
  if (schema.minimum !== undefined) parts.push(`min ${schema.minimum}`);
  if (schema.maximum !== undefined) parts.push(`max ${schema.maximum}`);
  if (schema.maxLength !== undefined) parts.push(`at most ${schema.maxLength} characters`);
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  return parts.join("; ");
}

function exampleValue(schema: Schema | undefined, schemas: Record<string, Schema>): unknown {
  if (!schema) return null;
  if (schema.$ref) return exampleValue(schemas[refName(schema.$ref)], schemas);
  if (schema.example !== undefined) return schema.example;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return exampleValue(schema.anyOf[0], schemas);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === "object" && schema.properties)
    return Object.fromEntries(
      Object.entries(schema.properties)
        .filter(([name]) => schema.required?.includes(name))
        .map(([name, property]) => [name, exampleValue(property, schemas)]),
    );
  if (type === "number" || type === "integer") return schema.default ?? 1;
  if (type === "boolean") return schema.default ?? true;
  return schema.default ?? "text";
}

function curl(method: string, path: string, op: Operation, schemas: Record<string, Schema>) {
  const url = absoluteUrl(path.replace(/\{(\w+)\}/g, "<$1>"));
  const lines = [`curl -X ${method.toUpperCase()} '${url}'`];
  if (op.security?.length !== 0) lines.push(`  -H 'Authorization: Bearer qc_live_…'`);
  if (op.parameters?.some((parameter) => parameter.name === "Idempotency-Key"))
    lines.push(`  -H 'Idempotency-Key: <a new UUID per request>'`);
  const body = op.requestBody?.content?.["application/json"]?.schema;
  if (body) {
    lines.push(`  -H 'Content-Type: application/json'`);
    lines.push(`  -d '${JSON.stringify(exampleValue(body, schemas))}'`);
  }
  return lines.join(" \\\n");
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");

export default async function ApiDocsPage() {
  await requirePagePermission("integrations");
  const doc = openApiDocument();
  const schemas = (doc.components?.schemas ?? {}) as Record<string, Schema>;
  const operations = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    (["get", "post", "put", "patch", "delete"] as const)
      .filter((method) => (item as Record<string, unknown>)[method])
      .map((method) => ({
        path,
        method,
        op: (item as Record<string, Operation>)[method],
      })),
  );
  return (
    <div className="grid min-w-0 gap-6 [&>*]:min-w-0">
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold">REST API</h1>
        <p className="text-muted-foreground">
          {doc.info.description} Create a key under{" "}
          <Link href="/dashboard/integrations" className="text-primary underline">
            Integrations
          </Link>{" "}
          and send it as <code>Authorization: Bearer &lt;key&gt;</code>. The machine-readable
          document is at{" "}
          <a href="/api/v1/openapi.json" className="text-primary underline">
            /api/v1/openapi.json
          </a>{" "}
          (OpenAPI {doc.openapi}).
        </p>
      </div>
      <nav aria-label="Operations">
        <ul className="grid gap-1 text-sm sm:grid-cols-2">
          {operations.map(({ path, method, op }) => (
            <li key={`${method} ${path}`}>
              <a href={`#${slug(op.operationId ?? path)}`} className="text-primary underline">
                {op.summary}
              </a>{" "}
              <span className="text-muted-foreground font-mono text-xs break-all">
                {method.toUpperCase()} {path}
              </span>
            </li>
          ))}
        </ul>
      </nav>
      {operations.map(({ path, method, op }) => {
        const body = op.requestBody?.content?.["application/json"]?.schema;
        return (
          <Card key={`${method} ${path}`} id={slug(op.operationId ?? path)} className="min-w-0">
            <CardHeader>
              <CardTitle className="grid gap-2">
                <h2 className="text-lg">{op.summary}</h2>
                <span className="flex flex-wrap items-center gap-2 font-mono text-sm font-normal">
                  <Badge>{method.toUpperCase()}</Badge>
                  <span className="break-all">{path}</span>
                </span>
              </CardTitle>
            </CardHeader>
            <CardContent className="grid min-w-0 gap-4 text-sm [&>*]:min-w-0">
              {op.description ? <p>{op.description}</p> : null}
              {op.parameters?.length ? (
                <div
                  className="overflow-x-auto"
                  role="region"
                  aria-label={`Parameters of ${op.summary}`}
                  tabIndex={0}
                >
                  <table className="w-full text-left">
                    <caption className="sr-only">Parameters of {op.summary}</caption>
                    <thead>
                      <tr className="border-b">
                        <th scope="col" className="py-1 pr-3">
                          Parameter
                        </th>
                        <th scope="col" className="py-1 pr-3">
                          In
                        </th>
                        <th scope="col" className="py-1 pr-3">
                          Type
                        </th>
                        <th scope="col" className="py-1">
                          Notes
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {op.parameters.map((parameter) => (
                        <tr
                          key={`${parameter.in}-${parameter.name}`}
                          className="border-b align-top"
                        >
                          <td className="py-1 pr-3 font-mono">
                            {parameter.name}
                            {parameter.required ? " (required)" : ""}
                          </td>
                          <td className="py-1 pr-3">{parameter.in}</td>
                          <td className="py-1 pr-3 font-mono text-xs">
                            {typeText(parameter.schema)}
                          </td>
                          <td className="py-1">
                            {rules(parameter.schema) || parameter.description}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : null}
              {body ? (
                <p>
                  Body (JSON):{" "}
                  <a
                    href={`#schema-${slug(typeText(body))}`}
                    className="text-primary font-mono underline"
                  >
                    {typeText(body)}
                  </a>
                </p>
              ) : null}
              <div>
                <h3 className="font-medium">Responses</h3>
                <ul className="list-inside list-disc">
                  {Object.entries(op.responses ?? {}).map(([status, response]) => {
                    const schema = response.content?.["application/json"]?.schema;
                    return (
                      <li key={status}>
                        <span className="font-mono">{status}</span> {response.description}
                        {schema?.$ref ? (
                          <>
                            {" "}
                            <a
                              href={`#schema-${slug(refName(schema.$ref))}`}
                              className="text-primary font-mono underline"
                            >
                              {refName(schema.$ref)}
                            </a>
                          </>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              </div>
              <div>
                <h3 className="font-medium">Example</h3>
                <pre className="bg-muted overflow-x-auto rounded-md p-3 text-xs" tabIndex={0}>
                  <code>{curl(method, path, op, schemas)}</code>
                </pre>
              </div>
            </CardContent>
          </Card>
        );
      })}
      <section aria-labelledby="schemas-title" className="grid min-w-0 gap-4 [&>*]:min-w-0">
        <h2 id="schemas-title" className="text-xl font-semibold">
          Schemas
        </h2>
        {Object.entries(schemas).map(([name, schema]) => (
          <Card key={name} id={`schema-${slug(name)}`} className="min-w-0">
            <CardHeader>
              <CardTitle>
                <h3 className="font-mono text-base">{name}</h3>
              </CardTitle>
            </CardHeader>
            <CardContent
              className="overflow-x-auto text-sm"
              role="region"
              aria-label={`Fields of ${name}`}
              tabIndex={0}
            >
              <table className="w-full text-left">
                <caption className="sr-only">Fields of {name}</caption>
                <thead>
                  <tr className="border-b">
                    <th scope="col" className="py-1 pr-3">
                      Field
                    </th>
                    <th scope="col" className="py-1 pr-3">
                      Type
                    </th>
                    <th scope="col" className="py-1">
                      Notes
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {Object.entries(schema.properties ?? {}).map(([field, property]) => (
                    <tr key={field} className="border-b align-top">
                      <td className="py-1 pr-3 font-mono">
                        {field}
                        {schema.required?.includes(field) ? "" : " (optional)"}
                      </td>
                      <td className="py-1 pr-3 font-mono text-xs break-all">
                        {typeText(property)}
                      </td>
                      <td className="py-1">{rules(property)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </CardContent>
          </Card>
        ))}
      </section>
    </div>
  );
}
