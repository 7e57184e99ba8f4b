import "server-only";
import { prisma } from "@/lib/db";
import type { QuoteStatus } from "@prisma/client";
import { inTransaction, publish } from "@/lib/events";
import { nextQuoteStatus, transitionQuote } from "./transitions";
import { addDays, addDaysIn, formatDay, parseDay, todayIn } from "@/lib/dates";

/**
 * The periodic work of quotes, every 15 minutes: quotes past their expiry date become
 * expired, and sent quotes that wait for an answer get their reminders (the day offsets of
 * Company.quoteReminderDays after sending). Both are conditional updates, so two sweeps at
 * once (two workers, a retry) still expire a quote once and send each reminder once. Days
 * are the company's (Company.timeZone, read with the quotes): docs/quotes-server.md.
 */

const WAITING = ["sent", "viewed"] as const;
const BATCH = 500;

/**
 * The bounds of "today" over every time zone: no zone is a day or more behind or ahead of
 * UTC (UTC-12 to UTC+14), so a company's today is UTC's today, the day before or the day after.
 */
function todayBounds(now: Date) {
  const utcToday = todayIn("UTC", now);
  return { earliest: parseDay(addDays(utcToday, -1))!, latest: parseDay(addDays(utcToday, 1))! };
}

/**
 * Marks waiting quotes whose expiry day is before today in their company's time zone
 * expired, with an "expired" event (at most BATCH per sweep). The candidates (expiring before
 * UTC's tomorrow) are read with their company's zone, a page at a time, oldest first.
 */
export async function expireQuotes(now = new Date()) {
  const { latest } = todayBounds(now);
  let expired = 0;
  let after: { expiresAt: Date; id: string } | null = null;
  for (;;) {
    const page: ExpiryCandidate[] = await prisma.quote.findMany({
      where: {
        status: { in: [...WAITING] },
        expiresAt: { lt: latest },
        ...(after
          ? {
              OR: [
                { expiresAt: { gt: after.expiresAt } },
                { expiresAt: after.expiresAt, id: { gt: after.id } },
              ],
            }
          : {}),
      },
      select: {
        id: true,
        companyId: true,
        status: true,
        expiresAt: true,
        company: { select: { timeZone: true } },
      },
      orderBy: [{ expiresAt: "asc" }, { id: "asc" }],
      take: BATCH,
    });
    for (const quote of page) {
      if (expired >= BATCH) return expired;
      if (await expireQuote(quote, now)) expired += 1;
    }
    if (page.length < BATCH) return expired;
    const last = page[page.length - 1];
    after = { expiresAt: last.expiresAt!, id: last.id };
  }
}

type ExpiryCandidate = {
  id: string;
  companyId: string;
  status: QuoteStatus;
  expiresAt: Date | null;
  company: { timeZone: string };
};

/** Expires one quote if its expiry day is before its company's today; true when this call did. */
async function expireQuote(quote: ExpiryCandidate, now: Date) {
  const today = todayIn(quote.company.timeZone, now);
  if (!quote.expiresAt || formatDay(quote.expiresAt) >= today) return false;
  if (!nextQuoteStatus(quote.status, "expire")) return false;
  return inTransaction(async (tx) => {
    const expired = await transitionQuote(tx, quote, "expire", {
      // Not if the owner moved the expiry date meanwhile; nothing if another sweep did it.
      also: { expiresAt: { lt: parseDay(today)! } },
      raced: null,
      event: {
        type: "quote.expired",
        companyId: quote.companyId,
        quoteId: quote.id,
        detail: `Expired: valid until ${formatDay(quote.expiresAt!)}`,
        at: now,
      },
    });
    return expired !== null;
  });
}

/**
 * Reminders of waiting quotes (the latest revision, not expired): for each quote, the day
 * offsets that have come due since sending and were not reminded yet are recorded in
 * remindersSent in one conditional update, and one reminder (the latest offset: a sweep that
 * missed a few days sends one mail, not a burst) is queued in the same transaction. Offset N
 * is due N calendar days after the day of sending, at the time of day it was sent, both in
 * the company's time zone (docs/quotes-server.md "Reminders").
 */
export async function queueQuoteReminders(now = new Date()) {
  const { earliest } = todayBounds(now);
  const candidates = await prisma.quote.findMany({
    where: {
      status: { in: [...WAITING] },
      supersededById: null,
      sentAt: { not: null, lte: now },
      sentTo: { not: null },
      OR: [{ expiresAt: null }, { expiresAt: { gte: earliest } }],
    },
    select: {
      id: true,
      companyId: true,
      sentAt: true,
      expiresAt: true,
      remindersSent: true,
      company: { select: { quoteReminderDays: true, quoteReminderTextDays: true, timeZone: true } },
    },
    orderBy: { sentAt: "desc" },
    take: 5 * BATCH,
  });
  const work = candidates
    .filter(
      (quote) =>
        !quote.expiresAt || formatDay(quote.expiresAt) >= todayIn(quote.company.timeZone, now),
    )
    .map((quote) => ({
      quote,
      due: [...new Set(quote.company.quoteReminderDays)]
        .filter((day) => Number.isInteger(day) && day > 0)
        .filter((day) => !quote.remindersSent.includes(day))
        .filter((day) => addDaysIn(quote.sentAt!, day, quote.company.timeZone) <= now)
        .sort((a, b) => a - b),
    }))
    .filter((entry) => entry.due.length > 0);
  if (work.length === 0) return 0;
  let queued = 0;
  for (const { quote, due } of work) {
    const day = due[due.length - 1];
    const done = await inTransaction(async (tx) => {
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
      await publish(tx, {
        type: "quote.reminder_sent",
        companyId: quote.companyId,
        quoteId: quote.id,
        day,
        // Each step goes by text or by mail (docs/texts.md "Follow-ups"): a text step goes
        // only to a number that consented, which the text job checks when it runs.
        channel: quote.company.quoteReminderTextDays.includes(day) ? "text" : "mail",
        at: now,
      });
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
