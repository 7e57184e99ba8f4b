/**
 * One run of the data-scale benchmark (bench/data-scale.mjs) on a database seeded by
 * `npm run seed:scale` (argv[2]: its URL), in one process: the functions behind the owner's
 * GET routes and the /api/v1 lists, called directly for "scale-big" and "scale-small" in turn
 * (5 warm-ups, then BENCH_REPEAT rounds; each round calls every endpoint once for each
 * company), then the plans of the SQL each endpoint sends for the big company.
 *
 * The SQL is captured where it leaves the process: node-postgres's Client.prototype.query,
 * which both Prisma's driver adapter (@prisma/adapter-pg) and lib/db/sql.ts go through, so the
 * statements and their parameters are exactly the app's. Each captured SELECT is then run
 * again as EXPLAIN (FORMAT TEXT) with the same parameters on a connection of its own.
 * Prints one JSON line: { results: [...], plans: [...] }.
 */
import pg from "pg";

const databaseUrl = process.argv[2];
/**
 * Rounds measured. A p95 of 60 calls was their third slowest: one pause of the machine (it is
 * shared) moved an endpoint's ratio by half from run to run. Of 200 calls, the tenth slowest.
 */
const REPEAT = Number(process.env.BENCH_REPEAT ?? 200);
const WARMUP = 5;
/** BENCH_ONLY: a comma-separated list of words; only the endpoints whose name holds one run. */
const ONLY = (process.env.BENCH_ONLY ?? "").split(",").filter(Boolean);
/** Page size of the cursor chains (the small company has 100 jobs: page 3 of 25 exists). */
const PAGE = 25;
process.env.NEXTAUTH_SECRET ??= "bench-secret-0123456789abcdef";
(process.env as Record<string, string>).NODE_ENV = "production";

type Captured = { text: string; values: unknown[] };
let capture: Captured[] | null = null;
const originalQuery = pg.Client.prototype.query;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- node-postgres's overloads
(pg.Client.prototype as any).query = function (this: pg.Client, ...args: any[]) {
  if (capture) {
    const [first, second] = args;
    if (typeof first === "string")
      capture.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first.text === "string")
      capture.push({ text: first.text, values: first.values ?? [] });
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (originalQuery as any).apply(this, args);
};

type Company = {
  slug: string;
  id: string;
  ownerId: string;
  requestId: string;
  quoteId: string;
  clientId: string;
  /** The email of that client (a search that matches one customer). */
  clientEmail: string;
  invoiceId: string;
  jobId: string;
  requestCursor: string;
  jobCursor: string;
  /** The cursors of page 3 of the quotes, clients and invoices lists (25 a page). */
  cursors: { quotes: string; clients: string; invoices: string };
  v1Cursors: Record<string, string>;
};

