import "server-only";
import type { Invoice, InvoicePaymentMethod, Prisma } from "@prisma/client";
import { conflict, invalidField, notFound } from "@/lib/errors";
import { companyToday } from "@/lib/companies/today";
import { parseDay } from "@/lib/dates";
import { inTransaction, publish, type Actor, type DomainEvent } from "@/lib/events";
import { centsToDecimalString, formatCents, toCents } from "@/lib/pricing";
import type { InvoicePaymentData, InvoiceRefundData } from "@/lib/validation/invoice";
import { INVOICE_PAYMENT_METHOD_LABELS } from "./format";
import { getInvoice, type InvoiceDto } from "./queries";
import { requestReviewOnPaid } from "./reviews";
import { transitionInvoice } from "./transitions";
import { actorId } from "@/lib/team/actor";

/** "$120.00 received (Check 1042)". */
const paymentDetail = (
  verb: string,
  cents: number,
  method: InvoicePaymentMethod,
  reference?: string | null,
) =>
  `${formatCents(cents)} ${verb} (${INVOICE_PAYMENT_METHOD_LABELS[method]}${reference ? ` ${reference}` : ""})`;

/** A payment made online through Stripe Checkout (its ids are unique: a replay records nothing). */
export type OnlineInvoicePayment = {
  amountCents: number;
  paidOn: Date;
  stripeEventId: string;
  stripeSessionId: string;
};

