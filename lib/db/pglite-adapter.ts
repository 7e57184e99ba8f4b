import type { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";

/**
 * pglite-prisma-adapter 0.6 predates Prisma 6.19's argument protocol: the client engine
 * sends Bytes parameters as base64 text (with an argType saying "bytes"), which PGlite would
 * bind as text and refuse for bytea. This wrapper decodes them before every query, in
 * transactions too, the way @prisma/adapter-pg does for PostgreSQL.
 */
type ArgType = { scalarType?: string } | string | undefined;
type Query = { sql: string; args: unknown[]; argTypes?: ArgType[] };

function decodeBytesArgs(query: Query): Query {
  if (!query.argTypes?.some((type) => typeof type === "object" && type?.scalarType === "bytes"))
    return query;
  const args = query.args.map((arg, index) => {
    const type = query.argTypes?.[index];
    const isBytes = typeof type === "object" && type?.scalarType === "bytes";
    return isBytes && typeof arg === "string" ? Buffer.from(arg, "base64") : arg;
  });
  return { ...query, args };
}

function wrapQueryable<T extends object>(target: T): T {
  return new Proxy(target, {
    get(object, property) {
      const value = Reflect.get(object, property, object);
      if (typeof value !== "function") return value;
      if (property === "queryRaw" || property === "executeRaw") {
        return (query: Query) => value.call(object, decodeBytesArgs(query));
      }
      if (property === "startTransaction") {
        return async (...args: unknown[]) => wrapQueryable(await value.apply(object, args));
      }
      return value.bind(object);
    },
  });
}

/** The PGlite adapter factory for PrismaClient, with Bytes parameters decoded. */
export function createPGliteAdapter(pglite: PGlite) {
  const factory = new PrismaPGlite(pglite);
  const connect = factory.connect.bind(factory);
  factory.connect = async () => wrapQueryable(await connect());
  return factory;
}
