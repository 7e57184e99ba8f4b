import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import {
  noStore,
  declare,
  parseRequest,
  toResponse,
  type Context,
  type RouteContext,
  type Schemas,
} from "@/lib/api/handler";
import { ApiError, errorResponse, tooManyRequests } from "@/lib/api/errors";
import { API_VERSION } from "@/lib/resources/webhooks";
import { idempotent, parseIdempotencyKey, requestHash, IDEMPOTENCY_HEADER } from "./idempotency";
import {
  authenticateApiKey,
  scopeAllows,
  type ApiKeyPrincipal,
  type ApiKeyScope,
} from "@/lib/api-keys/keys";
import { hitRateLimit } from "@/lib/rate-limit";

/**
 * The REST API's wrapper (docs/rest-api.md), beside withSession and publicRoute: the caller
 * is an API key sent as `Authorization: Bearer <key>`, not a session cookie. It shares their
 * parsing and error mapping (parseRequest, errorResponse) and adds, in this order: the key
 * (401 with WWW-Authenticate), the key's rate limit (429 with Retry-After), the key's scope
 * (403). No Origin check: a browser never attaches a bearer key by itself, so a page of
 * another site cannot make a request in the owner's name (the CSRF the session's Origin
 * check guards against needs ambient credentials such as cookies, which this wrapper ignores).
 */

/** Requests per key and minute, counted in the database so the limit holds on every instance. */
export const API_KEY_RATE_LIMIT = { limit: 300, windowSeconds: 60 } as const;
export const rateLimitKey = (keyId: string) => `api-key:${keyId}`;

const REALM = 'realm="QuoteCraft API"';

function unauthorizedKey(reason: "missing" | "invalid") {
  return new ApiError(
    401,
    "unauthorized",
    reason === "missing"
      ? "Send an API key as Authorization: Bearer <key>."
      : "The API key is invalid or has been revoked.",
    undefined,
    {
      "WWW-Authenticate":
        reason === "missing" ? `Bearer ${REALM}` : `Bearer ${REALM}, error="invalid_token"`,
    },
  );
}

function insufficientScope(needed: ApiKeyScope) {
  return new ApiError(
    403,
    "insufficient_scope",
    `This API key cannot ${needed}: create a key with the ${needed} scope.`,
    undefined,
    { "WWW-Authenticate": `Bearer ${REALM}, error="insufficient_scope", scope="${needed}"` },
  );
}

/** The bearer token of the request, or null. The scheme is case-insensitive (RFC 9110). */
function bearerToken(req: NextRequest) {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(req.headers.get("authorization") ?? "");
  return match ? match[1] : null;
}

/** The composable auth step: the request's key, checked, counted and scoped. */
export async function requireApiKey(
  req: NextRequest,
  scope: ApiKeyScope,
): Promise<{ principal: ApiKeyPrincipal; remaining: number }> {
  const token = bearerToken(req);
  if (!token) throw unauthorizedKey("missing");
  const principal = await authenticateApiKey(token);
  if (!principal) throw unauthorizedKey("invalid");
  const rate = await hitRateLimit({ key: rateLimitKey(principal.keyId), ...API_KEY_RATE_LIMIT });
  if (!rate.allowed) throw tooManyRequests(rate.retryAfterSeconds);
  if (!scopeAllows(principal.scope, scope)) throw insufficientScope(scope);
  return { principal, remaining: Math.max(0, rate.limit - rate.count) };
}

/** The header every /api/v1 answer carries: the version of the public shapes (lib/resources). */
export const VERSION_HEADER = "QuoteCraft-Version";

/** Every answer of /api/v1: never stored, and stamped with the shapes' version. */
function finish(response: Response) {
  noStore(response);
  try {
    response.headers.set(VERSION_HEADER, API_VERSION);
  } catch {
    // immutable headers: nothing to add
  }
  return response;
}

/** A route handler for API-key callers; the company is the key's, never the request's. */
export function withApiKey<P = undefined, Q = undefined, B = undefined>(
  scope: ApiKeyScope,
  schemas: Schemas<P, Q, B>,
  handler: (ctx: Context<P, Q, B> & { key: ApiKeyPrincipal }) => Promise<unknown>,
) {
  return declare({ kind: "api_key" }, async (req: NextRequest, routeContext?: RouteContext) => {
    try {
      const { principal, remaining } = await requireApiKey(req, scope);
      const ctx = await parseRequest(req, routeContext, schemas);
      const response = toResponse(await handler({ ...ctx, key: principal }));
      response.headers.set("RateLimit-Limit", String(API_KEY_RATE_LIMIT.limit));
      response.headers.set("RateLimit-Remaining", String(remaining));
      return finish(response);
    } catch (error) {
      return finish(errorResponse(error));
    }
  });
}

