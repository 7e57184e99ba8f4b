import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { getRequestUser, type SessionUser } from "@/lib/auth/session";
import {
  ApiError,
  badRequest,
  errorResponse,
  forbidden,
  notFound,
  payloadTooLarge,
  unauthorized,
  unsupportedMediaType,
  validationError,
} from "@/lib/api/errors";
import { readBodyWithin } from "@/lib/api/body";
import { findUnstorableText } from "@/lib/validation/text";
import { can, PERMISSIONS, ROLE_LABELS, type Permission } from "@/lib/team/permissions";
import { actingAs } from "@/lib/team/actor";
import { audit } from "@/lib/api/audit";

/** Default bound on request bodies; routes may set a smaller or larger one. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

export type Schemas<P, Q, B> = {
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  maxBodyBytes?: number;
  /**
   * The media type of the request body: JSON for every route except uploads, which name
   * "multipart" and read `req` themselves (within their own byte limit).
   */
  accepts?: "json" | "multipart" | "form";
};

export type Context<P, Q, B> = { req: NextRequest; params: P; query: Q; body: B };
export type RouteContext = { params: Promise<Record<string, string | string[]>> };

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function mediaType(req: NextRequest) {
  return (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
}
type Accepts = "json" | "multipart" | "form";
const expected = (accepts: Accepts) =>
  accepts === "multipart"
    ? "multipart/form-data"
    : accepts === "form"
      ? "application/x-www-form-urlencoded"
      : "application/json";
const isJson = (type: string) =>
  type === "application/json" || /^application\/[\w.+-]+\+json$/.test(type);

/**
 * A state-changing request must say its body is JSON (or multipart for an upload): a
 * cross-site form or `text/plain` fetch cannot set that type without a CORS preflight, which
 * the API never grants. A request without a body needs no type.
 */
function checkContentType(req: NextRequest, accepts: Accepts, hasBodySchema: boolean) {
  if (!STATE_CHANGING.has(req.method)) return;
  const type = mediaType(req);
  if (type === "") {
    // A body without a type: routes with a body schema refuse it once they have read it (an
    // empty body is no body); the others refuse one that announces its bytes.
    const length = Number(req.headers.get("content-length") ?? "0");
    if (!hasBodySchema && (length > 0 || req.headers.has("transfer-encoding")))
      throw unsupportedMediaType(expected(accepts));
    return;
  }
  // "form": webhooks that post forms (Twilio), which read `req` themselves and check its signature.
  const ok = accepts === "json" ? isJson(type) : type === expected(accepts);
  if (!ok) throw unsupportedMediaType(expected(accepts));
}

/** The origins a signed-in page of this app is served from: NEXTAUTH_URL and the request's host. */
function ownOrigins(req: NextRequest) {
  const origins = new Set<string>([req.nextUrl.origin]);
  const configured = process.env.NEXTAUTH_URL;
  if (configured) {
    try {
      origins.add(new URL(configured).origin);
    } catch {
      // an invalid NEXTAUTH_URL is reported by the environment check, not here
    }
  }
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  if (host) {
    const proto = (req.headers.get("x-forwarded-proto") ?? req.nextUrl.protocol.replace(":", ""))
      .split(",")[0]
      .trim();
    origins.add(`${proto}://${host.split(",")[0].trim()}`);
  }
  return origins;
}

/** A signed-in state change sent by a page of another origin (sibling subdomains included) is 403. */
function checkOrigin(req: NextRequest) {
  if (!STATE_CHANGING.has(req.method)) return;
  const origin = req.headers.get("origin");
  if (origin === null) return; // same-origin requests of older browsers and non-browser clients
  if (!ownOrigins(req).has(origin)) throw forbidden("Cross-origin requests are not allowed.");
}

/** Refuses a string the database could not store (NUL, unpaired surrogate), naming its field. */
function checkText(value: unknown, part: "params" | "query" | "body") {
  const issue = findUnstorableText(value, part);
  if (!issue) return;
  const where = issue.path !== part ? `${issue.path}: ` : "";
  throw new ApiError(400, "validation_error", `Invalid ${part}. ${where}${issue.message}`, [issue]);
}

/**
 * Reads a JSON body within a byte limit, counting bytes while they stream in: a larger body
 * is cut off at the limit (413) without being read whole. An empty body is no body (undefined).
 */
async function readJson(req: NextRequest, limit: number): Promise<unknown> {
  const bytes = await readBodyWithin(req, limit);
  if (bytes === null) throw payloadTooLarge(limit);
  if (bytes.byteLength === 0) return undefined;
  if (mediaType(req) === "" && STATE_CHANGING.has(req.method))
    throw unsupportedMediaType("application/json");
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badRequest("The body is not valid UTF-8.", [
      { path: "body", message: "The body is not valid UTF-8." },
    ]);
  }
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("Malformed JSON body.", [{ path: "body", message: "Malformed JSON body." }]);
  }
}

/**
 * The shared core of every wrapper (this file's and lib/api/v1.ts's key wrapper): content
 * type, body limit, text and zod parsing of params, query and body.
 */
