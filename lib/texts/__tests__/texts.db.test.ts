/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import twilio from "twilio";
import {
  createMember,
  createOwner,
  makeRequest,
  routeParams,
  setupTestDatabase,
  type TestDatabase,
} from "@/test/db";
import { clearOutbox, outboxMails, setupTempOutbox } from "@/test/outbox";
import { createQuoteRows } from "@/test/quote-rows";
import { getBoss } from "@/lib/queue/boss";
import { inTransaction } from "@/lib/events";
import { sweepQuotes } from "@/lib/quotes/sweep";
import { transitionQuote } from "@/lib/quotes/transitions";
import { toE164 } from "@/lib/texts/phone";
import { drainJobs } from "@/lib/worker/run";
import * as inbound from "@/app/api/twilio/inbound/route";
import * as texts from "@/app/api/texts/route";
import { body, post, priceBook } from "@/app/api/estimates/__tests__/fixtures";

const outbox = setupTempOutbox();
const textOutbox = mkdtempSync(path.join(tmpdir(), "qc-text-outbox-"));
process.env.TEXT_OUTBOX_DIR = textOutbox;
const AUTH_TOKEN = "test-twilio-auth-token";
const SHARED = "+15005550006";
process.env.TWILIO_AUTH_TOKEN = AUTH_TOKEN;
process.env.TWILIO_FROM = SHARED;
delete process.env.TWILIO_ACCOUNT_SID;

const DAY = 86_400_000;
const SENT = new Date("2026-11-03T15:00:00.000Z");
const at = (days: number, hours = 0) => new Date(SENT.getTime() + days * DAY + hours * 3_600_000);

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
  await getBoss();
});
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  await drainJobs({ maxJobs: 1000, ignoreStartAfter: true });
  clearOutbox(outbox);
  rmSync(textOutbox, { recursive: true, force: true });
});

const outboxTexts = () => {
  try {
    return readdirSync(textOutbox).map(
      (file) =>
        JSON.parse(readFileSync(path.join(textOutbox, file), "utf8")) as {
          to: string;
          from: string;
          body: string;
          companyId: string;
        },
    );
  } catch {
    return [];
  }
};

/** A sent quote to a client whose phone has the given consent (none: never asked). */
async function waitingQuote(consent: "consented" | "opted_out" | null, phone = "(512) 555-0142") {
  const owner = await createOwner(db.prisma);
  const rows = await createQuoteRows(db.prisma, owner.company.id, {
    status: "sent",
    sentAt: SENT,
    expiresAt: new Date("2026-12-31T00:00:00.000Z"),
  });
  await db.prisma.client.update({ where: { id: rows.client.id }, data: { phone } });
  await db.prisma.quote.update({
    where: { id: rows.quote.id },
    data: { tokenNonce: "nonce-" + rows.quote.id },
  });
  if (consent)
    await db.prisma.textConsent.create({
      data: {
        companyId: owner.company.id,
        phone: toE164(phone)!,
        status: consent,
        source: "owner",
      },
    });
  return { owner, ...rows };
}

/** Sweeps at a moment and works what it queued; returns the mails and texts it sent. */
async function sweepAt(now: Date, quoteId: string, email: string) {
  await sweepQuotes(now);
  await drainJobs({ maxJobs: 200, ignoreStartAfter: true });
  const mails = outboxMails(outbox).filter((mail) => mail.includes(email));
  const sent = outboxTexts().filter((text) => text.body.includes("/q/"));
  clearOutbox(outbox);
  rmSync(textOutbox, { recursive: true, force: true });
  const rows = await db.prisma.textMessage.findMany({ where: { quoteId } });
  return { mails, texts: sent, rows };
}

