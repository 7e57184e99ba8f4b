import type { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";

/**
 * pglite-prisma-adapter 0.6 predates Prisma 6.19's argument protocol, and PGlite serializes a
 * parameter by the type the server infers for it, knowing only the built-in types. This
 * wrapper fixes the arguments of every query, in transactions too, so both databases the app
 * runs on receive the same values:
 * - Bytes arrive as base64 text (with an argType saying "bytes"), which PGlite would bind as
 *   text and refuse for bytea: decoded, the way @prisma/adapter-pg does for PostgreSQL.
 * - A list (`= ANY(${statuses}::"InvoiceStatus"[])` in a raw statement) of a type PGlite does
 *   not know, such as an enum's array, was sent as JavaScript's "a,b", a malformed array
 *   literal: every list is written as PostgreSQL's array literal, which the server parses for
 *   any array type (node-postgres does the same).
 */
type ArgType = { scalarType?: string } | string | undefined;
type Query = { sql: string; args: unknown[]; argTypes?: ArgType[] };

/** PostgreSQL's text form of an array: `{"a","b,c",NULL}`, nested lists as nested braces. */
export function arrayLiteral(list: readonly unknown[]): string {
  const element = (value: unknown): string => {
    if (value === null || value === undefined) return "NULL";
    if (Array.isArray(value)) return arrayLiteral(value);
    const text =
      value instanceof Date
        ? value.toISOString()
        : typeof value === "object"
          ? JSON.stringify(value)
          : String(value);
    return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
  };
  return `{${list.map(element).join(",")}}`;
}

function fixArgs(query: Query): Query {
  const fixes = query.args.some(
    (arg, index) =>
      Array.isArray(arg) || (typeof arg === "string" && isBytesType(query.argTypes?.[index])),
  );
  if (!fixes) return query;
  const args = query.args.map((arg, index) => {
    if (Array.isArray(arg)) return arrayLiteral(arg);
    return typeof arg === "string" && isBytesType(query.argTypes?.[index])
      ? Buffer.from(arg, "base64")
      : arg;
  });
  return { ...query, args };
}

const isBytesType = (type: ArgType) => typeof type === "object" && type?.scalarType === "bytes";

function wrapQueryable<T extends object>(target: T): T {
  return new Proxy(target, {
    get(object, property) {
      const value = Reflect.get(object, property, object);
      if (typeof value !== "function") return value;
      if (property === "queryRaw" || property === "executeRaw") {
        return (query: Query) => value.call(object, fixArgs(query));
      }
      if (property === "startTransaction") {
        return async (...args: unknown[]) => wrapQueryable(await value.apply(object, args));
      }
      return value.bind(object);
    },
  });
}

/** The PGlite adapter factory for PrismaClient, with its arguments fixed (above). */
export function createPGliteAdapter(pglite: PGlite) {
  const factory = new PrismaPGlite(pglite);
  const connect = factory.connect.bind(factory);
  factory.connect = async () => wrapQueryable(await connect());
  return factory;
}
