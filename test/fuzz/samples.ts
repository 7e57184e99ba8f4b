/**
 * One valid request per endpoint and method of app/api, for the fuzz suite
 * (app/api/__tests__/fuzz.db.test.ts): the fuzzer starts from these and breaks them in every
 * way a client could. Every `METHOD /api/...` that a route.ts exports must have an entry
 * here (or an exemption with its reason); a new endpoint without one fails the suite.
 */
import { createHash, randomBytes } from "node:crypto";
import type { PrismaClient } from "@prisma/client";
import { createMember, createOwner } from "@/test/db";
import { createSentQuote } from "@/test/quotes";
import { pngDataUrl } from "@/test/png";
import { getPublicQuote } from "@/lib/quotes/public";
import { hashQuoteToken, issueQuoteLink } from "@/lib/quotes/token";
import { generateApiKey } from "@/lib/api-keys/keys";
import { invoiceLinkFields } from "@/test/public-invoices";

export type Fixture = {
  companyId: string;
  companyName: string;
  slug: string;
  serviceId: string;
  rateId: string;
  feeId: string;
  templateId: string;
  estimateId: string;
  areaId: string;
  // qcore: a client, a draft quote (with a line) and a task of company A.
  clientId: string;
  quoteId: string;
  taskId: string;
  /** Another company's service: every id route must answer it 404. */
  foreignServiceId: string;
  cronSecret: string;
  // public quotes: a sent quote of company A, its link token, a valid selection and its hash
  quoteToken: string;
  quoteSelection: string[];
  quoteContentHash: string;
  // quote pdf (qmail): a sent quote of company A and its public link token.
  pdfQuoteId: string;
  pdfQuoteToken: string;
  // apikeys: a write key of company A: the full key and its id.
  apiKey: string;
  apiKeyId: string;
  // webhooks: an endpoint of company A and one finished delivery of it.
  webhookId: string;
  webhookDeliveryId: string;
  // marketplace: company B's template published to Community, with one service.
  communityTemplateId: string;
  // issue 27: a photo of company A's request (attached to the public quote) and a property.
  photoId: string;
  propertyId: string;
  // invoices (docs/invoices.md): an approved quote with a line left to bill, a partially paid
  // invoice of it with a payment, and a draft invoice.
  approvedQuoteId: string;
  invoiceId: string;
  invoicePaymentId: string;
  draftInvoiceId: string;
  /** The public link token of invoiceId (/i/<token>). */
  invoiceToken: string;
  // team (docs/team.md): a technician whose membership the team samples change and remove
  // (never the owner's own), an office member to assign quotes and requests to, and a
  // pending invitation with its link token.
  memberId: string;
  officeUserId: string;
  invitationId: string;
  invitationToken: string;
  // jobs (docs/jobs.md): J-0001 with a checklist item, a visit of the owner and a photo; J-0002
  // and its visit only for the DELETE samples; the company's calendar feed ("<secret>.ics").
  jobId: string;
  jobChecklistItemId: string;
  jobPhotoId: string;
  visitId: string;
  /** A member who does field work (the owner): the visits' assignee. */
  assigneeId: string;
  deletableJobId: string;
  deletableVisitId: string;
  calendarFeedFile: string;
};

export type Sample = {
  params?: (f: Fixture) => Record<string, string>;
  query?: (f: Fixture) => Record<string, string>;
  /** A valid JSON body (the fuzzer mutates it); "multipart" for uploads. */
  body?: ((f: Fixture) => unknown) | "multipart";
  headers?: (f: Fixture) => Record<string, string>;
};

export type Exemption = { exempt: string };

import { FUZZ_CRON_SECRET as CRON_SECRET } from "@/test/fuzz/env";

/** The rows the samples point at: company A with one row of each kind, and company B. */
export async function seedFixture(prisma: PrismaClient) {
  const owner = await createOwner(prisma, "Fuzz Co");
  const other = await createOwner(prisma, "Other Co");
  const companyId = owner.company.id;
  const rate = await prisma.laborRate.create({ data: { companyId, name: "R", rate: "10.00" } });
  const fee = await prisma.serviceFee.create({
    data: { companyId, name: "F", type: "fixed", amount: "5.00" },
  });
  const service = await prisma.service.create({
    data: {
      companyId,
      name: "S",
      category: "electrical",
      basePrice: "100.00",
      unitType: "per_item",
      estimatedTime: 100_000,
      laborRateId: rate.id,
      serviceFeeId: fee.id,
    },
  });
  const template = await prisma.customTemplate.create({ data: { companyId, name: "T" } });
  const estimate = await prisma.estimateRequest.create({
    data: {
      companyId,
      customerName: "Pat",
      customerEmail: "pat@example.com",
      subtotal: "100.00",
      totalAmount: "100.00",
      totalTime: 60,
    },
  });
  const area = await prisma.serviceArea.create({
    data: { companyId, kind: "zip", value: "78701", normalized: "78701" },
  });
  const foreign = await prisma.service.create({
    data: { companyId: other.company.id, name: "B", category: "electrical" },
  });
  // qcore: a client, a draft quote with one line, and a task on both. The quote's number is
  // far from the small numbers other fixtures hand out in the same company.
  const client = await prisma.client.create({
    data: { companyId, name: "Pat", email: "pat@example.com", emailKey: "pat@example.com" },
  });
  const quote = await prisma.quote.create({
    data: {
      companyId,
      number: 1000,
      clientId: client.id,
      subtotal: "100.00",
      total: "100.00",
      lines: {
        create: [{ name: "Work", unitPrice: "100.00", quantity: "1", lineTotal: "100.00" }],
      },
    },
  });
  await prisma.company.update({ where: { id: companyId }, data: { lastQuoteNumber: 1000 } });
  const task = await prisma.task.create({
    data: {
      companyId,
      title: "Call Pat",
      dueDate: new Date("2026-01-15T00:00:00.000Z"),
      clientId: client.id,
      quoteId: quote.id,
    },
  });
  // quote pdf (qmail): one sent quote with a line and a public link.
  const pdfQuote = await prisma.quote.create({
    data: {
      companyId,
      number: 9001,
      status: "sent",
      sentAt: new Date(),
      total: "100.00",
      subtotal: "100.00",
      lines: { create: [{ name: "L", unitPrice: "100.00", quantity: "1", lineTotal: "100.00" }] },
    },
  });
  const pdfLink = issueQuoteLink(pdfQuote.id);
  await prisma.quote.update({ where: { id: pdfQuote.id }, data: pdfLink.fields });
  const fixture: Fixture = {
    companyId,
    companyName: owner.company.name,
    slug: owner.company.slug,
    serviceId: service.id,
    rateId: rate.id,
    feeId: fee.id,
    templateId: template.id,
    estimateId: estimate.id,
    areaId: area.id,
    clientId: client.id,
    quoteId: quote.id,
    taskId: task.id,
    foreignServiceId: foreign.id,
    cronSecret: CRON_SECRET,
    ...(await seedPublicQuote(prisma, companyId)),
    pdfQuoteId: pdfQuote.id,
    pdfQuoteToken: pdfLink.token,
    ...(await seedApiKey(prisma, companyId)),
    ...(await seedWebhook(prisma, companyId)),
    communityTemplateId: await seedCommunityTemplate(prisma, other.company.id),
    ...(await seedInvoices(prisma, companyId, client.id)),
    photoId: "",
    propertyId: "",
    ...(await seedTeam(prisma, companyId, owner.user.id)),
    ...(await seedJobs(prisma, companyId, owner.user.id, client.id)),
  };
  Object.assign(
    fixture,
    await seedPhotoAndProperty(prisma, companyId, client.id, estimate.id, fixture.quoteToken),
  );
  return { owner, other, fixture };
}

