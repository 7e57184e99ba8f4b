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

/** Prisma's codes for a database it cannot reach or that dropped the connection. */
const UNAVAILABLE_PRISMA = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
/** The driver adapter's kinds of the same (its error sits in Prisma's meta or is thrown raw). */
const UNAVAILABLE_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);
/** The sockets' own errors (node-postgres, plain-SQL statements). */
const UNAVAILABLE_ERRNO = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE"]);
/**
 * node-postgres's own errors, which carry no code: the server closed the socket (a restart),
 * a client broken by that is used again, no pool connection came within its timeout.
 */
const UNAVAILABLE_PG_MESSAGES = [
  /^Connection terminated( unexpectedly| due to connection timeout)?$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
];

/**
 * The database is out of reach for now (down, restarting, refusing connections, out of
 * connections): the request did nothing and may be tried again, so it is a 503 rather than
 * a 500. SQLSTATE class 08 (connection exception), 57P01-57P03 (shutting down, cannot connect
 * now) and 53300 (too many connections) count too.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientInitializationError) return true;
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (UNAVAILABLE_PRISMA.has(error.code)) return true;
    const adapter = (error.meta as { driverAdapterError?: AdapterError } | undefined)
      ?.driverAdapterError;
    return UNAVAILABLE_KINDS.has(adapter?.cause?.kind ?? "");
  }
  const raw = error as (AdapterError & { code?: unknown }) | null;
  if (UNAVAILABLE_KINDS.has(raw?.cause?.kind ?? "")) return true;
  if (typeof raw?.code === "string" && UNAVAILABLE_ERRNO.has(raw.code)) return true;
  if (
    error instanceof Error &&
    UNAVAILABLE_PG_MESSAGES.some((pattern) => pattern.test(error.message))
  )
    return true;
  const state = sqlState(error);
  return (
    state !== undefined &&
    (state.startsWith("08") || ["57P01", "57P02", "57P03", "53300"].includes(state))
  );
}