/** The invoice row, locked for the rest of the transaction (payments are counted one by one). */
async function lockInvoice(tx: Prisma.TransactionClient, companyId: string, id: string) {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "Invoice" WHERE "id" = ${id} AND "companyId" = ${companyId} FOR UPDATE`;
  if (rows.length === 0) throw notFound("Invoice not found.");
  return tx.invoice.findUniqueOrThrow({ where: { id } });
}

/**
 * A payment on an invoice (docs/invoices.md, "Payments"): received by hand and recorded by
 * the owner, or paid online (lib/invoices/stripe.ts calls this with `online`). At most the
 * balance when recorded by hand (I8); stored with its payment.recorded event, and the
 * invoice moved to partially paid or paid (invoice.paid, and a review request when due), in
 * one transaction. A void invoice takes no payment (409), nor does a draft (send it first).
 */
export async function recordInvoicePayment(
  companyId: string,
  invoiceId: string,
  input: InvoicePaymentData | { online: OnlineInvoicePayment },
): Promise<InvoiceDto> {
  const online = "online" in input ? input.online : null;
  const manual = "online" in input ? null : input;
  if (manual && manual.paidOn > (await companyToday(companyId)))
    throw invalidField("paidOn", "Paid on cannot be in the future.");
  await inTransaction(async (tx) => {
    const invoice = await lockInvoice(tx, companyId, invoiceId);
    if (invoice.status === "void") throw conflict("A void invoice cannot take a payment.");
    if (invoice.status === "draft")
      throw conflict("Send the invoice before recording a payment on it.");
    if (invoice.status === "paid" && !online)
      throw conflict("This invoice is paid in full; nothing is owed.");
    const cents = online ? online.amountCents : toCents(manual!.amount);
    const balance = toCents(invoice.balance);
    if (!online && cents > balance)
      throw invalidField("amount", `Amount is more than the balance (${formatCents(balance)}).`);
    const method: InvoicePaymentMethod = online ? "stripe" : manual!.method;
    const reference = online ? null : manual!.reference;
    const payment = await tx.invoicePayment.create({
      data: {
        companyId,
        invoiceId,
        amount: centsToDecimalString(cents),
        method,
        reference,
        createdById: actorId(),
        paidOn: online ? online.paidOn : parseDay(manual!.paidOn)!,
        note: online ? "Paid online (Stripe Checkout)" : manual!.note,
        ...(online
          ? { stripeEventId: online.stripeEventId, stripeSessionId: online.stripeSessionId }
          : {}),
      },
      select: { id: true },
    });
    const actor: Actor = online ? "customer" : "owner";
    const recorded: DomainEvent = {
      type: "payment.recorded",
      companyId,
      invoiceId,
      paymentId: payment.id,
      actor,
      detail: paymentDetail(online ? "paid online" : "received", cents, method, reference),
      ...(online ? { stripeSessionId: online.stripeSessionId } : {}),
    };
    await settle(tx, invoice, toCents(invoice.amountPaid) + cents, recorded, actor);
  });
  return getInvoice(companyId, invoiceId);
}

/**
 * Moves the invoice to what its new amount paid makes it (I8): paid when nothing is owed,
 * partially paid when something was paid, sent again when a refund took everything back.
 */
async function settle(
  tx: Prisma.TransactionClient,
  invoice: Invoice,
  paidCents: number,
  event: DomainEvent,
  actor: Actor,
) {
  const balanceCents = toCents(invoice.total) - toCents(invoice.depositApplied) - paidCents;
  const data = {
    amountPaid: centsToDecimalString(paidCents),
    balance: centsToDecimalString(balanceCents),
  };
  const { companyId, id: invoiceId } = invoice;
  if (balanceCents <= 0) {
    if (invoice.status === "paid") {
      // An online payment Stripe took after the invoice was settled (the customer paid while
      // the owner recorded a check): recorded as it is, the status stays.
      await tx.invoice.update({ where: { id: invoiceId }, data });
      await publish(tx, event);
      return;
    }
    await transitionInvoice(tx, invoice, "pay_all", {
      data: { ...data, paidAt: new Date() },
      events: [event, { type: "invoice.paid", companyId, invoiceId, actor }],
    });
    await requestReviewOnPaid(tx, invoice);
    return;
  }
  const somethingIn = paidCents + toCents(invoice.depositApplied) > 0;
  const action =
    invoice.status === "paid" || invoice.status === "partially_paid"
      ? somethingIn
        ? "reopen_part"
        : "reopen_unpaid"
      : "pay_part";
  await transitionInvoice(tx, invoice, action, {
    data: { ...data, ...(invoice.status === "paid" ? { paidAt: null } : {}) },
    events: [event],
  });
}

/**
 * A refund of a payment (a negative payment with its reason, I8): at most what is left of
 * the payment; the receipt says so, payment.refunded is published, and an invoice that was
 * paid owes the refunded amount again. The money itself goes back the way it came (cash,
 * a check, or the Stripe dashboard for a card paid online).
 */
export async function refundInvoicePayment(
  companyId: string,
  invoiceId: string,
  paymentId: string,
  input: InvoiceRefundData,
): Promise<InvoiceDto> {
  if (input.paidOn > (await companyToday(companyId)))
    throw invalidField("paidOn", "Refunded on cannot be in the future.");
  await inTransaction(async (tx) => {
    const invoice = await lockInvoice(tx, companyId, invoiceId);
    const payment = await tx.invoicePayment.findFirst({
      where: { id: paymentId, invoiceId, companyId },
      include: { refunds: { select: { amount: true } } },
    });
    if (!payment) throw notFound("Payment not found.");
    if (toCents(payment.amount) <= 0) throw conflict("A refund cannot be refunded.");
    const left =
      toCents(payment.amount) +
      payment.refunds.reduce((sum, refund) => sum + toCents(refund.amount), 0);
    const cents = toCents(input.amount);
    if (cents > left)
      throw invalidField(
        "amount",
        left === 0
          ? "This payment is already refunded in full."
          : `Amount is more than what is left of the payment (${formatCents(left)}).`,
      );
    const refund = await tx.invoicePayment.create({
      data: {
        companyId,
        invoiceId,
        amount: centsToDecimalString(-cents),
        method: payment.method,
        paidOn: parseDay(input.paidOn)!,
        refundOfId: payment.id,
        reason: input.reason,
        createdById: actorId(),
      },
      select: { id: true },
    });
    await settle(
      tx,
      invoice,
      toCents(invoice.amountPaid) - cents,
      {
        type: "payment.refunded",
        companyId,
        invoiceId,
        paymentId: refund.id,
        detail: `${formatCents(cents)} refunded: ${input.reason}`,
      },
      "owner",
    );
  });
  return getInvoice(companyId, invoiceId);
}