describe("follow-ups", () => {
  it("go on day 2 by text, day 5 by mail and day 9 by text", async () => {
    const { quote, client } = await waitingQuote("consented");
    const email = client.email!;
    expect((await sweepAt(at(1, 23), quote.id, email)).texts).toHaveLength(0);
    const second = await sweepAt(at(2, 1), quote.id, email);
    expect(second.texts).toHaveLength(1);
    expect(second.texts[0].to).toBe("+15125550142");
    expect(second.texts[0].from).toBe(SHARED);
    expect(second.mails).toHaveLength(0);
    const fifth = await sweepAt(at(5, 1), quote.id, email);
    expect(fifth.texts).toHaveLength(0);
    expect(fifth.mails).toHaveLength(1);
    const ninth = await sweepAt(at(9, 1), quote.id, email);
    expect(ninth.texts).toHaveLength(1);
    expect(ninth.mails).toHaveLength(0);
    const rows = await db.prisma.textMessage.findMany({ where: { quoteId: quote.id } });
    expect(rows.map((row) => row.status)).toEqual(["sent", "sent"]);
  });

  it("stop once the quote is approved: a text queued before the approval is not sent", async () => {
    const { quote, client, owner } = await waitingQuote("consented");
    await sweepQuotes(at(2, 1)); // the day-2 text is queued, not yet worked
    await inTransaction((tx) =>
      transitionQuote(tx, quote, "approve", {
        data: { approvedAt: at(2, 1), signerName: "Casey" },
        event: {
          type: "quote.approved",
          companyId: owner.company.id,
          quoteId: quote.id,
          signerName: "Casey",
          contentHash: "x",
        },
      }),
    );
    await drainJobs({ maxJobs: 200, ignoreStartAfter: true });
    expect(outboxTexts()).toHaveLength(0);
    clearOutbox(outbox); // the owner's "approved" mail
    const [row] = await db.prisma.textMessage.findMany({ where: { quoteId: quote.id } });
    expect(row.status).toBe("skipped");
    const later = [
      await sweepAt(at(5, 1), quote.id, client.email!),
      await sweepAt(at(9, 1), quote.id, client.email!),
    ];
    expect(later.flatMap((step) => [...step.texts, ...step.mails])).toHaveLength(0);
  });

  it("send an opted-out number no text, and the mail steps still go", async () => {
    const { quote, client } = await waitingQuote("opted_out");
    const email = client.email!;
    expect((await sweepAt(at(2, 1), quote.id, email)).texts).toHaveLength(0);
    expect((await sweepAt(at(5, 1), quote.id, email)).mails).toHaveLength(1);
    const ninth = await sweepAt(at(9, 1), quote.id, email);
    expect(ninth.texts).toHaveLength(0);
    expect(ninth.rows.every((row) => row.status === "skipped")).toBe(true);
  });

  it("due at 22:00 in the company's zone wait for 08:00 the next morning, across a DST change", async () => {
    const { quote, owner } = await waitingQuote("consented");
    // Sent Friday 2026-10-30 22:00 New York (EDT); day 2 is Sunday 2026-11-01 22:00 EST.
    const sentAt = new Date("2026-10-31T02:00:00.000Z");
    await db.prisma.company.update({
      where: { id: owner.company.id },
      data: { timeZone: "America/New_York" },
    });
    await db.prisma.quote.update({ where: { id: quote.id }, data: { sentAt } });
    const due = new Date("2026-11-02T03:00:00.000Z"); // 22:00 EST
    await sweepQuotes(due);
    const boss = await getBoss();
    const jobs = await boss.findJobs("texts", {
      data: { key: `text:quote-follow-up:${quote.id}:2` },
    });
    expect(jobs).toHaveLength(1);
    // Monday 08:00 EST is 13:00 UTC (it would be 12:00 UTC before the change).
    expect(new Date(jobs[0].startAfter).toISOString()).toBe("2026-11-02T13:00:00.000Z");
  });
});

const INBOUND_URL = "http://localhost:3000/api/twilio/inbound";
function signedInbound(params: Record<string, string>, signature?: string) {
  const body = new URLSearchParams(params).toString();
  return makeRequest("POST", "/api/twilio/inbound", {
    body,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature":
        signature ?? twilio.getExpectedTwilioSignature(AUTH_TOKEN, INBOUND_URL, params),
    },
  });
}

