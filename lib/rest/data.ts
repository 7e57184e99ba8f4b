import "server-only";
import type { Prisma } from "@prisma/client";
import { prisma } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { centsToDecimalString, toMoneyString } from "@/lib/pricing";
import { quoteDisplayNumber } from "@/lib/format";
import { serviceCost } from "@/lib/services/pricing";
import { getServiceOrThrow, serviceInclude, upsertService } from "@/lib/services/service";
import { serviceUpsertSchema } from "@/lib/validation/service";
import type { EstimateStatus } from "@/lib/validation/estimate";
import type { QuoteStatus } from "@/lib/validation/quote-values";
import {
  encodeCursor,
  type ClientV1,
  type EstimateRequestV1,
  type Page,
  type PageQuery,
  type QuoteV1,
  type ServiceV1,
  type ServiceUpdateInput,
} from "@/lib/validation/v1";
import type { z } from "zod";
import type { serviceCreateBody } from "@/lib/validation/v1";

/**
 * The records of the REST API (docs/rest-api.md): reads scoped to the key's company, newest
 * first with a cursor, and service writes through lib/services so validation, price-book
 * rules, events and cache bumps apply as they do for the dashboard.
 */

const money = toMoneyString;
const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** The where-clause of a page: company, creation range, and after the cursor. */
export function pageWhere(companyId: string, query: PageQuery) {
  const range: Prisma.DateTimeFilter = {};
  if (query.created_after) range.gte = query.created_after;
  if (query.created_before) range.lt = query.created_before;
  const cursor = query.cursor;
  return {
    companyId,
    ...(query.created_after || query.created_before ? { createdAt: range } : {}),
    ...(cursor
      ? {
          OR: [
            { createdAt: { lt: cursor.createdAt } },
            { createdAt: cursor.createdAt, id: { lt: cursor.id } },
          ],
        }
      : {}),
  };
}

export const pageOrder = [{ createdAt: "desc" as const }, { id: "desc" as const }];

/** One more row than the page is read: its presence says there is a next page. */
export function toPage<Row extends { createdAt: Date; id: string }, T>(
  rows: Row[],
  limit: number,
  map: (row: Row) => T,
): Page<T> {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    data: page.map(map),
    next_cursor: rows.length > limit && last ? encodeCursor(last) : null,
  };
}

// ---------------------------------------------------------------- clients

type ClientRow = Prisma.ClientGetPayload<object>;

