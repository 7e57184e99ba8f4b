import "server-only";
import { conflict, invalid } from "@/lib/errors";
import { companyToday } from "@/lib/companies/today";
import { parseDay } from "@/lib/dates";
import type { Prisma } from "@prisma/client";
import { inTransaction, publish, type Actor } from "@/lib/events";
import { formatCents, toCents } from "@/lib/pricing";
import type { quotePaymentSchema } from "@/lib/validation/quote";
import type { z } from "zod";
import { PAYMENT_METHOD_LABELS } from "./format";
import { findQuoteOrThrow, getQuote } from "./queries";
import type { QuoteDto } from "./types";
import { actorId } from "@/lib/team/actor";

type PaymentInput = z.output<typeof quotePaymentSchema>;

/** A deposit paid online: Stripe's ids (both unique, so a replayed event records nothing). */
export type OnlinePayment = {
  amountCents: number;
  paidOn: Date;
  stripeEventId: string;
  stripeSessionId: string;
};

/**
 * A deposit: received by hand (cash, check, card in person, bank transfer) and recorded by
 * the owner, or paid online through Stripe Checkout (lib/checkout/webhook.ts calls this with
 * `online`). Stored, and its `deposit.recorded` event published in the same transaction (the
 * timeline row, the customer's receipt, the webhook). A replayed Stripe event fails on the
 * unique Stripe ids, which the caller reads as a duplicate.
 */
export async function recordDeposit(
  companyId: string,
  id: string,
  input: PaymentInput | { online: OnlinePayment },
): Promise<QuoteDto> {
  if ("online" in input) {
    const { amountCents, paidOn, stripeEventId, stripeSessionId } = input.online;
    await storeDeposit(companyId, id, "customer", {
      data: {
        amount: (amountCents / 100).toFixed(2),
        method: "stripe",
        paidOn,
        note: "Paid online by card (Stripe Checkout)",
        stripeEventId,
        stripeSessionId,
      },
      detail: `Deposit of ${formatCents(amountCents)} paid online (Stripe)`,
    });
    return getQuote(companyId, id);
  }
  const quote = await findQuoteOrThrow(companyId, id);
  if (quote.supersededById)
    throw conflict("This revision was replaced by a newer one; record the deposit on it.");
  const paidOn = parseDay(input.paidOn)!;
  // Not after today in the company's time zone.
  if (input.paidOn > (await companyToday(companyId))) {
    const message = "Paid on cannot be in the future.";
    throw invalid(`Invalid body. paidOn: ${message}`, [{ path: "paidOn", message }]);
  }
  const amount = input.amount.toFixed(2);
  await storeDeposit(companyId, id, "owner", {
    data: { amount, method: input.method, paidOn, note: input.note },
    detail: `${formatCents(toCents(amount))} received (${PAYMENT_METHOD_LABELS[input.method]})`,
  });
  return getQuote(companyId, id);
}

async function storeDeposit(
  companyId: string,
  quoteId: string,
  actor: Actor,
  {
    data,
    detail,
  }: {
    data: Omit<Prisma.QuotePaymentUncheckedCreateInput, "companyId" | "quoteId">;
    detail: string;
  },
) {
  await inTransaction(async (tx) => {
    const payment = await tx.quotePayment.create({
      data: { ...data, companyId, quoteId, createdById: actorId() },
      select: { id: true },
    });
    await publish(tx, {
      type: "deposit.recorded",
      companyId,
      quoteId,
      paymentId: payment.id,
      actor,
      detail,
      ...(data.stripeSessionId ? { stripeSessionId: data.stripeSessionId } : {}),
    });
  });
}
