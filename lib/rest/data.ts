import "server-only";
import { createHash } from "node:crypto";
import type { z } from "zod";
import type { InvoiceStatus, JobStatus } from "@prisma/client";
import { prisma } from "@/lib/db";
import { DomainError, invalid } from "@/lib/errors";
import { createClient, updateClient } from "@/lib/clients/clients";
import { createEstimateRequest } from "@/lib/estimates/create";
import { createQuote } from "@/lib/quotes/create";
import { recordDeposit } from "@/lib/quotes/payments";
import { getQuote } from "@/lib/quotes/queries";
import { deleteQuote, saveQuote } from "@/lib/quotes/save";
import { sendQuote } from "@/lib/quotes/send";
import type { QuoteDto } from "@/lib/quotes/types";
import { getServiceOrThrow, upsertService } from "@/lib/services/service";
import { toMoneyString } from "@/lib/pricing";
import {
  listClients,
  listEstimateRequests,
  listInvoicePayments,
  listInvoices,
  listJobResources,
  listQuotes,
  listServices,
  listVisitResources,
  readClient,
  readEstimateRequest,
  readInvoice,
  readInvoicePayment,
  readJob,
  readPayment,
  readQuote,
  readService,
} from "@/lib/resources";
import { clientUpdateSchema } from "@/lib/validation/client";
import { quoteSaveSchema, type QuoteSaveInput } from "@/lib/validation/quote";
import { serviceUpsertSchema } from "@/lib/validation/service";
import type { EstimateStatus } from "@/lib/validation/estimate";
import type { QuoteStatus } from "@/lib/validation/quote-values";
import {
  listQuery,
  toPage,
  type clientCreateBody,
  type EstimateRequestCreateInput,
  type PageQuery,
  type QuoteCreateApiInput,
  type QuoteLineApiInput,
  type QuoteUpdateApiInput,
  type ServiceUpdateInput,
  type paymentCreateBody,
  type quoteSendBody,
  type serviceCreateBody,
} from "./schemas";

/**
 * The data of the REST API (docs/rest-api.md): reads are the public shapes of lib/resources,
 * scoped to the key's company; writes go through the domains' own functions (the
 * dashboard's and the calculator's write paths), so validation, events, mails and cache
 * bumps apply exactly as they do there, and answer with the public shape of what they wrote.
 */

// ---------------------------------------------------------------- reads

export const listClientsV1 = async (companyId: string, query: PageQuery) =>
  toPage(await listClients(prisma, listQuery(companyId, query)));

export const getClientV1 = (companyId: string, id: string) => readClient(prisma, id, companyId);

export const listEstimateRequestsV1 = async (
  companyId: string,
  query: PageQuery & { status?: EstimateStatus },
) =>
  toPage(
    await listEstimateRequests(prisma, { ...listQuery(companyId, query), status: query.status }),
  );

export const getEstimateRequestV1 = (companyId: string, id: string) =>
  readEstimateRequest(prisma, id, companyId);

export const listQuotesV1 = async (
  companyId: string,
  query: PageQuery & { status?: QuoteStatus },
) => toPage(await listQuotes(prisma, { ...listQuery(companyId, query), status: query.status }));

export const getQuoteV1 = (companyId: string, id: string) => readQuote(prisma, id, companyId);

export const listServicesV1 = async (companyId: string, query: PageQuery) =>
  toPage(await listServices(prisma, listQuery(companyId, query)));

export const getServiceV1 = (companyId: string, id: string) => readService(prisma, id, companyId);

export const listInvoicesV1 = async (
  companyId: string,
  query: PageQuery & { status?: InvoiceStatus },
) => toPage(await listInvoices(prisma, { ...listQuery(companyId, query), status: query.status }));

export const getInvoiceV1 = (companyId: string, id: string) => readInvoice(prisma, id, companyId);

