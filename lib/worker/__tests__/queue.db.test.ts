/** @jest-environment node */
import {
  createOwner,
  makeRequest,
  routeParams,
  setupTestDatabase,
  type TestDatabase,
} from "@/test/db";
import { breakOutbox, clearOutbox, healOutbox, outboxMails, setupTempOutbox } from "@/test/outbox";
import { GET as getFailures } from "@/app/api/queue/failures/route";
import { POST as retryFailureRoute } from "@/app/api/queue/failures/[id]/retry/route";
import { GET as runJobs } from "@/app/api/queue/run/route";
import { getBoss } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";
import { enqueue } from "@/lib/queue/enqueue";
import type { MailJob } from "@/lib/queue/kinds";
import { JOB_HANDLERS } from "@/lib/worker/handlers";
import { drainJobs } from "@/lib/worker/run";

const enqueueMail = (tx: Parameters<typeof enqueue>[0], job: MailJob) => enqueue(tx, "mail", job);

const outbox = setupTempOutbox();
const CRON_SECRET = "cron-secret-for-tests-0123456789";
process.env.CRON_SECRET = CRON_SECRET;

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  healOutbox(outbox);
  await drainJobs({ maxJobs: 1000, ignoreStartAfter: true });
  clearOutbox(outbox);
});

/** One try for every job that is due, retry delays skipped. */
const tryOnce = () => drainJobs({ ignoreStartAfter: true, rounds: 1 });
const message = (subject: string) => ({
  to: "owner@example.com",
  subject,
  text: `Body of ${subject}`,
});
const queuedJobs = async (subject: string) => {
  const boss = await getBoss();
  const jobs = await boss.findJobs<{ message?: { subject?: string } }>(QUEUES.mail.name);
  return jobs.filter((job) => job.data.message?.subject === subject);
};