/**
 * jobs: J-0001 (a checklist item, a visit of the owner on 2026-12-07, a photo) and J-0002 with
 * a visit (the rows the DELETE samples remove), and the company's calendar feed.
 */
async function seedJobs(
  prisma: PrismaClient,
  companyId: string,
  ownerId: string,
  clientId: string,
) {
  const visitOf = (jobId: string, day: number) =>
    prisma.visit.create({
      data: {
        companyId,
        jobId,
        startAt: new Date(Date.UTC(2026, 11, day, 16)),
        endAt: new Date(Date.UTC(2026, 11, day, 18)),
        arrivalWindowMinutes: 120,
        assignees: { create: [{ userId: ownerId }] },
      },
    });
  const job = await prisma.job.create({
    data: {
      companyId,
      number: 1,
      title: "Panel swap",
      status: "scheduled",
      clientId,
      checklist: { create: [{ label: "Swap the panel" }] },
    },
    include: { checklist: true },
  });
  const spare = await prisma.job.create({
    data: { companyId, number: 2, title: "Spare", status: "scheduled" },
  });
  const visit = await visitOf(job.id, 7);
  const spareVisit = await visitOf(spare.id, 8);
  const png = Buffer.from(pngDataUrl().split(",")[1], "base64");
  const photo = await prisma.photo.create({
    data: {
      id: randomBytes(18).toString("base64url"),
      companyId,
      jobId: job.id,
      claimedAt: new Date(),
      contentType: "image/png",
      width: 1,
      height: 1,
      size: png.length,
      bytes: png,
      thumbnail: png,
    },
  });
  const secret = randomBytes(32).toString("base64url");
  await prisma.company.update({
    where: { id: companyId },
    data: {
      lastJobNumber: 2,
      calendarFeedHash: createHash("sha256").update(secret).digest("hex"),
    },
  });
  return {
    jobId: job.id,
    jobChecklistItemId: job.checklist[0].id,
    jobPhotoId: photo.id,
    visitId: visit.id,
    assigneeId: ownerId,
    deletableJobId: spare.id,
    deletableVisitId: spareVisit.id,
    calendarFeedFile: `${secret}.ics`,
  };
}

/**
 * team: a technician (the member the PATCH and DELETE samples change and remove), an office
 * member (an assignee who may open quotes and requests) and a pending invitation.
 */
async function seedTeam(prisma: PrismaClient, companyId: string, ownerId: string) {
  const technician = await createMember(prisma, companyId, "technician");
  const office = await createMember(prisma, companyId, "office");
  const token = randomBytes(32).toString("base64url");
  const invitation = await prisma.invitation.create({
    data: {
      companyId,
      email: `invitee-${randomBytes(4).toString("hex")}@example.com`,
      role: "office",
      tokenHash: createHash("sha256").update(token).digest("hex"),
      invitedById: ownerId,
      expiresAt: new Date(Date.now() + 7 * 86_400_000),
    },
  });
  return {
    memberId: technician.member.id,
    officeUserId: office.user.id,
    invitationId: invitation.id,
    invitationToken: token,
  };
}

/** marketplace: a template of company B in Community, for company A to apply and report. */
async function seedCommunityTemplate(prisma: PrismaClient, companyId: string) {
  const template = await prisma.customTemplate.create({
    data: {
      companyId,
      name: "Shared",
      publishedAt: new Date(),
      publicName: "Shared basics",
      publicTrade: "electrical",
      services: {
        create: [
          {
            name: "Shared outlet",
            category: "electrical",
            basePrice: "80.00",
            unitType: "per_item",
            estimatedTime: 30,
          },
        ],
      },
    },
  });
  return template.id;
}

/**
 * invoices: an approved quote (a line of 100.00, no tax) billed half by a sent invoice with a
 * payment of 10.00 on it (partially paid) and a public link, and a blank draft invoice:
 * numbers 1 and 2.
 */
async function seedInvoices(prisma: PrismaClient, companyId: string, clientId: string) {
  const quote = await prisma.quote.create({
    data: {
      companyId,
      number: 2000,
      clientId,
      status: "approved",
      approvedAt: new Date(),
      subtotal: "100.00",
      total: "100.00",
      lines: {
        create: [{ name: "Work", unitPrice: "100.00", quantity: "1", lineTotal: "100.00" }],
      },
    },
    include: { lines: true },
  });
  const day = new Date("2026-01-15T00:00:00.000Z");
  const invoiceId = randomBytes(12).toString("hex");
  const link = invoiceLinkFields(invoiceId);
  const invoice = await prisma.invoice.create({
    data: {
      id: invoiceId,
      ...link.fields,
      companyId,
      number: 1,
      clientId,
      quoteId: quote.id,
      status: "partially_paid",
      issueDate: day,
      dueDate: day,
      subtotal: "50.00",
      total: "50.00",
      quotedAmount: "50.00",
      amountPaid: "10.00",
      balance: "40.00",
      sentAt: new Date(),
      sentTo: "pat@example.com",
      lines: {
        create: [
          {
            quoteLineId: quote.lines[0].id,
            name: "Work",
            unitPrice: "50.00",
            quantity: "1",
            lineTotal: "50.00",
          },
        ],
      },
    },
  });
  const payment = await prisma.invoicePayment.create({
    data: { companyId, invoiceId: invoice.id, amount: "10.00", method: "cash", paidOn: day },
  });
  const draft = await prisma.invoice.create({
    data: { companyId, number: 2, clientId, issueDate: day, dueDate: day },
  });
  await prisma.company.update({ where: { id: companyId }, data: { lastInvoiceNumber: 2 } });
  return {
    approvedQuoteId: quote.id,
    invoiceId: invoice.id,
    invoicePaymentId: payment.id,
    draftInvoiceId: draft.id,
    invoiceToken: link.token,
  };
}

