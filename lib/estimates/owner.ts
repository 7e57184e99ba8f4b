import "server-only";
import type { Prisma } from "@prisma/client";
import { notFound } from "@/lib/errors";
import { prisma } from "@/lib/db";
import { keysetPage, newestFirstAfter, type NewestFirstCursor } from "@/lib/db/keyset";
import { toMoneyString } from "@/lib/pricing";
import type { EstimateStatus } from "@/lib/validation/estimate";
import type {
  EstimateDetail,
  EstimateListResponse,
  EstimateSummary,
  PreferredWindowDto,
  ServiceAddressDto,
} from "./types";

const summarySelect = {
  id: true,
  customerName: true,
  customerEmail: true,
  customerPhone: true,
  customerZip: true,
  outsideServiceArea: true,
  subtotal: true,
  taxAmount: true,
  totalAmount: true,
  totalTime: true,
  clientTotal: true,
  status: true,
  notes: true,
  isSpam: true,
  spamReason: true,
  clientId: true,
  assignedToId: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.EstimateRequestSelect;

type SummaryRow = Prisma.EstimateRequestGetPayload<{ select: typeof summarySelect }>;

/**
 * How many price-book services each request names. Its own statement on the page's ids:
 * Prisma's `_count` in a list joined an aggregate of the whole item table (every company's),
 * which read 400,000 rows for a page of 50 (bench/data-scale.mjs).
 */
async function serviceCounts(ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const groups = await prisma.estimateRequestItem.groupBy({
    by: ["estimateRequestId"],
    where: { estimateRequestId: { in: ids }, serviceId: { not: null } },
    _count: { _all: true },
  });
  return new Map(groups.map((group) => [group.estimateRequestId, group._count._all]));
}

const money = toMoneyString;

function toSummary(row: SummaryRow, itemCount: number): EstimateSummary {
  const { subtotal, taxAmount, totalAmount, clientTotal, createdAt, updatedAt, ...rest } = row;
  return {
    ...rest,
    subtotal: money(subtotal),
    taxAmount: money(taxAmount),
    totalAmount: money(totalAmount),
    clientTotal: clientTotal ? money(clientTotal) : null,
    itemCount,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/**
 * The company's requests, newest first, `limit` a page. The cursor is the id of the last
 * request seen (a keyset page from it, lib/db/keyset.ts); an id that is not the company's
 * starts nothing: an empty page.
 */
export async function listEstimateRequests(
  companyId: string,
  { status, cursor, limit }: { status?: EstimateStatus; cursor?: string; limit: number },
  /** Only the requests assigned to this user ("Assigned to me"). */
  assignedToId?: string,
): Promise<EstimateListResponse> {
  let after: NewestFirstCursor | null = null;
  if (cursor) {
    after = await prisma.estimateRequest.findFirst({
      where: { id: cursor, companyId },
      select: { createdAt: true, id: true },
    });
    if (!after) return { estimates: [], nextCursor: null };
  }
  const rows = await prisma.estimateRequest.findMany({
    where: {
      companyId,
      ...(status ? { status } : {}),
      ...(assignedToId ? { assignedToId } : {}),
      AND: newestFirstAfter(after),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    select: summarySelect,
  });
  const { page, last } = keysetPage(rows, limit);
  const counts = await serviceCounts(page.map((row) => row.id));
  return {
    estimates: page.map((row) => toSummary(row, counts.get(row.id) ?? 0)),
    nextCursor: last?.id ?? null,
  };
}

export async function getEstimateRequest(companyId: string, id: string): Promise<EstimateDetail> {
  const row = await prisma.estimateRequest.findFirst({
    where: { id, companyId },
    select: {
      ...summarySelect,
      items: { orderBy: { id: "asc" } },
      serviceAddress: true,
      propertyId: true,
      description: true,
      preferredWindows: true,
      smsConsent: true,
      smsConsentVersion: true,
      photos: { select: { id: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
      quotes: { select: { id: true }, orderBy: { createdAt: "asc" }, take: 1 },
    },
  });
  if (!row) throw notFound("Estimate request not found.");
  const {
    items,
    serviceAddress,
    propertyId,
    description,
    preferredWindows,
    smsConsent,
    smsConsentVersion,
    photos,
    quotes,
    ...summary
  } = row;
  return {
    ...toSummary(summary, items.filter((item) => item.serviceId !== null).length),
    serviceAddress: (serviceAddress as ServiceAddressDto | null) ?? null,
    propertyId,
    description,
    preferredWindows: (preferredWindows as PreferredWindowDto[] | null) ?? [],
    smsConsent,
    smsConsentVersion,
    photoIds: photos.map((photo) => photo.id),
    quoteId: quotes[0]?.id ?? null,
    items: items.map((item) => ({
      id: item.id,
      serviceId: item.serviceId,
      name: item.name,
      unitType: item.unitType,
      quantity: item.quantity.toString(),
      unitPrice: money(item.unitPrice),
      lineSubtotal: money(item.lineSubtotal),
      feeName: item.feeName,
      feeAmount: money(item.feeAmount),
      time: item.time,
      isCustom: item.isCustom,
    })),
  };
}

export async function updateEstimateRequest(
  companyId: string,
  id: string,
  changes: { status?: EstimateStatus; notes?: string | null },
) {
  // updateMany scopes the write to the tenant in the same statement.
  const { count } = await prisma.estimateRequest.updateMany({
    where: { id, companyId },
    data: {
      ...(changes.status ? { status: changes.status } : {}),
      ...(changes.notes !== undefined
        ? { notes: changes.notes?.trim() ? changes.notes.trim() : null }
        : {}),
    },
  });
  if (count === 0) throw notFound("Estimate request not found.");
  return getEstimateRequest(companyId, id);
}