describe("the mail queue", () => {
  it("enqueues nothing when the transaction that sends the job rolls back", async () => {
    const owner = await createOwner(db.prisma);
    await getBoss();
    await expect(
      db.prisma.$transaction(async (tx) => {
        await tx.estimateRequest.create({
          data: {
            companyId: owner.company.id,
            customerName: "Rolled Back",
            customerEmail: "rb@example.com",
            subtotal: "1.00",
            totalAmount: "1.00",
            totalTime: 0,
          },
        });
        await enqueueMail(tx, {
          kind: "message",
          companyId: owner.company.id,
          message: message("rolled back"),
        });
        throw new Error("the request failed after the enqueue");
      }),
    ).rejects.toThrow("the request failed");
    expect(await db.prisma.estimateRequest.count({ where: { customerName: "Rolled Back" } })).toBe(
      0,
    );
    expect(await queuedJobs("rolled back")).toEqual([]);

    await db.prisma.$transaction((tx) =>
      enqueueMail(tx, { kind: "message", companyId: null, message: message("committed") }),
    );
    expect(await queuedJobs("committed")).toHaveLength(1);
  });

  it("sends exactly one mail on the third try when the transport fails twice", async () => {
    await enqueueMail(null, { kind: "message", companyId: null, message: message("third try") });
    breakOutbox(outbox);
    expect(await tryOnce()).toEqual({ completed: 0, failed: 1 });
    expect(await tryOnce()).toEqual({ completed: 0, failed: 1 });
    healOutbox(outbox);
    expect(await tryOnce()).toEqual({ completed: 1, failed: 0 });
    expect(await tryOnce()).toEqual({ completed: 0, failed: 0 });
    const mails = outboxMails(outbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("Subject: third try");
    const [job] = await queuedJobs("third try");
    expect(job).toMatchObject({ state: "completed", retryCount: 2 });
  });

  it("sends one mail when the same job runs twice (delivery is at least once)", async () => {
    await enqueueMail(null, { kind: "message", companyId: null, message: message("twice") });
    const [job] = await queuedJobs("twice");
    await JOB_HANDLERS[QUEUES.mail.name](job);
    await JOB_HANDLERS[QUEUES.mail.name](job);
    expect(outboxMails(outbox)).toHaveLength(1);
    expect(
      await db.prisma.mailDelivery.count({ where: { key: (job.data as { key: string }).key } }),
    ).toBe(1);
  });

  it("dead-letters a job that always fails, shows it to its owner only, and retries it once", async () => {
    const a = await createOwner(db.prisma, "Company A");
    const b = await createOwner(db.prisma, "Company B");
    await enqueueMail(null, {
      kind: "message",
      companyId: a.company.id,
      message: message("always fails"),
    });
    breakOutbox(outbox);
    // 1 try + JOBS_RETRY_LIMIT (2 in tests) retries, then the dead-letter worker records it.
    for (let attempt = 0; attempt < 3; attempt += 1) await tryOnce();
    const [job] = await queuedJobs("always fails");
    expect(job.state).toBe("failed");

    const list = (cookie: string) =>
      getFailures(makeRequest("GET", "/api/queue/failures", { cookie }), routeParams());
    const failuresOfA = await (await list(a.cookie)).json();
    expect(failuresOfA).toHaveLength(1);
    expect(failuresOfA[0]).toMatchObject({
      kind: "mail",
      summary: "Mail to owner@example.com: always fails",
    });
    expect(failuresOfA[0].error).toMatch(/EEXIST|ENOTDIR|not a directory|file already exists/i);
    expect(await (await list(b.cookie)).json()).toEqual([]);

    const retry = (cookie: string, id: string) =>
      retryFailureRoute(
        makeRequest("POST", `/api/queue/failures/${id}/retry`, { cookie }),
        routeParams({ id }),
      );
    expect((await retry(b.cookie, failuresOfA[0].id)).status).toBe(404);
    expect(await (await list(a.cookie)).json()).toEqual(failuresOfA);

    healOutbox(outbox);
    expect((await retry(a.cookie, failuresOfA[0].id)).status).toBe(200);
    expect((await retry(a.cookie, failuresOfA[0].id)).status).toBe(404);
    expect(await (await list(a.cookie)).json()).toEqual([]);
    await tryOnce();
    expect(outboxMails(outbox)).toHaveLength(1);
  });

  it("the cron route works a batch only with the secret", async () => {
    await enqueueMail(null, { kind: "message", companyId: null, message: message("by cron") });
    const run = (authorization?: string) =>
      runJobs(
        makeRequest("GET", "/api/queue/run", {
          headers: authorization ? { authorization } : {},
        }),
        routeParams(),
      );
    expect((await run()).status).toBe(401);
    expect((await run("Bearer wrong-secret-0123456789")).status).toBe(401);
    expect(outboxMails(outbox)).toHaveLength(0);
    const res = await run(`Bearer ${CRON_SECRET}`);
    expect(res.status).toBe(200);
    // The mail, and the periodic quote sweep the route asks for (once per 15 minutes).
    expect(await res.json()).toEqual({ completed: 2, failed: 0 });
    expect(outboxMails(outbox)).toHaveLength(1);
  });
});

describe("job payloads", () => {
  it("dead-letters a job whose payload fails its kind's schema, with the message, and works the rest", async () => {
    const owner = await createOwner(db.prisma, "Payload Co");
    const boss = await getBoss();
    // Jobs written by another version: an unknown mail kind, and a known one missing a field.
    const unknown = await boss.send(QUEUES.mail.name, {
      key: "bad-kind",
      v: 1,
      kind: "fax",
      companyId: owner.company.id,
    });
    const missing = await boss.send(QUEUES.mail.name, {
      key: "bad-field",
      kind: "quote-reminder",
      companyId: owner.company.id,
      quoteId: "q1",
    });
    const newer = await boss.send(QUEUES.mail.name, {
      key: "newer",
      v: 2,
      kind: "message",
      companyId: null,
      message: message("from the future"),
    });
    await enqueueMail(null, { kind: "message", companyId: null, message: message("still works") });

    await drainJobs({ ignoreStartAfter: true });

    const failures = await db.prisma.jobFailure.findMany({
      where: { id: { in: [unknown!, missing!, newer!] } },
    });
    const byId = new Map(failures.map((failure) => [failure.id, failure]));
    expect(byId.get(unknown!)?.error).toMatch(/^Invalid job payload: kind: /);
    expect(byId.get(unknown!)?.companyId).toBe(owner.company.id);
    expect(byId.get(missing!)?.error).toMatch(/Invalid job payload: .*day/);
    expect(byId.get(newer!)?.error).toMatch(/Invalid job payload: v: /);
    // Not retried: each is completed, once.
    for (const id of [unknown!, missing!, newer!]) {
      const [job] = await boss.findJobs(QUEUES.mail.name, { id });
      expect(job.state).toBe("completed");
    }
    const mails = outboxMails(outbox);
    expect(mails.filter((mail) => mail.includes("Subject: still works"))).toHaveLength(1);
    expect(mails.some((mail) => mail.includes("from the future"))).toBe(false);

    // The owner sees them under Failed deliveries; Retry cannot mend them (409, not a resend).
    const listed = await getFailures(
      makeRequest("GET", "/api/queue/failures", { cookie: owner.cookie }),
    );
    expect(((await listed.json()) as { id: string }[]).map((failure) => failure.id)).toEqual(
      expect.arrayContaining([unknown, missing]),
    );
    const retried = await retryFailureRoute(
      makeRequest("POST", `/api/queue/failures/${unknown}/retry`, {
        cookie: owner.cookie,
        body: {},
      }),
      routeParams({ id: unknown! }),
    );
    expect(retried.status).toBe(409);
  });

  it("refuses to queue a payload that does not fit its kind", async () => {
    await expect(
      enqueue(null, "mail", { kind: "quote-reminder", companyId: "c", quoteId: "q" } as never),
    ).rejects.toThrow();
  });
});
