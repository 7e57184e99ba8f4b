import { Prisma } from "@prisma/client";

/**
 * Database errors reach us in two shapes: Prisma's known errors (PostgreSQL through
 * adapter-pg) and raw driver-adapter errors carrying the PostgreSQL SQLSTATE (PGlite's
 * adapter). These helpers classify both.
 */
type AdapterError = {
  name?: string;
  cause?: { code?: string; originalCode?: string; kind?: string };
};

function sqlState(error: unknown): string | undefined {
  const cause = (error as AdapterError | null)?.cause;
  return cause?.originalCode ?? cause?.code;
}

// Only the structured parts: Prisma's message quotes the calling source code, which would
// make every field named at the call site look like the culprit.
function describe(error: unknown): string {
  if (error instanceof Prisma.PrismaClientKnownRequestError)
    return JSON.stringify(error.meta ?? {});
  return JSON.stringify((error as AdapterError | null)?.cause ?? {});
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
