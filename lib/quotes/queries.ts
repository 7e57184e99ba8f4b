import "server-only";
import type { Prisma } from "@prisma/client";
import { notFound } from "@/lib/errors";
import { prisma } from "@/lib/db";
import { keysetPage } from "@/lib/db/keyset";
import type { QuoteListFilter } from "@/lib/validation/quote";
import { quoteInclude, quoteListSelect, toQuoteDto, toQuoteListItem } from "./serialize";
import type { QuoteDto, QuoteListDto } from "./types";

type Db = Prisma.TransactionClient | typeof prisma;

export const QUOTE_PAGE_SIZE = 25;
/** The timeline shows at most this many events (newest kept). */
const MAX_EVENTS = 200;

/** The company's quote (any revision) or 404: another company's id is never found. */
export async function findQuoteOrThrow(companyId: string, id: string, db: Db = prisma) {
  const quote = await db.quote.findFirst({ where: { id, companyId }, include: quoteInclude });
  if (!quote) throw notFound("Quote not found.");
  return quote;
}

/** Events and payments of every revision of a quote number. */
export async function quoteHistory(companyId: string, number: number, db: Db = prisma) {
  const [events, payments] = await Promise.all([
    db.quoteEvent.findMany({
      where: { quote: { companyId, number } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: MAX_EVENTS,
    }),
    db.quotePayment.findMany({
      where: { companyId, quote: { number } },
      orderBy: [{ paidOn: "asc" }, { createdAt: "asc" }],
    }),
  ]);
  return { events: events.reverse(), payments };
}

export async function getQuote(companyId: string, id: string, db: Db = prisma): Promise<QuoteDto> {
  const quote = await findQuoteOrThrow(companyId, id, db);
  return toQuoteDto(quote, await quoteHistory(companyId, quote.number, db));
}

/** "Q-0012", "q12", "12" → 12 (a search by number). */
function numberIn(q: string) {
  const match = /^(?:q-?)?0*(\d{1,9})(?:-r\d+)?$/i.exec(q.trim());
  return match ? Number(match[1]) : null;
}

/**
 * Latest revisions only, newest number first, 25 a page from `cursor` (the id of the last
 * quote seen: a keyset page below its number, lib/db/keyset.ts); search by number, title,
 * client name or email.
 */
export async function listQuotes(
  companyId: string,
  { status, q, cursor }: Pick<QuoteListFilter, "status" | "q" | "cursor">,
  /** Only the quotes assigned to this user ("Assigned to me"). */
  assignedToId?: string,
): Promise<QuoteListDto> {
  const where: Prisma.QuoteWhereInput = {
    companyId,
    supersededById: null,
    ...(status ? { status } : {}),
    ...(assignedToId ? { assignedToId } : {}),
  };
  if (q) {
    const number = numberIn(q);
    where.OR = [
      ...(number !== null ? [{ number }] : []),
      { title: { contains: q, mode: "insensitive" } },
      { client: { name: { contains: q, mode: "insensitive" } } },
      { client: { email: { contains: q, mode: "insensitive" } } },
    ];
  }
  if (cursor) {
    const after = await prisma.quote.findFirst({
      where: { id: cursor, companyId },
      select: { number: true },
    });
    if (!after) return { quotes: [], nextCursor: null };
    // One current revision per number: the number alone orders the list.
    where.number = { lt: after.number };
  }
  const rows = await prisma.quote.findMany({
    where,
    orderBy: [{ number: "desc" }, { revision: "desc" }],
    take: QUOTE_PAGE_SIZE + 1,
    select: quoteListSelect,
  });
  const { page, last } = keysetPage(rows, QUOTE_PAGE_SIZE);
  return { quotes: page.map(toQuoteListItem), nextCursor: last?.id ?? null };
}
