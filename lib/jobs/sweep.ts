import "server-only";
import { addDays, dayIn, todayIn } from "@/lib/dates";
import { prisma } from "@/lib/db";
import { inTransaction, publish } from "@/lib/events";

/**
 * The day-before reminders of visits (docs/jobs.md, "Customer notifications"), run with the
 * periodic sweep every 15 minutes (lib/worker/handlers.ts): a scheduled visit whose start
 * falls on tomorrow in its company's time zone gets one visit.reminder_sent (the customer's
 * mail), stamped in Visit.reminderSentAt by a conditional update, so two sweeps at once still
 * remind once. Moving a visit clears the stamp (lib/jobs/visits.ts): a moved visit is
 * reminded again the day before its new start.
 */

const BATCH = 500;
const HOUR_MS = 60 * 60 * 1000;

type Candidate = {
  id: string;
  companyId: string;
  startAt: Date;
  company: { timeZone: string };
};

/**
 * Reminds the visits starting tomorrow in their company's zone. Candidates are read in SQL
 * (scheduled, not reminded, starting within the next 48 hours: no zone's tomorrow ends later),
 * a page at a time, and checked in the company's zone. Returns how many were reminded.
 */
export async function remindVisits(now = new Date()) {
  let reminded = 0;
  let after: { startAt: Date; id: string } | null = null;
  for (;;) {
    const page: Candidate[] = await prisma.visit.findMany({
      where: {
        status: "scheduled",
        reminderSentAt: null,
        startAt: { gt: now, lte: new Date(now.getTime() + 48 * HOUR_MS) },
        job: { status: { notIn: ["completed", "cancelled"] } },
        ...(after
          ? {
              OR: [
                { startAt: { gt: after.startAt } },
                { startAt: after.startAt, id: { gt: after.id } },
              ],
            }
          : {}),
      },
      select: { id: true, companyId: true, startAt: true, company: { select: { timeZone: true } } },
      orderBy: [{ startAt: "asc" }, { id: "asc" }],
      take: BATCH,
    });
    for (const visit of page) {
      if (reminded >= BATCH) return reminded;
      const tomorrow = addDays(todayIn(visit.company.timeZone, now), 1);
      if (dayIn(visit.startAt, visit.company.timeZone) !== tomorrow) continue;
      if (await remind(visit, now)) reminded += 1;
    }
    if (page.length < BATCH) return reminded;
    const last = page[page.length - 1];
    after = { startAt: last.startAt, id: last.id };
  }
}

/** Stamps one visit and publishes its reminder; true when this call did. */
async function remind(visit: Candidate, now: Date) {
  return inTransaction(async (tx) => {
    // Nothing if another sweep stamped it, or it was moved, started or cancelled meanwhile.
    const { count } = await tx.visit.updateMany({
      where: {
        id: visit.id,
        companyId: visit.companyId,
        status: "scheduled",
        reminderSentAt: null,
        startAt: visit.startAt,
      },
      data: { reminderSentAt: now },
    });
    if (count !== 1) return false;
    await publish(tx, {
      type: "visit.reminder_sent",
      companyId: visit.companyId,
      visitId: visit.id,
      startAt: visit.startAt.toISOString(),
      at: now,
    });
    return true;
  });
}
