/**
 * `npm run seed:scale [-- --reset]`: data at scale on the PostgreSQL database of DATABASE_URL
 * (issue 34, point 4), for bench/data-scale.mjs. The database must be migrated first
 * (`npm run db:migrate`). Every table is filled set-based (INSERT … SELECT … FROM
 * generate_series, no row-by-row loop), in one transaction:
 *  - 10,000 companies (slugs scale-big, scale-small, scale-00003 …), each with its owner (a
 *    user and an owner membership) and four services;
 *  - for "scale-big": 200,000 estimate requests with their items, 50,000 clients, 50,000
 *    quotes with their lines, 20,000 invoices with lines and payments, 10,000 jobs with their
 *    visits (and the owner assigned to each visit);
 *  - for "scale-small": exactly 1/100 of each.
 * Rows look like what the app writes: statuses spread over their values with the dates each
 * status implies, creation dates over the last two years in the order of the numbers, money
 * as numeric with 2 decimals and every total the sum of its lines (tax at the company's rate).
 * Refuses when the scale companies exist; --reset deletes them (and all they own) first.
 * Every owner signs in with the password "scale-password". VACUUM (ANALYZE) at the end, as
 * autovacuum would have by the time a company has two years of rows: the statistics, and the
 * visibility map that lets the dashboard's and the invoice list's sums be read from their
 * indexes alone (rows written since the last vacuum are still read from the table).
 */
import { loadEnvConfig } from "@next/env";
import bcrypt from "bcryptjs";
import pg from "pg";

loadEnvConfig(process.cwd());

export const SCALE_COMPANIES = 10_000;
/** The big company's rows; the small company has 1/100 of each. */
export const SCALE_BIG = {
  requests: 200_000,
  clients: 50_000,
  quotes: 50_000,
  invoices: 20_000,
  jobs: 10_000,
};
const DIVISOR = 100;
const TAX_RATE = "8.250";

type Counts = typeof SCALE_BIG;

/** A cuid-looking id (25 characters), the same for the same company, kind and index. */
const idOf = (kind: string, index: string) =>
  `('c' || substr(md5($1::text || ':${kind}:' || (${index})::text), 1, 24))`;

/** A point over the last two years, later for a larger `index` (of `count`), minus `back`. */
const timeOf = (index: string, count: string, back = "0 hours") =>
  `(now() - interval '3 hours' - interval '${back}' - interval '730 days' * ((${count}) - (${index}))::float8 / (${count})::float8)`;

/** A deterministic pseudo-random integer in [0, modulo) from the index and a salt. */
const hashOf = (index: string, salt: string, modulo: number) =>
  `(abs(hashtext((${index})::text || '${salt}')) % ${modulo})`;

const FIRST = `ARRAY['Ana','Ben','Carla','Dev','Elena','Frank','Grace','Hugo','Ines','Jack','Kim','Luis','Maya','Noah','Olga','Paul','Rosa','Sam','Tara','Victor']`;
const LAST = `ARRAY['Smith','Johnson','Garcia','Miller','Davis','Lopez','Wilson','Moore','Taylor','Thomas','Lee','Walker','Hall','Young','King','Wright','Scott','Green','Baker','Nelson']`;
const STREETS = `ARRAY['Oak St','Maple Ave','Pine Rd','Cedar Ln','Elm St','Lake Dr','Hill Rd','River Way']`;
const QUOTE_TITLES = `ARRAY['Kitchen rewiring','Panel upgrade','Bathroom plumbing','Water heater replacement','AC tune-up','Furnace repair','Lawn care plan','Deep cleaning','Interior painting','Roof repair','Deck build','Outlet installation']`;

