import "server-only";
import { sqlDatabase } from "@/lib/db/sql";
import { SqlParams } from "@/lib/db/statements";
import { clientEmailKey } from "@/lib/clients/match";

/**
 * The searches of the quotes, invoices and jobs lists (docs/scaling.md, "Lists at scale"): a
 * document matches when its title contains the text, its client's name (or email) contains
 * it, or the text names its number ("Q-0012"). Prisma wrote that as one OR over a join of the
 * client, which PostgreSQL can only test row by row: a search for one customer read every
 * document of the company and its client (300 ms among 50,000 quotes). Here each way of
 * matching is its own branch of a UNION, each on its index (trigram indexes on the titles
 * and the clients' names and emails, the client's documents by clientId, the number), so a
 * search reads what matches; the page is the first `limit` of those in the list's order. A
 * search that is one whole email address finds the documents of the client with that address.
 */

/** A LIKE pattern that finds `text` anywhere, its wildcards (%, _) and backslashes literal. */
export function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The client email key a search names when its whole text is one email address, else null.
 * Such a search finds the client with that address (case aside) through the (companyId,
 * emailKey) unique index, not every address or name that contains it: a trigram match of a
 * long address reads the posting lists of its common trigrams ("exa", "com"), 65-100 ms among
 * 50,000 clients, where the key is one index lookup.
 */
export function emailAddressKey(text: string): string | null {
  const trimmed = text.trim();
  return EMAIL_ADDRESS.test(trimmed) ? clientEmailKey(trimmed) : null;
}

export type DocumentSearch = {
  table: "Quote" | "Invoice" | "Job";
  companyId: string;
  /** The search text, trimmed. */
  text: string;
  /** The document number the text names, if it names one. */
  number: number | null;
  /** Whether a client's email matches too (quotes and invoices; jobs search the name only). */
  clientEmail: boolean;
  /** The list's other conditions on alias `d` (status, assignee, the keyset after a cursor). */
  where: (p: SqlParams) => string[];
};

/**
 * The UNION of the ways to match: rows of `d` with `columns` selected. With `page`, each
 * branch is already the first `limit` of its own matches in the list's order, which lets
 * PostgreSQL choose per branch: for a common word, walk the list's index until the page is
 * full; for one customer, find the few matches through the trigram indexes and sort them.
 */
function matchesSql(
  p: SqlParams,
  search: DocumentSearch,
  columns: string,
  page?: { orderBy: (alias: string) => string; limit: string },
) {
  const company = p.add(search.companyId, "text");
  const common = [`d."companyId" = ${company}`, ...search.where(p)];
  const branch = (condition: string) => {
    const select = `SELECT ${columns} FROM "${search.table}" d
      WHERE ${[...common, condition].join(" AND ")}`;
    return page ? `(${select} ORDER BY ${page.orderBy("d")} LIMIT ${page.limit})` : select;
  };
  const emailKey = search.clientEmail ? emailAddressKey(search.text) : null;
  if (emailKey !== null)
    return branch(
      `d."clientId" IN (SELECT c."id" FROM "Client" c
        WHERE c."companyId" = ${company} AND c."emailKey" = ${p.add(emailKey, "text")})`,
    );
  const pattern = p.add(containsPattern(search.text), "text");
  const client = [`c."name" ILIKE ${pattern}`];
  if (search.clientEmail) client.push(`c."email" ILIKE ${pattern}`);
  const branches = [
    branch(`d."title" ILIKE ${pattern}`),
    branch(
      `d."clientId" IN (SELECT c."id" FROM "Client" c
        WHERE c."companyId" = ${company} AND (${client.join(" OR ")}))`,
    ),
  ];
  if (search.number !== null) branches.push(branch(`d."number" = ${p.add(search.number, "int")}`));
  return branches.join("\nUNION\n");
}

/**
 * How many entries of the list's index a search first walks in the list's order (see
 * `firstMatches`): a word in 1 of 40 rows fills a page of 50 within it.
 */
export const SEARCH_WALK = 2_000;

/**
 * A page of a search's matches, in two steps whose cost does not depend on PostgreSQL's
 * estimate of how common the text is (docs/scaling.md, "What grows"). First `walk`: the
 * matches among the first `SEARCH_WALK` entries of the list's index, in order, stopping at a
 * full page; a common word ("smith" in 5 % of clients) fills the page there, reading a few
 * hundred entries at any size of company. Only a page it leaves short runs `exact`, the
 * search through the trigram indexes, whose cost is the number of matches: few for a rare
 * word. Both give the first `limit` matches in the list's order, so the page is the same
 * either way. (Left to its estimates, PostgreSQL chose between the two ways per statement and
 * a misjudged common word read every match, 2 to 3 times as long.)
 */
