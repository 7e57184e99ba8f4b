import "server-only";
import type { Prisma, PrismaClient } from "@prisma/client";
import { notFound } from "@/lib/errors";
import type { ServiceCategory } from "@/lib/categories";
import { etagFor } from "./cache";
import { resolvePublicCompany } from "./company";
import { publicServicesOf } from "./services";
import { freshReads } from "@/lib/db/fresh-read";
import { prepared } from "@/lib/db/statements";
import { rawRead } from "./raw-read";

/**
 * The public price book's version (docs/performance.md). Every write to what
 * GET /api/public/{company}/services shows (services, labor rates, fees, calculator settings)
 * calls this inside its own transaction: the new version commits with the change, or not
 * at all. One indexed single-row UPDATE.
 */
export async function bumpPriceBook(
  tx: Prisma.TransactionClient | PrismaClient,
  companyId: string,
): Promise<void> {
  await tx.$executeRaw`UPDATE "Company" SET "priceBookVersion" = "priceBookVersion" + 1 WHERE "id" = ${companyId}`;
}

/** A serialised price book: the JSON body and its ETag, for one version of one company. */
export type CachedPriceBook = {
  companyId: string;
  version: number;
  body: string;
  /** The body encoded once (UTF-8), so a hit writes bytes and never re-encodes the string. */
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
};

/** Companies whose price book this process keeps (least recently used dropped first). */
export const PRICE_BOOK_CACHE_SIZE = 500;
const cache = new Map<string, CachedPriceBook>();

/** Forgets every cached price book (tests). */
export function clearPriceBookCache() {
  cache.clear();
}

type VersionRow = {
  id: string;
  isActive: boolean;
  version: number;
  categories: ServiceCategory[];
};

const SLUG_SHAPE = /^[a-z0-9-]{1,64}$/;

/**
 * The company's version row by slug. Concurrent requests for one slug share a read, but only
 * one sent after they arrived (lib/db/fresh-read.ts), so each still sees every write
 * committed before it came, on any instance.
 */
const VERSION_SQL = prepared(`SELECT "id", "isActive", "priceBookVersion" AS "version",
    "calculatorCategories"::text[] AS "categories"
  FROM "Company" WHERE "slug" = $1`);
const readVersion = freshReads(async (slug) =>
  (await rawRead<VersionRow>(VERSION_SQL, [slug])).at(0),
);

/**
 * The company's public services as JSON, from this process's cache when its version is the
 * database's. Each call waits for one query on the unique slug index (the version, and the
 * calculator categories the list depends on), shared with the calls that came at the same
 * time (`readVersion`); only a changed version reads and serialises
 * the services again. Old slugs, unknown and inactive companies take the uncached lookup
 * (same 404s and redirects as before).
 */
export async function getPublicServicesJson(slug: string): Promise<CachedPriceBook> {
  const normalized = slug.trim().toLowerCase();
  if (!SLUG_SHAPE.test(normalized)) throw notFound("Company not found.");
  let company = await readVersion(normalized);
  if (!company?.isActive) {
    // An old slug (or a 404): the full lookup, then the version by id.
    const resolved = await resolvePublicCompany(normalized);
    company = {
      id: resolved.id,
      isActive: true,
      version: resolved.priceBookVersion,
      categories: resolved.calculatorCategories,
    };
  }
  const version = Number(company.version);
  const hit = cache.get(company.id);
  if (hit && hit.version === version) {
    // Least recently used order: a hit moves to the end.
    cache.delete(company.id);
    cache.set(company.id, hit);
    return hit;
  }
  // Read after the version: the services are at least that version's (a write in between
  // bumps the version again, and the next request reads them anew).
  const data = await publicServicesOf({ id: company.id, calculatorCategories: company.categories });
  const body = JSON.stringify(data);
  const bytes = new TextEncoder().encode(body);
  const entry = { companyId: company.id, version, body, bytes, etag: etagFor(body) };
  const current = cache.get(company.id);
  if (!current || current.version <= version) {
    cache.delete(company.id);
    cache.set(company.id, entry);
    if (cache.size > PRICE_BOOK_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  }
  return entry;
}