/** Another company's invoiceId matches none of the key's payments: an empty page. */
export const listInvoicePaymentsV1 = async (
  companyId: string,
  query: PageQuery & { invoiceId?: string },
) =>
  toPage(
    await listInvoicePayments(prisma, {
      ...listQuery(companyId, query),
      invoiceId: query.invoiceId,
    }),
  );

export const getInvoicePaymentV1 = (companyId: string, id: string) =>
  readInvoicePayment(prisma, id, companyId);

export const listJobsV1 = async (companyId: string, query: PageQuery & { status?: JobStatus }) =>
  toPage(await listJobResources(prisma, { ...listQuery(companyId, query), status: query.status }));

export const getJobV1 = (companyId: string, id: string) => readJob(prisma, id, companyId);

/** Another company's jobId matches none of the key's visits: an empty page. */
export const listVisitsV1 = async (
  companyId: string,
  query: PageQuery & { from?: Date; to?: Date; jobId?: string },
) =>
  toPage(
    await listVisitResources(prisma, {
      ...listQuery(companyId, query),
      from: query.from,
      to: query.to,
      jobId: query.jobId,
    }),
  );

// ---------------------------------------------------------------- services

/** Creates a service through lib/services (the dashboard's own write path). */
export async function createServiceV1(
  companyId: string,
  { estimatedMinutes, ...input }: z.output<typeof serviceCreateBody>,
) {
  const service = await upsertService(companyId, { ...input, estimatedTime: estimatedMinutes });
  return readService(prisma, service.id, companyId);
}

/**
 * Changes the fields sent: the service as stored, with the sent fields over it, is validated
 * by the dashboard's schema and written by lib/services (a foreign id is a 404 there too).
 */
export async function updateServiceV1(companyId: string, id: string, patch: ServiceUpdateInput) {
  const current = await getServiceOrThrow(companyId, id);
  const { estimatedMinutes, ...rest } = patch;
  const sent = Object.fromEntries(
    Object.entries({ ...rest, estimatedTime: estimatedMinutes }).filter(
      ([, value]) => value !== undefined,
    ),
  );
  const merged = serviceUpsertSchema.parse({
    id,
    name: current.name,
    description: current.description,
    category: current.category,
    basePrice: toMoneyString(current.basePrice),
    unitType: current.unitType,
    estimatedTime: current.estimatedTime,
    icon: current.icon,
    isActive: current.isActive,
    laborRateId: current.laborRateId,
    serviceFeeId: current.serviceFeeId,
    ...sent,
  });
  await upsertService(companyId, merged);
  return readService(prisma, id, companyId);
}

// ---------------------------------------------------------------- estimate requests

/**
 * The calculator's own write path (lib/estimates/create.ts), priced from the price book:
 * prices in the body were never read. Not limited per client address (the key has its own
 * limit) and no honeypot. The API's Idempotency-Key reaches the request's own key too
 * (hashed into its alphabet), so even a retry after a lost answer stores and mails once.
 */
export async function createEstimateRequestV1(
  companyId: string,
  body: EstimateRequestCreateInput,
  idempotencyKey: string | null,
) {
  const { result } = await createEstimateRequest(
    {
      companyId,
      customerName: body.customer.name,
      customerEmail: body.customer.email,
      customerPhone: body.customer.phone ?? null,
      customerZip: body.customer.zip ?? null,
      items: body.items.map((item) => ({ id: item.serviceId, quantity: item.quantity })),
      description: null,
    },
    {
      requireFields: false,
      idempotencyKey: idempotencyKey
        ? `api:${createHash("sha256").update(idempotencyKey).digest("base64url").slice(0, 43)}`
        : null,
      ip: null,
    },
  ).catch((error: unknown) => {
    throw inApiTerms(error);
  });
  return readEstimateRequest(prisma, result.id, companyId);
}

/**
 * The calculator names a request's service `items.N.id`; the API's body calls it
 * `items.N.serviceId`, and an error names the field as the caller sent it.
 */
