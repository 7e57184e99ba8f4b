/**
 * @jest-environment node
 *
 * A worker process killed with SIGKILL in the middle of a job: another worker started later
 * completes it, and the outbox holds one mail for it. On PostgreSQL when TEST_DATABASE_URL
 * is set, otherwise on an embedded database folder that each worker opens in turn.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { newPGlite } from "@/lib/db/pglite";
import { createOwner, setupTestDatabase, type TestDatabase } from "@/test/db";
import { outboxMails, setupTempOutbox } from "@/test/outbox";
import { installDatabase } from "@/lib/db";
import { createPrismaClient } from "@/lib/db/create-client";
import { applyMigrations } from "@/lib/db/migrations";
import { getBoss, stopBoss } from "@/lib/queue/boss";
import { enqueue } from "@/lib/queue/enqueue";
import { QUEUES } from "@/lib/queue/queues";
import { messageIdFor } from "@/lib/mail/deliver";
import { outboxFileName } from "@/lib/mail";
import { partialName } from "@/lib/outbox-file";

const outbox = setupTempOutbox();
// A job whose worker died is released after this; the jobs take it when they are sent.
process.env.JOBS_EXPIRE_SECONDS = "3";
process.env.JOBS_MONITOR_SECONDS = "1";
// The released job is a retry: with the default 10 s first delay, doubled and jittered, plus
// the 5 s poll, a loaded machine ran past the wait below before the second worker took it.
process.env.JOBS_RETRY_DELAY_SECONDS = "1";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const pgliteDir = onPostgres ? "" : mkdtempSync(path.join(tmpdir(), "qc-crash-db-"));
let db: TestDatabase | undefined;

/** The embedded database folder, opened in this process until the workers need it. */
async function openFolderDatabase() {
  const pglite = newPGlite(pgliteDir);
  const prisma = createPrismaClient({ pgliteDir }, pglite);
  installDatabase({ prisma, pglite });
  return {
    prisma,
    close: async () => {
      await stopBoss({ timeoutMs: 2_000 });
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}

beforeAll(async () => {
  if (onPostgres) {
    db = await setupTestDatabase();
    return;
  }
  const pglite = newPGlite(pgliteDir);
  await applyMigrations({
    exec: (sql) => pglite.exec(sql),
    query: (sql, p) => pglite.query(sql, p),
  });
  await pglite.close();
});
// Workers still running when the test fails (a timeout) would keep jest alive and work on.
const children = new Set<ChildProcess>();
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  await db?.close();
  if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
});

function startWorker(): { child: ChildProcess; waitFor: (line: string) => Promise<void> } {
  const child = spawn(
    process.execPath,
    // As `npm run worker` runs it (server-only off; react-dom/server loads for the mails).
    [
      "--require",
      "./scripts/server-only-off.cjs",
      "--import",
      "tsx",
      "scripts/worker.ts",
      "--embedded",
    ],
    {
      cwd: process.cwd(),
      env: {
        ...process.env,
        NODE_OPTIONS: "",
        JOBS_LOG: "1",
        OUTBOX_DIR: outbox,
        ...(onPostgres ? db!.databaseEnv : { PGLITE_DIR: pgliteDir }),
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  children.add(child);
  let output = "";
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    listeners.forEach((listener) => listener());
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const waitFor = (line: string) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`Timed out waiting for "${line}". Worker said:\n${output}`)),
        40_000,
      );
      const check = () => {
        if (!output.includes(line)) return;
        clearTimeout(timer);
        listeners.delete(check);
        resolve();
      };
      listeners.add(check);
      check();
    });
  return { child, waitFor };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });

it("a worker killed mid-job: the next worker completes the job and one mail is sent", async () => {
  const key = `crash-${Date.now()}`;
  const folder = onPostgres ? undefined : await openFolderDatabase();
  const prisma = onPostgres ? db!.prisma : folder!.prisma;
  const owner = await createOwner(prisma, "Crash Co");
  await getBoss();
  const jobId = await enqueue(null, QUEUES.mail.name, {
    kind: "message",
    key,
    companyId: owner.company.id,
    message: { to: "owner@example.com", subject: "Survives a crash", text: "Hello" },
  });
  await stopBoss({ timeoutMs: 2_000 });
  await folder?.close();

  // The first worker blocks writing the mail: the outbox writes a mail under its partial name
  // first (lib/outbox-file.ts), and that name is a FIFO nobody reads.
  const mailFile = path.join(outbox, outboxFileName(messageIdFor(key), true));
  const fifo = partialName(mailFile);
  execFileSync("mkfifo", [fifo]);
  const first = startWorker();
  await first.waitFor(`job started ${QUEUES.mail.name} ${jobId}`);
  await new Promise((resolve) => setTimeout(resolve, 300));
  first.child.kill("SIGKILL");
  await exited(first.child);
  rmSync(fifo);

  const second = startWorker();
  await second.waitFor(`job completed ${QUEUES.mail.name} ${jobId}`);
  second.child.kill("SIGTERM");
  expect(await exited(second.child)).toBe(0);

  const mails = outboxMails(outbox);
  expect(mails).toHaveLength(1);
  expect(mails[0]).toContain("Subject: Survives a crash");
  expect(existsSync(mailFile)).toBe(true);
  expect(existsSync(fifo)).toBe(false);

  const reopened = onPostgres ? undefined : await openFolderDatabase();
  const check = onPostgres ? db!.prisma : reopened!.prisma;
  expect(await check.mailDelivery.count({ where: { key } })).toBe(1);
  const boss = await getBoss();
  const [job] = await boss.findJobs(QUEUES.mail.name, { id: jobId! });
  expect(job.state).toBe("completed");
  await reopened?.close();
}, 90_000);