export async function parseRequest<P, Q, B>(
  req: NextRequest,
  routeContext: RouteContext | undefined,
  schemas: Schemas<P, Q, B>,
): Promise<Context<P, Q, B>> {
  checkContentType(req, schemas.accepts ?? "json", schemas.body !== undefined);
  const parse = <T>(
    schema: z.ZodType<T> | undefined,
    input: unknown,
    part: "params" | "query" | "body",
  ) => {
    checkText(input, part);
    if (!schema) return undefined as T;
    const result = schema.safeParse(input);
    if (!result.success) throw validationError(result.error, part);
    return result.data;
  };
  const params = parse(schemas.params, (await routeContext?.params) ?? {}, "params");
  const query = parse(schemas.query, Object.fromEntries(req.nextUrl.searchParams), "query");
  const body = schemas.body
    ? parse(
        schemas.body,
        await readJson(req, schemas.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES),
        "body",
      )
    : (undefined as B);
  return { req, params, query, body };
}

export function toResponse(result: unknown) {
  if (result instanceof Response) return result;
  return NextResponse.json(result ?? { ok: true });
}

/** Signed-in answers (and their errors) are never stored by a browser or a shared cache. */
export function noStore(response: Response) {
  try {
    // A route that already forbids storing (e.g. "private, no-store" on a file) keeps its words.
    if (!/\bno-store\b/.test(response.headers.get("Cache-Control") ?? ""))
      response.headers.set("Cache-Control", "no-store");
  } catch {
    // immutable headers (Response.redirect): nothing private in them
  }
  return response;
}

/**
 * Who may call an endpoint, declared by every exported handler (the role matrix test reads
 * it, and fails an endpoint without one): a signed-in member with a permission of the table
 * in lib/team/permissions.ts, anyone (public routes, which check their own tokens or
 * signatures), or a REST API key.
 */
export type Access =
  { kind: "session"; permission: Permission } | { kind: "public" } | { kind: "api_key" };

type RouteHandler = (req: NextRequest, routeContext?: RouteContext) => Promise<Response>;
export type DeclaredHandler<H = RouteHandler> = H & { access: Access };

/** Attaches an endpoint's declared access to its handler. */
export function declare<H extends (...args: never[]) => Promise<Response>>(
  access: Access,
  handler: H,
): DeclaredHandler<H> {
  return Object.assign(handler, { access });
}

/** The role step of the signed-in pipeline: 403 `role_forbidden` naming what is missing. */
export function authorize(user: SessionUser, permission: Permission) {
  if (can(user.role, permission)) return;
  throw new ApiError(
    403,
    "role_forbidden",
    `Your role (${ROLE_LABELS[user.role]}) does not include ${PERMISSIONS[permission].toLowerCase()}.`,
  );
}

/**
 * A route handler for signed-in members, as a pipeline of steps: the request's origin, the
 * session (middleware is never the only gate), the member's role against the endpoint's
 * declared permission, then content type and zod parsing of params, query and body; every
 * error maps to one JSON shape. The company comes from the session, never from the request,
 * and the handler runs as the member (attribution, lib/team/actor.ts).
 */
export function withSession<P = undefined, Q = undefined, B = undefined>(
  schemas: Schemas<P, Q, B> & {
    permission: Permission;
    /**
     * What a signed-out request hears: 401 (default), or the 404 of a missing record, for
     * resources whose address alone must not tell that they exist (customer photos).
     */
    signedOut?: "unauthorized" | "not_found";
  },
  handler: (ctx: Context<P, Q, B> & { user: SessionUser }) => Promise<unknown>,
) {
  return declare(
    { kind: "session", permission: schemas.permission },
    async (req: NextRequest, routeContext?: RouteContext) => {
      try {
        checkOrigin(req);
        const user = await getRequestUser(req);
        if (!user) throw schemas.signedOut === "not_found" ? notFound() : unauthorized();
        authorize(user, schemas.permission);
        const ctx = await parseRequest(req, routeContext, schemas);
        const response = toResponse(await actingAs(user.userId, () => handler({ ...ctx, user })));
        // Every deletion a member makes is in the activity log (docs/team.md).
        if (req.method === "DELETE" && response.ok)
          await audit(req, user, {
            action: "record.deleted",
            detail: `Deleted ${req.nextUrl.pathname.replace(/^\/api\//, "")}`,
            targetType: req.nextUrl.pathname.split("/")[2],
          });
        return noStore(response);
      } catch (error) {
        return noStore(errorResponse(error));
      }
    },
  );
}

/** A public route handler: the same parsing and error mapping, no session. */
export function publicRoute<P = undefined, Q = undefined, B = undefined>(
  schemas: Schemas<P, Q, B>,
  handler: (ctx: Context<P, Q, B>) => Promise<unknown>,
) {
  return declare({ kind: "public" }, async (req: NextRequest, routeContext?: RouteContext) => {
    try {
      return toResponse(await handler(await parseRequest(req, routeContext, schemas)));
    } catch (error) {
      return errorResponse(error);
    }
  });
}
