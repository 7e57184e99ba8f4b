import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { NextRequest } from "next/server";
import * as openapi from "@/app/api/v1/openapi.json/route";

/**
 * Validation against the OpenAPI document /api/v1 serves (docs/rest-api.md): the document is
 * read once from the route handler, as a client would read it, and added whole to a JSON
 * Schema 2020-12 validator (Ajv, the dialect of OpenAPI 3.1) under its own $id, so the
 * document's `$ref: "#/components/schemas/X"` resolve inside it. An answer validates against
 * the schema of its path, method and status; a webhook body against the schema of its event
 * in the document's `webhooks` section. Each returns Ajv's errors: none means valid.
 */

/** The served document: only the parts the tests read are typed. */
export type ServedDocument = {
  openapi: string;
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  webhooks: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, unknown> };
};

const DOCUMENT_ID = "https://quotecraft.test/api/v1/openapi.json";

/** The keywords OpenAPI 3.1 adds to JSON Schema 2020-12 (its dialect's base vocabulary). */
const SCHEMA_KEYWORDS = ["discriminator", "xml", "externalDocs", "example"];

/** The fields of an OpenAPI 3.1 document's root (the OpenAPI Object), but externalDocs. */
const DOCUMENT_FIELDS = [
  "openapi",
  "info",
  "jsonSchemaDialect",
  "servers",
  "paths",
  "webhooks",
  "components",
  "security",
  "tags",
];

type Loaded = {
  document: ServedDocument;
  validator: (pointer: string[]) => ValidateFunction;
};

let loaded: Promise<Loaded> | undefined;

async function load(): Promise<Loaded> {
  const res = await openapi.GET(new NextRequest("http://localhost:3000/api/v1/openapi.json"));
  if (res.status !== 200) throw new Error(`GET /api/v1/openapi.json answered ${res.status}`);
  const document = (await res.json()) as ServedDocument;
  // Strict mode stays on: an unknown keyword, format or type is an error, not a silent pass.
  // So the keywords the document has beyond JSON Schema 2020-12 are declared as annotations
  // (no validation): OpenAPI 3.1's dialect adds four to its schemas (the document uses
  // `example`), and Ajv compiles the document's root too when a $ref first points into it,
  // whose fields (openapi, info, paths…) are OpenAPI's, not JSON Schema's. Nullable fields
  // are type unions (["string", "null"]), which strict mode allows only when asked.
  const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true });
  ajv.addVocabulary([...SCHEMA_KEYWORDS, ...DOCUMENT_FIELDS]);
  addFormats(ajv);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  const compiled = new Map<string, ValidateFunction>();
  const validator = (pointer: string[]) => {
    const fragment = pointer
      .map((token) => encodeURIComponent(token.replace(/~/g, "~0").replace(/\//g, "~1")))
      .join("/");
    const ref = `${DOCUMENT_ID}#/${fragment}`;
    let validate = compiled.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      compiled.set(ref, validate);
    }
    return validate;
  };
  return { document, validator };
}

function loadOnce() {
  loaded ??= load();
  return loaded;
}

/** The OpenAPI document as GET /api/v1/openapi.json serves it (read once). */
export async function servedDocument(): Promise<ServedDocument> {
  return (await loadOnce()).document;
}

function run(validate: ValidateFunction, body: unknown): ErrorObject[] {
  return validate(body) ? [] : [...(validate.errors ?? [])];
}

/**
 * Ajv's errors for `body` as the answer of `method path` with `status` (JSON), e.g.
 * `validateResponse("/api/v1/quotes/{id}", "get", 200, body)`; [] when it is valid.
 */
export async function validateResponse(
  path: string,
  method: string,
  status: number | string,
  body: unknown,
): Promise<ErrorObject[]> {
  const { document, validator } = await loadOnce();
  const verb = method.toLowerCase();
  const response = document.paths[path]?.[verb]?.responses?.[String(status)] as
    { content?: Record<string, { schema?: unknown }> } | undefined;
  if (!response?.content?.["application/json"]?.schema)
    throw new Error(`The document has no JSON answer ${status} for ${method} ${path}.`);
  const pointer = ["paths", path, verb, "responses", String(status), "content"];
  return run(validator([...pointer, "application/json", "schema"]), body);
}

/** Ajv's errors for `body` as the webhook body of `eventType`; [] when it is valid. */
export async function validateWebhook(eventType: string, body: unknown): Promise<ErrorObject[]> {
  const { document, validator } = await loadOnce();
  if (!document.webhooks[eventType]?.post)
    throw new Error(`The document's webhooks section has no ${eventType}.`);
  const pointer = ["webhooks", eventType, "post", "requestBody", "content"];
  return run(validator([...pointer, "application/json", "schema"]), body);
}

/** One line per error: where in the body, what is wrong, and the failing part of the schema. */
export function describeErrors(errors: ErrorObject[]): string {
  return errors
    .map((error) => {
      const at = error.instancePath || "(body)";
      const params = JSON.stringify(error.params);
      return `  ${at}: ${error.message ?? error.keyword} ${params} (schema ${error.schemaPath})`;
    })
    .join("\n");
}

/** Fails with every error listed when `errors` (from validateResponse/validateWebhook) is not empty. */
export function expectValid(errors: ErrorObject[], what: string): void {
  if (errors.length > 0)
    throw new Error(
      `${what} does not match the OpenAPI document (${errors.length} errors):\n${describeErrors(errors)}`,
    );
}
