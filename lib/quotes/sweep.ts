import "server-only";
import { prisma } from "@/lib/db";
import { getBoss } from "@/lib/jobs/boss";
import { QUEUES } from "@/lib/jobs/queues";
import { enqueueMail } from "@/lib/mail/queue";
import { startOfTodayUtc } from "./mail";

/**
 * The periodic work of quotes, every 15 minutes: quotes past their expiry date become
 * expired, and sent quotes that wait for an answer get their reminders (the day offsets of
 * Company.quoteReminderDays after sending). Both are conditional updates, so two sweeps at
 * once (two workers, a retry) still expire a quote once and send each reminder once.
 */

export const QUOTE_SWEEP_SECONDS = 15 * 60;
const DAY_MS = 86_400_000;
const WAITING = ["sent", "viewed"] as const;
const BATCH = 500;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Marks waiting quotes whose expiry day is before today expired, with an "expired" event. */
export async function expireQuotes(now = new Date()) {
  const today = startOfTodayUtc(now);
  const due = await prisma.quote.findMany({
    where: { status: { in: [...WAITING] }, expiresAt: { lt: today } },
    select: { id: true, expiresAt: true },
    orderBy: { expiresAt: "asc" },
    take: BATCH,
  });
  let expired = 0;
  for (const quote of due) {
    const done = await prisma.$transaction(async (tx) => {
      const marked = await tx.quote.updateMany({
        where: { id: quote.id, status: { in: [...WAITING] }, expiresAt: { lt: today } },
        data: { status: "expired" },
      });
      if (marked.count === 0) return false;
      await tx.quoteEvent.create({
        data: {
          quoteId: quote.id,
          type: "expired",
          actor: "system",
          detail: `Expired: valid until ${isoDay(quote.expiresAt!)}`,
          createdAt: now,
        },
      });
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}

/**
 * Reminders of waiting quotes (the latest revision, not expired): for each quote, the day
 * offsets that have come due since sending and were not reminded yet are recorded in
 * remindersSent in one conditional update, and one reminder (the latest offset: a sweep that
 * missed a few days sends one mail, not a burst) is queued in the same transaction.
 */
export async function queueQuoteReminders(now = new Date()) {
  const today = startOfTodayUtc(now);
  const candidates = await prisma.quote.findMany({
    where: {
      status: { in: [...WAITING] },
      supersededById: null,
      sentAt: { not: null, lte: now },
      sentTo: { not: null },
      OR: [{ expiresAt: null }, { expiresAt: { gte: today } }],
    },
    select: {
      id: true,
      companyId: true,
      sentAt: true,
      remindersSent: true,
      company: { select: { quoteReminderDays: true } },
    },
    orderBy: { sentAt: "desc" },
    take: 5 * BATCH,
  });
  const work = candidates
    .map((quote) => ({
      quote,
      due: [...new Set(quote.company.quoteReminderDays)]
        .filter((day) => Number.isInteger(day) && day > 0)
        .filter((day) => !quote.remindersSent.includes(day))
        .filter((day) => quote.sentAt!.getTime() + day * DAY_MS <= now.getTime())
        .sort((a, b) => a - b),
    }))
    .filter((entry) => entry.due.length > 0);
  if (work.length === 0) return 0;
  await getBoss(); // started before any transaction that enqueues (see getBoss)
  let queued = 0;
  for (const { quote, due } of work) {
    const day = due[due.length - 1];
    const done = await prisma.$transaction(async (tx) => {
      const marked = await tx.quote.updateMany({
        where: {
          id: quote.id,
          status: { in: [...WAITING] },
          supersededById: null,
          NOT: { remindersSent: { hasSome: due } },
        },
        data: { remindersSent: { push: due } },
      });
      if (marked.count === 0) return false;
      await tx.quoteEvent.create({
        data: {
          quoteId: quote.id,
          type: "reminder_sent",
          actor: "system",
          detail: `Reminder sent (${day} day${day === 1 ? "" : "s"} after sending)`,
          data: { day },
          createdAt: now,
        },
      });
      await enqueueMail(
        tx,
        { kind: "quote-reminder", companyId: quote.companyId, quoteId: quote.id, day },
        { key: `quote-reminder:${quote.id}:${day}` },
      );
      return true;
    });
    if (done) queued += 1;
  }
  return queued;
}

/** One sweep: expiry first, so a quote expiring now is not reminded. */
export async function sweepQuotes(now = new Date()) {
  const expired = await expireQuotes(now);
  const reminded = await queueQuoteReminders(now);
  return { expired, reminded };
}

/**
 * Asks for a sweep: queues one sweep job per 15-minute slot however often it is called (by
 * every worker process each minute, and by the cron route), so the sweep runs every 15
 * minutes in every jobs mode. Returns whether this call queued it.
 */
export async function requestQuoteSweep() {
  const boss = await getBoss();
  const id = await boss.send(
    QUEUES.quotes.name,
    { kind: "sweep", key: `quote-sweep`, companyId: null },
    { singletonKey: "quote-sweep", singletonSeconds: QUOTE_SWEEP_SECONDS },
  );
  return id !== null;
}
