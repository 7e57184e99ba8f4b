import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import {
  noStore,
  parseRequest,
  toResponse,
  type Context,
  type RouteContext,
  type Schemas,
} from "@/lib/api/handler";
import { ApiError, errorResponse, tooManyRequests } from "@/lib/api/errors";
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

/** A route handler for API-key callers; the company is the key's, never the request's. */
export function withApiKey<P = undefined, Q = undefined, B = undefined>(
  scope: ApiKeyScope,
  schemas: Schemas<P, Q, B>,
  handler: (ctx: Context<P, Q, B> & { key: ApiKeyPrincipal }) => Promise<unknown>,
) {
  return async (req: NextRequest, routeContext?: RouteContext) => {
    try {
      const { principal, remaining } = await requireApiKey(req, scope);
      const ctx = await parseRequest(req, routeContext, schemas);
      const response = toResponse(await handler({ ...ctx, key: principal }));
      response.headers.set("RateLimit-Limit", String(API_KEY_RATE_LIMIT.limit));
      response.headers.set("RateLimit-Remaining", String(remaining));
      return noStore(response);
    } catch (error) {
      return noStore(errorResponse(error));
    }
  };
}

// ---------------------------------------------------------------- operations

/**
 * One endpoint of /api/v1: what the handler parses and returns, and what the OpenAPI
 * document (lib/api/v1-openapi.ts) says about it. Route files pass their operation to
 * v1Route, so the document and the handler share every schema.
 */
export type Operation<
  P extends z.ZodObject = z.ZodObject,
  Q extends z.ZodObject = z.ZodObject,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> = {
  method: "GET" | "POST" | "PATCH";
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
};

export const defineOperation = <
  P extends z.ZodObject = z.ZodObject,
  Q extends z.ZodObject = z.ZodObject,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
>(
  operation: Operation<P, Q, B, R>,
) => operation;

/** The route handler of an operation: its schemas parse the request; its answer is typed. */
export function v1Route<
  P extends z.ZodObject,
  Q extends z.ZodObject,
  B extends z.ZodType,
  R extends z.ZodType,
>(
  operation: Operation<P, Q, B, R>,
  handler: (
    ctx: Context<z.output<P>, z.output<Q>, z.output<B>> & { key: ApiKeyPrincipal },
  ) => Promise<z.input<R>>,
) {
  return withApiKey(
    operation.scope,
    {
      params: operation.params as z.ZodType<z.output<P>> | undefined,
      query: operation.query as z.ZodType<z.output<Q>> | undefined,
      body: operation.body as z.ZodType<z.output<B>> | undefined,
      maxBodyBytes: operation.maxBodyBytes,
    },
    async (ctx) => {
      const result = await handler(ctx);
      return operation.status === 201 ? NextResponse.json(result, { status: 201 }) : result;
    },
  );
}
