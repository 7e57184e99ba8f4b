/** @jest-environment node */
import { createOwner, setupTestDatabase, type TestDatabase } from "@/test/db";
import { clearOutbox, outboxMails, setupTempOutbox } from "@/test/outbox";
import { createQuoteRows } from "@/test/quote-rows";
import { getBoss } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";
import { requestQuoteSweep } from "@/lib/queue/periodic";
import { expireQuotes, sweepQuotes } from "@/lib/quotes/sweep";
import { drainJobs } from "@/lib/worker/run";

const outbox = setupTempOutbox();
const DAY = 86_400_000;

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
});

const SENT = new Date("2026-11-01T10:00:00.000Z");
const at = (days: number, hours = 0) => new Date(SENT.getTime() + days * DAY + hours * 3_600_000);

async function waitingQuote(status: "sent" | "viewed" = "sent") {
  const owner = await createOwner(db.prisma);
  // The mail reminders of days 3 and 7 (new companies follow up on days 2, 5 and 9, two of
  // them by text: lib/texts/__tests__/texts.db.test.ts).
  await db.prisma.company.update({
    where: { id: owner.company.id },
    data: { quoteReminderDays: [3, 7], quoteReminderTextDays: [] },
  });
  const rows = await createQuoteRows(db.prisma, owner.company.id, {
    status,
    sentAt: SENT,
    expiresAt: new Date("2026-12-01T00:00:00.000Z"),
    clientEmail: `client-${owner.company.id}@example.com`,
  });
  return { owner, ...rows };
}

const events = (quoteId: string, type: string) =>
  db.prisma.quoteEvent.findMany({ where: { quoteId, type }, orderBy: { createdAt: "asc" } });
/** Sweeps at a moment, then delivers what it queued; returns the mails sent. */
async function sweepAt(now: Date) {
  const result = await sweepQuotes(now);
  await drainJobs({ maxJobs: 100, ignoreStartAfter: true });
  const mails = outboxMails(outbox);
  clearOutbox(outbox);
  return { ...result, mails };
}

describe("reminders", () => {
  it("go once per day offset (3 and 7 days by default)", async () => {
    const { quote } = await waitingQuote();
    expect((await sweepAt(at(2, 23))).mails).toHaveLength(0);

    const third = await sweepAt(at(3, 1));
    const ours = third.mails.filter((mail) => mail.includes(quote.sentTo!));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toContain("Subject: Reminder: quote Q-0001");
    expect(
      (await db.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } })).remindersSent,
    ).toEqual([3]);

    // Swept again (and twice at once) the same day: nothing more.
    await Promise.all([sweepQuotes(at(3, 2)), sweepQuotes(at(3, 2))]);
    expect(
      (await sweepAt(at(4))).mails.filter((mail) => mail.includes(quote.sentTo!)),
    ).toHaveLength(0);

    const seventh = await sweepAt(at(7, 1));
    expect(seventh.mails.filter((mail) => mail.includes(quote.sentTo!))).toHaveLength(1);
    expect(
      (await sweepAt(at(9))).mails.filter((mail) => mail.includes(quote.sentTo!)),
    ).toHaveLength(0);

    const saved = await db.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } });
    expect(saved.remindersSent).toEqual([3, 7]);
    const reminded = await events(quote.id, "reminder_sent");
    expect(reminded.map((event) => (event.data as { day: number }).day)).toEqual([3, 7]);
    expect(reminded.every((event) => event.actor === "system")).toBe(true);
  });

  it("follow the company's own days, and a late sweep sends one mail for the offsets it missed", async () => {
    const { owner, quote } = await waitingQuote("viewed");
    await db.prisma.company.update({
      where: { id: owner.company.id },
      data: { quoteReminderDays: [1, 2, 10] },
    });
    const late = await sweepAt(at(5));
    expect(late.mails.filter((mail) => mail.includes(quote.sentTo!))).toHaveLength(1);
    const saved = await db.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } });
    expect([...saved.remindersSent].sort()).toEqual([1, 2]);
    expect((await events(quote.id, "reminder_sent")).map((e) => e.data)).toEqual([{ day: 2 }]);
  });

  it.each(["approved", "declined", "draft"] as const)(
    "stop once the quote is %s",
    async (status) => {
      const { quote } = await waitingQuote();
      await db.prisma.quote.update({ where: { id: quote.id }, data: { status } });
      const swept = await sweepAt(at(8));
      expect(swept.mails.filter((mail) => mail.includes(quote.sentTo!))).toHaveLength(0);
      expect(await events(quote.id, "reminder_sent")).toEqual([]);
    },
  );

  it("stop for a superseded revision", async () => {
    const { owner, quote } = await waitingQuote();
    const { quote: next } = await createQuoteRows(db.prisma, owner.company.id, {
      number: quote.number,
      status: "draft",
      data: { revision: 2 },
    });
    await db.prisma.quote.update({ where: { id: quote.id }, data: { supersededById: next.id } });
    expect(
      (await sweepAt(at(8))).mails.filter((mail) => mail.includes(quote.sentTo!)),
    ).toHaveLength(0);
  });

  it("stop at expiry", async () => {
    const { quote } = await waitingQuote();
    await db.prisma.quote.update({
      where: { id: quote.id },
      data: { expiresAt: new Date("2026-11-05T00:00:00.000Z") },
    });
    // Day 3 is before the expiry day: the reminder is queued (its mail is composed against
    // the real clock, by which this quote has expired, so only the queueing is checked here).
    await sweepQuotes(at(3, 1));
    expect((await events(quote.id, "reminder_sent")).map((e) => e.data)).toEqual([{ day: 3 }]);
    await sweepQuotes(at(6));
    await sweepQuotes(at(8));
    const saved = await db.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } });
    expect(saved.status).toBe("expired");
    expect(saved.remindersSent).toEqual([3]);
    expect(await events(quote.id, "reminder_sent")).toHaveLength(1);
    expect(await events(quote.id, "expired")).toHaveLength(1);
  });
});

