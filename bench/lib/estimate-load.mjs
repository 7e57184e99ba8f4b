// The POST /api/estimates load of the benchmarks: a request for three flat or per-item
// services of a seeded company, each one from its own client address so that the per-address
// limit (10 a minute) measures the write path rather than refusals; and the scratch database
// they run on.
import { randomBytes } from "node:crypto";
import pg from "pg";

/** The request body (JSON) for the company with this slug, read from the database. */
export async function estimateBody(pool, slug) {
  const company = (await pool.query(`SELECT id FROM "Company" WHERE slug = $1`, [slug])).rows[0];
  const services = (
    await pool.query(
      `SELECT id FROM "Service" WHERE "companyId" = $1 AND "isActive" AND "unitType" IN ('flat','per_item') LIMIT 3`,
      [company.id],
    )
  ).rows;
  return JSON.stringify({
    companyId: company.id,
    customerName: "Bench Customer",
    customerEmail: "bench@example.com",
    items: services.map((service, index) => ({ id: service.id, quantity: index + 1 })),
  });
}

/**
 * autocannon options posting `body`, the nth request from address 10.x.y.z (n); `vary(n)`
 * may add headers or replace the body of the nth request.
 */
export function estimatePost(body, vary = () => ({})) {
  let count = 0;
  return {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
    requests: [
      {
        setupRequest: (req) => {
          count += 1;
          const { headers = {}, ...rest } = vary(count);
          return {
            ...req,
            ...rest,
            headers: {
              ...req.headers,
              "x-forwarded-for": `10.${(count >> 16) & 255}.${(count >> 8) & 255}.${count & 255}`,
              ...headers,
            },
          };
        },
      },
    ],
  };
}

/**
 * A fresh database on the PostgreSQL server of `adminUrl` (named `prefix` + random hex):
 * its URL, and `drop()` that removes it and closes the admin connection.
 */
export async function scratchDatabase(adminUrl, prefix) {
  const name = `${prefix}${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
