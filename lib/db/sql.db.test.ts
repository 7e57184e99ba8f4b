/** @jest-environment node */
import { createOwner, setupTestDatabase, type TestDatabase } from "@/test/db";
import { isConstraintViolation, uniqueViolation } from "@/lib/db/errors";
import { sqlDatabase, sqlTransaction } from "@/lib/db/sql";
import { newRowId, prepared } from "@/lib/db/statements";

let db: TestDatabase;
const onPostgres = () => Boolean(process.env.TEST_DATABASE_URL);
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.close();
});

const insertClient = (companyId: string, id = newRowId(), email = `${id}@example.com`) => ({
  sql: `INSERT INTO "Client" ("id", "companyId", "name", "email", "emailKey", "updatedAt")
        VALUES ($1::text, $2::text, 'Lee', $3::text, $3::text, now()) RETURNING "id"`,
  params: [id, companyId, email],
});

describe("plain-SQL transactions (lib/db/sql.ts)", () => {
  // Directly, the timeout is a startup parameter; behind a pooler (TEST_POOLER_URL, as CI runs
  // this suite through PgBouncer) each transaction sets it, since poolers refuse the former.
  (onPostgres() ? it : it.skip)(
    "bounds every transaction's statements, pooled or not",
    async () => {
      const [row] = await sqlTransaction((tx) =>
        tx.query<{ statement_timeout: string }>("SHOW statement_timeout"),
      );
      expect(row.statement_timeout).toBe("20s");
    },
  );

  it("commits every statement together", async () => {
    const { company } = await createOwner(db.prisma);
    const ids = await sqlTransaction(async (tx) => {
      const first = insertClient(company.id);
      const second = insertClient(company.id);
      await tx.query(first.sql, first.params);
      await tx.query(second.sql, second.params);
      return [first.params[0], second.params[0]];
    });
    const rows = await sqlDatabase.query<{ id: string }>(
      `SELECT "id" FROM "Client" WHERE "companyId" = $1::text ORDER BY "id"`,
      [company.id],
    );
    expect(rows.map((row) => row.id)).toEqual([...ids].sort());
  });

  it("rolls everything back when the work throws, and the connection serves the next one", async () => {
    const { company } = await createOwner(db.prisma);
    await expect(
      sqlTransaction(async (tx) => {
        const first = insertClient(company.id);
        await tx.query(first.sql, first.params);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await db.prisma.client.count({ where: { companyId: company.id } })).toBe(0);
    const again = insertClient(company.id);
    await sqlTransaction((tx) => tx.query(again.sql, again.params));
    expect(await db.prisma.client.count({ where: { companyId: company.id } })).toBe(1);
  });

  it("reports a duplicate as a unique violation and a missing reference as a constraint violation", async () => {
    const { company } = await createOwner(db.prisma);
    const first = insertClient(company.id, newRowId(), "same@example.com");
    await sqlDatabase.query(first.sql, first.params);
    const duplicate = insertClient(company.id, newRowId(), "same@example.com");
    const unique = await sqlTransaction((tx) => tx.query(duplicate.sql, duplicate.params)).catch(
      (error: unknown) => error,
    );
    expect(uniqueViolation(unique)).toContain("Client_companyId_emailKey_key");
    const orphan = insertClient("no-such-company");
    const missing = await sqlDatabase
      .query(orphan.sql, orphan.params)
      .catch((error: unknown) => error);
    expect(uniqueViolation(missing)).toBeNull();
    expect(isConstraintViolation(missing)).toBe(true);
    expect(await db.prisma.client.count({ where: { companyId: company.id } })).toBe(1);
  });

  it("holds a lock key for the whole transaction: the same key waits, another key does not", async () => {
    const key = `co:it's "quoted"; SELECT 1`;
    const steps: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const first = sqlTransaction(
      async () => {
        steps.push("first");
        held();
        await released;
        steps.push("first done");
      },
      { lock: key },
    );
    await holding;
    if (onPostgres()) {
      // Another key runs while the first is held.
      await sqlTransaction(async () => steps.push("other key"), { lock: `${key}-other` });
      const second = sqlTransaction(async () => steps.push("second"), { lock: key });
      // The signal: the second transaction waits on an advisory lock.
      for (;;) {
        const [waiting] = await sqlDatabase.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_locks
           WHERE locktype = 'advisory' AND NOT granted
             AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        );
        if (waiting.n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      release();
      await Promise.all([first, second]);
      expect(steps).toEqual(["first", "other key", "first done", "second"]);
    } else {
      // The embedded database runs one transaction at a time anyway: the lock is taken and
      // released without error, and a next transaction with the key runs.
      release();
      await first;
      await sqlTransaction(async () => steps.push("second"), { lock: key });
      expect(steps).toEqual(["first", "first done", "second"]);
    }
  });
});

describe("prepared statements (lib/db/statements.ts prepared)", () => {
  it("names a text after itself: the same text, the same name; another text, another name", () => {
    const text = `SELECT "id" FROM "Client" WHERE "companyId" = $1::text`;
    expect(prepared(text)).toEqual(prepared(text));
    expect(prepared(text).text).toBe(text);
    expect(prepared(`${text} ORDER BY "id"`).name).not.toBe(prepared(text).name);
  });

  it("answers each run with its own values, in and out of transactions, also after a failed run", async () => {
    const { company } = await createOwner(db.prisma);
    const insert = prepared(insertClient(company.id).sql);
    const byEmail = prepared(
      `SELECT "id" FROM "Client" WHERE "companyId" = $1::text AND "emailKey" = $2::text`,
    );
    // More runs than the pool has connections, past PostgreSQL's five custom plans.
    const ids: string[] = [];
    for (let index = 0; index < 24; index += 1) {
      const { params } = insertClient(company.id);
      const run = (executor: typeof sqlDatabase) => executor.query(insert, params);
      await (index % 2 === 0 ? run(sqlDatabase) : sqlTransaction((tx) => run(tx)));
      ids.push(params[0]);
    }
    const found = await Promise.all(
      ids.map((id) =>
        sqlDatabase.query<{ id: string }>(byEmail, [company.id, `${id}@example.com`]),
      ),
    );
    expect(found.map((rows) => rows.map((row) => row.id))).toEqual(ids.map((id) => [id]));
    const duplicate = insertClient(company.id, newRowId(), `${ids[0]}@example.com`);
    const failed = await sqlTransaction((tx) => tx.query(insert, duplicate.params)).catch(
      (error: unknown) => error,
    );
    expect(uniqueViolation(failed)).toContain("Client_companyId_emailKey_key");
    const after = insertClient(company.id);
    await sqlTransaction((tx) => tx.query(insert, after.params));
    expect(await db.prisma.client.count({ where: { companyId: company.id } })).toBe(25);
  });
});
