import "server-only";
import type { Prisma } from "@prisma/client";
import { addDays, dayIn, todayIn } from "@/lib/dates";
import { prisma } from "@/lib/db";
import { joinNames } from "@/lib/format";
import type { MailMessage } from "@/lib/mail";
import { companyBrand, customerReplyTo } from "@/lib/mail/brand";
import { visitBookedMail, visitOnMyWayMail, visitReminderMail } from "@/lib/mail/templates/visit";
import type { QueuedMailJob as MailJob } from "@/lib/queue/kinds";
import { ownerEmails } from "@/lib/team/notifications";
import { visitInvite, visitTimes, type CalendarCompany } from "./calendar";
import { calendarVisitSelect, toCalendarVisit } from "./feeds";
import { visitSelect } from "./queries";

/**
 * The customer's mails about visits (docs/jobs.md, "Customer notifications"), composed when
 * their queued job runs, so they tell the visit as it is then: booked or moved (with its .ics),
 * the reminder the day before (with its .ics), and "on my way". Each goes to the job's
 * client's email, in the company's brand and time zone, and is null when it no longer applies:
 * the visit, its job's client or their email gone, the visit cancelled, or (booked and
 * reminder) the visit or its job completed or cancelled.
 */

export type VisitMailKind = "visit-booked" | "visit-reminder" | "visit-on-my-way";
type JobOf<K extends MailJob["kind"]> = Extract<MailJob, { kind: K }>;
type ComposeOptions = {
  /** Leave the .ics out (describing a failed job needs only the address and subject). */
  withoutAttachment?: boolean;
  /** The clock (the reminder's "today" when it was never stamped). */
  now?: Date;
};

/** The invite's media type: what a mail client opens as "add to calendar". */
export const VISIT_ICS_TYPE = "text/calendar; charset=utf-8; method=PUBLISH";
/** At most this many dates of a series are listed in its mail (the .ics holds them all). */
const SERIES_LISTED = 12;

const mailVisitSelect = {
  ...calendarVisitSelect,
  reminderSentAt: true,
  job: {
    select: {
      ...visitSelect.job.select,
      client: { select: { name: true, phone: true, email: true } },
    },
  },
  company: {
    select: {
      id: true,
      name: true,
      logo: true,
      accentColor: true,
      timeZone: true,
      contactEmail: true,
      phone: true,
    },
  },
} satisfies Prisma.VisitSelect;

/** How the customer reaches the company: "Questions or a change of plans? Call …". */
function contactLine(company: { phone: string | null; contactEmail: string | null }) {
  const phone = company.phone?.trim();
  const email = company.contactEmail?.trim();
  const ways = [
    phone ? `call ${phone}` : null,
    "reply to this mail",
    email ? `write to ${email}` : null,
  ].filter((way): way is string => Boolean(way));
  const text = `${ways.slice(0, -1).join(", ")}${ways.length > 1 ? " or " : ""}${ways[ways.length - 1]}`;
  return `Questions or a change of plans? ${text[0].toUpperCase()}${text.slice(1)}.`;
}

/** Composes any of the visit mail kinds. */
export async function composeVisitMail(
  job: JobOf<VisitMailKind>,
  options: ComposeOptions = {},
): Promise<MailMessage | null> {
  const visit = await prisma.visit.findFirst({
    where: { id: job.visitId, companyId: job.companyId },
    select: mailVisitSelect,
  });
  if (!visit) return null;
  const to = visit.job.client?.email?.trim();
  if (!to || visit.status === "cancelled") return null;
  if (
    job.kind !== "visit-on-my-way" &&
    (visit.status === "completed" ||
      visit.job.status === "completed" ||
      visit.job.status === "cancelled")
  )
    return null;

  const { company } = visit;
  const calendarCompany: CalendarCompany = company;
  const calendarVisit = toCalendarVisit(visit);
  const times = visitTimes(calendarVisit, company.timeZone);
  const facts = {
    brand: companyBrand(company),
    company: company.name,
    clientName: visit.job.client?.name,
    label: times.label,
    longDay: times.longDay,
    from: times.from,
    to: times.to,
    window: times.window,
    zoneName: times.zoneName,
    address: calendarVisit.address,
    jobTitle: calendarVisit.jobTitle,
    outro: contactLine(company),
  };
  const replyTo = customerReplyTo(company.contactEmail, await ownerEmails(company.id));
  const invite = (ics: string) =>
    options.withoutAttachment
      ? undefined
      : [{ filename: "visit.ics", contentType: VISIT_ICS_TYPE, content: Buffer.from(ics, "utf8") }];

  switch (job.kind) {
    case "visit-booked": {
      // A recurring series is told once, by its first visit: the rule, its dates, every one
      // of them in the .ics (each its own event, so each can be moved alone later).
      const series =
        !job.update && visit.seriesId
          ? (
              await prisma.visit.findMany({
                where: {
                  companyId: job.companyId,
                  seriesId: visit.seriesId,
                  status: { notIn: ["cancelled", "completed"] },
                },
                orderBy: [{ startAt: "asc" }, { id: "asc" }],
                select: calendarVisitSelect,
              })
            ).map(toCalendarVisit)
          : null;
      const listed = series?.map((one) => visitTimes(one, company.timeZone).label) ?? [];
      const { subject, text, html } = await visitBookedMail({
        ...facts,
        update: job.update,
        series:
          series && series.length > 1
            ? {
                rule: visit.recurrence ?? "Recurring",
                visits:
                  listed.length > SERIES_LISTED
                    ? [
                        ...listed.slice(0, SERIES_LISTED),
                        `and ${listed.length - SERIES_LISTED} more`,
                      ]
                    : listed,
              }
            : null,
      });
      return {
        to,
        subject,
        text,
        html,
        replyTo,
        attachments: invite(visitInvite(calendarVisit, calendarCompany, { series })),
      };
    }
    case "visit-reminder": {
      // "Tomorrow" as of the sweep that sent it (or now, when it was never stamped).
      const today = todayIn(company.timeZone, visit.reminderSentAt ?? options.now ?? new Date());
      const day = dayIn(visit.startAt, company.timeZone);
      const when = day === today ? "today" : day === addDays(today, 1) ? "tomorrow" : null;
      const { subject, text, html } = await visitReminderMail({ ...facts, when });
      return {
        to,
        subject,
        text,
        html,
        replyTo,
        attachments: invite(visitInvite(calendarVisit, calendarCompany)),
      };
    }
    case "visit-on-my-way": {
      const names = visit.assignees
        .map((assignee) => assignee.user.name?.trim())
        .filter((name): name is string => Boolean(name));
      const { subject, text, html } = await visitOnMyWayMail({
        ...facts,
        who: names.length > 0 ? joinNames(names) : null,
        plural: names.length > 1,
      });
      return { to, subject, text, html, replyTo };
    }
  }
}