export async function firstMatches(
  limit: number,
  walk: () => Promise<string[]>,
  exact: () => Promise<string[]>,
): Promise<string[]> {
  const walked = await walk();
  return walked.length >= limit ? walked : exact();
}

/**
 * The ids of the first `limit` matches in the list's order (`orderBy`, written on an alias,
 * over the columns named in `orderColumns`, which the UNION selects beside the id), in order.
 * `walk` bounds the first step (`firstMatches`; tests set it small).
 */
export async function searchDocumentIds(
  search: DocumentSearch,
  {
    orderColumns,
    orderBy,
    limit,
    walk = SEARCH_WALK,
  }: {
    orderColumns: string[];
    orderBy: (alias: string) => string;
    limit: number;
    walk?: number;
  },
): Promise<string[]> {
  const columns = ['d."id"', ...orderColumns.map((column) => `d."${column}"`)].join(", ");
  const ids = (build: (p: SqlParams, limitParam: string) => string) =>
    selectIds((p) => build(p, p.add(limit, "int")));
  const exact = () =>
    ids(
      (p, limitParam) =>
        `SELECT "id" FROM (${matchesSql(p, search, columns, { orderBy, limit: limitParam })}) m
         ORDER BY ${orderBy("m")} LIMIT ${limitParam}`,
    );
  // A whole email address is one lookup of its client (`matchesSql`): nothing to walk.
  if (search.clientEmail && emailAddressKey(search.text) !== null) return exact();
  return firstMatches(
    limit,
    () =>
      ids(
        (p, limitParam) =>
          `${walkSql(p, search, { orderColumns, orderBy, walk })}
           ORDER BY ${orderBy("w")} LIMIT ${limitParam}`,
      ),
    exact,
  );
}

/**
 * The first step of a search: the first `walk` rows of `d` in the list's order, as `w`, those
 * that match kept. An index-only walk of the list's index, which carries the columns tested,
 * the copy of the client's name and email among them (migration 20261128160000).
 */
function walkSql(
  p: SqlParams,
  search: DocumentSearch,
  {
    orderColumns,
    orderBy,
    walk,
  }: { orderColumns: string[]; orderBy: (alias: string) => string; walk: number },
) {
  const pattern = p.add(containsPattern(search.text), "text");
  const tested = ["title", "clientName", ...(search.clientEmail ? ["clientEmail"] : [])];
  const matches = tested.map((column) => `w."${column}" ILIKE ${pattern}`);
  const selected = new Set(["id", ...tested, ...orderColumns]);
  if (search.number !== null) {
    matches.push(`w."number" = ${p.add(search.number, "int")}`);
    selected.add("number");
  }
  const conditions = [`d."companyId" = ${p.add(search.companyId, "text")}`, ...search.where(p)];
  return `SELECT w."id" FROM (
      SELECT ${[...selected].map((column) => `d."${column}"`).join(", ")}
      FROM "${search.table}" d WHERE ${conditions.join(" AND ")}
      ORDER BY ${orderBy("d")} LIMIT ${p.add(walk, "int")}) w
    WHERE ${matches.join(" OR ")}`;
}

/**
 * Every match's `sums`, in one statement: SQL aggregates over alias `m`, whose columns are the
 * id and `columns` of each match. The UNION carries the summed columns itself (a match found
 * two ways counts once: its id is in the row), so the matches are read once, by their indexes,
 * rather than matched again against the whole table (25 ms for 1,700 of 20,000 invoices; 7 ms).
 */
export async function sumDocumentMatches<T>(
  search: DocumentSearch,
  columns: string[],
  sums: string,
): Promise<T> {
  const p = new SqlParams();
  const selected = ['d."id"', ...columns.map((column) => `d."${column}"`)].join(", ");
  const [row] = await sqlDatabase.query<T>(
    `SELECT ${sums} FROM (${matchesSql(p, search, selected)}) m`,
    p.values,
  );
  return row;
}

/** The ids a SELECT of `"id"` answers, in its order; `build` writes it, adding its parameters. */
export async function selectIds(build: (p: SqlParams) => string): Promise<string[]> {
  const p = new SqlParams();
  const sql = build(p);
  const rows = await sqlDatabase.query<{ id: string }>(sql, p.values);
  return rows.map((row) => row.id);
}

/** Rows read by id, put back in the order of `ids` (a search's page). */
export function inOrderOf<T extends { id: string }>(ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}
