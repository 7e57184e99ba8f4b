/**
 * Errors of the domain: what went wrong in the business's terms (a record not found, a value
 * refused, a conflict with the current state), with the fields it concerns. Domain code in
 * lib/ throws these and knows nothing of HTTP; the API wrapper (lib/api/errors.ts) maps each
 * kind to its status and the one error body of docs/api.md.
 */
export type ErrorIssue = { path: string; message: string };

export type DomainErrorKind =
  | "invalid"
  | "forbidden"
  | "not_found"
  | "gone"
  | "conflict"
  | "too_large"
  | "rate_limited"
  | "plan_limit";

export type DomainErrorOptions = {
  /** A more precise code than the kind's own (e.g. "wrong_password"). */
  code?: string;
  /** For rate_limited: when the caller may try again. */
  retryAfterSeconds?: number;
  /** Fields added to the error body beside message and code (e.g. a plan limit's names). */
  details?: Record<string, string | number | null>;
};

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly issues?: ErrorIssue[],
    readonly options: DomainErrorOptions = {},
  ) {
    super(message);
    this.name = "DomainError";
  }
}

/** A value the domain refuses; `issues` name the fields. */
export const invalid = (message: string, issues?: ErrorIssue[]) =>
  new DomainError("invalid", message, issues);
/** A value refused, naming its field: "Invalid body. path: message". */
export const invalidField = (path: string, message: string) =>
  invalid(`Invalid body. ${path}: ${message}`, [{ path, message }]);

/** Absent, or another company's (never confirmed as existing). */
export const notFound = (message = "Not found.") => new DomainError("not_found", message);
/** The change clashes with what is stored (a taken value, a locked record). */
export const conflict = (message: string, issues?: ErrorIssue[]) =>
  new DomainError("conflict", message, issues);
export const rateLimited = (retryAfterSeconds: number) =>
  new DomainError("rate_limited", "Too many requests. Please try again shortly.", undefined, {
    retryAfterSeconds,
  });

export const isNotFound = (error: unknown) =>
  error instanceof DomainError && error.kind === "not_found";
