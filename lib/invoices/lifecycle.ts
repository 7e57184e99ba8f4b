import "server-only";
import { conflict, invalidField, notFound } from "@/lib/errors";
import { prisma } from "@/lib/db";
import { inTransaction, publish } from "@/lib/events";
import { toCents } from "@/lib/pricing";
import { publicInvoiceUrl, requiredLinkSecret } from "@/lib/resources";
import { deriveInvoiceToken, hashQuoteToken } from "@/lib/resources/quote-link";
import { isWellFormedToken, newTokenNonce } from "@/lib/quotes/token";
import { findInvoiceOrThrow, getInvoice, type InvoiceDto } from "./queries";
import { requestReviewOnPaid } from "./reviews";
import { assertInvoiceTransition, transitionInvoice } from "./transitions";

/**
 * Fresh link fields for an invoice: as a quote's (lib/quotes/token.ts), a random nonce whose
 * HMAC is the token; only the token's SHA-256 is stored (docs/invoices.md, "Public page").
 */
function issueInvoiceLink(invoiceId: string) {
  const secret = requiredLinkSecret();
  const tokenNonce = newTokenNonce();
  const token = deriveInvoiceToken(secret, invoiceId, tokenNonce);
  return { token, fields: { tokenNonce, tokenHash: hashQuoteToken(token) } };
}

/** The public link of an invoice, issued on first use (the owner's "Copy link"). */
export async function invoiceLink(companyId: string, id: string): Promise<{ url: string }> {
  const invoice = await findInvoiceOrThrow(companyId, id);
  if (invoice.status === "draft")
    throw conflict("Send the invoice first: a draft has no customer link.");
  if (!invoice.tokenNonce) {
    const link = issueInvoiceLink(invoice.id);
    await prisma.invoice.updateMany({
      where: { id, companyId, tokenNonce: null },
      data: link.fields,
    });
  }
  return { url: publicInvoiceUrl(await findInvoiceOrThrow(companyId, id))! };
}

/**
 * Sends (or sends again) an invoice: the link is issued if there is none, the invoice is
 * marked sent, and invoice.sent queues the mail (link and PDF) in the same transaction. An
 * invoice the quote's deposit already covers is paid when sent. To defaults to the client's
 * email.
 */
export async function sendInvoice(
  companyId: string,
  id: string,
  { to, message }: { to: string | null; message: string | null },
): Promise<{ invoice: InvoiceDto; url: string }> {
  const invoice = await prisma.invoice.findFirst({
    where: { id, companyId },
    include: { client: { select: { email: true } }, _count: { select: { lines: true } } },
  });
  if (!invoice) throw notFound("Invoice not found.");
  const settled = invoice.status === "draft" && toCents(invoice.balance) <= 0;
  assertInvoiceTransition(invoice.status, settled ? "send_settled" : "send");
  const recipient = to ?? invoice.client?.email ?? null;
  if (!recipient) throw invalidField("to", "The invoice has no client email; give an address.");
  if (invoice._count.lines === 0)
    throw conflict("Add at least one line before sending the invoice.");

  await inTransaction(async (tx) => {
    const link = invoice.tokenNonce ? {} : issueInvoiceLink(invoice.id).fields;
    const sent = {
      type: "invoice.sent" as const,
      companyId,
      invoiceId: id,
      to: recipient,
      message,
    };
    await transitionInvoice(tx, invoice, settled ? "send_settled" : "send", {
      data: {
        ...link,
        sentAt: new Date(),
        sentTo: recipient,
        ...(settled ? { paidAt: new Date() } : {}),
      },
      events: settled
        ? [sent, { type: "invoice.paid", companyId, invoiceId: id, actor: "owner" }]
        : [sent],
      raced: "The invoice changed while sending; reload it.",
    });
    // Paid by the deposit as it is sent: paid all the same (docs/invoices.md, "Review requests").
    if (settled) await requestReviewOnPaid(tx, invoice);
  });
  const result = await getInvoice(companyId, id);
  return { invoice: result, url: result.publicUrl! };
}

