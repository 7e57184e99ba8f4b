import type { Prisma } from "@prisma/client";
import { generateApiKey } from "@/lib/api-keys/secret";

const HOUR = 3_600_000;

/**
 * The demo company's API keys (docs/rest-api.md): one active read key last used two hours
 * ago and one revoked key. Keys are shown once, so only metadata is seeded: each row is the
 * hash of a fresh random key that nobody ever sees, so neither key can be used.
 */
export async function seedDemoApiKeys(
  tx: Prisma.TransactionClient,
  companyId: string,
  now = new Date(),
) {
  const owner = await tx.user.findFirst({ where: { companyId }, select: { id: true } });
  const key = (name: string, extra: Partial<Prisma.ApiKeyUncheckedCreateInput>) => {
    const { prefix, hash } = generateApiKey();
    return { companyId, name, prefix, hash, createdById: owner?.id ?? null, ...extra };
  };
  await tx.apiKey.createMany({
    data: [
      key("Zapier: new requests to Google Sheets", {
        scope: "read",
        createdAt: new Date(now.getTime() - 30 * 24 * HOUR),
        lastUsedAt: new Date(now.getTime() - 2 * HOUR),
      }),
      key("Old CRM sync", {
        scope: "write",
        createdAt: new Date(now.getTime() - 90 * 24 * HOUR),
        lastUsedAt: new Date(now.getTime() - 40 * 24 * HOUR),
        revokedAt: new Date(now.getTime() - 35 * 24 * HOUR),
      }),
    ],
  });
  return { apiKeys: 2 };
}
