import "server-only";
import { Prisma } from "@prisma/client";
import { prisma } from "@/lib/db";
import { inTransaction, publish } from "@/lib/events";
import { addDays, dayIn, formatDay, parseDay, todayIn } from "@/lib/dates";
import { OPEN_INVOICE_STATUSES } from "./format";

/**
 * The periodic work of invoices, run with the quote sweep every 15 minutes
 * (lib/worker/handlers.ts): open invoices (sent, viewed, partially paid) due before today
 * publish invoice.overdue once per due date, and get their reminders on the company's
 * schedule (Company.invoiceReminderDays, offsets from the due date). Days are the company's
 * (Company.timeZone): a day begins at local midnight. Both are conditional updates, so two
 * sweeps at once (two workers, a retry) still mark an invoice overdue once and send each
 * reminder once: docs/invoices.md "Reminders".
 */

const OPEN = [...OPEN_INVOICE_STATUSES];
const BATCH = 500;

/**
 * The bounds of "today" over every time zone: no zone is a day or more behind or ahead of
 * UTC (UTC-12 to UTC+14), so a company's today is UTC's today, the day before or the day after.
 */
function todayBounds(now: Date) {
  const utcToday = todayIn("UTC", now);
  return { latestDay: addDays(utcToday, 1), latest: parseDay(addDays(utcToday, 1))! };
}

type OverdueCandidate = {
  id: string;
  companyId: string;
  dueDate: Date;
  company: { timeZone: string };
};

/**
 * Stamps overdueAt on open invoices whose due day is before today in their company's time
 * zone, with an invoice.overdue event (at most BATCH per sweep). The candidates (due before
 * UTC's tomorrow, not stamped yet) are read with their company's zone, a page at a time,
 * oldest first.
 */
export async function markOverdueInvoices(now = new Date()) {
  const { latest } = todayBounds(now);
  let marked = 0;
  let after: { dueDate: Date; id: string } | null = null;
  for (;;) {
    const page: OverdueCandidate[] = await prisma.invoice.findMany({
      where: {
        status: { in: OPEN },
        overdueAt: null,
        dueDate: { lt: latest },
        ...(after
          ? {
              OR: [
                { dueDate: { gt: after.dueDate } },
                { dueDate: after.dueDate, id: { gt: after.id } },
              ],
            }
          : {}),
      },
      select: { id: true, companyId: true, dueDate: true, company: { select: { timeZone: true } } },
      orderBy: [{ dueDate: "asc" }, { id: "asc" }],
      take: BATCH,
    });
    for (const invoice of page) {
      if (marked >= BATCH) return marked;
      if (await markOverdue(invoice, now)) marked += 1;
    }
    if (page.length < BATCH) return marked;
    const last = page[page.length - 1];
    after = { dueDate: last.dueDate, id: last.id };
  }
}

/** Marks one invoice overdue if its due day is before its company's today; true when this call did. */
async function markOverdue(invoice: OverdueCandidate, now: Date) {
  const dueDate = formatDay(invoice.dueDate);
  if (dueDate >= todayIn(invoice.company.timeZone, now)) return false;
  return inTransaction(async (tx) => {
    // Not if it was paid, voided or given another due date meanwhile; nothing if another
    // sweep did it.
    const { count } = await tx.invoice.updateMany({
      where: {
        id: invoice.id,
        companyId: invoice.companyId,
        status: { in: OPEN },
        overdueAt: null,
        dueDate: invoice.dueDate,
      },
      data: { overdueAt: now },
    });
    if (count !== 1) return false;
    await publish(tx, {
      type: "invoice.overdue",
      companyId: invoice.companyId,
      invoiceId: invoice.id,
      dueDate,
      at: now,
    });
    return true;
  });
}

type ReminderCandidate = {
  id: string;
  companyId: string;
  dueDate: Date;
  sentAt: Date;
  remindersSent: number[];
  reminderDays: number[];
  timeZone: string;
};

/**
 * What a sweep does with one invoice's reminders: `done`, the offsets to record in
 * remindersSent (every offset whose day has come and is not recorded yet), and `mail`, the one
 * offset mailed (the latest of them whose day is after the day the invoice was sent), or null.
 * Offset d falls on the due day + d; it comes at local midnight of that day. An offset whose
 * day is on or before the day of sending is recorded and never mailed (the invoice's own
 * mail was that day's news); of several offsets that come at once (a sweep after downtime)
 * only the latest is mailed: a customer gets one reminder, not a burst.
 */