// ---------------------------------------------------------------- operations

export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type Method = (typeof METHODS)[number];

/**
 * One endpoint of /api/v1: what the handler parses and returns, and what the OpenAPI
 * document (lib/rest/openapi.ts) says about it. Route files pass their operation to
 * v1Route, so the document and the handler share every schema.
 */
export type Operation<
  P extends z.ZodObject = z.ZodObject,
  Q extends z.ZodObject = z.ZodObject,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> = {
  method: Method;
  /** OpenAPI path, e.g. "/api/v1/clients/{id}". */
  path: string;
  scope: ApiKeyScope;
  tag: string;
  summary: string;
  description?: string;
  params?: P;
  query?: Q;
  body?: B;
  maxBodyBytes?: number;
  response: R;
  status?: 200 | 201;
  /**
   * A POST that creates: an `Idempotency-Key` header makes a retry replay the first answer
   * (lib/rest/idempotency.ts).
   */
  idempotent?: boolean;
};

export const defineOperation = <
  P extends z.ZodObject = z.ZodObject,
  Q extends z.ZodObject = z.ZodObject,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
>(
  operation: Operation<P, Q, B, R>,
) => operation;

/**
 * The route handler of an operation: its schemas parse the request; its answer is typed.
 * An idempotent operation with an `Idempotency-Key` runs its handler once per key and
 * company; retries get the stored answer (status and body) with `Idempotent-Replayed: true`.
 */
export function v1Route<
  P extends z.ZodObject,
  Q extends z.ZodObject,
  B extends z.ZodType,
  R extends z.ZodType,
>(
  operation: Operation<P, Q, B, R>,
  handler: (
    ctx: Context<z.output<P>, z.output<Q>, z.output<B>> & {
      key: ApiKeyPrincipal;
      idempotencyKey: string | null;
    },
  ) => Promise<z.input<R>>,
) {
  const status = operation.status ?? 200;
  const name = `${operation.method} ${operation.path}`;
  return withApiKey(
    operation.scope,
    {
      params: operation.params as z.ZodType<z.output<P>> | undefined,
      query: operation.query as z.ZodType<z.output<Q>> | undefined,
      body: operation.body as z.ZodType<z.output<B>> | undefined,
      maxBodyBytes: operation.maxBodyBytes,
    },
    async (ctx) => {
      const idempotencyKey = operation.idempotent
        ? parseIdempotencyKey(ctx.req.headers.get(IDEMPOTENCY_HEADER))
        : null;
      if (!idempotencyKey) {
        return NextResponse.json(await handler({ ...ctx, idempotencyKey }), { status });
      }
      const answer = await idempotent(
        {
          companyId: ctx.key.companyId,
          key: idempotencyKey,
          operation: name,
          hash: requestHash(name, { params: ctx.params, body: ctx.body }),
        },
        async () => ({ status, body: await handler({ ...ctx, idempotencyKey }) }),
      );
      return NextResponse.json(answer.body, {
        status: answer.status,
        headers: answer.replayed ? { "Idempotent-Replayed": "true" } : undefined,
      });
    },
  );
}

/**
 * Handlers for the methods a path of /api/v1 does not have: 405 with `Allow` naming the
 * ones it has (RFC 9110 §15.5.6) and the JSON error body. Next would answer 405 by itself
 * for a method a route file does not export, but without `Allow`. A route file exports the
 * ones it lacks: `export const { PUT, DELETE } = methodsNotAllowed(path, v1Operations)`.
 */
export function methodsNotAllowed(
  path: string,
  operations: Record<string, { path: string; method: Method }>,
) {
  const allowed = METHODS.filter((method) =>
    Object.values(operations).some((op) => op.path === path && op.method === method),
  );
  const allow = allowed.join(", ");
  const handler = async (req: NextRequest) => {
    const response = errorResponse(
      new ApiError(
        405,
        "method_not_allowed",
        `${req.method} is not allowed here; this path allows ${allow}.`,
        undefined,
        { Allow: allow },
      ),
    );
    return finish(response);
  };
  return Object.fromEntries(METHODS.map((method) => [method, handler])) as Record<
    Method,
    typeof handler
  >;
}
