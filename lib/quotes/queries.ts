import "server-only";
import type { Prisma } from "@prisma/client";
import { notFound } from "@/lib/errors";
import { prisma } from "@/lib/db";
import { keysetPage } from "@/lib/db/keyset";
import { together } from "@/lib/db/together";
import { inOrderOf, searchDocumentIds } from "@/lib/search/documents";
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
  const [events, payments] = await together(db, [
    () =>
      db.quoteEvent.findMany({
        where: { quote: { companyId, number } },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: MAX_EVENTS,
      }),
    () =>
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
  let before: number | null = null;
  if (cursor) {
    const after = await prisma.quote.findFirst({
      where: { id: cursor, companyId },
      select: { number: true },
    });
    if (!after) return { quotes: [], nextCursor: null };
    // One current revision per number: the number alone orders the list.
    before = after.number;
  }
  const take = QUOTE_PAGE_SIZE + 1;
  let rows;
  if (q) {
    // A search: the matches' ids by their indexes (lib/search/documents.ts), then the rows.
    const ids = await searchDocumentIds(
      {
        table: "Quote",
        companyId,
        text: q,
        number: numberIn(q),
        clientEmail: true,
        where: (p) => [
          `d."supersededById" IS NULL`,
          ...(status ? [`d."status" = ${p.add(status, '"QuoteStatus"')}`] : []),
          ...(assignedToId ? [`d."assignedToId" = ${p.add(assignedToId, "text")}`] : []),
          ...(before !== null ? [`d."number" < ${p.add(before, "int")}`] : []),
        ],
      },
      { orderColumns: ["number"], orderBy: (alias) => `${alias}."number" DESC`, limit: take },
    );
    rows = inOrderOf(
      ids,
      await prisma.quote.findMany({
        where: { id: { in: ids }, companyId },
        select: quoteListSelect,
      }),
    );
  } else {
    rows = await prisma.quote.findMany({
      where: {
        companyId,
        supersededById: null,
        ...(status ? { status } : {}),
        ...(assignedToId ? { assignedToId } : {}),
        ...(before !== null ? { number: { lt: before } } : {}),
      },
      orderBy: [{ number: "desc" }, { revision: "desc" }],
      take,
      select: quoteListSelect,
    });
  }
  const { page, last } = keysetPage(rows, QUOTE_PAGE_SIZE);
  return { quotes: page.map(toQuoteListItem), nextCursor: last?.id ?? null };
}
