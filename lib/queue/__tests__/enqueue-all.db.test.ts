/** @jest-environment node */
import { setupTestDatabase, type TestDatabase } from "@/test/db";
import { sqlDatabase, sqlTransaction } from "@/lib/db/sql";
import { enqueue, enqueueAll } from "@/lib/queue/enqueue";
import { getBoss } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";

/**
 * An event's mails are queued in one statement (enqueueAll, pg-boss's insert) instead of one
 * send() each: the same jobs as send() makes, with the queue's retry policy, keyed, and only if
 * the transaction commits.
 */
let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
  await getBoss();
});
afterAll(async () => {
  await db.close();
});

type JobRow = {
  id: string;
  data: { kind: string; key: string; requestId: string };
  retry_limit: number;
  retry_delay: number;
  retry_backoff: boolean;
  expire_seconds: number;
  state: string;
};
const jobsOf = (requestId: string) =>
  sqlDatabase.query<JobRow>(
    `SELECT "id", "data", "retry_limit", "retry_delay", "retry_backoff", "expire_seconds", "state"::text
     FROM "pgboss"."job" WHERE "name" = $1::text AND "data"->>'requestId' = $2::text ORDER BY "data"->>'kind'`,
    [QUEUES.mail.name, requestId],
  );

const mail = (kind: "estimate-request" | "estimate-request-confirmation", requestId: string) => ({
  kind,
  companyId: "company-1",
  requestId,
});

it("queues every job of the list in the transaction, as send() would", async () => {
  const ids = await sqlTransaction((tx) =>
    enqueueAll(tx, QUEUES.mail.name, [
      mail("estimate-request", "r-all"),
      mail("estimate-request-confirmation", "r-all"),
    ]),
  );
  await sqlTransaction((tx) => enqueue(tx, QUEUES.mail.name, mail("estimate-request", "r-one")));

  const [owner, confirmation] = await jobsOf("r-all");
  const [sent] = await jobsOf("r-one");
  expect([owner.id, confirmation.id].sort()).toEqual([...ids].sort());
  expect(owner.data.kind).toBe("estimate-request");
  expect(confirmation.data.kind).toBe("estimate-request-confirmation");
  // Each is keyed (a mail is delivered once per key), each key its own.
  expect(owner.data.key).toMatch(/\S/);
  expect(owner.data.key).not.toBe(confirmation.data.key);
  // The queue's policy, as for a job sent alone.
  for (const job of [owner, confirmation]) {
    expect(job.state).toBe("created");
    expect({
      limit: job.retry_limit,
      delay: job.retry_delay,
      backoff: job.retry_backoff,
      expire: job.expire_seconds,
    }).toEqual({
      limit: sent.retry_limit,
      delay: sent.retry_delay,
      backoff: sent.retry_backoff,
      expire: sent.expire_seconds,
    });
  }
});

it("queues nothing when the transaction rolls back, and refuses a payload its kind does not allow", async () => {
  await expect(
    sqlTransaction(async (tx) => {
      await enqueueAll(tx, QUEUES.mail.name, [mail("estimate-request", "r-rolled-back")]);
      throw new Error("the change failed");
    }),
  ).rejects.toThrow("the change failed");
  expect(await jobsOf("r-rolled-back")).toEqual([]);

  await expect(
    sqlTransaction((tx) =>
      enqueueAll(tx, QUEUES.mail.name, [
        mail("estimate-request", "r-bad"),
        { kind: "no-such-mail" } as unknown as ReturnType<typeof mail>,
      ]),
    ),
  ).rejects.toThrow();
  expect(await jobsOf("r-bad")).toEqual([]);
  expect(await sqlTransaction((tx) => enqueueAll(tx, QUEUES.mail.name, []))).toEqual([]);
});
