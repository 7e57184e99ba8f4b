import { NextResponse } from "next/server";
import { z } from "zod";
import {
  isConstraintViolation,
  isDatabaseUnavailable,
  isRecordNotFound,
  uniqueViolation,
} from "@/lib/db/errors";
import { DomainError, type DomainErrorKind } from "@/lib/errors";

/** The one JSON error shape of the whole API. */
export type ApiErrorBody = {
  message: string;
  code: string;
  issues?: { path: string; message: string }[];
  /** A plan limit (402 plan_limit) also names `limit` or `feature`, `plan` and `upgradeTo` (docs/billing.md). */
  [detail: string]: unknown;
};

/** A failure the handler expects; the mapper turns it into its status and body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues?: ApiErrorBody["issues"],
    readonly headers?: Record<string, string>,
    readonly details?: Record<string, string | number | null>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const badRequest = (message: string, issues?: ApiErrorBody["issues"]) =>
  new ApiError(400, "bad_request", message, issues);
export const unauthorized = () => new ApiError(401, "unauthorized", "You must be signed in.");
export const forbidden = (message = "You do not have access to this resource.") =>
  new ApiError(403, "forbidden", message);
export const notFound = (message = "Not found.") => new ApiError(404, "not_found", message);
export const conflict = (message: string, issues?: ApiErrorBody["issues"]) =>
  new ApiError(409, "conflict", message, issues);
export const payloadTooLarge = (limitBytes: number) =>
  new ApiError(413, "payload_too_large", `Request body is larger than ${limitBytes} bytes.`);
export const unsupportedMediaType = (expected: string) =>
  new ApiError(415, "unsupported_media_type", `Send the body as ${expected}.`, [
    { path: "Content-Type", message: `Must be ${expected}.` },
  ]);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, "rate_limited", "Too many requests. Please try again shortly.", undefined, {
    "Retry-After": String(retryAfterSeconds),
  });

/** Validation failure of one part of the request (params, query or body). */
export function validationError(error: z.ZodError, part: "params" | "query" | "body") {
  const issues = error.issues.map((issue) => ({
    path: issue.path.map(String).join(".") || part,
    message: issue.message,
  }));
  const first = issues[0];
  const where = first && first.path !== part ? `${first.path}: ` : "";
  return new ApiError(
    400,
    "validation_error",
    `Invalid ${part}. ${where}${first?.message ?? "Invalid value"}`,
    issues,
  );
}

const DOMAIN_STATUS: Record<DomainErrorKind, { status: number; code: string }> = {
  invalid: { status: 400, code: "bad_request" },
  forbidden: { status: 403, code: "forbidden" },
  not_found: { status: 404, code: "not_found" },
  gone: { status: 410, code: "gone" },
  conflict: { status: 409, code: "conflict" },
  too_large: { status: 413, code: "payload_too_large" },
  rate_limited: { status: 429, code: "rate_limited" },
  plan_limit: { status: 402, code: "plan_limit" },
};

/** A domain error as the HTTP error it is (docs/api.md). */
export function fromDomainError(error: DomainError): ApiError {
  const { status, code } = DOMAIN_STATUS[error.kind];
  const retry = error.options.retryAfterSeconds;
  return new ApiError(
    status,
    error.options.code ?? code,
    error.message,
    error.issues,
    retry === undefined ? undefined : { "Retry-After": String(retry) },
    error.options.details,
  );
}

/** How long a client is asked to wait when the database is out of reach. */
const UNAVAILABLE_RETRY_SECONDS = 5;

/** Maps anything thrown by a handler to a response; unexpected errors never leak details. */
export function errorResponse(error: unknown): NextResponse<ApiErrorBody> {
  if (error instanceof DomainError) return errorResponse(fromDomainError(error));
  if (error instanceof ApiError) {
    const body: ApiErrorBody = { ...error.details, message: error.message, code: error.code };
    if (error.issues) body.issues = error.issues;
    return NextResponse.json(body, { status: error.status, headers: error.headers });
  }
  if (error instanceof z.ZodError) return errorResponse(validationError(error, "body"));
  if (uniqueViolation(error))
    return errorResponse(conflict("A record with these values already exists."));
  if (isRecordNotFound(error)) return errorResponse(notFound());
  if (isDatabaseUnavailable(error)) {
    // Nothing was done: the client may try again shortly (a restart takes seconds).
    console.error("Database unavailable", error instanceof Error ? error.message : error);
    return NextResponse.json(
      {
        message: "QuoteCraft is briefly unavailable. Please try again in a moment.",
        code: "service_unavailable",
      },
      { status: 503, headers: { "Retry-After": String(UNAVAILABLE_RETRY_SECONDS) } },
    );
  }
  if (isConstraintViolation(error)) {
    return errorResponse(
      badRequest("The request refers to something that does not exist or is not allowed."),
    );
  }
  console.error("Unhandled API error", error);
  return NextResponse.json(
    { message: "Something went wrong on our side. Please try again.", code: "internal_error" },
    { status: 500 },
  );
}
