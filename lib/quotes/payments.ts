import "server-only";
import { conflict, invalid } from "@/lib/errors";
import { addDays, parseDay, today } from "@/lib/dates/day";
import { prisma } from "@/lib/db";
import { getBoss } from "@/lib/jobs/boss";
import { enqueueMail } from "@/lib/mail/queue";
import { formatCents, toCents } from "@/lib/pricing";
import type { quotePaymentSchema } from "@/lib/validation/quote";
import type { z } from "zod";
import { PAYMENT_METHOD_LABELS } from "./format";
import { findQuoteOrThrow, getQuote } from "./queries";
import type { QuoteDto } from "./types";
import { emitEvent } from "@/lib/webhooks/emit";
import { depositPayload } from "@/lib/webhooks/payloads";

type PaymentInput = z.output<typeof quotePaymentSchema>;

/**
 * A deposit received by hand (cash, check, card in person, bank transfer): stored, on the
 * timeline, and a receipt mailed to the customer (a job in the same transaction).
 */
export async function recordPayment(
  companyId: string,
  id: string,
  input: PaymentInput,
): Promise<QuoteDto> {
  const quote = await findQuoteOrThrow(companyId, id);
  if (quote.supersededById)
    throw conflict("This revision was replaced by a newer one; record the deposit on it.");
  const paidOn = parseDay(input.paidOn)!;
  // One day of slack: the owner's today may be tomorrow in UTC.
  if (paidOn > addDays(today(), 1)) {
    const message = "Paid on cannot be in the future.";
    throw invalid(`Invalid body. paidOn: ${message}`, [{ path: "paidOn", message }]);
  }
  const amount = input.amount.toFixed(2);
  await getBoss(); // started before the transaction that enqueues into it
  await prisma.$transaction(
    async (tx) => {
      const payment = await tx.quotePayment.create({
        data: { companyId, quoteId: id, amount, method: input.method, paidOn, note: input.note },
        select: { id: true },
      });
      await tx.quoteEvent.create({
        data: {
          quoteId: id,
          type: "deposit_recorded",
          actor: "owner",
          detail: `${formatCents(toCents(amount))} received (${PAYMENT_METHOD_LABELS[input.method]})`,
        },
      });
      await enqueueMail(tx, { kind: "deposit-receipt", companyId, paymentId: payment.id });
      await emitEvent(tx, companyId, "deposit.recorded", () => depositPayload(tx, payment.id));
    },
    { maxWait: 15_000, timeout: 20_000 },
  );
  return getQuote(companyId, id);
}
