import "server-only";
import { randomUUID } from "node:crypto";
import type { Prisma } from "@prisma/client";
import { prisma } from "@/lib/db";
import { keysetPage, newestFirstAfter } from "@/lib/db/keyset";
import { conflict, invalid, notFound } from "@/lib/errors";
import { inTransaction, publishToEndpoint, republishDelivery } from "@/lib/events";
import { addressProblem, ipLiteral, urlProblem } from "./address";
import {
  WEBHOOK_TEST_EVENT,
  type WebhookDeliveryDto,
  type WebhookDeliveryListDto,
  type WebhookEndpointDto,
  type WebhookEndpointWithSecretDto,
  type WebhookEventType,
} from "./events";
import { type Resolver, systemResolver } from "./http";
import { webhookPolicy } from "./policy";
import type { WebhookCreateInput, WebhookUpdateInput } from "@/lib/validation/webhook";
import { newWebhookSecret } from "./sign";
import { assertIncludes } from "@/lib/billing/limits";

/** Endpoints one company may have (docs/webhooks.md). */
export const MAX_ENDPOINTS = 10;
export const DELIVERY_PAGE_SIZE = 20;

type EndpointRow = Prisma.WebhookEndpointGetPayload<object>;

function toEndpointDto(row: EndpointRow): WebhookEndpointDto {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
  };
}

const urlInvalid = (message: string) =>
  invalid(`Invalid body. url: ${message}`, [{ path: "url", message }]);

/**
 * The save-time check of a URL (docs/webhooks.md, "Addresses"): scheme, credentials, a
 * literal address, and every address its host name resolves to now. Deliveries check again
 * at connect time, since DNS answers change.
 */
export async function checkWebhookUrl(raw: string, resolve: Resolver = systemResolver) {
  const policy = webhookPolicy();
  const problem = urlProblem(raw, policy);
  if (problem) throw urlInvalid(problem);
  const { hostname } = new URL(raw);
  if (ipLiteral(hostname)) return;
  let addresses: { address: string }[];
  try {
    addresses = await Promise.race([
      resolve(hostname),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error("timeout")), 3_000).unref(),
      ),
    ]);
  } catch {
    throw urlInvalid(`The host name ${hostname} could not be found.`);
  }
  if (addresses.length === 0) throw urlInvalid(`The host name ${hostname} could not be found.`);
  for (const { address } of addresses) {
    const refused = addressProblem(address, policy);
    if (refused) throw urlInvalid(`${hostname} ${refused}; use a public address.`);
  }
}

async function findEndpointOrThrow(companyId: string, id: string) {
  const endpoint = await prisma.webhookEndpoint.findFirst({ where: { id, companyId } });
  if (!endpoint) throw notFound("Webhook endpoint not found.");
  return endpoint;
}