describe("expiry", () => {
  it("marks waiting quotes expired the day after their last valid day, once, with an event", async () => {
    const { quote } = await waitingQuote("viewed");
    const validUntil = new Date("2026-11-10T00:00:00.000Z");
    await db.prisma.quote.update({ where: { id: quote.id }, data: { expiresAt: validUntil } });
    await expireQuotes(new Date("2026-11-10T23:59:00.000Z"));
    expect((await db.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } })).status).toBe(
      "viewed",
    );

    await Promise.all([
      expireQuotes(new Date("2026-11-11T00:01:00.000Z")),
      expireQuotes(new Date("2026-11-11T00:01:00.000Z")),
    ]);
    expect((await db.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } })).status).toBe(
      "expired",
    );
    const expired = await events(quote.id, "expired");
    expect(expired).toHaveLength(1);
    expect(expired[0].actor).toBe("system");
    expect(expired[0].detail).toContain("2026-11-10");
  });

  it("leaves approved, declined and draft quotes alone", async () => {
    const owner = await createOwner(db.prisma);
    const ids: string[] = [];
    for (const status of ["approved", "declined", "draft"] as const) {
      const { quote } = await createQuoteRows(db.prisma, owner.company.id, {
        status,
        expiresAt: new Date("2026-01-01T00:00:00.000Z"),
      });
      ids.push(quote.id);
    }
    await expireQuotes(new Date("2026-11-11T00:00:00.000Z"));
    const rows = await db.prisma.quote.findMany({
      where: { id: { in: ids } },
      orderBy: { number: "asc" },
    });
    expect(rows.map((row) => row.status)).toEqual(["approved", "declined", "draft"]);
  });
});

describe("the periodic job", () => {
  it("is queued once per 15-minute slot, and its worker sweeps", async () => {
    const { quote } = await waitingQuote();
    await db.prisma.quote.update({
      where: { id: quote.id },
      data: { expiresAt: new Date("2020-01-01T00:00:00.000Z") },
    });
    const boss = await getBoss();
    await boss.deleteAllJobs?.(QUEUES.quotes.name).catch(() => undefined);
    const first = await requestQuoteSweep();
    const second = await requestQuoteSweep();
    expect([first, second].filter(Boolean).length).toBeLessThanOrEqual(1);
    const queued = await boss.findJobs(QUEUES.quotes.name);
    expect(queued.filter((job) => job.state === "created").length).toBe(1);
    await drainJobs({ maxJobs: 100, ignoreStartAfter: true });
    expect((await db.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } })).status).toBe(
      "expired",
    );
  });
});

