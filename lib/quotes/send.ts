import "server-only";
import { conflict, invalid } from "@/lib/errors";
import { companyToday } from "@/lib/companies/today";
import { formatDay } from "@/lib/dates";
import { prisma } from "@/lib/db";
import { inTransaction } from "@/lib/events";
import { findQuoteOrThrow, getQuote } from "./queries";
import { publicUrlOf } from "./serialize";
import { issueQuoteLink } from "./token";
import type { QuoteDto } from "./types";
import { assertQuoteTransition, transitionQuote } from "./transitions";

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
  assertQuoteTransition(quote.status, "send");
  const recipient = to ?? quote.client?.email ?? null;
  if (!recipient) throw invalidField("to", "The quote has no client email; give an address.");
  if (quote.lines.length === 0) throw conflict("Add at least one line before sending the quote.");
  // Valid through its expiry day, in the company's time zone.
  if (quote.expiresAt && formatDay(quote.expiresAt) < (await companyToday(companyId)))
    throw conflict(
      `The quote expired on ${formatDay(quote.expiresAt)}; set a later expiry date first.`,
    );

  await inTransaction(async (tx) => {
    const link = quote.tokenNonce ? {} : issueQuoteLink(quote.id).fields;
    await transitionQuote(tx, quote, "send", {
      data: { ...link, sentAt: new Date(), sentTo: recipient },
      event: { type: "quote.sent", companyId, quoteId: id, to: recipient, message },
      raced: "The quote changed while sending; reload it.",
    });
  });
  const sent = await getQuote(companyId, id);
  return { quote: sent, url: sent.publicUrl! };
}
