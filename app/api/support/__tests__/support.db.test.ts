/** @jest-environment node */
import {
  setupTestDatabase,
  createOwner,
  makeRequest,
  routeParams,
  type TestDatabase,
} from "@/test/db";
import { breakOutbox, clearOutbox, healOutbox, outboxMails, setupTempOutbox } from "@/test/outbox";
import { POST as postSupport } from "@/app/api/support/route";
import { getServerEnv } from "@/lib/env";
import { drainJobs } from "@/lib/worker/run";

const outbox = setupTempOutbox();

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  clearOutbox(outbox);
  await drainJobs({ maxJobs: 1000, ignoreStartAfter: true });
  clearOutbox(outbox);
});

/** Works the queued mails and returns those that reached the outbox. */
const sentMails = async () => {
  await drainJobs({ ignoreStartAfter: true });
  return outboxMails(outbox);
};

const post = (cookie: string | undefined, body: unknown) =>
  postSupport(makeRequest("POST", "/api/support", { cookie, body }), routeParams());
const valid = {
  subject: "Logo looks blurry",
  message: "My logo looks blurry in the calculator header.",
};

describe("POST /api/support", () => {
  it("401 signed out, and nothing is mailed", async () => {
    expect((await post(undefined, valid)).status).toBe(401);
    expect(await sentMails()).toEqual([]);
  });

  it("mails the support address from the environment, with the sender to reply to", async () => {
    const owner = await createOwner(db.prisma, "Spark Electric");
    const res = await post(owner.cookie, {
      subject: "  Logo looks blurry ",
      message: valid.message,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, to: getServerEnv().NEXT_PUBLIC_SUPPORT_EMAIL });
    const mails = await sentMails();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toContain(`To: ${getServerEnv().NEXT_PUBLIC_SUPPORT_EMAIL}`);
    expect(mail).toContain(`Reply-To: ${owner.user.email}`);
    expect(mail).toContain("Subject: [Support] Logo looks blurry");
    expect(mail).toContain(valid.message);
    expect(mail).toContain(
      `Company: Spark Electric (${owner.company.slug}, id ${owner.company.id}`,
    );
  });

  it.each<[string, unknown, string]>([
    ["a missing subject", { message: valid.message }, "subject"],
    ["a two-line subject", { subject: "Hi\r\nBcc: x@y.z", message: valid.message }, "subject"],
    ["a short message", { subject: valid.subject, message: "help" }, "message"],
    ["a long message", { subject: valid.subject, message: "x".repeat(5001) }, "message"],
    ["an extra field", { ...valid, to: "attacker@example.com" }, "body"],
  ])("400 for %s, naming the field", async (_name, body, field) => {
    const owner = await createOwner(db.prisma);
    const res = await post(owner.cookie, body);
    expect(res.status).toBe(400);
    expect((await res.json()).issues.map((issue: { path: string }) => issue.path)).toContain(field);
    expect(await sentMails()).toEqual([]);
  });

  it("keeps the message while the mail server is down, and sends it once it is back", async () => {
    const owner = await createOwner(db.prisma);
    breakOutbox(outbox);
    const res = await post(owner.cookie, valid);
    expect(res.status).toBe(200);
    const tryOnce = () => drainJobs({ ignoreStartAfter: true, rounds: 1 });
    expect(await tryOnce()).toEqual({ completed: 0, failed: 1 });
    healOutbox(outbox);
    expect(await tryOnce()).toEqual({ completed: 1, failed: 0 });
    expect(outboxMails(outbox)).toHaveLength(1);
  });

  it("429 after 5 messages in an hour, per user", async () => {
    const owner = await createOwner(db.prisma);
    const other = await createOwner(db.prisma);
    for (let i = 0; i < 5; i += 1) expect((await post(owner.cookie, valid)).status).toBe(200);
    const res = await post(owner.cookie, valid);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await post(other.cookie, valid)).status).toBe(200);
  });
});