function toClient(row: ClientRow): ClientV1 {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    notes: row.notes,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export async function listClientsV1(companyId: string, query: PageQuery) {
  const rows = await prisma.client.findMany({
    where: pageWhere(companyId, query),
    orderBy: pageOrder,
    take: query.limit + 1,
  });
  return toPage(rows, query.limit, toClient);
}

export async function getClientV1(companyId: string, id: string) {
  const row = await prisma.client.findFirst({ where: { id, companyId } });
  if (!row) throw notFound("Client not found.");
  return toClient(row);
}

// ---------------------------------------------------------------- estimate requests

const estimateInclude = { items: { orderBy: { id: "asc" } } } as const;
type EstimateRow = Prisma.EstimateRequestGetPayload<{ include: typeof estimateInclude }>;

function toEstimateRequest(row: EstimateRow): EstimateRequestV1 {
  return {
    id: row.id,
    status: row.status,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    customerZip: row.customerZip,
    notes: row.notes,
    outsideServiceArea: row.outsideServiceArea,
    isSpam: row.isSpam,
    clientId: row.clientId,
    subtotal: money(row.subtotal),
    taxAmount: money(row.taxAmount),
    totalAmount: money(row.totalAmount),
    totalTime: row.totalTime,
    items: row.items.map((item) => ({
      id: item.id,
      serviceId: item.serviceId,
      name: item.name,
      unitType: item.unitType,
      quantity: money(item.quantity),
      unitPrice: money(item.unitPrice),
      lineSubtotal: money(item.lineSubtotal),
      feeName: item.feeName,
      feeAmount: money(item.feeAmount),
      time: item.time,
    })),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export async function listEstimateRequestsV1(
  companyId: string,
  query: PageQuery & { status?: EstimateStatus },
) {
  const rows = await prisma.estimateRequest.findMany({
    where: { ...pageWhere(companyId, query), ...(query.status ? { status: query.status } : {}) },
    orderBy: pageOrder,
    take: query.limit + 1,
    include: estimateInclude,
  });
  return toPage(rows, query.limit, toEstimateRequest);
}

export async function getEstimateRequestV1(companyId: string, id: string) {
  const row = await prisma.estimateRequest.findFirst({
    where: { id, companyId },
    include: estimateInclude,
  });
  if (!row) throw notFound("Estimate request not found.");
  return toEstimateRequest(row);
}

// ---------------------------------------------------------------- quotes

const quoteSelect = {
  id: true,
  number: true,
  revision: true,
  status: true,
  title: true,
  clientId: true,
  estimateRequestId: true,
  subtotal: true,
  discountAmount: true,
  taxAmount: true,
  total: true,
  depositAmount: true,
  expiresAt: true,
  sentAt: true,
  firstViewedAt: true,
  approvedAt: true,
  declinedAt: true,
  createdAt: true,
  updatedAt: true,
  lines: {
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
    include: { group: { select: { name: true } } },
  },
} satisfies Prisma.QuoteSelect;
type QuoteRow = Prisma.QuoteGetPayload<{ select: typeof quoteSelect }>;

function toQuote(row: QuoteRow): QuoteV1 {
  return {
    id: row.id,
    number: quoteDisplayNumber(row.number, row.revision),
    revision: row.revision,
    status: row.status,
    title: row.title,
    clientId: row.clientId,
    estimateRequestId: row.estimateRequestId,
    subtotal: money(row.subtotal),
    discountAmount: money(row.discountAmount),
    taxAmount: money(row.taxAmount),
    total: money(row.total),
    depositAmount: money(row.depositAmount),
    expiresAt: isoOrNull(row.expiresAt),
    sentAt: isoOrNull(row.sentAt),
    firstViewedAt: isoOrNull(row.firstViewedAt),
    approvedAt: isoOrNull(row.approvedAt),
    declinedAt: isoOrNull(row.declinedAt),
    lines: row.lines.map((line) => ({
      id: line.id,
      group: line.group?.name ?? null,
      serviceId: line.serviceId,
      name: line.name,
      description: line.description,
      unitType: line.unitType,
      unitPrice: money(line.unitPrice),
      quantity: money(line.quantity),
      feeName: line.feeName,
      feeType: line.feeType,
      feeValue: line.feeValue === null ? null : money(line.feeValue),
      optional: line.optional,
      selected: line.selected,
      lineTotal: money(line.lineTotal),
    })),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** Current revisions only (a superseded revision is history, reachable by its id). */
export async function listQuotesV1(companyId: string, query: PageQuery & { status?: QuoteStatus }) {
  const rows = await prisma.quote.findMany({
    where: {
      ...pageWhere(companyId, query),
      supersededById: null,
      ...(query.status ? { status: query.status } : {}),
    },
    orderBy: pageOrder,
    take: query.limit + 1,
    select: quoteSelect,
  });
  return toPage(rows, query.limit, toQuote);
}

export async function getQuoteV1(companyId: string, id: string) {
  const row = await prisma.quote.findFirst({ where: { id, companyId }, select: quoteSelect });
  if (!row) throw notFound("Quote not found.");
  return toQuote(row);
}

// ---------------------------------------------------------------- services

type ServiceRow = Prisma.ServiceGetPayload<{ include: typeof serviceInclude }>;

/** The company's default markup (docs/pricing.md M5), for the services' customer prices. */
const defaultMarkup = async (companyId: string) =>
  (
    await prisma.company.findUniqueOrThrow({
      where: { id: companyId },
      select: { defaultMarkupPercent: true },
    })
  ).defaultMarkupPercent.toString();

function toService(row: ServiceRow, defaultMarkupPercent: string): ServiceV1 {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    basePrice: money(row.basePrice),
    unitType: row.unitType,
    estimatedTime: row.estimatedTime,
    icon: row.icon,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    laborRateId: row.laborRateId,
    serviceFeeId: row.serviceFeeId,
    materials: row.materials.map((material) => ({
      name: material.name,
      unitCost: money(material.unitCost),
      quantity: material.quantity.toString(),
      customerSupplies: material.customerSupplies,
    })),
    markupPercent: row.markupPercent?.toString() ?? null,
    unitPrice: centsToDecimalString(serviceCost(row, defaultMarkupPercent).priceCents),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export async function listServicesV1(companyId: string, query: PageQuery) {
  const [rows, markup] = await Promise.all([
    prisma.service.findMany({
      where: pageWhere(companyId, query),
      orderBy: pageOrder,
      take: query.limit + 1,
      include: serviceInclude,
    }),
    defaultMarkup(companyId),
  ]);
  return toPage(rows, query.limit, (row) => toService(row, markup));
}

export async function getServiceV1(companyId: string, id: string) {
  const [row, markup] = await Promise.all([
    getServiceOrThrow(companyId, id),
    defaultMarkup(companyId),
  ]);
  return toService(row, markup);
}

/** Creates a service through lib/services (the dashboard's own write path). */
export async function createServiceV1(
  companyId: string,
  input: z.output<typeof serviceCreateBody>,
) {
  return toService(await upsertService(companyId, input), await defaultMarkup(companyId));
}

/**
 * Changes the fields sent: the service as stored, with the sent fields over it, is validated
 * by the dashboard's schema and written by lib/services (a foreign id is a 404 there too).
 */
export async function updateServiceV1(companyId: string, id: string, patch: ServiceUpdateInput) {
  const current = await getServiceOrThrow(companyId, id);
  const sent = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  const merged = serviceUpsertSchema.parse({
    id,
    name: current.name,
    description: current.description,
    category: current.category,
    basePrice: money(current.basePrice),
    unitType: current.unitType,
    estimatedTime: current.estimatedTime,
    icon: current.icon,
    isActive: current.isActive,
    laborRateId: current.laborRateId,
    serviceFeeId: current.serviceFeeId,
    ...sent,
  });
  return toService(await upsertService(companyId, merged), await defaultMarkup(companyId));
}
