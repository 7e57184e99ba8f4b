import "server-only";
import type { Prisma } from "@prisma/client";
import { notFound } from "@/lib/errors";
import { prisma } from "@/lib/db";
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

/** Latest revisions only, newest number first; search by number, title, client name or email. */
export async function listQuotes(
  companyId: string,
  { status, q, page }: QuoteListFilter,
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
  const [total, rows] = await Promise.all([
    prisma.quote.count({ where }),
    prisma.quote.findMany({
      where,
      orderBy: [{ number: "desc" }, { revision: "desc" }],
      skip: (page - 1) * QUOTE_PAGE_SIZE,
      take: QUOTE_PAGE_SIZE,
      select: quoteListSelect,
    }),
  ]);
  return { quotes: rows.map(toQuoteListItem), total, page, pageSize: QUOTE_PAGE_SIZE };
}
