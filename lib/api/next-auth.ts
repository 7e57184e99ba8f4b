import "server-only";
import { NextRequest } from "next/server";
import { unstable_rethrow } from "next/navigation";
import { readBodyWithin } from "@/lib/api/body";
import { badRequest, errorResponse, payloadTooLarge } from "@/lib/api/errors";
import { DEFAULT_MAX_BODY_BYTES } from "@/lib/api/handler";

type NextAuthHandler<C> = (req: NextRequest, context: C) => Promise<Response>;

const malformed = () =>
  badRequest("Malformed JSON body.", [
    { path: "body", message: "A JSON body must be an object of text fields." },
  ]);

/**
 * A body next-auth would parse as JSON must be a JSON object: next-auth calls `req.json()`
 * without a guard, so a form body sent as `application/json` (or any other text) would throw
 * inside it and answer an empty 500. Bodies of other types are next-auth's to read.
 */
async function checkJsonBody(req: NextRequest): Promise<NextRequest> {
  if (req.method !== "POST" || !req.body) return req;
  if (!(req.headers.get("content-type") ?? "").toLowerCase().includes("application/json"))
    return req;
  const bytes = await readBodyWithin(req, DEFAULT_MAX_BODY_BYTES);
  if (bytes === null) throw payloadTooLarge(DEFAULT_MAX_BODY_BYTES);
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw malformed();
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw malformed();
  // The body is read: next-auth gets the same request with the same bytes.
  return new NextRequest(req.url, {
    method: req.method,
    headers: req.headers,
    body: new Uint8Array(bytes),
  });
}

/**
 * next-auth's route handler (app/api/auth/[...nextauth]) with the API's edges: a body it
 * cannot read is a 400 and anything it throws a 500 in the API's JSON error shape
 * (docs/api.md), never an empty answer. What next-auth answers itself is passed on as is.
 */
export function nextAuthRoute<C>(handler: NextAuthHandler<C>): NextAuthHandler<C> {
  return async (req, context) => {
    try {
      return await handler(await checkJsonBody(req), context);
    } catch (error) {
      unstable_rethrow(error);
      return errorResponse(error);
    }
  };
}