/** apikeys: a write key of company A, so the fuzzer can call /api/v1 with a bearer header. */
async function seedApiKey(prisma: PrismaClient, companyId: string) {
  const { key, prefix, hash } = generateApiKey();
  const row = await prisma.apiKey.create({
    data: { companyId, name: "Fuzz", scope: "write", prefix, hash },
  });
  return { apiKey: key, apiKeyId: row.id };
}

/** webhooks: an endpoint on a closed local port and one failed delivery to it. */
async function seedWebhook(prisma: PrismaClient, companyId: string) {
  const endpoint = await prisma.webhookEndpoint.create({
    data: {
      companyId,
      url: "http://127.0.0.1:9/hook",
      events: ["quote.sent"],
      secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
    },
  });
  const delivery = await prisma.webhookDelivery.create({
    data: {
      companyId,
      endpointId: endpoint.id,
      eventId: "msg_fuzz",
      eventType: "quote.sent",
      payload: { type: "quote.sent", timestamp: "2026-01-15T00:00:00.000Z", data: {} },
      status: "failed",
      attempts: 1,
    },
  });
  return { webhookId: endpoint.id, webhookDeliveryId: delivery.id };
}

/** issue 27: a claimed photo (stored in the database) on the public quote, and a property. */
async function seedPhotoAndProperty(
  prisma: PrismaClient,
  companyId: string,
  clientId: string,
  estimateId: string,
  quoteToken: string,
) {
  const jpeg = Buffer.from(pngDataUrl().split(",")[1], "base64");
  const photoId = randomBytes(18).toString("base64url");
  await prisma.photo.create({
    data: {
      id: photoId,
      companyId,
      clientId,
      estimateRequestId: estimateId,
      claimedAt: new Date(),
      contentType: "image/png",
      width: 1,
      height: 1,
      size: jpeg.length,
      bytes: jpeg,
      thumbnail: jpeg,
    },
  });
  const quote = await prisma.quote.findUniqueOrThrow({
    where: { tokenHash: hashQuoteToken(quoteToken) },
    select: { id: true },
  });
  await prisma.quotePhoto.create({ data: { quoteId: quote.id, photoId } });
  const property = await prisma.property.create({
    data: {
      companyId,
      clientId,
      line1: "1 Fuzz Rd",
      city: "Austin",
      region: "TX",
      postalCode: "78701",
      matchKey: "1 fuzz rd|78701",
    },
  });
  return { photoId, propertyId: property.id };
}

/** public quotes: a sent quote with a group and an optional line. */
async function seedPublicQuote(prisma: PrismaClient, companyId: string) {
  const { token, lines } = await createSentQuote(prisma, companyId);
  const dto = await getPublicQuote(token, { recordView: false });
  return {
    quoteToken: token,
    quoteSelection: [lines.better.id, lines.surge.id],
    quoteContentHash: dto.contentHash,
  };
}

const service = {
  name: "Outlet Installation",
  description: "One outlet",
  category: "electrical",
  basePrice: 75,
  unitType: "per_item",
  estimatedTime: 30,
  icon: "plug",
  isActive: true,
};

/** apikeys: company A's write key as the REST API expects it. */
const bearer = (f: Fixture) => ({ authorization: `Bearer ${f.apiKey}` });

