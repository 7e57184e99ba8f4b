import "server-only";
import type { ApiKey, ApiKeyScope } from "@prisma/client";
import { prisma } from "@/lib/db";
import { conflict, notFound } from "@/lib/errors";
import type { ApiKeyDto } from "@/lib/api-keys/types";
import { generateApiKey, hashApiKey, KEY_PREFIX } from "@/lib/api-keys/secret";
import { assertIncludes } from "@/lib/billing/limits";

export { generateApiKey, hashApiKey, KEY_PREFIX };

export type { ApiKeyDto };

/** lastUsedAt is written at most once a minute per key, never once per request. */
export const LAST_USED_PRECISION_MS = 60_000;
/** Active keys per company: enough for every integration, bounded so the list stays short. */
export const MAX_ACTIVE_KEYS = 25;

export type { ApiKeyScope };

type KeyRow = ApiKey & { createdBy: { name: string | null; email: string } | null };

function toDto(row: KeyRow): ApiKeyDto {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scope: row.scope,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdBy: row.createdBy ? (row.createdBy.name ?? row.createdBy.email) : null,
  };
}

const include = { createdBy: { select: { name: true, email: true } } } as const;

/** The company's keys, newest first; revoked keys stay listed (greyed) as a record. */
export async function listApiKeys(companyId: string): Promise<ApiKeyDto[]> {
  const rows = await prisma.apiKey.findMany({
    where: { companyId },
    include,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map(toDto);
}

/** Creates a key and returns it once, in full, with its metadata. */
export async function createApiKey(
  companyId: string,
  userId: string | null,
  input: { name: string; scope: ApiKeyScope },
): Promise<{ key: string; apiKey: ApiKeyDto }> {
  return prisma.$transaction(async (tx) => {
    await assertIncludes(tx, companyId, "api");
    const active = await tx.apiKey.count({ where: { companyId, revokedAt: null } });
    if (active >= MAX_ACTIVE_KEYS)
      throw conflict(
        `A company can have at most ${MAX_ACTIVE_KEYS} active keys. Revoke one first.`,
      );
    const { key, prefix, hash } = generateApiKey();
    const row = await tx.apiKey.create({
      data: { companyId, name: input.name, scope: input.scope, prefix, hash, createdById: userId },
      include,
    });
    return { key, apiKey: toDto(row) };
  });
}

/** Revokes one of the company's keys (idempotent); another company's id is a 404. */
export async function revokeApiKey(companyId: string, id: string): Promise<ApiKeyDto> {
  const row = await prisma.apiKey.findFirst({ where: { id, companyId } });
  if (!row) throw notFound("API key not found.");
  if (!row.revokedAt)
    await prisma.apiKey.updateMany({
      where: { id, companyId, revokedAt: null },
      data: { revokedAt: new Date() },
    });
  return toDto(await prisma.apiKey.findUniqueOrThrow({ where: { id }, include }));
}

/** Who a valid key speaks for. */
export type ApiKeyPrincipal = { keyId: string; companyId: string; scope: ApiKeyScope };

/**
 * The key's principal, or null when the key is unknown or revoked. Records the use at most
 * once a minute: the conditional update lets only one of many concurrent requests write.
 */
export async function authenticateApiKey(
  key: string,
  now = new Date(),
): Promise<ApiKeyPrincipal | null> {
  if (!key.startsWith(KEY_PREFIX) || key.length > 200) return null;
  const row = await prisma.apiKey.findUnique({
    where: { hash: hashApiKey(key) },
    select: { id: true, companyId: true, scope: true, revokedAt: true, lastUsedAt: true },
  });
  if (!row || row.revokedAt) return null;
  const stale = new Date(now.getTime() - LAST_USED_PRECISION_MS);
  if (!row.lastUsedAt || row.lastUsedAt < stale) {
    await prisma.apiKey.updateMany({
      where: { id: row.id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: stale } }] },
      data: { lastUsedAt: now },
    });
  }
  return { keyId: row.id, companyId: row.companyId, scope: row.scope };
}

/** write includes read. */
export const scopeAllows = (granted: ApiKeyScope, needed: ApiKeyScope) =>
  granted === "write" || needed === "read";
