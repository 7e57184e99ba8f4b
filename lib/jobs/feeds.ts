import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { Prisma } from "@prisma/client";
import { prisma } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { absoluteUrl } from "@/lib/site";
import { visitFeed, type CalendarVisit } from "./calendar";
import { toVisitDto, visitSelect, type VisitRow } from "./queries";

/**
 * Calendar feeds (docs/jobs.md, "Calendar feeds"): each member subscribes to their visits,
 * and the company to all of them, at a secret URL (/api/calendar/<secret>.ics). Only the
 * secret's SHA-256 is stored (Membership.calendarFeedHash, Company.calendarFeedHash), so the
 * URL is shown once, when it is made; rotating it makes a new one and ends the old.
 */

/** A feed holds the visits from this many days ago… */
export const FEED_PAST_DAYS = 30;
/** …to this many days ahead. */
export const FEED_FUTURE_DAYS = 365;
/** At most this many visits in one feed (a busy company's year). */
const FEED_MAX_VISITS = 5000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The visit's row as the calendar writes it: visitSelect with its last change. */
export const calendarVisitSelect = { ...visitSelect, updatedAt: true } satisfies Prisma.VisitSelect;

export function toCalendarVisit(row: VisitRow & { updatedAt: Date }): CalendarVisit {
  const dto = toVisitDto(row);
  return {
    id: row.id,
    startAt: row.startAt,
    endAt: row.endAt,
    updatedAt: row.updatedAt,
    arrivalWindowMinutes: row.arrivalWindowMinutes,
    status: row.status,
    jobTitle: dto.jobTitle,
    jobNumber: dto.jobNumber,
    address: dto.address,
    clientName: dto.clientName,
    clientPhone: dto.clientPhone,
    assignees: dto.assignees.map((assignee) => ({ name: assignee.name })),
  };
}

/** 256 random bits, base64url (43 characters). */
const newSecret = () => randomBytes(32).toString("base64url");
export const hashFeedSecret = (secret: string) =>
  createHash("sha256").update(secret, "utf8").digest("hex");
/** Anything but 43 base64url characters cannot be a secret (refused without a query). */
const isWellFormedSecret = (secret: string) => /^[A-Za-z0-9_-]{43}$/.test(secret);
const feedUrl = (secret: string) => absoluteUrl(`/api/calendar/${secret}.ics`);

export type FeedStatus = { exists: boolean };
/** A feed just made: its URL, shown this once. */
export type NewFeed = { exists: true; url: string };

/** A new secret URL for a member's feed of their visits; the old one stops working. */
export async function rotateMemberFeed(memberId: string): Promise<NewFeed> {
  const secret = newSecret();
  const { count } = await prisma.membership.updateMany({
    where: { id: memberId, deactivatedAt: null },
    data: { calendarFeedHash: hashFeedSecret(secret) },
  });
  if (count !== 1) throw notFound("Member not found.");
  return { exists: true, url: feedUrl(secret) };
}

/** A new secret URL for the company's feed of every visit; the old one stops working. */
export async function rotateCompanyFeed(companyId: string): Promise<NewFeed> {
  const secret = newSecret();
  const { count } = await prisma.company.updateMany({
    where: { id: companyId },
    data: { calendarFeedHash: hashFeedSecret(secret) },
  });
  if (count !== 1) throw notFound("Company not found.");
  return { exists: true, url: feedUrl(secret) };
}

/** Whether a member's or the company's feed exists (its URL cannot be shown again). */
export async function feedStatus(
  owner: { memberId: string } | { companyId: string },
): Promise<FeedStatus> {
  const row =
    "memberId" in owner
      ? await prisma.membership.findUnique({
          where: { id: owner.memberId },
          select: { calendarFeedHash: true },
        })
      : await prisma.company.findUnique({
          where: { id: owner.companyId },
          select: { calendarFeedHash: true },
        });
  return { exists: Boolean(row?.calendarFeedHash) };
}

/**
 * The .ics behind a secret: a member's feed (their assigned visits in their company) or the
 * company's (every visit), from FEED_PAST_DAYS ago to FEED_FUTURE_DAYS ahead, cancelled ones
 * left out. 404 for an unknown secret, and for a deactivated member's.
 */
export async function feedBySecret(secret: string, now = new Date()): Promise<string> {
  if (!isWellFormedSecret(secret)) throw notFound("Calendar not found.");
  const hash = hashFeedSecret(secret);
  const member = await prisma.membership.findUnique({
    where: { calendarFeedHash: hash },
    select: {
      companyId: true,
      userId: true,
      deactivatedAt: true,
      user: { select: { name: true, email: true } },
      company: { select: { name: true, timeZone: true } },
    },
  });
  const owner = member
    ? member.deactivatedAt
      ? null
      : {
          companyId: member.companyId,
          userId: member.userId as string | null,
          company: member.company,
          name: `${member.company.name}: ${member.user.name || member.user.email}'s visits`,
        }
    : await prisma.company
        .findUnique({
          where: { calendarFeedHash: hash },
          select: { id: true, name: true, timeZone: true },
        })
        .then((company) =>
          company
            ? {
                companyId: company.id,
                userId: null,
                company,
                name: `${company.name}: schedule`,
              }
            : null,
        );
  if (!owner) throw notFound("Calendar not found.");
  const rows = await prisma.visit.findMany({
    where: {
      companyId: owner.companyId,
      status: { not: "cancelled" },
      startAt: {
        gte: new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS),
        lte: new Date(now.getTime() + FEED_FUTURE_DAYS * DAY_MS),
      },
      ...(owner.userId ? { assignees: { some: { userId: owner.userId } } } : {}),
    },
    orderBy: [{ startAt: "asc" }, { id: "asc" }],
    take: FEED_MAX_VISITS,
    select: calendarVisitSelect,
  });
  return visitFeed(rows.map(toCalendarVisit), {
    name: owner.name,
    timeZone: owner.company.timeZone,
  });
}
