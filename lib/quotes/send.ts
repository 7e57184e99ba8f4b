import "server-only";
import { conflict, invalid } from "@/lib/errors";
import { formatDay, today } from "@/lib/dates/day";
import { prisma } from "@/lib/db";
import { getBoss } from "@/lib/jobs/boss";
import { enqueueMail } from "@/lib/mail/queue";
import { findQuoteOrThrow, getQuote } from "./queries";
import { publicUrlOf } from "./serialize";
import { issueQuoteLink } from "./token";
import type { QuoteDto } from "./types";
import { emitEvent } from "@/lib/webhooks/emit";
import { quotePayload } from "@/lib/webhooks/payloads";

const OPEN = ["draft", "sent", "viewed"] as const;

const invalidField = (path: string, message: string) =>
  invalid(`Invalid body. ${path}: ${message}`, [{ path, message }]);

/** The public link of a quote, issued on first use (the owner's "Copy link"). */
export async function quoteLink(companyId: string, id: string): Promise<{ url: string }> {
  const quote = await findQuoteOrThrow(companyId, id);
  if (quote.tokenNonce) return { url: publicUrlOf(quote)! };
  const link = issueQuoteLink(quote.id);
  // Only the first of two concurrent calls sets the link; the other reads it back.
  await prisma.quote.updateMany({ where: { id, companyId, tokenNonce: null }, data: link.fields });
  return { url: publicUrlOf(await findQuoteOrThrow(companyId, id))! };
}

/**
 * Sends (or sends again) a quote: the link is issued if there is none, the quote is marked
 * sent, the timeline says to whom, and the mail (link and PDF) is a job enqueued in the
 * same transaction. To defaults to the client's email.
 */
export async function sendQuote(
  companyId: string,
  id: string,
  { to, message }: { to: string | null; message: string | null },
): Promise<{ quote: QuoteDto; url: string }> {
  const quote = await findQuoteOrThrow(companyId, id);
  if (quote.supersededById)
    throw conflict("This revision was replaced by a newer one; send the current revision.");
  if (!(OPEN as readonly string[]).includes(quote.status))
    throw conflict(`A quote that is ${quote.status} cannot be sent.`);
  const recipient = to ?? quote.client?.email ?? null;
  if (!recipient) throw invalidField("to", "The quote has no client email; give an address.");
  if (quote.lines.length === 0) throw conflict("Add at least one line before sending the quote.");
  if (quote.expiresAt && quote.expiresAt < today())
    throw conflict(
      `The quote expired on ${formatDay(quote.expiresAt)}; set a later expiry date first.`,
    );

  await getBoss(); // started before the transaction that enqueues into it
  await prisma.$transaction(
    async (tx) => {
      const link = quote.tokenNonce ? {} : issueQuoteLink(quote.id).fields;
      const { count } = await tx.quote.updateMany({
        where: { id, companyId, supersededById: null, status: { in: [...OPEN] } },
        data: {
          ...link,
          status: quote.status === "draft" ? "sent" : quote.status,
          sentAt: new Date(),
          sentTo: recipient,
        },
      });
      if (count === 0) throw conflict("The quote changed while sending; reload it.");
      await tx.quoteEvent.create({
        data: { quoteId: id, type: "sent", actor: "owner", detail: `Sent to ${recipient}` },
      });
      await enqueueMail(tx, { kind: "quote-sent", companyId, quoteId: id, to: recipient, message });
      await emitEvent(tx, companyId, "quote.sent", () => quotePayload(tx, id));
    },
    { maxWait: 15_000, timeout: 20_000 },
  );
  const sent = await getQuote(companyId, id);
  return { quote: sent, url: sent.publicUrl! };
}
