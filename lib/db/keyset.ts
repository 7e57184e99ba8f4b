/**
 * Keyset pages for Prisma lists (docs/scaling.md, "Lists at scale"): the rows after a cursor
 * are found through the index the list is ordered by, so page 300 costs what page 1 costs,
 * where OFFSET read and threw away every row before it, and Prisma's own `cursor` option
 * wrote the test as an OR that PostgreSQL could only apply as a filter.
 */

/** Where a newest-first page ends: the last row's creation time and id (id breaks ties). */
export type NewestFirstCursor = { createdAt: Date; id: string };

/**
 * The rows after `cursor` in `createdAt DESC, id DESC` order. The `lte` bound is what an
 * index on (companyId, createdAt DESC, id DESC) starts its scan at; the OR only drops the
 * rows of the very same millisecond that came before the cursor.
 */
export function newestFirstAfter(cursor: NewestFirstCursor | null | undefined) {
  if (!cursor) return [];
  return [
    { createdAt: { lte: cursor.createdAt } },
    { OR: [{ createdAt: { lt: cursor.createdAt } }, { id: { lt: cursor.id } }] },
  ];
}

/** One more row than the page is read: its presence says there is a next page. */
export function keysetPage<T>(rows: T[], limit: number): { page: T[]; last: T | null } {
  const page = rows.slice(0, limit);
  return { page, last: rows.length > limit ? (page[page.length - 1] ?? null) : null };
}
