// Two server processes behind a transaction-mode pooler (docs/scaling.md, issue 34): both
// `next start` processes reach PostgreSQL through PgBouncer (DATABASE_URL) with the queue and
// migrations direct (DIRECT_DATABASE_URL), as a serverless deployment does. 300 estimate
// requests, 25 at once, spread over both servers, while 200 price-book reads run beside them:
// none may answer 5xx, every 2xx must be stored, and every stored request's mails (the
// customer's confirmation, the owner's notification) must be written within 60 s, once.
// Usage (after `next build`, with scripts/pgbouncer.sh running):
//   DATABASE_URL=postgresql://…:6432/db DIRECT_DATABASE_URL=postgresql://…:5432/db \
//     node scripts/pooler-load-two-servers.mjs
// Prints "N passed, N failed" and exits non-zero when a check fails.
import pg from "pg";
import {
  checks,
  clearOutboxes,
  companyWithServices,
  inParallel,
  postEstimate,
  startTwoServers,
  waitForRequestMails,
} from "./two-servers.mjs";

const NAME = "pooler-load";
const REQUESTS = Number(process.env.LOAD_REQUESTS ?? 300);
const READS = Number(process.env.LOAD_READS ?? 200);
const AT_ONCE = 25;

if (!process.env.DIRECT_DATABASE_URL) {
  console.error("Set DIRECT_DATABASE_URL (PostgreSQL itself) beside DATABASE_URL (the pooler).");
  process.exit(2);
}
const { check, finish } = checks("pooled PostgreSQL");
const ports = [
  Number(process.env.POOLER_PORT_A ?? 3311),
  Number(process.env.POOLER_PORT_B ?? 3312),
];
clearOutboxes(NAME, ports);
const { urls } = await startTwoServers(NAME, ports);
const direct = new pg.Client({ connectionString: process.env.DIRECT_DATABASE_URL });
try {
  await direct.connect();
  const company = await companyWithServices(urls[0], ports[0], NAME);
  const statuses = new Map();
  const count = (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const posts = inParallel(REQUESTS, AT_ONCE, async (i) => {
    const res = await postEstimate(urls[i % 2], company, i + 1);
    count(res.status);
    return res.ok ? { n: i + 1, id: (await res.json()).id } : null;
  });
  const reads = inParallel(READS, 5, async (i) => {
    const res = await fetch(`${urls[(i + 1) % 2]}/api/public/${company.slug}/services`);
    count(res.status);
    await res.arrayBuffer();
    return res.status;
  });
  const stored = (await posts).filter(Boolean);
  const readStatuses = await reads;
  const fiveHundreds = [...statuses].filter(([status]) => status >= 500);
  check(
    `${REQUESTS} requests and ${READS} price-book reads over both servers: none answered 5xx`,
    fiveHundreds.length === 0,
    [...statuses].map(([status, n]) => `${n} × ${status}`).join(", "),
  );
  check(
    "every price-book read answered 200",
    readStatuses.every((status) => status === 200),
  );
  const { rows } = await direct.query(
    `SELECT "id" FROM "EstimateRequest" WHERE "id" = ANY($1::text[])`,
    [stored.map((request) => request.id)],
  );
  check(
    "every request answered 2xx is stored",
    rows.length === stored.length && stored.length > 0,
    `${stored.length} answered 2xx, ${rows.length} stored`,
  );
  const mails = await waitForRequestMails(NAME, ports, {
    customers: stored.map((request) => request.n),
    ownerEmail: company.ownerEmail,
    seconds: 60,
  });
  check(
    "every stored request's confirmation mail is written within 60 s",
    mails.missing.length === 0,
    `${stored.length - mails.missing.length} of ${stored.length} after ${mails.elapsed.toFixed(1)} s`,
  );
  check(
    "the owner has a notification for each",
    mails.owner >= stored.length,
    `${mails.owner} owner mails`,
  );
  check("no customer is mailed twice", mails.twice.length === 0, mails.twice.slice(0, 3).join());
} catch (error) {
  check("the run completed", false, String(error));
} finally {
  await direct.end().catch(() => undefined);
}

finish();