async function main() {
  const url = process.env.DIRECT_DATABASE_URL || process.env.DATABASE_URL;
  if (!url) {
    console.error(
      "npm run seed:scale needs DATABASE_URL (PostgreSQL): the embedded database is not for data at scale.",
    );
    process.exit(1);
  }
  const reset = process.argv.includes("--reset");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  let stepStarted = Date.now();
  const step = async (label: string, sql: string, params: unknown[] = []) => {
    stepStarted = Date.now();
    const result = await client.query(sql, params);
    console.log(
      `  ${label.padEnd(44)} ${String(result.rowCount ?? 0).padStart(8)} rows  ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`,
    );
    return result;
  };
  try {
    const [{ migrated }] = (
      await client.query<{ migrated: boolean }>(
        `SELECT to_regclass('"Visit"') IS NOT NULL AS "migrated"`,
      )
    ).rows;
    if (!migrated) {
      console.error("The database is not migrated: run `npm run db:migrate` first.");
      process.exit(1);
    }
    const existing = (
      await client.query<{ count: number }>(
        `SELECT count(*)::int AS "count" FROM "Company" WHERE "slug" ~ '^scale-(big|small|[0-9]{5})$'`,
      )
    ).rows[0].count;
    if (existing > 0 && !reset) {
      console.error(
        `${existing} scale companies exist already: run \`npm run seed:scale -- --reset\` to replace them.`,
      );
      process.exit(1);
    }
    if (existing > 0) {
      // Before the seed's transaction, bottom-up and set-based, then VACUUM: deleting a user
      // makes PostgreSQL look for its rows in Quote, Invoice, InvoicePayment and Job by
      // createdById and updatedById, which have no index: a sequential scan per owner (10,000
      // of them), minutes while those tables hold the big company's rows, live or dead.
      const scale = `(SELECT "id" FROM "Company" WHERE "slug" ~ '^scale-(big|small|[0-9]{5})$')`;
      for (const table of [
        "Visit",
        "Job",
        "InvoicePayment",
        "Invoice",
        "Quote",
        "EstimateRequest",
        "Client",
      ])
        await step(
          `deleted the scale companies' ${table} rows`,
          `DELETE FROM "${table}" WHERE "companyId" IN ${scale}`,
        );
      await step(
        "vacuumed",
        `VACUUM "Visit", "Job", "InvoicePayment", "Invoice", "Quote", "EstimateRequest", "Client"`,
      );
      await step("deleted the scale companies", `DELETE FROM "Company" WHERE "id" IN ${scale}`);
    }
    await client.query("BEGIN");
    await client.query("SET LOCAL work_mem = '64MB'");
    const passwordHash = bcrypt.hashSync("scale-password", 10);
    const small = Object.fromEntries(
      Object.entries(SCALE_BIG).map(([key, value]) => [key, value / DIVISOR]),
    ) as Counts;

    console.log(`Seeding ${SCALE_COMPANIES} companies…`);
    // $1 is a salt for the ids here (the company's own id in the per-company statements).
    await step(
      "companies",
      `INSERT INTO "Company" ("id", "name", "slug", "industryType", "contactEmail", "phone",
         "taxRate", "timeZone", "timeZoneConfirmed", "hasSeenWelcome", "lastQuoteNumber",
         "lastInvoiceNumber", "lastJobNumber", "createdAt", "updatedAt")
       SELECT ${idOf("company", "g")},
              CASE g WHEN 1 THEN 'Scale Big Services' WHEN 2 THEN 'Scale Small Services'
                ELSE 'Scale Company ' || g END,
              CASE g WHEN 1 THEN 'scale-big' WHEN 2 THEN 'scale-small'
                ELSE 'scale-' || lpad(g::text, 5, '0') END,
              (ARRAY['electrical','plumbing','hvac','cleaning','generic'])[1 + ${hashOf("g", "industry", 5)}],
              'office' || g || '@scale.example.com',
              '+1555' || lpad((g % 10000000)::text, 7, '0'),
              CASE WHEN g <= 2 THEN $2::numeric ELSE 0 END,
              CASE WHEN g <= 2 THEN 'America/Chicago' ELSE 'UTC' END,
              g <= 2, true,
              CASE g WHEN 1 THEN $3::int WHEN 2 THEN $4::int ELSE 0 END,
              CASE g WHEN 1 THEN $5::int WHEN 2 THEN $6::int ELSE 0 END,
              CASE g WHEN 1 THEN $7::int WHEN 2 THEN $8::int ELSE 0 END,
              ${timeOf("g", String(SCALE_COMPANIES), "730 days")}, now()
       FROM generate_series(1, ${SCALE_COMPANIES}) AS g`,
      [
        "scale",
        TAX_RATE,
        SCALE_BIG.quotes,
        small.quotes,
        SCALE_BIG.invoices,
        small.invoices,
        SCALE_BIG.jobs,
        small.jobs,
      ],
    );
    await step(
      "owners (users)",
      `INSERT INTO "User" ("id", "email", "name", "passwordHash", "companyId", "createdAt", "updatedAt")
       SELECT ${idOf("user", 'c."slug"')}, 'owner@' || c."slug" || '.scale.example.com',
              'Owner of ' || c."name", $2, c."id", c."createdAt", c."createdAt"
       FROM "Company" c WHERE c."slug" ~ '^scale-'`,
      ["scale", passwordHash],
    );
    await step(
      "owner memberships",
      `INSERT INTO "Membership" ("id", "companyId", "userId", "role", "createdAt", "updatedAt")
       SELECT ${idOf("membership", 'u."id"')}, u."companyId", u."id", 'owner', u."createdAt", u."createdAt"
       FROM "User" u JOIN "Company" c ON c."id" = u."companyId" WHERE c."slug" ~ '^scale-'`,
      ["scale"],
    );
    await step(
      "services (4 a company)",
      `INSERT INTO "Service" ("id", "companyId", "name", "description", "category", "basePrice",
         "unitType", "estimatedTime", "icon", "sortOrder", "createdAt", "updatedAt")
       SELECT ${idOf("service", "c.\"id\" || ':' || s.n")}, c."id", s."name", s."description",
              s."category"::"ServiceCategory", s."basePrice", s."unitType"::"UnitType",
              s."minutes", 'tool', s.n - 1, c."createdAt", c."createdAt"
       FROM "Company" c
       CROSS JOIN (VALUES
         (1, 'Outlet installation', 'Install one standard outlet', 'electrical', 85.00, 'per_item', 45),
         (2, 'Service call', 'Diagnose and quote on site', 'electrical', 129.00, 'flat', 60),
         (3, 'Labor', 'Hourly labor', 'plumbing', 95.00, 'hourly', 60),
         (4, 'Interior painting', 'Walls, two coats', 'painting', 2.75, 'per_sq_foot', 1)
       ) AS s(n, "name", "description", "category", "basePrice", "unitType", "minutes")
       WHERE c."slug" ~ '^scale-'`,
      ["scale"],
    );

    const companies = (
      await client.query<{ id: string; slug: string; ownerId: string }>(
        `SELECT c."id", c."slug", u."id" AS "ownerId" FROM "Company" c
         JOIN "User" u ON u."companyId" = c."id"
         WHERE c."slug" IN ('scale-big', 'scale-small') ORDER BY c."slug"`,
      )
    ).rows;
    for (const company of companies) {
      const counts = company.slug === "scale-big" ? SCALE_BIG : small;
      console.log(`Seeding ${company.slug}…`);
      await seedCompany(step, company.id, company.ownerId, counts);
    }
    await client.query("COMMIT");
    stepStarted = Date.now();
    await client.query("VACUUM (ANALYZE)");
    console.log(
      `  ${"VACUUM (ANALYZE)".padEnd(44)} ${" ".repeat(13)} ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`,
    );
    const totals = (
      await client.query<{ table: string; rows: number }>(
        `SELECT t."table", t."rows" FROM (
           SELECT 'Company' AS "table", count(*)::int AS "rows" FROM "Company" WHERE "slug" ~ '^scale-'
           UNION ALL SELECT 'EstimateRequest', count(*)::int FROM "EstimateRequest"
           UNION ALL SELECT 'EstimateRequestItem', count(*)::int FROM "EstimateRequestItem"
           UNION ALL SELECT 'Client', count(*)::int FROM "Client"
           UNION ALL SELECT 'Quote', count(*)::int FROM "Quote"
           UNION ALL SELECT 'QuoteLine', count(*)::int FROM "QuoteLine"
           UNION ALL SELECT 'Invoice', count(*)::int FROM "Invoice"
           UNION ALL SELECT 'InvoiceLine', count(*)::int FROM "InvoiceLine"
           UNION ALL SELECT 'InvoicePayment', count(*)::int FROM "InvoicePayment"
           UNION ALL SELECT 'Job', count(*)::int FROM "Job"
           UNION ALL SELECT 'Visit', count(*)::int FROM "Visit") t`,
      )
    ).rows;
    console.log("Rows in the database now:");
    for (const row of totals) console.log(`  ${row.table.padEnd(22)} ${row.rows}`);
    console.log(`seed:scale done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

type Step = (label: string, sql: string, params?: unknown[]) => Promise<unknown>;

/** One company's requests, clients, quotes, invoices and jobs ($1: its id, $2: its owner). */
async function seedCompany(step: Step, companyId: string, ownerId: string, n: Counts) {
  const p = [companyId, ownerId];
  const C = String(n.clients);
  const R = String(n.requests);
  const Q = String(n.quotes);
  const I = String(n.invoices);
  // Client g is created an hour before its first request; requests 4g-3 … 4g are its.
  await step(
    "clients",
    `INSERT INTO "Client" ("id", "companyId", "name", "email", "emailKey", "phone", "address",
       "notes", "createdAt", "updatedAt")
     SELECT ${idOf("client", "g")}, $1, x."name", x."email", lower(x."email"),
            CASE WHEN g % 5 = 0 THEN NULL ELSE '+1555' || lpad((g % 10000000)::text, 7, '0') END,
            (100 + g % 9800) || ' ' || (${STREETS})[1 + g % 8] || ', Springfield, IL 627' || lpad((g % 100)::text, 2, '0'),
            CASE WHEN g % 7 = 0 THEN 'Prefers mornings.' END,
            ${timeOf("g", C, "1 hour")}, ${timeOf("g", C, "1 hour")}
     FROM generate_series(1, ${C}) AS g
     CROSS JOIN LATERAL (SELECT
       (${FIRST})[1 + g % 20] || ' ' || (${LAST})[1 + (g / 20) % 20] AS "name",
       lower((${FIRST})[1 + g % 20]) || '.' || lower((${LAST})[1 + (g / 20) % 20]) || '.' || g || '@example.com' AS "email"
     ) x
     WHERE $2::text IS NOT NULL`,
    p,
  );
  // Requests: the client's name and email, 1-3 items of the company's services.
  await step(
    "estimate requests",
    `INSERT INTO "EstimateRequest" ("id", "companyId", "customerName", "customerEmail",
       "customerPhone", "customerZip", "subtotal", "taxAmount", "totalAmount", "totalTime",
       "clientTotal", "status", "notes", "isSpam", "spamReason", "source", "sourceHost",
       "clientId", "description", "smsConsent", "smsConsentVersion", "assignedToId",
       "createdAt", "updatedAt")
     SELECT ${idOf("request", "g")}, $1, cl."name", cl."email", cl."phone",
            '627' || lpad((c % 100)::text, 2, '0'), 0, 0, 0, 0, NULL,
            (ARRAY['new','contacted','quoted','won','lost'])[1 + ${hashOf("g", "status", 5)}]::"EstimateStatus",
            CASE WHEN g % 11 = 0 THEN 'Called back, waiting for photos.' END,
            g % 50 = 0, CASE WHEN g % 50 = 0 THEN 'honeypot' END,
            CASE WHEN g % 4 = 0 THEN 'embed' ELSE 'direct' END,
            CASE WHEN g % 4 = 0 THEN 'www.example-contractor.com' END,
            cl."id", CASE WHEN g % 3 = 0 THEN 'Two outlets in the garage stopped working.' END,
            g % 6 = 0, CASE WHEN g % 6 = 0 THEN '2026-01' END,
            CASE WHEN g % 10 = 0 THEN $2 END,
            ${timeOf("g", R)}, ${timeOf("g", R)}
     FROM generate_series(1, ${R}) AS g
     CROSS JOIN LATERAL (SELECT 1 + ((g - 1)::bigint * ${C} / ${R})::int AS c) k
     JOIN "Client" cl ON cl."id" = ${idOf("client", "k.c")}`,
    p,
  );
  await step(
    "estimate request items (1-3 a request)",
    `INSERT INTO "EstimateRequestItem" ("id", "estimateRequestId", "serviceId", "name", "unitType",
       "quantity", "unitPrice", "lineSubtotal", "feeName", "feeAmount", "time", "isCustom")
     SELECT ${idOf("request-item", "g || ':' || j")}, ${idOf("request", "g")}, s."id", s."name",
            s."unitType", q.quantity, s."basePrice", round(q.quantity * s."basePrice", 2),
            CASE WHEN j = 1 AND g % 5 = 0 THEN 'Trip fee' END,
            CASE WHEN j = 1 AND g % 5 = 0 THEN 25.00 ELSE 0 END,
            ceil(q.quantity * s."estimatedTime")::int, false
     FROM generate_series(1, ${R}) AS g
     CROSS JOIN LATERAL generate_series(1, 1 + ${hashOf("g", "items", 3)}) AS j
     JOIN "Service" s ON s."companyId" = $1 AND s."sortOrder" = (g + j) % 4
     CROSS JOIN LATERAL (SELECT CASE s."unitType"
       WHEN 'per_sq_foot' THEN (200 + (g * 37) % 1800)::numeric(12, 2)
       WHEN 'hourly' THEN (1 + (g + j) % 6)::numeric(12, 2)
       WHEN 'per_item' THEN (1 + (g + j) % 4)::numeric(12, 2)
       ELSE 1::numeric(12, 2) END AS quantity) q
     WHERE $2::text IS NOT NULL`,
    p,
  );
  await step(
    "estimate request totals (sum of the items)",
    `UPDATE "EstimateRequest" r
     SET "subtotal" = t.subtotal, "taxAmount" = round(t.subtotal * ${TAX_RATE} / 100, 2),
         "totalAmount" = t.subtotal + t.fees + round(t.subtotal * ${TAX_RATE} / 100, 2),
         "clientTotal" = t.subtotal + t.fees + round(t.subtotal * ${TAX_RATE} / 100, 2),
         "totalTime" = t.minutes
     FROM (SELECT i."estimateRequestId", sum(i."lineSubtotal") AS subtotal,
                  sum(i."feeAmount") AS fees, sum(i."time")::int AS minutes
           FROM "EstimateRequestItem" i JOIN "EstimateRequest" e ON e."id" = i."estimateRequestId"
           WHERE e."companyId" = $1 GROUP BY 1) t
     WHERE r."id" = t."estimateRequestId" AND $2::text IS NOT NULL`,
    p,
  );
  // Quote g answers request 4g (its client's last); numbers in the order of creation.
  await step(
    "quotes",
    `INSERT INTO "Quote" ("id", "companyId", "number", "revision", "clientId", "estimateRequestId",
       "status", "title", "message", "terms", "taxRate", "expiresAt", "tokenNonce", "tokenHash",
       "sentAt", "sentTo", "firstViewedAt", "approvedAt", "declinedAt", "declineReason",
       "signerName", "signatureMethod", "consentAt", "consentVersion", "termsAcceptedAt",
       "remindersSent", "createdById", "updatedById", "createdAt", "updatedAt")
     SELECT ${idOf("quote", "g")}, $1, g, 1, r."clientId", r."id", x.status::"QuoteStatus",
            (${QUOTE_TITLES})[1 + g % 12] || ' for ' || r."customerName",
            'Thanks for the opportunity. Here is our quote.', 'Valid for 30 days.',
            ${TAX_RATE}, x.created + interval '30 days',
            CASE WHEN x.status <> 'draft' THEN md5('nonce' || $1 || g) END,
            CASE WHEN x.status <> 'draft' THEN encode(sha256(('quote-token' || $1 || g)::bytea), 'hex') END,
            CASE WHEN x.status <> 'draft' THEN x.created + interval '1 hour' END,
            CASE WHEN x.status <> 'draft' THEN r."customerEmail" END,
            CASE WHEN x.status IN ('viewed','approved','declined') THEN x.created + interval '5 hours' END,
            CASE WHEN x.status = 'approved' THEN x.created + interval '1 day' END,
            CASE WHEN x.status = 'declined' THEN x.created + interval '2 days' END,
            CASE WHEN x.status = 'declined' THEN 'Went with another contractor.' END,
            CASE WHEN x.status = 'approved' THEN r."customerName" END,
            CASE WHEN x.status = 'approved' THEN 'typed' END,
            CASE WHEN x.status = 'approved' THEN x.created + interval '1 day' END,
            CASE WHEN x.status = 'approved' THEN '2026-01' END,
            CASE WHEN x.status = 'approved' THEN x.created + interval '1 day' END,
            CASE WHEN x.status IN ('sent','viewed','expired') THEN ARRAY[2] ELSE ARRAY[]::int[] END,
            $2, $2, x.created, x.created + interval '1 day'
     FROM generate_series(1, ${Q}) AS g
     JOIN "EstimateRequest" r ON r."id" = ${idOf("request", `(g::bigint * ${R} / ${Q})`)}
     CROSS JOIN LATERAL (SELECT
       (ARRAY['draft','draft','draft','sent','sent','sent','sent','viewed','viewed','viewed',
              'approved','approved','approved','approved','approved','approved',
              'declined','declined','expired','expired'])[1 + ${hashOf("g", "quote", 20)}] AS status,
       r."createdAt" + interval '2 hours' AS created) x`,
    p,
  );
  await step(
    "quote lines (1-4 a quote)",
    `INSERT INTO "QuoteLine" ("id", "quoteId", "sortOrder", "serviceId", "name", "description",
       "unitType", "unitPrice", "quantity", "minutesPerUnit", "optional", "selected", "lineTotal")
     SELECT ${idOf("quote-line", "g || ':' || j")}, ${idOf("quote", "g")}, j - 1, s."id", s."name",
            s."description", s."unitType", s."basePrice", q.quantity, s."estimatedTime", false, true,
            round(q.quantity * s."basePrice", 2)
     FROM generate_series(1, ${Q}) AS g
     CROSS JOIN LATERAL generate_series(1, 1 + ${hashOf("g", "lines", 4)}) AS j
     JOIN "Service" s ON s."companyId" = $1 AND s."sortOrder" = (g + j) % 4
     CROSS JOIN LATERAL (SELECT CASE s."unitType"
       WHEN 'per_sq_foot' THEN (200 + (g * 37) % 1800)::numeric(12, 2)
       WHEN 'hourly' THEN (1 + (g + j) % 8)::numeric(12, 2)
       WHEN 'per_item' THEN (1 + (g + j) % 6)::numeric(12, 2)
       ELSE 1::numeric(12, 2) END AS quantity) q
     WHERE $2::text IS NOT NULL`,
    p,
  );
  await step(
    "quote totals (sum of the lines)",
    `UPDATE "Quote" o
     SET "subtotal" = t.subtotal, "taxAmount" = round(t.subtotal * ${TAX_RATE} / 100, 2),
         "total" = t.subtotal + round(t.subtotal * ${TAX_RATE} / 100, 2)
     FROM (SELECT l."quoteId", sum(l."lineTotal") AS subtotal FROM "QuoteLine" l
           JOIN "Quote" q ON q."id" = l."quoteId" WHERE q."companyId" = $1 GROUP BY 1) t
     WHERE o."id" = t."quoteId" AND $2::text IS NOT NULL`,
    p,
  );
  // Invoices billed to a client (the app's "from a client" invoices), in number order.
  await step(
    "invoices",
    `INSERT INTO "Invoice" ("id", "companyId", "number", "clientId", "status", "title", "notes",
       "terms", "issueDate", "dueDate", "taxRate", "tokenNonce", "tokenHash", "sentAt", "sentTo",
       "firstViewedAt", "paidAt", "voidedAt", "voidReason", "remindersSent", "createdById",
       "updatedById", "createdAt", "updatedAt")
     SELECT ${idOf("invoice", "g")}, $1, g, cl."id", x.status::"InvoiceStatus",
            (${QUOTE_TITLES})[1 + g % 12], 'Thank you for your business.',
            x.terms::"InvoiceTerms", x.created::date,
            x.created::date + CASE x.terms WHEN 'net_7' THEN 7 WHEN 'net_15' THEN 15
              WHEN 'net_30' THEN 30 ELSE 0 END,
            ${TAX_RATE},
            CASE WHEN x.status <> 'draft' THEN md5('inonce' || $1 || g) END,
            CASE WHEN x.status <> 'draft' THEN encode(sha256(('invoice-token' || $1 || g)::bytea), 'hex') END,
            CASE WHEN x.status <> 'draft' THEN x.created + interval '1 hour' END,
            CASE WHEN x.status <> 'draft' THEN cl."email" END,
            CASE WHEN x.status IN ('viewed','partially_paid','paid') THEN x.created + interval '3 hours' END,
            CASE WHEN x.status = 'paid' THEN x.created + interval '4 days' END,
            CASE WHEN x.status = 'void' THEN x.created + interval '2 days' END,
            CASE WHEN x.status = 'void' THEN 'Billed twice.' END,
            ARRAY[]::int[], $2, $2, x.created, x.created + interval '1 day'
     FROM generate_series(1, ${I}) AS g
     JOIN "Client" cl ON cl."id" = ${idOf("client", `1 + ((g - 1)::bigint * ${C} / ${I})`)}
     CROSS JOIN LATERAL (SELECT
       (ARRAY['draft','sent','sent','viewed','partially_paid','paid','paid','paid','paid','void'])[1 + ${hashOf("g", "invoice", 10)}] AS status,
       (ARRAY['due_on_receipt','net_7','net_15','net_30'])[1 + ${hashOf("g", "terms", 4)}] AS terms,
       cl."createdAt" + interval '3 days' AS created) x`,
    p,
  );
  await step(
    "invoice lines (1-3 an invoice)",
    `INSERT INTO "InvoiceLine" ("id", "invoiceId", "sortOrder", "serviceId", "name", "description",
       "unitType", "unitPrice", "quantity", "lineTotal")
     SELECT ${idOf("invoice-line", "g || ':' || j")}, ${idOf("invoice", "g")}, j - 1, s."id", s."name",
            s."description", s."unitType", s."basePrice", q.quantity, round(q.quantity * s."basePrice", 2)
     FROM generate_series(1, ${I}) AS g
     CROSS JOIN LATERAL generate_series(1, 1 + ${hashOf("g", "ilines", 3)}) AS j
     JOIN "Service" s ON s."companyId" = $1 AND s."sortOrder" = (g + j) % 4
     CROSS JOIN LATERAL (SELECT CASE s."unitType"
       WHEN 'per_sq_foot' THEN (200 + (g * 41) % 1500)::numeric(12, 2)
       WHEN 'hourly' THEN (1 + (g + j) % 8)::numeric(12, 2)
       WHEN 'per_item' THEN (1 + (g + j) % 6)::numeric(12, 2)
       ELSE 1::numeric(12, 2) END AS quantity) q
     WHERE $2::text IS NOT NULL`,
    p,
  );
  // total = subtotal + tax; paid in full, half paid, or nothing; balance = total - paid.
  await step(
    "invoice totals (sum of the lines, payments)",
    `UPDATE "Invoice" v
     SET "subtotal" = t.subtotal, "taxAmount" = t.tax, "total" = t.subtotal + t.tax,
         "amountPaid" = t.paid, "balance" = t.subtotal + t.tax - t.paid
     FROM (SELECT l."invoiceId", sum(l."lineTotal") AS subtotal,
                  round(sum(l."lineTotal") * ${TAX_RATE} / 100, 2) AS tax,
                  CASE i."status"
                    WHEN 'paid' THEN sum(l."lineTotal") + round(sum(l."lineTotal") * ${TAX_RATE} / 100, 2)
                    WHEN 'partially_paid' THEN round((sum(l."lineTotal") + round(sum(l."lineTotal") * ${TAX_RATE} / 100, 2)) / 2, 2)
                    ELSE 0 END AS paid
           FROM "InvoiceLine" l JOIN "Invoice" i ON i."id" = l."invoiceId"
           WHERE i."companyId" = $1 GROUP BY l."invoiceId", i."status") t
     WHERE v."id" = t."invoiceId" AND $2::text IS NOT NULL`,
    p,
  );
  await step(
    "invoice payments (paid and partly paid)",
    `INSERT INTO "InvoicePayment" ("id", "companyId", "invoiceId", "amount", "method", "reference",
       "paidOn", "createdById", "createdAt")
     SELECT ${idOf("invoice-payment", 'i."number"')}, $1, i."id", i."amountPaid",
            (ARRAY['cash','check','card','bank_transfer','other'])[1 + i."number" % 5]::"InvoicePaymentMethod",
            CASE WHEN i."number" % 5 = 1 THEN 'Check ' || (1000 + i."number") END,
            coalesce(i."paidAt", i."createdAt" + interval '2 days')::date, $2,
            coalesce(i."paidAt", i."createdAt" + interval '2 days')
     FROM "Invoice" i WHERE i."companyId" = $1 AND i."amountPaid" > 0`,
    p,
  );
  // Jobs: from approved quotes, spread evenly over them; numbers in the quotes' order.
  await step(
    "jobs (from approved quotes)",
    `INSERT INTO "Job" ("id", "companyId", "number", "title", "instructions", "status", "quoteId",
       "clientId", "completedAt", "cancelledAt", "createdById", "updatedById", "createdAt",
       "updatedAt")
     SELECT ${idOf("job", "a.n")}, $1, a.n, a."title",
            CASE WHEN a.n % 4 = 0 THEN 'Gate code 1234. Shut-off in the garage.' END,
            x.status::"JobStatus", a."id", a."clientId",
            CASE WHEN x.status = 'completed' THEN a."approvedAt" + interval '10 days' END,
            CASE WHEN x.status = 'cancelled' THEN a."approvedAt" + interval '3 days' END,
            $2, $2, a."approvedAt" + interval '1 hour', a."approvedAt" + interval '2 hours'
     FROM (SELECT q.*, (q.rn * ${n.jobs} / q.approved)::int AS n,
                  ((q.rn - 1) * ${n.jobs} / q.approved)::int AS previous
           FROM (SELECT q."id", q."title", q."clientId", q."approvedAt",
                        row_number() OVER (ORDER BY q."number") AS rn,
                        count(*) OVER () AS approved
                 FROM "Quote" q WHERE q."companyId" = $1 AND q."status" = 'approved') q) a
     CROSS JOIN LATERAL (SELECT CASE
       WHEN a."approvedAt" < now() - interval '60 days'
         THEN (ARRAY['completed','completed','completed','completed','cancelled'])[1 + ${hashOf("a.n", "job", 5)}]
       ELSE (ARRAY['unscheduled','scheduled','scheduled','in_progress','completed'])[1 + ${hashOf("a.n", "job", 5)}]
       END AS status) x
     WHERE a.n > a.previous`,
    p,
  );
  await step(
    "visits (1-2 a scheduled job)",
    `INSERT INTO "Visit" ("id", "companyId", "jobId", "startAt", "endAt", "arrivalWindowMinutes",
       "status", "startedAt", "completedAt", "createdAt", "updatedAt")
     SELECT ${idOf("visit", "j.\"number\" || ':' || v")}, $1, j."id", x.start, x.start + interval '2 hours',
            CASE WHEN j."number" % 3 = 0 THEN 120 END, x.status::"VisitStatus",
            CASE WHEN x.status IN ('in_progress','completed') THEN x.start END,
            CASE WHEN x.status = 'completed' THEN x.start + interval '2 hours' END,
            j."createdAt", j."createdAt"
     FROM "Job" j
     CROSS JOIN LATERAL generate_series(1, 1 + j."number" % 2) AS v
     CROSS JOIN LATERAL (SELECT
       date_trunc('hour', CASE WHEN j."status" IN ('scheduled') THEN greatest(j."createdAt", now())
         ELSE j."createdAt" END) + interval '2 days' * v + interval '8 hours' AS start,
       CASE j."status" WHEN 'completed' THEN 'completed' WHEN 'cancelled' THEN 'cancelled'
         WHEN 'in_progress' THEN CASE WHEN v = 1 THEN 'in_progress' ELSE 'scheduled' END
         ELSE 'scheduled' END AS status) x
     WHERE j."companyId" = $1 AND j."status" <> 'unscheduled' AND $2::text IS NOT NULL`,
    p,
  );
  await step(
    "visit assignees (the owner)",
    `INSERT INTO "VisitAssignee" ("visitId", "userId")
     SELECT v."id", $2 FROM "Visit" v WHERE v."companyId" = $1`,
    p,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
