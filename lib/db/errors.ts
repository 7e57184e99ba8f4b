import { Prisma } from "@prisma/client";

/**
 * Database errors reach us in three shapes: Prisma's known errors (PostgreSQL through
 * adapter-pg), raw driver-adapter errors carrying the PostgreSQL SQLSTATE (PGlite's
 * adapter), and the drivers' own errors with the SQLSTATE as `code` (plain-SQL statements,
 * lib/db/sql.ts). These helpers classify all three.
 */
type AdapterError = {
  name?: string;
  code?: unknown;
  cause?: { code?: string; originalCode?: string; kind?: string };
};

const SQLSTATE = /^[0-9A-Z]{5}$/;

function sqlState(error: unknown): string | undefined {
  const adapterError = error as AdapterError | null;
  const cause = adapterError?.cause;
  if (cause?.originalCode ?? cause?.code) return cause?.originalCode ?? cause?.code;
  const code = adapterError?.code;
  const isDriverError =
    !(error instanceof Prisma.PrismaClientKnownRequestError) &&
    typeof code === "string" &&
    SQLSTATE.test(code);
  return isDriverError ? code : undefined;
}

// Only the structured parts: Prisma's message quotes the calling source code, which would
// make every field named at the call site look like the culprit.
function describe(error: unknown): string {
  if (error instanceof Prisma.PrismaClientKnownRequestError)
    return JSON.stringify(error.meta ?? {});
  const adapterError = error as (AdapterError & { constraint?: unknown }) | null;
  if (adapterError?.cause) return JSON.stringify(adapterError.cause);
  // A driver's own error: its constraint's name (its detail would quote the values).
  return JSON.stringify(
    typeof adapterError?.constraint === "string" ? { constraint: adapterError.constraint } : {},
  );
}

/** When the error is a unique-constraint violation, a text naming the constraint (for matching fields). */
export function uniqueViolation(error: unknown): string | null {
  const isUnique =
    (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") ||
    sqlState(error) === "23505" ||
    (error as AdapterError | null)?.cause?.kind === "UniqueConstraintViolation";
  return isUnique ? describe(error) : null;
}

/** A foreign-key or check-constraint violation (the request referenced or set something invalid). */
export function isConstraintViolation(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError)
    return error.code === "P2003" || error.code === "P2011";
  const state = sqlState(error);
  return state === "23503" || state === "23514" || state === "23502";
}

/** A "record to update/delete not found" error. */
export function isRecordNotFound(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025";
}