function inApiTerms(error: unknown): unknown {
  if (!(error instanceof DomainError) || !error.issues) return error;
  const rename = (text: string) => text.replace(/\bitems\.(\d+)\.id\b/g, "items.$1.serviceId");
  return new DomainError(
    error.kind,
    rename(error.message),
    error.issues.map((issue) => ({ ...issue, path: rename(issue.path) })),
    error.options,
  );
}

// ---------------------------------------------------------------- clients

export async function createClientV1(companyId: string, body: z.output<typeof clientCreateBody>) {
  const client = await createClient(companyId, body);
  return readClient(prisma, client.id, companyId);
}

export async function updateClientV1(
  companyId: string,
  id: string,
  body: z.output<typeof clientUpdateSchema>,
) {
  await updateClient(companyId, id, body);
  return readClient(prisma, id, companyId);
}

// ---------------------------------------------------------------- quotes

/** The editor's full save body of a stored quote (what a PATCH merges the sent fields over). */
function saveInputOf(dto: QuoteDto): QuoteSaveInput {
  return {
    clientId: dto.client?.id ?? null,
    title: dto.title,
    message: dto.message,
    terms: dto.terms,
    discount: dto.discount && { type: dto.discount.type, value: Number(dto.discount.value) },
    taxRate: Number(dto.taxRate),
    deposit: dto.deposit && { type: dto.deposit.type, value: Number(dto.deposit.value) },
    expiresAt: dto.expiresAt,
    groups: dto.groups.map((group) => ({ key: group.id, name: group.name })),
    lines: dto.lines.map((line) => ({
      serviceId: line.serviceId,
      name: line.name,
      description: line.description,
      unitType: line.unitType,
      unitPrice: Number(line.unitPrice),
      quantity: Number(line.quantity),
      fee: line.fee && { name: line.fee.name, type: line.fee.type, value: Number(line.fee.value) },
      minutesPerUnit: line.minutesPerUnit,
      note: line.note,
      optional: line.optional,
      groupKey: line.groupId,
      selected: line.selected,
    })),
  };
}

/**
 * The API's lines as the editor's: a service line copies the service as the price book has
 * it now (name, customer price, fee, minutes), unless the body sets a field; a free line is
 * as sent. A service of another company is a 400 naming the line.
 */
async function editorLines(companyId: string, lines: QuoteLineApiInput[]) {
  const ids = [...new Set(lines.flatMap((line) => (line.serviceId ? [line.serviceId] : [])))];
  const services = await prisma.service.findMany({
    where: { companyId, id: { in: ids } },
    select: { id: true, serviceFee: { select: { name: true, type: true, amount: true } } },
  });
  const fees = new Map(services.map((service) => [service.id, service.serviceFee]));
  const priced = new Map(
    await Promise.all(
      [...fees.keys()].map(async (id) => [id, await readService(prisma, id, companyId)] as const),
    ),
  );
  const issues = lines.flatMap((line, index) =>
    line.serviceId && !priced.has(line.serviceId)
      ? [{ path: `lines.${index}.serviceId`, message: "Unknown service." }]
      : [],
  );
  if (issues.length > 0)
    throw invalid(`Invalid body. ${issues[0].path}: ${issues[0].message}`, issues);
  return lines.map((line): QuoteSaveInput["lines"][number] => {
    const service = line.serviceId ? priced.get(line.serviceId)! : null;
    const fee = line.serviceId ? fees.get(line.serviceId) : null;
    return {
      serviceId: service?.id ?? null,
      name: line.name?.trim() || service?.name || "",
      description: line.description ?? service?.description ?? null,
      unitType: line.unitType ?? service?.unitType ?? "flat",
      unitPrice: line.unitPrice ?? Number(service?.unitPrice ?? 0),
      quantity: line.quantity,
      fee: fee ? { name: fee.name, type: fee.type, value: Number(fee.amount) } : null,
      minutesPerUnit: line.minutesPerUnit ?? service?.estimatedMinutes ?? 0,
      note: null,
      optional: line.optional ?? false,
      groupKey: null,
      selected: true,
    };
  });
}