export async function listEndpoints(companyId: string): Promise<WebhookEndpointDto[]> {
  const rows = await prisma.webhookEndpoint.findMany({
    where: { companyId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return rows.map(toEndpointDto);
}

/** A new endpoint; its secret is in this answer and never again (docs/webhooks.md). */
export async function createEndpoint(
  companyId: string,
  input: WebhookCreateInput,
  resolve?: Resolver,
): Promise<WebhookEndpointWithSecretDto> {
  await assertIncludes(prisma, companyId, "webhooks");
  await checkWebhookUrl(input.url, resolve);
  const count = await prisma.webhookEndpoint.count({ where: { companyId } });
  if (count >= MAX_ENDPOINTS)
    throw conflict(`You can have at most ${MAX_ENDPOINTS} webhook endpoints.`);
  const row = await prisma.webhookEndpoint.create({
    data: {
      companyId,
      url: input.url,
      description: input.description,
      events: input.events,
      enabled: input.enabled ?? true,
      secret: newWebhookSecret(),
    },
  });
  return { ...toEndpointDto(row), secret: row.secret };
}

export async function updateEndpoint(
  companyId: string,
  id: string,
  changes: WebhookUpdateInput,
  resolve?: Resolver,
): Promise<WebhookEndpointDto> {
  await findEndpointOrThrow(companyId, id);
  if (changes.url !== undefined) await checkWebhookUrl(changes.url, resolve);
  const { count } = await prisma.webhookEndpoint.updateMany({
    where: { id, companyId },
    data: changes,
  });
  if (count === 0) throw notFound("Webhook endpoint not found.");
  return toEndpointDto(await findEndpointOrThrow(companyId, id));
}

/** Deletes the endpoint and its delivery log; jobs still queued for it find nothing. */
export async function deleteEndpoint(companyId: string, id: string) {
  const { count } = await prisma.webhookEndpoint.deleteMany({ where: { id, companyId } });
  if (count === 0) throw notFound("Webhook endpoint not found.");
  return { id, deleted: true };
}

/** A new secret, at once in force (tries from now on are signed with it), shown this once. */
export async function rotateSecret(
  companyId: string,
  id: string,
): Promise<WebhookEndpointWithSecretDto> {
  const secret = newWebhookSecret();
  const { count } = await prisma.webhookEndpoint.updateMany({
    where: { id, companyId },
    data: { secret },
  });
  if (count === 0) throw notFound("Webhook endpoint not found.");
  return { ...toEndpointDto(await findEndpointOrThrow(companyId, id)), secret };
}

const deliveryInclude = {
  attemptLog: { orderBy: { attempt: "desc" }, take: 10 },
} satisfies Prisma.WebhookDeliveryInclude;
type DeliveryRow = Prisma.WebhookDeliveryGetPayload<{ include: typeof deliveryInclude }>;

function toDeliveryDto(row: DeliveryRow): WebhookDeliveryDto {
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastDurationMs: row.lastDurationMs,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    attemptLog: row.attemptLog.map((attempt) => ({
      attempt: attempt.attempt,
      statusCode: attempt.statusCode,
      durationMs: attempt.durationMs,
      error: attempt.error,
      createdAt: attempt.createdAt.toISOString(),
    })),
  };
}

/** Queues a `webhook.test` delivery to the endpoint (enabled or not: the owner asked). */
export async function sendTestEvent(companyId: string, id: string): Promise<WebhookDeliveryDto> {
  const endpoint = await findEndpointOrThrow(companyId, id);
  const company = await prisma.company.findUniqueOrThrow({
    where: { id: companyId },
    select: { name: true, slug: true },
  });
  const deliveryId = await inTransaction(async (tx) =>
    publishToEndpoint(tx, companyId, endpoint.id, {
      type: WEBHOOK_TEST_EVENT,
      data: {
        message: "A test event from QuoteCraft: your endpoint is reachable.",
        company: { name: company.name, slug: company.slug },
        endpointId: endpoint.id,
        testId: randomUUID(),
      },
    }),
  );
  return getDelivery(companyId, deliveryId);
}

async function getDelivery(companyId: string, id: string) {
  const row = await prisma.webhookDelivery.findFirst({
    where: { id, companyId },
    include: deliveryInclude,
  });
  if (!row) throw notFound("Delivery not found.");
  return toDeliveryDto(row);
}

/**
 * The endpoint's deliveries, newest first, each with its last tries: 20 a page from `cursor`
 * (the id of the last delivery seen), a keyset page through (endpointId, createdAt)
 * (lib/db/keyset.ts): a busy endpoint's log grows with every event, and OFFSET with a count
 * read all of it for every page. Another endpoint's delivery as the cursor reads nothing.
 */
export async function listDeliveries(
  companyId: string,
  endpointId: string,
  { cursor }: { cursor?: string },
): Promise<WebhookDeliveryListDto> {
  await findEndpointOrThrow(companyId, endpointId);
  const where: Prisma.WebhookDeliveryWhereInput = { companyId, endpointId };
  if (cursor) {
    const after = await prisma.webhookDelivery.findFirst({
      where: { id: cursor, companyId, endpointId },
      select: { createdAt: true, id: true },
    });
    if (!after) return { deliveries: [], nextCursor: null };
    where.AND = newestFirstAfter(after);
  }
  const rows = await prisma.webhookDelivery.findMany({
    where,
    include: deliveryInclude,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: DELIVERY_PAGE_SIZE + 1,
  });
  const { page, last } = keysetPage(rows, DELIVERY_PAGE_SIZE);
  return { deliveries: page.map(toDeliveryDto), nextCursor: last?.id ?? null };
}

/**
 * Sends a delivery again, the same body and webhook-id (receivers dedupe on it), as a new
 * job with the full retry policy. A delivery still being tried is 409.
 */
export async function redeliver(companyId: string, id: string): Promise<WebhookDeliveryDto> {
  await inTransaction(async (tx) => {
    const delivery = await tx.webhookDelivery.findFirst({
      where: { id, companyId },
      select: { id: true, status: true, attempts: true },
    });
    if (!delivery) throw notFound("Delivery not found.");
    const { count } = await tx.webhookDelivery.updateMany({
      where: { id, companyId, status: { not: "pending" } },
      data: { status: "pending" },
    });
    if (count === 0) throw conflict("This delivery is still being tried; wait for its result.");
    await republishDelivery(tx, companyId, id, delivery.attempts);
  });
  return getDelivery(companyId, id);
}
