/**
 * Helpers of the REST API tests: a company with one row of each kind the API reads, keys
 * made the way the owner's API makes them, and a caller that sends a bearer key.
 */
import type { ApiKeyScope, PrismaClient } from "@prisma/client";
import { createOwner, makeRequest, routeParams } from "@/test/db";
import { generateApiKey } from "@/lib/api-keys/keys";

type Handler = (
  req: ReturnType<typeof makeRequest>,
  ctx: ReturnType<typeof routeParams>,
) => Promise<Response>;

export async function createKey(
  prisma: PrismaClient,
  companyId: string,
  scope: ApiKeyScope = "read",
  extra: { revokedAt?: Date } = {},
) {
  const { key, prefix, hash } = generateApiKey();
  const row = await prisma.apiKey.create({
    data: { companyId, name: `${scope} key`, scope, prefix, hash, ...extra },
  });
  return { key, id: row.id };
}

/** Calls a handler with `Authorization: Bearer <key>` (or the headers given). */
export function callV1(
  handler: Handler,
  method: string,
  {
    key,
    query = "",
    id,
    body,
    headers = {},
  }: {
    key?: string;
    query?: string;
    id?: string;
    body?: unknown;
    headers?: Record<string, string>;
  } = {},
) {
  return handler(
    makeRequest(method, `/api/v1/x${query ? `?${query}` : ""}`, {
      body,
      headers: key ? { authorization: `Bearer ${key}`, ...headers } : headers,
    }),
    routeParams(id ? { id } : {}),
  );
}

/** A company with a client, a request with a line, a quote with a line, and a service. */
export async function seedRestCompany(prisma: PrismaClient, name: string) {
  const owner = await createOwner(prisma, name);
  const companyId = owner.company.id;
  const client = await prisma.client.create({
    data: { companyId, name: `${name} client`, email: "c@example.com", emailKey: "c@example.com" },
  });
  const service = await prisma.service.create({
    data: { companyId, name: `${name} service`, category: "plumbing", basePrice: "120.00" },
  });
  const estimate = await prisma.estimateRequest.create({
    data: {
      companyId,
      customerName: "Pat",
      customerEmail: "pat@example.com",
      subtotal: "240.00",
      totalAmount: "240.00",
      totalTime: 120,
      clientId: client.id,
      items: {
        create: [
          {
            serviceId: service.id,
            name: service.name,
            unitType: "flat",
            quantity: "2",
            unitPrice: "120",
            lineSubtotal: "240",
            time: 120,
          },
        ],
      },
    },
  });
  const quote = await prisma.quote.create({
    data: {
      companyId,
      number: 1,
      clientId: client.id,
      estimateRequestId: estimate.id,
      subtotal: "240.00",
      total: "240.00",
      lines: {
        create: [{ name: "Work", unitPrice: "120.00", quantity: "2", lineTotal: "240.00" }],
      },
    },
  });
  // The quote took number 1 by hand: the company's counter says so (lib/quotes/numbering.ts).
  await prisma.company.update({ where: { id: companyId }, data: { lastQuoteNumber: 1 } });
  return { ...owner, companyId, client, service, estimate, quote };
}
