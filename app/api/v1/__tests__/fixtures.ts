/**
 * Helpers of the REST API tests: a company with one row of each kind the API reads, keys
 * made the way the owner's API makes them, and a caller that sends a bearer key.
 */
import type { ApiKeyScope, PrismaClient } from "@prisma/client";
import { createOwner, makeRequest, routeParams } from "@/test/db";
import { generateApiKey } from "@/lib/api-keys/keys";
import { createInvoice } from "@/lib/invoices/create";
import { sendInvoice } from "@/lib/invoices/lifecycle";
import { recordInvoicePayment, refundInvoicePayment } from "@/lib/invoices/payments";

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

/**
 * An invoice of the seeded company's quote (approved first), through lib/invoices as the
 * owner makes one: half of the quote (120.00), sent, a check of 50.00 and a refund of 10.00.
 */
export async function seedRestInvoice(
  prisma: PrismaClient,
  company: { companyId: string; quote: { id: string } },
) {
  const { companyId } = company;
  await prisma.quote.update({
    where: { id: company.quote.id },
    data: { status: "approved", approvedAt: new Date() },
  });
  const { id } = await createInvoice(companyId, {
    quoteId: company.quote.id,
    mode: "percent",
    percent: 50,
  });
  await sendInvoice(companyId, id, { to: null, message: null });
  const paid = await recordInvoicePayment(companyId, id, {
    amount: 50,
    method: "check",
    reference: "1001",
    paidOn: "2026-01-15",
    note: null,
  });
  const paymentId = paid.payments[0].id;
  const refunded = await refundInvoicePayment(companyId, id, paymentId, {
    amount: 10,
    reason: "Overcharged",
    paidOn: "2026-01-16",
  });
  const refundId = refunded.payments.find((payment) => payment.refundOfId === paymentId)!.id;
  return { invoiceId: id, paymentId, refundId };
}

/**
 * Jobs of the seeded company (docs/jobs.md), as rows: J-0001 of its quote at the client's
 * property, scheduled, with a checklist and two visits of the owner (1 and 8 December 2036, far in
 * the future so J-0001 has a next visit), and J-0002, standalone and unscheduled. Created a
 * second apart, so the lists' order is known.
 */
export async function seedRestJobs(
  prisma: PrismaClient,
  company: {
    companyId: string;
    quote: { id: string };
    client: { id: string };
    user: { id: string };
  },
) {
  const { companyId } = company;
  const property = await prisma.property.create({
    data: {
      companyId,
      clientId: company.client.id,
      line1: "12 Oak St",
      city: "Austin",
      region: "TX",
      postalCode: "78701",
      matchKey: "12 oak st 78701",
    },
  });
  const job = await prisma.job.create({
    data: {
      companyId,
      number: 1,
      title: "Panel upgrade",
      instructions: "Gate code 1234",
      status: "scheduled",
      quoteId: company.quote.id,
      clientId: company.client.id,
      propertyId: property.id,
      createdAt: new Date("2026-11-01T10:00:00Z"),
      checklist: {
        create: [
          { label: "Work × 2", sortOrder: 0, done: true, doneAt: new Date() },
          { label: "Test the circuits", sortOrder: 1 },
        ],
      },
    },
  });
  const visit = (startAt: string, endAt: string, createdAt: string) =>
    prisma.visit.create({
      data: {
        companyId,
        jobId: job.id,
        startAt: new Date(startAt),
        endAt: new Date(endAt),
        arrivalWindowMinutes: 120,
        createdAt: new Date(createdAt),
        assignees: { create: [{ userId: company.user.id }] },
      },
    });
  const first = await visit("2036-12-01T15:00:00Z", "2036-12-01T17:00:00Z", "2026-11-02T10:00:00Z");
  const second = await visit(
    "2036-12-08T15:00:00Z",
    "2036-12-08T17:00:00Z",
    "2026-11-02T10:00:01Z",
  );
  const standalone = await prisma.job.create({
    data: {
      companyId,
      number: 2,
      title: "Look at the attic fan",
      createdAt: new Date("2026-11-03T10:00:00Z"),
    },
  });
  await prisma.company.update({ where: { id: companyId }, data: { lastJobNumber: 2 } });
  return { jobId: job.id, standaloneJobId: standalone.id, visitIds: [first.id, second.id] };
}

/**
 * A draft quote of the seeded company for its client, with one line, numbered after the
 * company's last quote (the counter follows, as lib/quotes/numbering.ts keeps it).
 */
export async function seedRestDraftQuote(
  prisma: PrismaClient,
  company: { companyId: string; client: { id: string } },
) {
  const { companyId } = company;
  const { lastQuoteNumber } = await prisma.company.update({
    where: { id: companyId },
    data: { lastQuoteNumber: { increment: 1 } },
    select: { lastQuoteNumber: true },
  });
  return prisma.quote.create({
    data: {
      companyId,
      number: lastQuoteNumber,
      clientId: company.client.id,
      subtotal: "100.00",
      total: "100.00",
      lines: {
        create: [{ name: "Draft work", unitPrice: "100.00", quantity: "1", lineTotal: "100.00" }],
      },
    },
  });
}

/** A labor rate and a service fee of the company, which a service may link to. */
export async function seedRestPricing(prisma: PrismaClient, companyId: string) {
  const laborRate = await prisma.laborRate.create({
    data: { companyId, name: "Standard rate", rate: "80.00" },
  });
  const serviceFee = await prisma.serviceFee.create({
    data: { companyId, name: "Trip fee", type: "fixed", amount: "25.00" },
  });
  return { laborRateId: laborRate.id, serviceFeeId: serviceFee.id };
}
