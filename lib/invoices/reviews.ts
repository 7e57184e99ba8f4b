import "server-only";
import type { Prisma } from "@prisma/client";
import { publish } from "@/lib/events";
import { together } from "@/lib/db/together";

/** A client is asked for a review at most once in this many days. */
export const REVIEW_INTERVAL_DAYS = 90;

/**
 * After an invoice is paid (docs/invoices.md, "Review requests"): when the company has a
 * review link and the client an email address, has not opted out and was not asked in the
 * last 90 days, a ReviewRequest is stored and review.requested queues its mail, in the
 * transaction of the payment. Its link (/r/<id>) counts the clicks and forwards to the
 * company's review page.
 */
export async function requestReviewOnPaid(
  tx: Prisma.TransactionClient,
  invoice: { id: string; companyId: string; clientId: string | null },
  now = new Date(),
): Promise<string | null> {
  const { clientId } = invoice;
  if (!clientId) return null;
  const [company, client] = await together(tx, [
    () =>
      tx.company.findUniqueOrThrow({
        where: { id: invoice.companyId },
        select: { reviewLink: true },
      }),
    () =>
      tx.client.findFirst({
        where: { id: clientId, companyId: invoice.companyId },
        select: { id: true, email: true, reviewOptOut: true },
      }),
  ]);
  if (!company.reviewLink || !client?.email || client.reviewOptOut) return null;
  const since = new Date(now.getTime() - REVIEW_INTERVAL_DAYS * 24 * 60 * 60 * 1000);
  const recent = await tx.reviewRequest.findFirst({
    where: { companyId: invoice.companyId, clientId: client.id, sentAt: { gte: since } },
    select: { id: true },
  });
  if (recent) return null;
  const request = await tx.reviewRequest.create({
    data: {
      companyId: invoice.companyId,
      clientId: client.id,
      invoiceId: invoice.id,
      sentAt: now,
    },
    select: { id: true },
  });
  await publish(tx, {
    type: "review.requested",
    companyId: invoice.companyId,
    reviewRequestId: request.id,
    clientId: client.id,
  });
  return request.id;
}