async function main() {
  if (!databaseUrl) throw new Error("usage: data-scale-run.ts <database url>");
  const { installDatabase } = await import("../../lib/db");
  const { createPrismaClient } = await import("../../lib/db/create-client");
  const prisma = createPrismaClient({ databaseUrl, pgliteDir: "memory://" });
  installDatabase({ prisma, databaseUrl });

  const { listEstimateRequests, getEstimateRequest } = await import("../../lib/estimates/owner");
  const { listQuotes, getQuote } = await import("../../lib/quotes/queries");
  const { listClients } = await import("../../lib/clients/clients");
  const { getClientDetail } = await import("../../lib/dashboard/client-detail");
  const { listInvoices, getInvoice } = await import("../../lib/invoices/queries");
  const { listJobs, getJob } = await import("../../lib/jobs/queries");
  const { getDashboardOverview } = await import("../../lib/dashboard/overview");
  const { getMoneyOverview } = await import("../../lib/dashboard/money");
  const v1 = await import("../../lib/rest/data");

  const decode = (cursor: string) => {
    const [at, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as string[];
    return { createdAt: new Date(at), id };
  };
  type V1List = (
    companyId: string,
    query: { limit: number; cursor?: { createdAt: Date; id: string } },
  ) => Promise<{ next_cursor: string | null }>;
  const v1Lists: Record<string, V1List> = {
    "estimate-requests": v1.listEstimateRequestsV1 as V1List,
    clients: v1.listClientsV1 as V1List,
    quotes: v1.listQuotesV1 as V1List,
    invoices: v1.listInvoicesV1 as V1List,
    jobs: v1.listJobsV1 as V1List,
  };

  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  const one = async <T>(text: string, values: unknown[]) =>
    (await sql.query(text, values)).rows[0] as T;

  const companies: Company[] = [];
  for (const slug of ["scale-small", "scale-big"]) {
    const { id, ownerId } = await one<{ id: string; ownerId: string }>(
      `SELECT c."id", u."id" AS "ownerId" FROM "Company" c JOIN "User" u ON u."companyId" = c."id"
       WHERE c."slug" = $1`,
      [slug],
    );
    // A record from the middle of each list (not the newest, not the oldest).
    const middle = async (table: string, order: string) =>
      (
        await one<{ id: string }>(
          `SELECT "id" FROM "${table}" WHERE "companyId" = $1 ORDER BY ${order}
           OFFSET (SELECT count(*) / 2 FROM "${table}" WHERE "companyId" = $1) LIMIT 1`,
          [id],
        )
      ).id;
    const quoteId = await middle("Quote", `"number"`);
    const viewer = { companyId: id, userId: ownerId, role: "owner" as const };
    // The owner's cursor lists: the cursor of page 3 (after two pages of 50).
    let requestCursor: string | null = null;
    for (let page = 0; page < 2; page++)
      requestCursor = (
        await listEstimateRequests(id, { limit: 50, cursor: requestCursor ?? undefined })
      ).nextCursor;
    let jobCursor: string | null = null;
    for (let page = 0; page < 2; page++)
      jobCursor = (await listJobs(viewer, { limit: PAGE, cursor: jobCursor ?? undefined }))
        .nextCursor;
    const cursors = { quotes: "", clients: "", invoices: "" };
    for (let page = 0; page < 2; page++) {
      cursors.quotes = (
        await listQuotes(id, { q: undefined, cursor: cursors.quotes || undefined })
      ).nextCursor!;
      cursors.clients = (
        await listClients(id, { cursor: cursors.clients || undefined })
      ).nextCursor!;
      cursors.invoices = (
        await listInvoices(id, { q: undefined, cursor: cursors.invoices || undefined })
      ).nextCursor!;
    }
    const v1Cursors: Record<string, string> = {};
    for (const [name, list] of Object.entries(v1Lists)) {
      let cursor: string | null = null;
      for (let page = 0; page < 2; page++)
        cursor = (await list(id, { limit: PAGE, cursor: cursor ? decode(cursor) : undefined }))
          .next_cursor;
      v1Cursors[name] = cursor!;
    }
    companies.push({
      slug,
      id,
      ownerId,
      requestId: await middle("EstimateRequest", `"createdAt"`),
      quoteId,
      ...(await one<{ clientId: string; clientEmail: string }>(
        `SELECT q."clientId", c."email" AS "clientEmail" FROM "Quote" q
         JOIN "Client" c ON c."id" = q."clientId" WHERE q."id" = $1`,
        [quoteId],
      )),
      invoiceId: await middle("Invoice", `"number"`),
      jobId: await middle("Job", `"number"`),
      requestCursor: requestCursor!,
      jobCursor: jobCursor!,
      cursors,
      v1Cursors,
    });
  }

  const viewerOf = (c: Company) => ({ companyId: c.id, userId: c.ownerId, role: "owner" as const });
  const allEndpoints: [string, (c: Company) => Promise<unknown>][] = [
    ["GET /api/estimates", (c) => listEstimateRequests(c.id, { limit: 50 })],
    [
      "GET /api/estimates?cursor (page 3)",
      (c) => listEstimateRequests(c.id, { limit: 50, cursor: c.requestCursor }),
    ],
    [
      "GET /api/estimates?status=new",
      (c) => listEstimateRequests(c.id, { limit: 50, status: "new" }),
    ],
    ["GET /api/estimates/[id]", (c) => getEstimateRequest(c.id, c.requestId)],
    ["GET /api/quotes", (c) => listQuotes(c.id, { q: undefined })],
    ["GET /api/quotes?q=garcia", (c) => listQuotes(c.id, { q: "garcia" })],
    ["GET /api/quotes?q=(one email)", (c) => listQuotes(c.id, { q: c.clientEmail })],
    [
      "GET /api/quotes?cursor (page 3)",
      (c) => listQuotes(c.id, { q: undefined, cursor: c.cursors.quotes }),
    ],
    ["GET /api/quotes/[id]", (c) => getQuote(c.id, c.quoteId)],
    ["GET /api/clients", (c) => listClients(c.id, {})],
    ["GET /api/clients?cursor (page 3)", (c) => listClients(c.id, { cursor: c.cursors.clients })],
    ["GET /api/clients?q=smith", (c) => listClients(c.id, { q: "smith" })],
    // One customer looked up by email (the client pickers' usual search): the trigram indexes.
    ["GET /api/clients?q=(one email)", (c) => listClients(c.id, { q: c.clientEmail })],
    ["GET /api/clients/[id]", (c) => getClientDetail(c.id, c.clientId)],
    ["GET /api/invoices", (c) => listInvoices(c.id, { q: undefined })],
    [
      "GET /api/invoices?cursor (page 3)",
      (c) => listInvoices(c.id, { q: undefined, cursor: c.cursors.invoices }),
    ],
    ["GET /api/invoices?q=panel", (c) => listInvoices(c.id, { q: "panel" })],
    ["GET /api/invoices?q=(one email)", (c) => listInvoices(c.id, { q: c.clientEmail })],
    [
      "GET /api/invoices?status=overdue",
      (c) => listInvoices(c.id, { q: undefined, status: "overdue" }),
    ],
    ["GET /api/invoices/[id]", (c) => getInvoice(c.id, c.invoiceId)],
    ["GET /api/jobs", (c) => listJobs(viewerOf(c), { limit: 50 })],
    [
      "GET /api/jobs?cursor (page 3)",
      (c) => listJobs(viewerOf(c), { limit: PAGE, cursor: c.jobCursor }),
    ],
    ["GET /api/jobs?q=smith", (c) => listJobs(viewerOf(c), { q: "smith", limit: 50 })],
    ["GET /api/jobs/[id]", (c) => getJob(viewerOf(c), c.jobId)],
    ["GET /api/dashboard/overview", (c) => getDashboardOverview(c.id)],
    ["GET /api/dashboard/money", (c) => getMoneyOverview(c.id)],
    ...Object.entries(v1Lists).flatMap(
      ([name, list]): [string, (c: Company) => Promise<unknown>][] => [
        [`GET /api/v1/${name}`, (c) => list(c.id, { limit: PAGE })],
        [
          `GET /api/v1/${name}?cursor (page 3)`,
          (c) => list(c.id, { limit: PAGE, cursor: decode(c.v1Cursors[name]) }),
        ],
      ],
    ),
  ];
  const endpoints = ONLY.length
    ? allEndpoints.filter(([name]) => ONLY.some((word) => name.includes(word)))
    : allEndpoints;

  const timings = new Map<string, number[]>();
  for (let round = 0; round < WARMUP + REPEAT; round++) {
    // Each size goes first every other round: the first call after another endpoint's runs
    // colder (measured: the same query 5.2 ms first against 3.0 ms second), and a fixed order
    // gave that to one size only.
    const order = round % 2 === 0 ? companies : [...companies].reverse();
    for (const [name, call] of endpoints) {
      for (const company of order) {
        const started = performance.now();
        await call(company);
        const ms = performance.now() - started;
        if (round < WARMUP) continue;
        const key = `${name}\u0000${company.slug}`;
        if (!timings.has(key)) timings.set(key, []);
        timings.get(key)!.push(ms);
      }
    }
  }
  const p95 = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)];
  };
  const results = endpoints.map(([name]) => ({
    endpoint: name,
    small: p95(timings.get(`${name}\u0000scale-small`)!),
    big: p95(timings.get(`${name}\u0000scale-big`)!),
  }));

  // Plans: the statements each endpoint sends for the big company, each explained.
  const big = companies.find((c) => c.slug === "scale-big")!;
  const rows = new Map(
    (
      await sql.query<{ relname: string; reltuples: number }>(
        `SELECT c."relname", c."reltuples"::float8 AS "reltuples" FROM pg_class c
         JOIN pg_namespace n ON n."oid" = c."relnamespace"
         WHERE n."nspname" = 'public' AND c."relkind" = 'r'`,
      )
    ).rows.map((row) => [row.relname, Number(row.reltuples)]),
  );
  const plans: { endpoint: string; sql: string; plan: string; seqScans: string[] }[] = [];
  for (const [name, call] of endpoints) {
    capture = [];
    await call(big);
    const statements = capture;
    capture = null;
    const seen = new Set<string>();
    for (const statement of statements) {
      if (!/^\s*(SELECT|WITH)\b/i.test(statement.text) || seen.has(statement.text)) continue;
      seen.add(statement.text);
      const explained = await sql.query<{ "QUERY PLAN": string }>(
        `EXPLAIN (FORMAT TEXT) ${statement.text}`,
        statement.values,
      );
      const plan = explained.rows.map((row) => row["QUERY PLAN"]).join("\n");
      const seqScans = [...plan.matchAll(/Seq Scan on "?(\w+)"?/g)]
        .map((match) => match[1])
        .filter((table) => (rows.get(table) ?? 0) > 10_000);
      plans.push({ endpoint: name, sql: statement.text, plan, seqScans });
    }
  }
  await sql.end();
  await prisma.$disconnect();
  console.log(JSON.stringify({ repeat: REPEAT, results, plans }));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