export const samples: Record<string, Sample | Exemption> = {
  "GET /api/account": {},
  "GET /api/account/export": {},
  "PATCH /api/account": { body: () => ({ name: "Owner Renamed" }) },
  // A wrong password keeps the account (a valid one would end the fuzzing session).
  "POST /api/account/delete": {
    body: (f) => ({ confirmation: f.companyName, currentPassword: "not-the-password-1" }),
  },
  "POST /api/account/email": {
    body: () => ({ email: "new@example.com", currentPassword: "not-the-password-1" }),
  },
  "POST /api/account/password": {
    body: () => ({ currentPassword: "not-the-password-1", newPassword: "new-password-2" }),
  },
  // Bumps the token version; the suite signs in again before every request.
  "POST /api/account/sign-out-everywhere": {},
  "GET /api/auth/[...nextauth]": {
    exempt:
      "next-auth's own handler reads cookies() and headers() of Next's request scope, which a " +
      "direct call from jest does not have; its credentials input is parsed by loginSchema " +
      "(lib/auth) and sign-in is tested end to end by the auth tests and e2e/auth.spec.ts.",
  },
  "POST /api/auth/[...nextauth]": {
    exempt: "As GET /api/auth/[...nextauth]: next-auth's handler needs Next's request scope.",
  },
  "POST /api/auth/logout": {},
  "GET /api/calculator-settings": {},
  "PATCH /api/calculator-settings": {
    body: () => ({
      accentColor: "#2563eb",
      calculatorCategories: ["electrical"],
      defaultCategory: "electrical",
      serviceCallFee: "25.00",
      taxRate: "8.25",
      defaultMarkupPercent: "12.5",
      thankYouMessage: "Thanks!",
    }),
  },
  "GET /api/calculator-settings/services": {},
  "PATCH /api/calculator-settings/services": {
    body: (f) => ({ services: [{ id: f.serviceId, isActive: true }] }),
  },
  "POST /api/calculator-views": {
    body: (f) => ({ company: f.slug, source: "embed", host: "www.Acme-Roofing.com" }),
  },
  "POST /api/calculator-views/services": {
    body: (f) => ({ company: f.slug, serviceId: f.serviceId }),
  },
  "GET /api/company": {},
  "POST /api/company/logo": { body: "multipart" },
  "DELETE /api/company/logo": {},
  "GET /api/company/profile": {},
  "PATCH /api/company/profile": {
    body: () => ({
      contactEmail: "office@example.com",
      phone: "+1 512 555 0100",
      website: "example.com",
      address: "1 Main St",
      timeZone: "America/Los_Angeles",
    }),
  },
  "POST /api/company/reset-welcome": {},
  "POST /api/company/welcome-seen": {},
  "GET /api/custom-templates": {},
  "POST /api/custom-templates": {
    body: () => ({ name: "Starter", description: "Basics", services: [service] }),
  },
  "DELETE /api/custom-templates/[id]": { params: (f) => ({ id: f.templateId }) },
  "POST /api/custom-templates/[id]/apply": { params: (f) => ({ id: f.templateId }) },
  "POST /api/custom-templates/[id]/publish": {
    params: (f) => ({ id: f.templateId }),
    body: () => ({
      name: "Our basics",
      trade: "electrical",
      description: "What we charge.",
      showCompanyName: true,
    }),
  },
  "DELETE /api/custom-templates/[id]/publish": { params: (f) => ({ id: f.templateId }) },
  "GET /api/marketplace/community": {},
  "GET /api/marketplace/community/[id]": { params: (f) => ({ id: f.communityTemplateId }) },
  "POST /api/marketplace/community/[id]/apply": {
    params: (f) => ({ id: f.communityTemplateId }),
    body: () => ({ adjustPercent: 5, onDuplicate: "keep_both" }),
  },
  "POST /api/marketplace/community/[id]/report": {
    params: (f) => ({ id: f.communityTemplateId }),
    body: () => ({ reason: "misleading_prices", details: "Too cheap." }),
  },
  "GET /api/marketplace/starters": {},
  "GET /api/marketplace/starters/[id]": { params: () => ({ id: "quotecraft-plumbing" }) },
  "POST /api/marketplace/starters/[id]/apply": {
    params: () => ({ id: "quotecraft-plumbing" }),
    body: () => ({ serviceKeys: ["leak-repair"], adjustPercent: 10, onDuplicate: "skip" }),
  },
  "GET /api/dashboard/analytics": { query: () => ({ from: "2026-01-01", to: "2026-03-31" }) },
  "GET /api/dashboard/money": {},
  "GET /api/dashboard/overview": {},
  "GET /api/dashboard/setup": {},
  "GET /api/estimates": { query: () => ({ status: "new", limit: "10", cursor: "c123" }) },
  "POST /api/estimates": {
    body: (f) => ({
      companyId: f.companyId,
      customerName: "Pat Customer",
      customerEmail: "pat@example.com",
      customerPhone: "512 555 0100",
      customerZip: "78701",
      totalAmount: 100,
      totalTime: 60,
      items: [{ id: f.serviceId, quantity: 2, name: "S", price: 100, time: 60 }],
      embedHost: "acme-roofing.com",
      serviceAddress: { line1: "12 Oak St", city: "Austin", region: "TX", postalCode: "78701" },
      description: "Two outlets in the kitchen stopped working.",
      preferredWindows: [
        {
          date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
          period: "morning",
        },
      ],
      smsConsent: true,
      customItems: [{ description: "Replace a ceiling fan", quantity: 1 }],
    }),
    headers: () => ({ "idempotency-key": "fuzz-key-0001" }),
  },
  "GET /api/estimates/[id]": { params: (f) => ({ id: f.estimateId }) },
  "PATCH /api/estimates/[id]": {
    params: (f) => ({ id: f.estimateId }),
    body: () => ({ status: "contacted", notes: "Called back" }),
  },
  "GET /api/exports/[dataset]": {
    params: () => ({ dataset: "quotes" }),
    query: () => ({ format: "quickbooks", from: "2026-01-01", to: "2026-12-31", status: "all" }),
  },
  "GET /api/health": {},
  "GET /api/queue/failures": {},
  "POST /api/queue/failures/[id]/retry": { params: () => ({ id: "cm0000000000000000000000" }) },
  "GET /api/queue/run": { headers: (f) => ({ authorization: `Bearer ${f.cronSecret}` }) },
  // jobs (docs/jobs.md): jobs, their visits and the field's work, the calendar feeds. The
  // DELETE samples remove J-0002 and its visit, never the rows the others use.
  "GET /api/jobs": { query: () => ({ status: "scheduled", q: "J-0001", limit: "10" }) },
  "POST /api/jobs": {
    body: (f) => ({
      title: "Replace the porch light",
      instructions: "Gate code 1234",
      clientId: f.clientId,
      propertyId: f.propertyId,
      checklist: ["Take the old fixture down", "Mount the new one"],
    }),
  },
  "GET /api/jobs/[id]": { params: (f) => ({ id: f.jobId }) },
  "PATCH /api/jobs/[id]": {
    params: (f) => ({ id: f.jobId }),
    body: (f) => ({
      title: "Panel swap (200 A)",
      instructions: null,
      clientId: f.clientId,
      propertyId: f.propertyId,
      checklist: [{ id: f.jobChecklistItemId, label: "Swap the panel" }, { label: "Label it" }],
    }),
  },
  "DELETE /api/jobs/[id]": { params: (f) => ({ id: f.deletableJobId }) },
  "POST /api/jobs/[id]/status": {
    params: (f) => ({ id: f.jobId }),
    body: () => ({ action: "complete" }),
  },
  "PATCH /api/jobs/[id]/checklist/[itemId]": {
    params: (f) => ({ id: f.jobId, itemId: f.jobChecklistItemId }),
    body: () => ({ done: true }),
  },
  "POST /api/jobs/[id]/notes": {
    params: (f) => ({ id: f.jobId }),
    body: () => ({ body: "Breaker 4 is the kitchen." }),
  },
  "POST /api/jobs/[id]/photos": { params: (f) => ({ id: f.jobId }), body: "multipart" },
  "GET /api/jobs/[id]/photos/[photoId]": {
    params: (f) => ({ id: f.jobId, photoId: f.jobPhotoId }),
    query: () => ({ size: "thumbnail" }),
  },
  "POST /api/jobs/[id]/visits": {
    params: (f) => ({ id: f.jobId }),
    body: (f) => ({
      startAt: "2026-12-07T09:00:00-08:00",
      endAt: "2026-12-07T11:00:00-08:00",
      arrivalWindowMinutes: 120,
      assigneeIds: [f.assigneeId],
      recurrence: { every: 2, unit: "week", count: 3 },
      force: true,
    }),
  },
  "GET /api/visits": {
    query: (f) => ({
      from: "2026-12-01T00:00:00Z",
      to: "2026-12-15T00:00:00-08:00",
      userId: f.assigneeId,
    }),
  },
  "PATCH /api/visits/[id]": {
    params: (f) => ({ id: f.visitId }),
    body: (f) => ({
      startAt: "2026-12-07T17:00:00Z",
      endAt: "2026-12-07T19:30:00Z",
      arrivalWindowMinutes: 60,
      assigneeIds: [f.assigneeId],
      force: true,
    }),
  },
  "DELETE /api/visits/[id]": { params: (f) => ({ id: f.deletableVisitId }) },
  "POST /api/visits/[id]/progress": {
    params: (f) => ({ id: f.visitId }),
    body: () => ({ action: "on_my_way" }),
  },
  "GET /api/account/calendar-feed": {},
  "POST /api/account/calendar-feed": {},
  "GET /api/company/calendar-feed": {},
  "POST /api/company/calendar-feed": {},
  "GET /api/calendar/[secret]": { params: (f) => ({ secret: f.calendarFeedFile }) },
  "GET /api/labor-rates": {},
  "POST /api/labor-rates": { body: () => ({ name: "Electrician", rate: 95 }) },
  "PATCH /api/labor-rates/[id]": {
    params: (f) => ({ id: f.rateId }),
    body: () => ({ name: "Senior", rate: "120.50" }),
  },
  "DELETE /api/labor-rates/[id]": { params: (f) => ({ id: f.rateId }) },
  "GET /api/logos/[companyId]/[hash]": {
    params: (f) => ({ companyId: f.companyId, hash: "0123456789abcdef" }),
  },
  // quote pdf (qmail)
  "GET /api/quotes/[id]/pdf": { params: (f) => ({ id: f.pdfQuoteId }) },
  "GET /api/public/quotes/[token]/pdf": { params: (f) => ({ token: f.pdfQuoteToken }) },
  "GET /api/public/[company]": { params: (f) => ({ company: f.slug }) },
  "GET /api/public/[company]/services": { params: (f) => ({ company: f.slug }) },
  "POST /api/public/[company]/shared-estimates": {
    params: (f) => ({ company: f.slug }),
    body: (f) => ({
      items: [{ id: f.serviceId, quantity: 2, name: "S", price: 100, time: 60 }],
      customItems: [{ description: "Move a doorbell", quantity: 1 }],
    }),
  },
  // the customer portal's sign-in link (docs/invoices.md, "Customer portal")
  "POST /api/portal/link": {
    body: (f) => ({ company: f.slug, email: "ann@example.com" }),
  },
  // public quotes (the customer's side, scoped by the link token; Stripe's webhook)
  "GET /api/public/quotes/[token]": { params: (f) => ({ token: f.quoteToken }) },
  // issue 27: photos and properties
  "POST /api/public/[company]/photos": { params: (f) => ({ company: f.slug }), body: "multipart" },
  "GET /api/photos/[id]": { params: (f) => ({ id: f.photoId }), query: () => ({ download: "1" }) },
  "GET /api/photos/[id]/thumbnail": { params: (f) => ({ id: f.photoId }) },
  "GET /api/public/quotes/[token]/photos/[id]": {
    params: (f) => ({ token: f.quoteToken, id: f.photoId }),
  },
  "GET /api/public/quotes/[token]/photos/[id]/thumbnail": {
    params: (f) => ({ token: f.quoteToken, id: f.photoId }),
  },
  "GET /api/clients/[id]/properties": { params: (f) => ({ id: f.clientId }) },
  "POST /api/clients/[id]/properties": {
    params: (f) => ({ id: f.clientId }),
    body: () => ({
      line1: "9 Elm St",
      line2: "Unit 2",
      city: "Austin",
      region: "TX",
      postalCode: "78702",
    }),
  },
  "PATCH /api/clients/[id]/properties/[propertyId]": {
    params: (f) => ({ id: f.clientId, propertyId: f.propertyId }),
    body: () => ({ line2: "Back door" }),
  },
  "DELETE /api/clients/[id]/properties/[propertyId]": {
    params: (f) => ({ id: f.clientId, propertyId: f.propertyId }),
  },
  "GET /api/quotes/[id]/photos": { params: (f) => ({ id: f.quoteId }) },
  "PUT /api/quotes/[id]/photos": {
    params: (f) => ({ id: f.quoteId }),
    body: (f) => ({ photoIds: [f.photoId] }),
  },
  "GET /api/quotes/[id]/property": { params: (f) => ({ id: f.quoteId }) },
  "PUT /api/quotes/[id]/property": {
    params: (f) => ({ id: f.quoteId }),
    body: (f) => ({ propertyId: f.propertyId }),
  },
  "PUT /api/public/quotes/[token]/selection": {
    params: (f) => ({ token: f.quoteToken }),
    body: (f) => ({ selectedLineIds: f.quoteSelection }),
  },
  "POST /api/public/quotes/[token]/approve": {
    params: (f) => ({ token: f.quoteToken }),
    body: (f) => ({
      name: "Ann Customer",
      signatureMethod: "drawn",
      signature: pngDataUrl(),
      consent: true,
      termsAccepted: true,
      contentHash: f.quoteContentHash,
    }),
  },
  "POST /api/public/quotes/[token]/decline": {
    params: (f) => ({ token: f.quoteToken }),
    body: () => ({ reason: "Too expensive" }),
  },
  "POST /api/public/quotes/[token]/checkout": { params: (f) => ({ token: f.quoteToken }) },
  // invoices: the customer's Pay button (Stripe Checkout for the balance).
  "POST /api/public/invoices/[token]/checkout": { params: (f) => ({ token: f.invoiceToken }) },
  "POST /api/stripe/webhook": {
    body: (f) => ({
      id: "evt_fuzz",
      object: "event",
      type: "checkout.session.completed",
      created: 1_800_000_000,
      data: {
        object: {
          id: "cs_fuzz",
          object: "checkout.session",
          amount_total: 1000,
          currency: "usd",
          payment_status: "paid",
          metadata: { quoteId: "q", companyId: f.companyId },
        },
      },
    }),
    headers: () => ({ "stripe-signature": "t=1800000000,v1=00" }),
  },
  "POST /api/stripe/billing": {
    body: (f) => ({
      id: "evt_fuzz_billing",
      object: "event",
      type: "customer.subscription.updated",
      created: 1_800_000_000,
      data: {
        object: {
          id: "sub_fuzz",
          object: "subscription",
          customer: "cus_fuzz",
          status: "active",
          cancel_at_period_end: false,
          metadata: { companyId: f.companyId, plan: "pro", interval: "month" },
          items: { data: [{ id: "si_fuzz", price: { id: "price_fuzz" }, current_period_end: 1 }] },
        },
      },
    }),
    headers: () => ({ "stripe-signature": "t=1800000000,v1=00" }),
  },
  // Billing (docs/billing.md): without Stripe Billing these answer 409 billing_not_configured.
  "GET /api/billing": {},
  "GET /api/billing/details": {},
  "POST /api/billing/checkout": { body: () => ({ plan: "pro", interval: "year" }) },
  "POST /api/billing/portal": {},
  "POST /api/billing/change": { body: () => ({ plan: "business", interval: "month" }) },
  "POST /api/register": {
    body: () => ({
      name: "New Owner",
      email: "new-owner@example.com",
      password: "password-123",
      companyName: "New Company",
      industryType: "plumbing",
      slug: "new-company",
      plan: "starter",
      timeZone: "America/Chicago",
    }),
  },
  "GET /api/service-areas": {},
  "POST /api/service-areas": { body: () => ({ values: ["78702", "Austin"] }) },
  "DELETE /api/service-areas": {},
  "DELETE /api/service-areas/[id]": { params: (f) => ({ id: f.areaId }) },
  "GET /api/service-fees": {},
  "POST /api/service-fees": { body: () => ({ name: "Permit", type: "percentage", amount: 12.5 }) },
  "PATCH /api/service-fees/[id]": {
    params: (f) => ({ id: f.feeId }),
    body: () => ({ name: "Disposal", type: "fixed", amount: "40.00" }),
  },
  "DELETE /api/service-fees/[id]": { params: (f) => ({ id: f.feeId }) },
  "GET /api/services": {},
  "POST /api/services": {
    body: (f) => ({
      ...service,
      laborRateId: f.rateId,
      serviceFeeId: f.feeId,
      materials: [
        { name: "Duplex receptacle", unitCost: "4.50", quantity: 1 },
        { name: "Cover plate", unitCost: 1.5, quantity: "0.5", customerSupplies: true },
      ],
      markupPercent: "35",
    }),
  },
  "GET /api/services/[id]": { params: (f) => ({ id: f.serviceId }) },
  "DELETE /api/services/[id]": { params: (f) => ({ id: f.serviceId }) },
  "POST /api/services/bulk": {
    body: () => ({
      services: [
        service,
        {
          ...service,
          name: "B",
          materials: [{ name: "Wire", unitCost: 2, quantity: 1.25 }],
          markupPercent: null,
        },
      ],
    }),
  },
  "POST /api/services/reorder": { body: (f) => ({ ids: [f.serviceId] }) },
  "POST /api/support": {
    body: () => ({ subject: "Question", message: "How do I embed the calculator?" }),
  },
  "GET /api/user/tooltips": {},
  "POST /api/user/tooltips": { body: () => ({ viewedTooltips: ["welcome", "services"] }) },

  // qcore: clients, tasks, quotes (owner side) and the company's quote settings.
  "GET /api/clients": { query: () => ({ q: "pat", page: "1" }) },
  "POST /api/clients": {
    body: () => ({
      name: "Sam Client",
      email: "sam@example.com",
      phone: "512 555 0101",
      address: "2 Oak St\nAustin",
      notes: "Side gate",
    }),
  },
  "GET /api/clients/[id]": { params: (f) => ({ id: f.clientId }) },
  "PATCH /api/clients/[id]": {
    params: (f) => ({ id: f.clientId }),
    body: () => ({ name: "Pat Renamed", phone: "512 555 0102", notes: null }),
  },
  "DELETE /api/clients/[id]": { params: (f) => ({ id: f.clientId }) },
  // Texts (docs/texts.md): the conversation on a client, the owner's reply and consent.
  "GET /api/texts": { query: (f) => ({ clientId: f.clientId }) },
  "POST /api/texts": { body: (f) => ({ quoteId: f.quoteId, body: "See you Thursday at 9." }) },
  "POST /api/texts/consent": {
    body: (f) => ({ clientId: f.clientId, status: "consented", source: "verbal" }),
  },
  "GET /api/texts/unread": {},
  "GET /api/company/text-settings": {},
  "PATCH /api/company/text-settings": {
    body: () => ({
      textFrom: "+15125550100",
      country: "US",
      textQuoteSent: true,
      textRequestReply: false,
      textFollowUpTemplate: "Hi {{client.firstName}}, any questions? {{quote.link}}",
      textVisitBooked: true,
      textInvoiceReminderTemplate: "{{invoice.number}} {{invoice.due}}: {{invoice.link}}",
      textQuietStart: 20,
      textQuietEnd: 8,
      quoteReminderTextDays: [2],
    }),
  },
  // Twilio's webhooks post forms and are refused (403) without Twilio's signature: the fuzzer's
  // JSON bodies meet 415 or 403, never a 5xx.
  "POST /api/twilio/inbound": {
    body: () => ({ From: "+15125550142", To: "+15005550006", Body: "Yes, Thursday works" }),
  },
  "POST /api/twilio/status": {
    body: () => ({ MessageSid: "SM0123456789", MessageStatus: "delivered" }),
  },
  "GET /api/tasks": {
    query: (f) => ({ due: "today", clientId: f.clientId, quoteId: f.quoteId }),
  },
  "POST /api/tasks": {
    body: (f) => ({
      title: "Follow up",
      dueDate: "2026-01-20",
      clientId: f.clientId,
      estimateRequestId: f.estimateId,
      quoteId: f.quoteId,
    }),
  },
  "PATCH /api/tasks/[id]": {
    params: (f) => ({ id: f.taskId }),
    body: () => ({ title: "Call Pat back", dueDate: "2026-01-21", done: true }),
  },
  "DELETE /api/tasks/[id]": { params: (f) => ({ id: f.taskId }) },
  "GET /api/quotes": { query: () => ({ status: "draft", q: "Q-1000", page: "1" }) },
  "POST /api/quotes": { body: (f) => ({ estimateRequestId: f.estimateId }) },
  "GET /api/quotes/[id]": { params: (f) => ({ id: f.quoteId }) },
  "PUT /api/quotes/[id]": {
    params: (f) => ({ id: f.quoteId }),
    body: (f) => ({
      clientId: f.clientId,
      title: "Rewiring",
      message: "Thanks!",
      terms: "Net 30.",
      discount: { type: "percentage", value: 10 },
      taxRate: 8.25,
      deposit: { type: "fixed", value: 50 },
      expiresAt: "2100-01-01",
      groups: [{ key: "g1", name: "Panel" }],
      lines: [
        {
          serviceId: f.serviceId,
          name: "S",
          description: "From the price book",
          unitType: "per_item",
          unitPrice: 120.5,
          quantity: 2,
          fee: { name: "F", type: "fixed", value: 5 },
          minutesPerUnit: 30,
          note: "Kitchen",
          optional: false,
          groupKey: null,
          selected: true,
        },
        ...["Good", "Better"].map((name, index) => ({
          serviceId: null,
          name,
          description: null,
          unitType: "flat",
          unitPrice: 1000 + index * 500,
          quantity: 1,
          fee: null,
          minutesPerUnit: 0,
          note: null,
          optional: false,
          groupKey: "g1",
          selected: index === 1,
        })),
        {
          serviceId: null,
          name: "Surge guard",
          description: null,
          unitType: "flat",
          unitPrice: 200,
          quantity: 1,
          fee: { name: "Fee", type: "percentage", value: 12.5 },
          minutesPerUnit: 0,
          note: null,
          optional: true,
          groupKey: null,
          selected: false,
        },
      ],
    }),
  },
  "DELETE /api/quotes/[id]": { params: (f) => ({ id: f.quoteId }) },
  "POST /api/quotes/[id]/send": {
    params: (f) => ({ id: f.quoteId }),
    body: () => ({ to: "pat@example.com", message: "Your quote" }),
  },
  "GET /api/quotes/[id]/link": { params: (f) => ({ id: f.quoteId }) },
  "POST /api/quotes/[id]/payments": {
    params: (f) => ({ id: f.quoteId }),
    body: () => ({ amount: 25.5, method: "check", paidOn: "2026-01-15", note: "No. 1001" }),
  },
  "GET /api/company/quote-settings": {},
  "PATCH /api/company/quote-settings": {
    body: () => ({ quoteValidDays: 30, quoteTerms: "Net 30.", quoteReminderDays: [3, 7] }),
  },

  // invoices (docs/invoices.md): the owner's side, the company's invoice settings and a
  // quote's invoicing summary.
  "GET /api/invoices": { query: () => ({ status: "unpaid", q: "INV-0001", page: "1" }) },
  "POST /api/invoices": {
    body: (f) => ({ quoteId: f.approvedQuoteId, mode: "percent", percent: 12.5 }),
  },
  "GET /api/invoices/[id]": { params: (f) => ({ id: f.invoiceId }) },
  "PUT /api/invoices/[id]": {
    params: (f) => ({ id: f.invoiceId }),
    body: (f) => ({
      clientId: f.clientId,
      propertyId: f.propertyId,
      title: "Rewiring",
      notes: "Thank you!",
      terms: "net_15",
      issueDate: "2026-01-15",
      dueDate: "2026-01-30",
      discount: { type: "percentage", value: 5 },
      taxRate: 8.25,
      lines: [
        {
          quoteLineId: null,
          serviceId: f.serviceId,
          name: "S",
          description: "From the price book",
          unitType: "per_item",
          unitPrice: 120.5,
          quantity: 2,
          fee: { name: "F", type: "fixed", value: 5 },
        },
        {
          quoteLineId: null,
          serviceId: null,
          name: "Extra",
          description: null,
          unitType: "hourly",
          unitPrice: 95,
          quantity: 1.5,
          fee: { name: "Fee", type: "percentage", value: 12.5 },
        },
      ],
    }),
  },
  "DELETE /api/invoices/[id]": { params: (f) => ({ id: f.draftInvoiceId }) },
  "POST /api/invoices/[id]/send": {
    params: (f) => ({ id: f.invoiceId }),
    body: () => ({ to: "pat@example.com", message: "Your invoice" }),
  },
  "GET /api/invoices/[id]/link": { params: (f) => ({ id: f.invoiceId }) },
  "GET /api/invoices/[id]/pdf": { params: (f) => ({ id: f.invoiceId }) },
  "POST /api/invoices/[id]/payments": {
    params: (f) => ({ id: f.invoiceId }),
    body: () => ({
      amount: 5.25,
      method: "check",
      reference: "1001",
      paidOn: "2026-01-15",
      note: "At the door",
    }),
  },
  "POST /api/invoices/[id]/payments/[paymentId]/refund": {
    params: (f) => ({ id: f.invoiceId, paymentId: f.invoicePaymentId }),
    body: () => ({ amount: 2.5, reason: "Overcharged", paidOn: "2026-01-16" }),
  },
  "POST /api/invoices/[id]/void": {
    params: (f) => ({ id: f.invoiceId }),
    body: () => ({ reason: "Billed twice" }),
  },
  "PATCH /api/invoices/[id]/reminders": {
    params: (f) => ({ id: f.invoiceId }),
    body: () => ({ enabled: false }),
  },
  "GET /api/company/invoice-settings": {},
  "PATCH /api/company/invoice-settings": {
    body: () => ({
      invoiceTerms: "net_30",
      invoiceNotes: "Thank you for your business.",
      invoiceReminderDays: [-3, 0, 7, 14],
      reviewLink: "https://g.page/r/fuzz/review",
    }),
  },
  "GET /api/quotes/[id]/invoicing": { params: (f) => ({ id: f.approvedQuoteId }) },

  // apikeys: the owner's key API, and /api/v1 called with company A's write key.
  "GET /api/api-keys": {},
  "POST /api/api-keys": { body: () => ({ name: "Zapier", scope: "read" }) },
  "DELETE /api/api-keys/[id]": { params: (f) => ({ id: f.apiKeyId }) },
  "GET /api/v1/openapi.json": {},
  "GET /api/v1/estimate-requests": {
    headers: bearer,
    query: () => ({ limit: "2", status: "new", created_after: "2020-01-01" }),
  },
  "GET /api/v1/estimate-requests/[id]": { headers: bearer, params: (f) => ({ id: f.estimateId }) },
  "GET /api/v1/clients": {
    headers: bearer,
    query: () => ({ limit: "2", created_before: "2100-01-01T00:00:00Z" }),
  },
  "GET /api/v1/clients/[id]": { headers: bearer, params: (f) => ({ id: f.clientId }) },
  "POST /api/v1/estimate-requests": {
    headers: bearer,
    body: (f) => ({
      customer: { name: "Rita Flow", email: "rita@example.com", phone: "512-555-0100" },
      items: [{ serviceId: f.serviceId, quantity: 2, unitPrice: 0.01 }],
      totalAmount: 0.02,
    }),
  },
  "POST /api/v1/clients": {
    headers: bearer,
    body: () => ({ name: "Api Client", email: "api@example.com", phone: "512 555 0103" }),
  },
  "PATCH /api/v1/clients/[id]": {
    headers: bearer,
    params: (f) => ({ id: f.clientId }),
    body: () => ({ phone: "512 555 0104", notes: "Via the API" }),
  },
  "POST /api/v1/quotes": {
    headers: bearer,
    body: (f) => ({
      clientId: f.clientId,
      title: "Rewiring",
      lines: [
        { serviceId: f.serviceId, quantity: 2 },
        { name: "Haul-away", unitPrice: 40, quantity: 1 },
      ],
    }),
  },
  "PATCH /api/v1/quotes/[id]": {
    headers: bearer,
    params: (f) => ({ id: f.quoteId }),
    body: () => ({ title: "Rewiring (v2)", taxRate: 8.25 }),
  },
  "POST /api/v1/quotes/[id]/send": {
    headers: bearer,
    params: (f) => ({ id: f.quoteId }),
    body: () => ({ to: "pat@example.com", message: "Your quote" }),
  },
  "POST /api/v1/quotes/[id]/payments": {
    headers: bearer,
    params: (f) => ({ id: f.quoteId }),
    body: () => ({ amount: 25.5, method: "check", paidOn: "2026-01-15", note: "No. 1001" }),
  },
  "GET /api/v1/quotes": { headers: bearer, query: () => ({ limit: "2", status: "draft" }) },
  "GET /api/v1/quotes/[id]": { headers: bearer, params: (f) => ({ id: f.quoteId }) },
  "GET /api/v1/services": { headers: bearer, query: () => ({ limit: "1" }) },
  "POST /api/v1/services": {
    headers: bearer,
    body: (f) => {
      const { estimatedTime, ...fields } = service;
      return {
        ...fields,
        estimatedMinutes: estimatedTime,
        laborRateId: f.rateId,
        serviceFeeId: f.feeId,
      };
    },
  },
  "GET /api/v1/services/[id]": { headers: bearer, params: (f) => ({ id: f.serviceId }) },
  "GET /api/v1/invoices": {
    headers: bearer,
    query: () => ({ limit: "2", status: "partially_paid", created_after: "2020-01-01" }),
  },
  "GET /api/v1/invoices/[id]": { headers: bearer, params: (f) => ({ id: f.invoiceId }) },
  "GET /api/v1/payments": {
    headers: bearer,
    query: (f) => ({ limit: "2", invoiceId: f.invoiceId }),
  },
  "GET /api/v1/payments/[id]": { headers: bearer, params: (f) => ({ id: f.invoicePaymentId }) },
  "PATCH /api/v1/services/[id]": {
    headers: bearer,
    params: (f) => ({ id: f.serviceId }),
    body: () => ({ name: "Outlet (renamed)", basePrice: "80.00", isActive: false }),
  },
  // webhooks (docs/webhooks.md)
  "GET /api/webhooks": {},
  "POST /api/webhooks": {
    body: () => ({
      url: "http://127.0.0.1:9/hooks",
      description: "Zapier",
      events: ["quote.sent", "client.created"],
    }),
  },
  "PATCH /api/webhooks/[id]": {
    params: (f) => ({ id: f.webhookId }),
    body: () => ({ description: "CRM", events: ["quote.approved"], enabled: false }),
  },
  "DELETE /api/webhooks/[id]": { params: (f) => ({ id: f.webhookId }) },
  "POST /api/webhooks/[id]/rotate-secret": { params: (f) => ({ id: f.webhookId }) },
  "POST /api/webhooks/[id]/test": { params: (f) => ({ id: f.webhookId }) },
  "GET /api/webhooks/[id]/deliveries": {
    params: (f) => ({ id: f.webhookId }),
    query: () => ({ page: "1" }),
  },
  "POST /api/webhooks/deliveries/[id]/redeliver": {
    params: (f) => ({ id: f.webhookDeliveryId }),
  },
  // team (docs/team.md): members, invitations, the activity log, the company switcher,
  // notifications and assignment. The member changed and removed is the fixture's technician,
  // never the owner (whose session the suite runs as).
  "GET /api/team/members": {},
  "PATCH /api/team/members/[id]": {
    params: (f) => ({ id: f.memberId }),
    body: () => ({ role: "office", active: true }),
  },
  "DELETE /api/team/members/[id]": { params: (f) => ({ id: f.memberId }) },
  "GET /api/team/invitations": {},
  "POST /api/team/invitations": { body: () => ({ email: "new-hire@example.com", role: "office" }) },
  "DELETE /api/team/invitations/[id]": { params: (f) => ({ id: f.invitationId }) },
  "GET /api/team/activity": { query: () => ({ limit: "20", action: "member.invited" }) },
  "GET /api/team/activity/export": {},
  "GET /api/invitations/[token]": { params: (f) => ({ token: f.invitationToken }) },
  "POST /api/invitations/[token]": {
    params: (f) => ({ token: f.invitationToken }),
    body: () => ({ name: "New Member", password: "password-123" }),
  },
  "GET /api/account/companies": {},
  "POST /api/account/companies": { body: (f) => ({ companyId: f.companyId }) },
  "GET /api/account/notifications": {},
  "PUT /api/account/notifications": {
    body: () => ({
      newRequest: true,
      quoteViewed: false,
      quoteApproved: true,
      invoicePaid: false,
      assigned: true,
    }),
  },
  "PUT /api/quotes/[id]/assignee": {
    params: (f) => ({ id: f.quoteId }),
    body: (f) => ({ userId: f.officeUserId }),
  },
  "PUT /api/estimates/[id]/assignee": {
    params: (f) => ({ id: f.estimateId }),
    body: (f) => ({ userId: f.officeUserId }),
  },
  // REST API: jobs and visits (docs/jobs.md), read only. The fixture has no job: the id is a 404.
  "GET /api/v1/jobs": { headers: bearer, query: () => ({ limit: "2", status: "scheduled" }) },
  "GET /api/v1/jobs/[id]": { headers: bearer, params: () => ({ id: "cm0000000000000000000000" }) },
  "GET /api/v1/visits": {
    headers: bearer,
    query: () => ({ limit: "2", from: "2026-01-01", to: "2026-01-08T00:00:00Z" }),
  },
};