type QuoteChanges = Omit<QuoteUpdateApiInput, "lines"> & {
  /** The lines as the editor's, already checked (editorLines). */
  lines?: QuoteSaveInput["lines"];
};

/** The stored quote with the sent fields over it, saved by lib/quotes (the editor's save). */
async function applyQuoteChanges(companyId: string, id: string, changes: QuoteChanges) {
  const current = saveInputOf(await getQuote(companyId, id));
  const next: QuoteSaveInput = { ...current };
  if (changes.clientId !== undefined) next.clientId = changes.clientId;
  if (changes.title !== undefined) next.title = changes.title;
  if (changes.message !== undefined) next.message = changes.message;
  if (changes.terms !== undefined) next.terms = changes.terms;
  if (changes.discount !== undefined) next.discount = changes.discount;
  if (changes.taxRate !== undefined) next.taxRate = changes.taxRate;
  if (changes.deposit !== undefined) next.deposit = changes.deposit;
  if (changes.expiresOn !== undefined) next.expiresAt = changes.expiresOn;
  if (changes.lines !== undefined) {
    next.lines = changes.lines;
    next.groups = [];
  }
  const saved = await saveQuote(companyId, id, quoteSaveSchema.parse(next));
  return saved.id;
}

const withEditorLines = async (
  companyId: string,
  { lines, ...rest }: QuoteUpdateApiInput,
): Promise<QuoteChanges> => ({
  ...rest,
  ...(lines ? { lines: await editorLines(companyId, lines) } : {}),
});

const hasContent = (body: object) => Object.values(body).some((value) => value !== undefined);

/**
 * A draft through lib/quotes: from an estimate request (its lines and client) or for a
 * client (createQuote), then the sent content saved over it as the editor saves (saveQuote).
 * The lines are checked first; a save refused after all removes the new draft again.
 */
export async function createQuoteV1(companyId: string, body: QuoteCreateApiInput) {
  const { estimateRequestId, clientId, ...rest } = body;
  const content = await withEditorLines(companyId, rest);
  const created = await createQuote(companyId, {
    ...(estimateRequestId ? { estimateRequestId } : {}),
    ...(clientId ? { clientId } : {}),
  });
  if (!hasContent(content)) return readQuote(prisma, created.id, companyId);
  try {
    await applyQuoteChanges(companyId, created.id, content);
  } catch (error) {
    await deleteQuote(companyId, created.id).catch(() => undefined);
    throw error;
  }
  return readQuote(prisma, created.id, companyId);
}

/** PATCH: a draft changes in place; a sent or viewed quote becomes a new revision (its answer). */
export async function updateQuoteV1(companyId: string, id: string, body: QuoteUpdateApiInput) {
  const changes = await withEditorLines(companyId, body);
  return readQuote(prisma, await applyQuoteChanges(companyId, id, changes), companyId);
}

export async function sendQuoteV1(
  companyId: string,
  id: string,
  body: z.output<typeof quoteSendBody>,
) {
  const { quote } = await sendQuote(companyId, id, body);
  return readQuote(prisma, quote.id, companyId);
}

/** Records a deposit through lib/quotes and answers the payment it stored. */
export async function recordPaymentV1(
  companyId: string,
  quoteId: string,
  body: z.output<typeof paymentCreateBody>,
) {
  const before = new Set(
    (
      await prisma.quotePayment.findMany({
        where: { companyId, quoteId },
        select: { id: true },
      })
    ).map((payment) => payment.id),
  );
  await recordDeposit(companyId, quoteId, body);
  const added = await prisma.quotePayment.findMany({
    where: { companyId, quoteId, id: { notIn: [...before] } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true },
  });
  if (!added[0]) throw new Error("The recorded payment was not found.");
  return readPayment(prisma, added[0].id, companyId);
}
