// PostgreSQL restarted under load (docs/scaling.md, "Outages"; issue 34): two `next start`
// processes on one PostgreSQL database, 8 customers' loops sending estimate requests, and the
// PostgreSQL server stopped and started again (about 4 s down) in the middle. The customers
// behave as the calculator does (components/calculator): a request answered 503 is sent again
// with the same Idempotency-Key after Retry-After. Checks: no answer 500 (any 5xx but 503), every
// refusal a 503 with Retry-After, every 2xx stored, each customer's request stored once, no
// uncaught exception in the servers' output, and every stored request's mails written within
// 30 s of the database's return, none twice.
// Usage (after `next build`; as root on a machine whose PostgreSQL it may restart):
//   DATABASE_URL=postgresql://…/db node scripts/db-restart-under-load.mjs
// PG_CLUSTER="15 main" names the Debian cluster (default: the one on port 5432).
// Prints "N passed, N failed" and exits non-zero when a check fails.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import {
  checks,
  clearOutboxes,
  companyWithServices,
  customerEmail,
  postEstimate,
  serverLog,
  startTwoServers,
  waitForRequestMails,
} from "./two-servers.mjs";

const NAME = "db-restart";
const LOOPS = 8;
const DOWN_SECONDS = 4;

function cluster() {
  if (process.env.PG_CLUSTER) return process.env.PG_CLUSTER.split(" ");
  const line = execFileSync("pg_lsclusters", ["-h"], { encoding: "utf8" })
    .split("\n")
    .find((row) => row.split(/\s+/)[2] === "5432");
  if (!line) throw new Error("No PostgreSQL cluster on port 5432 (set PG_CLUSTER).");
  return line.split(/\s+/).slice(0, 2);
}
const pgctl = (action) =>
  execFileSync(
    "pg_ctlcluster",
    [
      "--skip-systemctl-redirect",
      ...cluster(),
      action,
      ...(action === "stop" ? ["-m", "fast"] : []),
    ],
    { stdio: "inherit" },
  );

async function waitForDatabase(url) {
  for (let i = 0; i < 120; i++) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query("SELECT 1");
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await sleep(250);
    }
  }
  throw new Error("PostgreSQL did not come back within 30 s.");
}

const { check, finish } = checks("database restart");
const ports = [
  Number(process.env.RESTART_PORT_A ?? 3313),
  Number(process.env.RESTART_PORT_B ?? 3314),
];
clearOutboxes(NAME, ports);
const { urls } = await startTwoServers(NAME, ports);
let restarted = false;
try {
  const company = await companyWithServices(urls[0], ports[0], NAME);
  const answers = []; // { status, retryAfter }
  let customers = 0;
  let stop = false;
  const served = []; // { n, id }

  // A customer: one request, sent again with the same key while the answer is a 503 or no answer.
  const customer = async (loop) => {
    const n = ++customers;
    const key = `restart-${n}-${Date.now()}`;
    for (let attempt = 0; attempt < 20; attempt++) {
      let res;
      try {
        res = await postEstimate(urls[loop % 2], company, n, { "idempotency-key": key });
      } catch {
        await sleep(1000); // no answer at all (the server is fine; a socket error is possible)
        continue;
      }
      answers.push({ status: res.status, retryAfter: res.headers.get("retry-after") });
      if (res.ok) return served.push({ n, id: (await res.json()).id });
      await res.arrayBuffer();
      if (res.status !== 503) return;
      await sleep(Math.min(Number(res.headers.get("retry-after")) || 5, 10) * 1000);
    }
  };
  const loops = Array.from({ length: LOOPS }, async (_, loop) => {
    while (!stop) await customer(loop);
  });

  await sleep(3000);
  console.log("Stopping PostgreSQL…");
  pgctl("stop");
  restarted = true;
  await sleep(DOWN_SECONDS * 1000);
  console.log("Starting PostgreSQL…");
  pgctl("start");
  await waitForDatabase(process.env.DATABASE_URL);
  const backAt = Date.now();
  console.log("PostgreSQL is back.");
  await sleep(8000);
  stop = true;
  await Promise.all(loops);

  const count = (predicate) => answers.filter(predicate).length;
  const summary = Object.entries(
    answers.reduce((all, { status }) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {}),
  )
    .map(([status, n]) => `${n} × ${status}`)
    .join(", ");
  check(
    "no request answered 500 (or any 5xx but 503)",
    count((a) => a.status >= 500 && a.status !== 503) === 0,
    summary,
  );
  check(
    "every refused request answered 503 with Retry-After",
    count((a) => a.status >= 400 && !(a.status === 503 && a.retryAfter)) === 0,
    summary,
  );
  check(
    "some requests were refused while it was down (the restart was felt)",
    count((a) => a.status === 503) > 0,
  );

  const direct = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await direct.connect();
  const { rows } = await direct.query(
    `SELECT "customerEmail", count(*)::int AS n FROM "EstimateRequest" WHERE "companyId" = $1 GROUP BY 1`,
    [company.companyId],
  );
  await direct.end();
  const stored = new Map(rows.map((row) => [row.customerEmail, row.n]));
  check(
    "every request answered 2xx is stored",
    served.every(({ n }) => stored.has(customerEmail(n))),
    `${served.length} answered 2xx, ${rows.length} customers stored`,
  );
  check(
    "every customer's request is stored once (retries kept their key)",
    rows.every((row) => row.n === 1) && rows.length === served.length,
  );
  const mails = await waitForRequestMails(NAME, ports, {
    customers: served.map(({ n }) => n),
    ownerEmail: company.ownerEmail,
    seconds: 30 - (Date.now() - backAt) / 1000,
  });
  const sinceBack = (Date.now() - backAt) / 1000;
  check(
    "every stored request's mails are written within 30 s of the database's return",
    mails.missing.length === 0 && mails.owner >= served.length,
    `${served.length - mails.missing.length} of ${served.length} confirmations, ${mails.owner} owner mails, ${sinceBack.toFixed(1)} s after the return`,
  );
  check("no customer is mailed twice", mails.twice.length === 0, mails.twice.slice(0, 3).join());
  const uncaught = ports.flatMap((port) =>
    readFileSync(serverLog(NAME, port), "utf8")
      .split("\n")
      .filter((line) => /uncaught|unhandledRejection/i.test(line)),
  );
  check(
    "no uncaught exception in either server's output",
    uncaught.length === 0,
    uncaught.slice(0, 3).join(" | "),
  );
} catch (error) {
  check("the run completed", false, String(error));
} finally {
  // PostgreSQL must be up again whatever happened: the rest of CI needs it.
  if (restarted) {
    try {
      pgctl("start");
    } catch {
      // already running
    }
  }
}

finish();
