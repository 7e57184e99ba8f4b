/** @jest-environment node */
import {
  setupTestDatabase,
  createOwner,
  makeRequest,
  routeParams,
  type TestDatabase,
} from "@/test/db";
import { POST as postSupport } from "@/app/api/support/route";
import { sendMail } from "@/lib/mail";
import { getServerEnv } from "@/lib/env";

jest.mock("@/lib/mail", () => ({ sendMail: jest.fn() }));
const sendMailMock = jest.mocked(sendMail);

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.close();
});
beforeEach(() => {
  sendMailMock.mockReset();
  sendMailMock.mockResolvedValue({ messageId: "<m@test>", transport: "outbox" });
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});

const post = (cookie: string | undefined, body: unknown) =>
  postSupport(makeRequest("POST", "/api/support", { cookie, body }), routeParams());
const valid = {
  subject: "Logo looks blurry",
  message: "My logo looks blurry in the calculator header.",
};

describe("POST /api/support", () => {
  it("401 signed out, and nothing is mailed", async () => {
    expect((await post(undefined, valid)).status).toBe(401);
    expect(sendMailMock).not.toHaveBeenCalled();
  });

  it("mails the support address from the environment, with the sender to reply to", async () => {
    const owner = await createOwner(db.prisma, "Spark Electric");
    const res = await post(owner.cookie, {
      subject: "  Logo looks blurry ",
      message: valid.message,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, to: getServerEnv().NEXT_PUBLIC_SUPPORT_EMAIL });
    expect(sendMailMock).toHaveBeenCalledTimes(1);
    const mail = sendMailMock.mock.calls[0][0];
    expect(mail).toMatchObject({
      to: getServerEnv().NEXT_PUBLIC_SUPPORT_EMAIL,
      replyTo: owner.user.email,
      subject: "[Support] Logo looks blurry",
    });
    expect(mail.text).toContain(valid.message);
    expect(mail.text).toContain(
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
    expect(sendMailMock).not.toHaveBeenCalled();
  });

  it("503 with a clear message when the mailer fails", async () => {
    const owner = await createOwner(db.prisma);
    sendMailMock.mockRejectedValue(new Error("SMTP down"));
    const res = await post(owner.cookie, valid);
    expect(res.status).toBe(503);
    expect((await res.json()).message).toContain(getServerEnv().NEXT_PUBLIC_SUPPORT_EMAIL);
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