describe("in the company's time zone (America/Los_Angeles, UTC-8 / UTC-7)", () => {
  async function laQuote(data: { sentAt: Date; expiresAt: Date; reminderDays?: number[] }) {
    const owner = await createOwner(db.prisma);
    await db.prisma.company.update({
      where: { id: owner.company.id },
      data: {
        timeZone: "America/Los_Angeles",
        ...(data.reminderDays ? { quoteReminderDays: data.reminderDays } : {}),
      },
    });
    const rows = await createQuoteRows(db.prisma, owner.company.id, {
      status: "sent",
      sentAt: data.sentAt,
      expiresAt: data.expiresAt,
      clientEmail: `client-${owner.company.id}@example.com`,
    });
    return { owner, ...rows };
  }
  const statusOf = async (id: string) =>
    (await db.prisma.quote.findUniqueOrThrow({ where: { id } })).status;

  it("expires a quote after its last valid local day, not when UTC's day ends", async () => {
    const validUntil = new Date("2026-11-10T00:00:00.000Z");
    const { quote: la } = await laQuote({ sentAt: SENT, expiresAt: validUntil });
    const { quote: utc } = await waitingQuote();
    await db.prisma.quote.update({ where: { id: utc.id }, data: { expiresAt: validUntil } });

    // 23:30 on 10 November in Los Angeles: UTC is already the 11th.
    await expireQuotes(new Date("2026-11-11T07:30:00.000Z"));
    expect(await statusOf(la.id)).toBe("sent");
    expect(await statusOf(utc.id)).toBe("expired");

    // 00:01 on 11 November in Los Angeles.
    await expireQuotes(new Date("2026-11-11T08:01:00.000Z"));
    expect(await statusOf(la.id)).toBe("expired");
    expect((await events(la.id, "expired"))[0].detail).toContain("2026-11-10");
  });

  it("sends reminder N on the Nth local calendar day at the time of sending, across daylight saving", async () => {
    // Sent at 17:00 PST on Thursday 5 March 2026; daylight saving begins on Sunday 8 March.
    // The last valid day is 8 March (local), the day reminder 3 is due.
    const { quote } = await laQuote({
      sentAt: new Date("2026-03-06T01:00:00.000Z"),
      expiresAt: new Date("2026-03-08T00:00:00.000Z"),
      reminderDays: [3],
    });
    const reminded = async () =>
      (await events(quote.id, "reminder_sent")).map((event) => event.data);

    // 16:30 PDT on 8 March: not yet the time of day it was sent.
    await sweepQuotes(new Date("2026-03-08T23:30:00.000Z"));
    expect(await reminded()).toEqual([]);

    // 17:30 PDT on 8 March; UTC is already the 9th, so the quote is still valid locally, and
    // 72 hours have not passed yet (the day lost an hour): calendar days, not 24-hour blocks.
    await sweepQuotes(new Date("2026-03-09T00:30:00.000Z"));
    expect(await statusOf(quote.id)).toBe("sent");
    expect(await reminded()).toEqual([{ day: 3 }]);

    // 00:01 PDT on 9 March: expired.
    await sweepQuotes(new Date("2026-03-09T07:01:00.000Z"));
    expect(await statusOf(quote.id)).toBe("expired");
  });

  it("counts the days after sending in the local calendar when fall back adds an hour", async () => {
    // Sent at 20:00 PDT on Friday 30 October 2026; daylight saving ends on Sunday 1 November.
    const { quote } = await laQuote({
      sentAt: new Date("2026-10-31T03:00:00.000Z"),
      expiresAt: new Date("2026-12-01T00:00:00.000Z"),
      reminderDays: [2],
    });
    const reminded = async () => (await events(quote.id, "reminder_sent")).length;
    // 19:30 PST on 1 November: 48 hours have passed, but it is before 20:00 local.
    await sweepQuotes(new Date("2026-11-02T03:30:00.000Z"));
    expect(await reminded()).toBe(0);
    // 20:00 PST on 1 November.
    await sweepQuotes(new Date("2026-11-02T04:00:00.000Z"));
    expect(await reminded()).toBe(1);
  });
});