/**
 * Voids an invoice with a reason (docs/invoices.md): it is kept with its number, owes
 * nothing, takes no payment, and gives back what it billed of its quote and the deposit it
 * was credited. An invoice with money paid on it is refunded first (409).
 */
export async function voidInvoice(
  companyId: string,
  id: string,
  reason: string,
): Promise<InvoiceDto> {
  const invoice = await findInvoiceOrThrow(companyId, id);
  assertInvoiceTransition(invoice.status, "void");
  if (toCents(invoice.amountPaid) > 0)
    throw conflict("Refund the payments on this invoice before voiding it.");
  await inTransaction(async (tx) => {
    await transitionInvoice(tx, invoice, "void", {
      data: { voidedAt: new Date(), voidReason: reason, balance: "0" },
      events: [{ type: "invoice.voided", companyId, invoiceId: id, reason }],
    });
  });
  return getInvoice(companyId, id);
}

/**
 * Deletes a draft never sent. A sent invoice is voided instead (409): its number was seen.
 * The latest number deleted is handed out again, so numbers stay without gaps.
 */
export async function deleteInvoice(companyId: string, id: string): Promise<{ deleted: true }> {
  const invoice = await findInvoiceOrThrow(companyId, id);
  if (invoice.status !== "draft" || invoice.sentAt)
    throw conflict("A sent invoice cannot be deleted; void it instead.");
  await inTransaction(async (tx) => {
    const { count } = await tx.invoice.deleteMany({ where: { id, companyId, status: "draft" } });
    if (count !== 1) throw conflict("The invoice changed; reload it.");
    await tx.$executeRaw`
      UPDATE "Company" SET "lastInvoiceNumber" = "lastInvoiceNumber" - 1
      WHERE "id" = ${companyId} AND "lastInvoiceNumber" = ${invoice.number}`;
  });
  return { deleted: true };
}

/** The off switch of an invoice's reminders (shown with their dates on the invoice). */
export async function setInvoiceReminders(
  companyId: string,
  id: string,
  enabled: boolean,
): Promise<InvoiceDto> {
  await findInvoiceOrThrow(companyId, id);
  await prisma.invoice.updateMany({
    where: { id, companyId },
    data: { remindersEnabled: enabled },
  });
  return getInvoice(companyId, id);
}

/** The invoice a public token opens (not a draft), or null. */
export async function findInvoiceByToken(token: string) {
  if (!isWellFormedToken(token)) return null;
  const invoice = await prisma.invoice.findUnique({ where: { tokenHash: hashQuoteToken(token) } });
  if (!invoice || invoice.status === "draft") return null;
  return invoice;
}

/**
 * The customer opened the invoice: the first view of a sent invoice marks it viewed
 * (invoice.viewed: the timeline row); later views change nothing.
 */
export async function recordInvoiceView(
  invoice: {
    id: string;
    companyId: string;
    status: "draft" | "sent" | "viewed" | "partially_paid" | "paid" | "void";
    firstViewedAt: Date | null;
  },
  ip: string | null,
): Promise<void> {
  if (invoice.firstViewedAt) return;
  await inTransaction(async (tx) => {
    if (invoice.status === "sent") {
      await transitionInvoice(tx, invoice, "view", {
        data: { firstViewedAt: new Date() },
        events: [
          { type: "invoice.viewed", companyId: invoice.companyId, invoiceId: invoice.id, ip },
        ],
        raced: null,
      });
      return;
    }
    // Paid or partially paid before the customer looked (a check at the door): no new status.
    const { count } = await tx.invoice.updateMany({
      where: { id: invoice.id, firstViewedAt: null },
      data: { firstViewedAt: new Date() },
    });
    if (count === 1)
      await publish(tx, {
        type: "invoice.viewed",
        companyId: invoice.companyId,
        invoiceId: invoice.id,
        ip,
      });
  });
}