export function dueReminders(
  invoice: Pick<ReminderCandidate, "dueDate" | "sentAt" | "remindersSent" | "reminderDays">,
  timeZone: string,
  now: Date,
): { done: number[]; mail: number | null } {
  const today = todayIn(timeZone, now);
  const sentDay = dayIn(invoice.sentAt, timeZone);
  const dueDay = formatDay(invoice.dueDate);
  const done = [...new Set(invoice.reminderDays)]
    .filter((day) => Number.isInteger(day) && !invoice.remindersSent.includes(day))
    .filter((day) => addDays(dueDay, day) <= today)
    .sort((a, b) => a - b);
  const mailable = done.filter((day) => addDays(dueDay, day) > sentDay);
  return { done, mail: mailable.length > 0 ? mailable[mailable.length - 1] : null };
}

/**
 * Reminders of open invoices with reminders on: for each, the offsets that have come due are
 * recorded in remindersSent in one conditional update, and one invoice.reminder_sent (its mail
 * is keyed by invoice and offset) is published in the same transaction (dueReminders). The
 * candidates are found in SQL (an offset of the company's schedule not recorded whose day is
 * before UTC's day after tomorrow), a page at a time, and checked in the company's zone.
 */
export async function queueInvoiceReminders(now = new Date()) {
  const { latestDay } = todayBounds(now);
  let reminded = 0;
  let processed = 0;
  let after: { dueDate: Date; id: string } | null = null;
  for (;;) {
    const page: ReminderCandidate[] = await prisma.$queryRaw<ReminderCandidate[]>`
      SELECT invoice."id", invoice."companyId", invoice."dueDate", invoice."sentAt",
             invoice."remindersSent", company."invoiceReminderDays" AS "reminderDays",
             company."timeZone"
      FROM "Invoice" invoice
      JOIN "Company" company ON company."id" = invoice."companyId"
      WHERE invoice."status"::text IN (${Prisma.join(OPEN)})
        AND invoice."remindersEnabled" AND invoice."sentAt" IS NOT NULL
        AND EXISTS (
          SELECT 1 FROM unnest(company."invoiceReminderDays") AS offsets(day)
          WHERE NOT (offsets.day = ANY (invoice."remindersSent"))
            AND invoice."dueDate" + offsets.day <= ${latestDay}::date)
        ${
          after
            ? Prisma.sql`AND (invoice."dueDate", invoice."id") > (${formatDay(after.dueDate)}::date, ${after.id})`
            : Prisma.empty
        }
      ORDER BY invoice."dueDate", invoice."id"
      LIMIT ${BATCH}`;
    for (const invoice of page) {
      if (processed >= BATCH) return reminded;
      const { done, mail } = dueReminders(invoice, invoice.timeZone, now);
      if (done.length === 0) continue;
      processed += 1;
      if (await remind(invoice, done, mail, now)) reminded += 1;
    }
    if (page.length < BATCH) return reminded;
    const last = page[page.length - 1];
    after = { dueDate: last.dueDate, id: last.id };
  }
}

/** Records `done` and publishes the reminder of `mail`; true when a reminder was queued. */
async function remind(invoice: ReminderCandidate, done: number[], mail: number | null, now: Date) {
  return inTransaction(async (tx) => {
    // Nothing if another sweep recorded any of them, or the invoice was paid, voided,
    // switched off or given another due date meanwhile.
    const marked = await tx.invoice.updateMany({
      where: {
        id: invoice.id,
        companyId: invoice.companyId,
        status: { in: OPEN },
        remindersEnabled: true,
        dueDate: invoice.dueDate,
        NOT: { remindersSent: { hasSome: done } },
      },
      data: { remindersSent: { push: done } },
    });
    if (marked.count === 0 || mail === null) return false;
    await publish(tx, {
      type: "invoice.reminder_sent",
      companyId: invoice.companyId,
      invoiceId: invoice.id,
      day: mail,
      at: now,
    });
    return true;
  });
}

/** One sweep: overdue first, then the reminders. */
export async function sweepInvoices(now = new Date()) {
  const overdue = await markOverdueInvoices(now);
  const reminded = await queueInvoiceReminders(now);
  return { overdue, reminded };
}
