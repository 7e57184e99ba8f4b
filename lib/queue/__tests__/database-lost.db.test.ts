/** @jest-environment node */
import { setupTestDatabase, type TestDatabase } from "@/test/db";
import { getBoss } from "@/lib/queue/boss";
import { startWorkers } from "@/lib/queue/worker";

/**
 * A job whose database went away under it (a restart, a failover: docs/scaling.md) runs again
 * in the same worker once the database answers, instead of failing into a retry delay or
 * being left 'active' until it expires. scripts/db-restart-under-load.mjs restarts a real
 * PostgreSQL under load for the whole path; this is the worker's rule on its own.
 */
let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.close();
});

const QUEUE = "test.database-lost";

async function settled(id: string) {
  const boss = await getBoss();
  for (;;) {
    const job = await boss.getJobById(QUEUE, id);
    if (job && ["completed", "failed", "retry"].includes(job.state)) return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it("runs a job again at once when the database drops it, and fails other errors as before", async () => {
  const boss = await getBoss();
  await boss.createQueue(QUEUE, { retryLimit: 2, retryDelay: 60 });
  const calls = new Map<string, number>();
  await startWorkers({
    [QUEUE]: async (job) => {
      const data = job.data as { kind: "lost-once" | "broken" };
      calls.set(job.id, (calls.get(job.id) ?? 0) + 1);
      if (data.kind === "broken") throw new Error("the handler's own bug");
      if (calls.get(job.id) === 1) throw new Error("Connection terminated unexpectedly");
    },
  });

  const lost = (await boss.send(QUEUE, { kind: "lost-once" }))!;
  const broken = (await boss.send(QUEUE, { kind: "broken" }))!;

  const lostJob = await settled(lost);
  expect(lostJob.state).toBe("completed");
  expect(lostJob.retryCount).toBe(0);
  expect(calls.get(lost)).toBe(2);

  const brokenJob = await settled(broken);
  expect(brokenJob.state).toBe("retry");
  expect(calls.get(broken)).toBe(1);
});
