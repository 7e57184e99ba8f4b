import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { getRequestUser, type SessionUser } from "@/lib/auth/session";
import {
  badRequest,
  errorResponse,
  payloadTooLarge,
  unauthorized,
  validationError,
} from "@/lib/api/errors";

/** Default bound on request bodies; routes may set a smaller or larger one. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

type Schemas<P, Q, B> = {
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  maxBodyBytes?: number;
};

type Context<P, Q, B> = { req: NextRequest; params: P; query: Q; body: B };
type RouteContext = { params: Promise<Record<string, string | string[]>> };

/** Reads a JSON body within a byte limit; an empty body counts as no body (undefined). */
async function readJson(req: NextRequest, limit: number): Promise<unknown> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > limit) throw payloadTooLarge(limit);
  const text = await req.text();
  if (Buffer.byteLength(text) > limit) throw payloadTooLarge(limit);
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("Malformed JSON body.", [{ path: "body", message: "Malformed JSON body." }]);
  }
}

async function parseRequest<P, Q, B>(
  req: NextRequest,
  routeContext: RouteContext | undefined,
  schemas: Schemas<P, Q, B>,
): Promise<Context<P, Q, B>> {
  const parse = <T>(
    schema: z.ZodType<T> | undefined,
    input: unknown,
    part: "params" | "query" | "body",
  ) => {
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

function toResponse(result: unknown) {
  if (result instanceof Response) return result;
  return NextResponse.json(result ?? { ok: true });
}

/**
 * A route handler for signed-in owners: checks the session (middleware is never the only
 * gate), parses params, query and body with zod, and maps every error to one JSON shape.
 * The company comes from the session, never from the request.
 */
export function withSession<P = undefined, Q = undefined, B = undefined>(
  schemas: Schemas<P, Q, B>,
  handler: (ctx: Context<P, Q, B> & { user: SessionUser }) => Promise<unknown>,
) {
  return async (req: NextRequest, routeContext?: RouteContext) => {
    try {
      const user = await getRequestUser(req);
      if (!user) throw unauthorized();
      const ctx = await parseRequest(req, routeContext, schemas);
      return toResponse(await handler({ ...ctx, user }));
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/** A public route handler: the same parsing and error mapping, no session. */
export function publicRoute<P = undefined, Q = undefined, B = undefined>(
  schemas: Schemas<P, Q, B>,
  handler: (ctx: Context<P, Q, B>) => Promise<unknown>,
) {
  return async (req: NextRequest, routeContext?: RouteContext) => {
    try {
      return toResponse(await handler(await parseRequest(req, routeContext, schemas)));
    } catch (error) {
      return errorResponse(error);
    }
  };
}