describe("inbound texts", () => {
  it("STOP opts the number out and answers with the confirmation", async () => {
    const { owner } = await waitingQuote("consented");
    await db.prisma.company.update({
      where: { id: owner.company.id },
      data: { textFrom: "+15125550100" },
    });
    const params = {
      From: "+15125550142",
      To: "+15125550100",
      Body: "STOP",
      MessageSid: "SMstop1",
    };
    const response = await inbound.POST(signedInbound(params), routeParams());
    expect(response.status).toBe(200);
    const twiml = await response.text();
    expect(twiml).toContain("<Message>");
    expect(twiml).toContain("unsubscribed");
    const consent = await db.prisma.textConsent.findFirst({
      where: { companyId: owner.company.id, phone: "+15125550142" },
    });
    expect(consent?.status).toBe("opted_out");
  });

  it("refuses a bad signature with 403", async () => {
    const params = { From: "+15125550142", To: "+15125550100", Body: "STOP" };
    const response = await inbound.POST(signedInbound(params, "bad-signature"), routeParams());
    expect(response.status).toBe(403);
    const unsigned = await inbound.POST(
      makeRequest("POST", "/api/twilio/inbound", {
        body: new URLSearchParams(params).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      routeParams(),
    );
    expect(unsigned.status).toBe(403);
  });

  it("puts a reply on the client's conversation and notifies the owner; B cannot see it", async () => {
    const { owner, client, quote } = await waitingQuote("consented", "512-555-0177");
    await db.prisma.company.update({
      where: { id: owner.company.id },
      data: { textFrom: "+15125550111" },
    });
    const params = {
      From: "+15125550177",
      To: "+15125550111",
      Body: "Yes, Thursday works",
      MessageSid: "SMreply1",
    };
    const response = await inbound.POST(signedInbound(params), routeParams());
    expect(response.status).toBe(200);
    await drainJobs({ maxJobs: 50, ignoreStartAfter: true });
    expect(outboxMails(outbox).some((mail) => mail.includes("Yes, Thursday works"))).toBe(true);

    const read = await texts.GET(
      makeRequest("GET", `/api/texts?clientId=${client.id}`, { cookie: owner.cookie }),
      routeParams(),
    );
    const conversation = (await read.json()) as {
      messages: { body: string; direction: string }[];
    };
    expect(conversation.messages.map((m) => m.body)).toContain("Yes, Thursday works");
    const row = await db.prisma.textMessage.findFirstOrThrow({ where: { twilioSid: "SMreply1" } });
    expect(row.quoteId).toBe(quote.id);

    // The owner answers from the conversation; the text goes through the same channel.
    const reply = await texts.POST(
      makeRequest("POST", "/api/texts", {
        cookie: owner.cookie,
        body: { quoteId: quote.id, body: "Great, see you Thursday at 9." },
      }),
      routeParams(),
    );
    expect(reply.status).toBe(201);
    await drainJobs({ maxJobs: 50, ignoreStartAfter: true });
    expect(outboxTexts().map((t) => t.body)).toContain("Great, see you Thursday at 9.");

    // Tenant isolation: company B sees neither A's client nor A's number's texts.
    const other = await createOwner(db.prisma, "Company B");
    const foreign = await texts.GET(
      makeRequest("GET", `/api/texts?clientId=${client.id}`, { cookie: other.cookie }),
      routeParams(),
    );
    expect(foreign.status).toBe(404);
    const sameNumber = await db.prisma.client.create({
      data: { companyId: other.company.id, name: "Same number", phone: "+15125550177" },
    });
    const own = await texts.GET(
      makeRequest("GET", `/api/texts?clientId=${sameNumber.id}`, { cookie: other.cookie }),
      routeParams(),
    );
    expect(((await own.json()) as { messages: unknown[] }).messages).toHaveLength(0);
    const foreignReply = await texts.POST(
      makeRequest("POST", "/api/texts", {
        cookie: other.cookie,
        body: { quoteId: quote.id, body: "hi" },
      }),
      routeParams(),
    );
    expect(foreignReply.status).toBe(404);
  });
  it("notifies the member the quote is assigned to instead of the owner", async () => {
    const { owner, quote } = await waitingQuote("consented", "512-555-0188");
    const office = await createMember(db.prisma, owner.company.id, "office", "Olive Office");
    await db.prisma.company.update({
      where: { id: owner.company.id },
      data: { textFrom: "+15125550122", contactEmail: "desk@example.com" },
    });
    await db.prisma.quote.update({
      where: { id: quote.id },
      data: { assignedToId: office.user.id },
    });
    const params = {
      From: "+15125550188",
      To: "+15125550122",
      Body: "Can you come earlier?",
      MessageSid: "SMassigned1",
    };
    expect((await inbound.POST(signedInbound(params), routeParams())).status).toBe(200);
    await drainJobs({ maxJobs: 50, ignoreStartAfter: true });
    const notices = outboxMails(outbox).filter((mail) => mail.includes("Can you come earlier?"));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain(`To: ${office.user.email}`);
    expect(notices[0]).not.toContain("desk@example.com");
  });
});

describe("the instant reply to a request", () => {
  const requestText = async (companyId: string, serviceId: string, extra: object) => {
    const response = await post(body(companyId, [{ id: serviceId, quantity: 1 }], extra));
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const replyJobs = async (requestId: string) => {
    const [row] = await db.prisma.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS "n" FROM pgboss.job WHERE name = 'texts' AND data->>'requestId' = $1`,
      requestId,
    );
    return Number(row.n);
  };

  it("goes to a customer who agreed to texts, and no job is queued for one who did not", async () => {
    const { owner, outlet } = await priceBook(db.prisma, "Reply Co");
    const companyId = owner.company.id;
    const agreed = await requestText(companyId, outlet.id, {
      customerPhone: "512-555-0177",
      smsConsent: true,
    });
    const silent = await requestText(companyId, outlet.id, { customerPhone: "512-555-0178" });
    expect(await replyJobs(agreed)).toBe(1);
    expect(await replyJobs(silent)).toBe(0);
    await drainJobs({ maxJobs: 50, ignoreStartAfter: true });
    const sent = outboxTexts().filter((text) => text.companyId === companyId);
    expect(sent.map((text) => text.to)).toEqual(["+15125550177"]);
  });
});
