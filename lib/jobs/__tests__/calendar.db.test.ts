/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ICAL from "ical.js";
import { parseEml } from "@/e2e/eml";
import { clearOutbox, setupTempOutbox } from "@/test/outbox";
import { drainJobs } from "@/lib/worker/run";
import {
  createMember,
  createOwner,
  makeRequest,
  routeParams,
  setupTestDatabase,
  type TestDatabase,
} from "@/test/db";
import { getBoss } from "@/lib/queue/boss";
import type { QueuedMailJob } from "@/lib/queue/kinds";
import { visitInvite, visitUid } from "@/lib/jobs/calendar";
import { feedBySecret, feedStatus, rotateCompanyFeed, rotateMemberFeed } from "@/lib/jobs/feeds";
import { composeVisitMail, VISIT_ICS_TYPE } from "@/lib/jobs/mail";
import { describeRecurrence, occurrences, type Recurrence } from "@/lib/jobs/recurrence";
import { remindVisits } from "@/lib/jobs/sweep";
import * as accountFeed from "@/app/api/account/calendar-feed/route";
import * as companyFeed from "@/app/api/company/calendar-feed/route";
import * as calendarRoute from "@/app/api/calendar/[secret]/route";

/**
 * Visits as iCalendar (docs/jobs.md): a recurring series across a daylight-saving change keeps
 * its wall-clock time in the company's zone, in the feeds and in the customer's invite (read
 * back with ical.js), the mails tell the window in that zone, and the day-before reminder is
 * sent once.
 */

const outbox = setupTempOutbox();

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
  await getBoss();
}, 120_000);
afterAll(async () => {
  await db.close();
});

const ZONE = "America/Los_Angeles";
/** Tuesday 2026-10-20 9:00 in Los Angeles (PDT, UTC-7). Daylight time ends on November 1. */
const FIRST = new Date("2026-10-20T16:00:00.000Z");
const TWO_HOURS = 2 * 60 * 60 * 1000;
const RULE: Recurrence = { every: 2, unit: "week", count: 4 };

async function setup() {
  const owner = await createOwner(db.prisma, "Acme Gutters");
  const companyId = owner.company.id;
  await db.prisma.company.update({
    where: { id: companyId },
    data: { timeZone: ZONE, contactEmail: "office@acme.test", phone: "555-0100" },
  });
  const tech = await createMember(db.prisma, companyId, "technician", "Sam Lee");
  const client = await db.prisma.client.create({
    data: { companyId, name: "Casey Client", email: `casey-${companyId}@example.com` },
  });
  const property = await db.prisma.property.create({
    data: {
      companyId,
      clientId: client.id,
      line1: "12 Oak St",
      city: "Springfield",
      region: "CA",
      postalCode: "94000",
      matchKey: "12 oak st 94000",
    },
  });
  const job = await db.prisma.job.create({
    data: {
      companyId,
      number: 1,
      title: "Gutter cleaning",
      status: "scheduled",
      clientId: client.id,
      propertyId: property.id,
    },
  });
  const slots = occurrences(FIRST, TWO_HOURS, ZONE, RULE);
  const visits = [];
  for (const slot of slots)
    visits.push(
      await db.prisma.visit.create({
        data: {
          companyId,
          jobId: job.id,
          startAt: slot.startAt,
          endAt: slot.endAt,
          arrivalWindowMinutes: 120,
          seriesId: `series-${job.id}`,
          recurrence: describeRecurrence(RULE),
          assignees: { create: [{ userId: tech.user.id }] },
        },
      }),
    );
  return { owner, tech, companyId, client, job, visits };
}

type Parsed = { uid: string; start: string; end: string; local: string; tzid: string | null };

/** The events of an .ics, read with ical.js: their UTC instants and their local start. */
function events(ics: string): Parsed[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      local: event.startDate.toString(),
      tzid: component.getFirstProperty("dtstart")?.getParameter("tzid")?.toString() ?? null,
    };
  });
}

const mailJob = <K extends "visit-booked" | "visit-reminder" | "visit-on-my-way">(
  data: Omit<Extract<QueuedMailJob, { kind: K }>, "key" | "v">,
) => ({ ...data, key: `test:${Math.random()}`, v: 1 }) as Extract<QueuedMailJob, { kind: K }>;

/** The secret of a feed URL (…/api/calendar/<secret>.ics). */
const secretOf = (url: string) => url.match(/\/api\/calendar\/([A-Za-z0-9_-]+)\.ics$/)![1];

const EXPECTED_STARTS = [
  "2026-10-20T16:00:00.000Z",
  "2026-11-03T17:00:00.000Z",
  "2026-11-17T17:00:00.000Z",
  "2026-12-01T17:00:00.000Z",
];

describe("a series every 2 weeks across the end of daylight time", () => {
  it("keeps 9:00 local: 16:00Z before November 1, 17:00Z after", () => {
    const slots = occurrences(FIRST, TWO_HOURS, ZONE, RULE);
    expect(slots.map((slot) => slot.startAt.toISOString())).toEqual(EXPECTED_STARTS);
  });

  it("is listed in a member's feed with the right instants and TZID", async () => {
    const { tech, visits } = await setup();
    const { url } = await rotateMemberFeed(tech.member.id);
    expect(url).toMatch(/^http:\/\/.+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const ics = await feedBySecret(secretOf(url), new Date("2026-10-15T12:00:00.000Z"));
    const parsed = events(ics);
    expect(parsed.map((event) => event.uid)).toEqual(visits.map((visit) => visitUid(visit.id)));
    expect(parsed.map((event) => event.start)).toEqual(EXPECTED_STARTS);
    expect(parsed.map((event) => event.end)).toEqual(
      EXPECTED_STARTS.map((start) => new Date(Date.parse(start) + TWO_HOURS).toISOString()),
    );
    expect(parsed.every((event) => event.local.endsWith("T09:00:00"))).toBe(true);
    expect(parsed.every((event) => event.tzid === ZONE)).toBe(true);
    expect(ics).toContain("BEGIN:VTIMEZONE");
    expect(ics).toContain("X-WR-CALNAME:Acme Gutters: Sam Lee's visits");
  });
});

describe("the customer's mails", () => {
  it("books the series once: its .ics parses and tells the window in the company's zone", async () => {
    const { companyId, client, visits } = await setup();
    const message = await composeVisitMail(
      mailJob<"visit-booked">({
        kind: "visit-booked",
        companyId,
        visitId: visits[0].id,
        update: false,
      }),
    );
    expect(message).not.toBeNull();
    expect(message!.to).toBe(client.email);
    expect(message!.replyTo).toBe("office@acme.test");
    expect(message!.subject).toBe("Your visit is booked: Tue Oct 20, 9:00–11:00");
    expect(message!.text).toContain("Arrival between 9:00 and 11:00 (Pacific Time)");
    expect(message!.text).toContain("12 Oak St, Springfield, CA 94000");
    expect(message!.text).toContain("Every 2 weeks, 4 visits");
    expect(message!.text).toContain("555-0100");
    expect(message!.html).toContain("Acme Gutters");
    const [attachment] = message!.attachments!;
    expect(attachment.filename).toBe("visit.ics");
    expect(attachment.contentType).toBe(VISIT_ICS_TYPE);
    const ics = attachment.content.toString("utf8");
    expect(ics).toContain("METHOD:PUBLISH");
    const parsed = events(ics);
    expect(parsed.map((event) => event.start)).toEqual(EXPECTED_STARTS);
    expect(parsed.every((event) => event.tzid === ZONE)).toBe(true);
    const first = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!;
    expect(first.getFirstPropertyValue("summary")).toBe("Acme Gutters: Gutter cleaning");
    expect(first.getFirstPropertyValue("location")).toBe("12 Oak St, Springfield, CA 94000");
    expect(String(first.getFirstPropertyValue("description"))).toContain(
      "Arrival between 9:00 and 11:00",
    );
  });

  it("tells a moved visit alone, with the same UID and a greater SEQUENCE", async () => {
    const { companyId, visits } = await setup();
    const before = new ICAL.Component(
      ICAL.parse(
        visitInvite(
          {
            ...visits[1],
            jobTitle: "Gutter cleaning",
            address: null,
          },
          { name: "Acme Gutters", timeZone: ZONE },
        ),
      ),
    ).getFirstSubcomponent("vevent")!;
    await db.prisma.visit.update({
      where: { id: visits[1].id },
      data: {
        startAt: new Date("2026-11-04T18:00:00.000Z"),
        endAt: new Date("2026-11-04T20:00:00.000Z"),
        updatedAt: new Date(visits[1].updatedAt.getTime() + 60_000),
      },
    });
    const message = await composeVisitMail(
      mailJob<"visit-booked">({
        kind: "visit-booked",
        companyId,
        visitId: visits[1].id,
        update: true,
      }),
    );
    expect(message!.subject).toBe("Your visit moved: Wed Nov 4, 10:00–12:00");
    const ics = message!.attachments![0].content.toString("utf8");
    const parsed = events(ics);
    expect(parsed).toHaveLength(1);
    expect(parsed[0]).toMatchObject({
      uid: visitUid(visits[1].id),
      start: "2026-11-04T18:00:00.000Z",
      local: "2026-11-04T10:00:00",
    });
    const after = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!;
    expect(Number(after.getFirstPropertyValue("sequence"))).toBeGreaterThan(
      Number(before.getFirstPropertyValue("sequence")),
    );
  });

  it("says who is on the way, and nothing for a cancelled visit or a client without email", async () => {
    const { companyId, client, visits } = await setup();
    const onMyWay = await composeVisitMail(
      mailJob<"visit-on-my-way">({ kind: "visit-on-my-way", companyId, visitId: visits[0].id }),
    );
    expect(onMyWay!.subject).toBe("Sam Lee is on the way");
    expect(onMyWay!.attachments).toBeUndefined();

    await db.prisma.visit.update({ where: { id: visits[2].id }, data: { status: "cancelled" } });
    expect(
      await composeVisitMail(
        mailJob<"visit-booked">({
          kind: "visit-booked",
          companyId,
          visitId: visits[2].id,
          update: true,
        }),
      ),
    ).toBeNull();
    await db.prisma.client.update({ where: { id: client.id }, data: { email: null } });
    expect(
      await composeVisitMail(
        mailJob<"visit-reminder">({ kind: "visit-reminder", companyId, visitId: visits[0].id }),
      ),
    ).toBeNull();
  });
});

describe("the day-before reminder", () => {
  it("goes once, on the day before in the company's zone", async () => {
    const { companyId, visits } = await setup();
    const reminded = (id: string) =>
      db.prisma.visit
        .findUniqueOrThrow({ where: { id }, select: { reminderSentAt: true } })
        .then((visit) => visit.reminderSentAt);
    // Sunday Oct 18, 23:00 in Los Angeles (Oct 19 in UTC): the visit is the day after tomorrow.
    const sunday = new Date("2026-10-19T06:00:00.000Z");
    const ours = async (now: Date) => {
      await remindVisits(now);
      return reminded(visits[0].id);
    };
    expect(await ours(sunday)).toBeNull();

    // Monday Oct 19, 11:00 in Los Angeles: tomorrow. Two sweeps at once remind once.
    const monday = new Date("2026-10-19T18:00:00.000Z");
    const counts = await Promise.all([remindVisits(monday), remindVisits(monday)]);
    // The sweep covers every company (earlier tests' series too): each visit reminded once.
    expect(counts[0] + counts[1]).toBe(
      await db.prisma.visit.count({ where: { reminderSentAt: monday } }),
    );
    expect(await reminded(visits[0].id)).toEqual(monday);
    expect(await remindVisits(monday)).toBe(0);
    // Only the visit of tomorrow: the series' later visits wait for their own day before.
    const stamped = await db.prisma.visit.count({
      where: { companyId, reminderSentAt: { not: null } },
    });
    expect(stamped).toBe(1);

    const message = await composeVisitMail(
      mailJob<"visit-reminder">({ kind: "visit-reminder", companyId, visitId: visits[0].id }),
    );
    expect(message!.subject).toBe("Reminder: we see you tomorrow, Tue Oct 20, 9:00–11:00");
    expect(message!.attachments![0].filename).toBe("visit.ics");

    // One mail queued, delivered by the worker with the visit's .ics.
    const queued = await db.prisma.$queryRaw<{ count: bigint }[]>`
      SELECT count(*) AS count FROM pgboss.job
      WHERE name = 'mail' AND data->>'kind' = 'visit-reminder' AND data->>'visitId' = ${visits[0].id}`;
    expect(Number(queued[0].count)).toBe(1);
    clearOutbox(outbox);
    await drainJobs({ maxJobs: 1000, ignoreStartAfter: true });
    const mails = readdirSync(outbox)
      .filter((file) => file.endsWith(".eml"))
      .map((file) => parseEml(readFileSync(path.join(outbox, file)), file))
      .filter((mail) => mail.subject.startsWith("Reminder: we see you tomorrow, Tue Oct 20"));
    const delivered = mails.filter((mail) => mail.to.includes(`casey-${companyId}@`));
    expect(delivered).toHaveLength(1);
    const [ics] = delivered[0].attachments;
    expect(ics.filename).toBe("visit.ics");
    expect(ics.contentType).toContain("text/calendar");
    expect(events(ics.content.toString("utf8")).map((event) => event.start)).toEqual([
      "2026-10-20T16:00:00.000Z",
    ]);
  });
});

describe("calendar feeds", () => {
  it("shows a member's URL once, rotates it and 404s the old, unknown and deactivated", async () => {
    const { tech, owner } = await setup();
    const get = () =>
      accountFeed.GET(makeRequest("GET", "/api/account/calendar-feed", { cookie: tech.cookie }));
    expect(await (await get()).json()).toEqual({ exists: false });
    const created = await accountFeed.POST(
      makeRequest("POST", "/api/account/calendar-feed", { cookie: tech.cookie }),
    );
    expect(created.status).toBe(200);
    const { url } = (await created.json()) as { url: string };
    expect(await (await get()).json()).toEqual({ exists: true });

    const feed = (secret: string) =>
      calendarRoute.GET(makeRequest("GET", `/api/calendar/${secret}`), routeParams({ secret }));
    const response = await feed(`${secretOf(url)}.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, max-age=300");
    expect(await response.text()).toMatch(/^BEGIN:VCALENDAR/);
    // Only the hash is stored.
    const member = await db.prisma.membership.findUniqueOrThrow({ where: { id: tech.member.id } });
    expect(member.calendarFeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(member.calendarFeedHash).not.toContain(secretOf(url));

    const rotated = await rotateMemberFeed(tech.member.id);
    expect((await feed(`${secretOf(url)}.ics`)).status).toBe(404);
    expect((await feed(`${secretOf(rotated.url)}.ics`)).status).toBe(200);
    expect((await feed("not-a-secret.ics")).status).toBe(404);
    expect((await feed(`${"A".repeat(43)}.ics`)).status).toBe(404);

    // The company's feed: the office's (a technician may not make it).
    const denied = await companyFeed.POST(
      makeRequest("POST", "/api/company/calendar-feed", { cookie: tech.cookie }),
    );
    expect(denied.status).toBe(403);
    const made = await companyFeed.POST(
      makeRequest("POST", "/api/company/calendar-feed", { cookie: owner.cookie }),
    );
    expect(made.status).toBe(200);
    expect(await made.json()).toMatchObject({ exists: true });

    // A deactivated member's feed ends with their access.
    await db.prisma.membership.update({
      where: { id: tech.member.id },
      data: { deactivatedAt: new Date() },
    });
    expect((await feed(`${secretOf(rotated.url)}.ics`)).status).toBe(404);
    expect(await feedStatus({ companyId: owner.company.id })).toEqual({ exists: true });
  });

  it("lists every visit in the company's feed, and only a member's own in theirs", async () => {
    const { companyId, visits } = await setup();
    const other = await createMember(db.prisma, companyId, "technician", "Alex Kim");
    await db.prisma.visit.create({
      data: {
        companyId,
        jobId: visits[0].jobId,
        startAt: new Date("2026-10-21T16:00:00.000Z"),
        endAt: new Date("2026-10-21T17:00:00.000Z"),
        assignees: { create: [{ userId: other.user.id }] },
      },
    });
    await db.prisma.visit.update({ where: { id: visits[3].id }, data: { status: "cancelled" } });
    const now = new Date("2026-10-15T12:00:00.000Z");
    const company = events(
      await feedBySecret(secretOf((await rotateCompanyFeed(companyId)).url), now),
    );
    expect(company).toHaveLength(4);
    const alex = events(
      await feedBySecret(secretOf((await rotateMemberFeed(other.member.id)).url), now),
    );
    expect(alex.map((event) => event.start)).toEqual(["2026-10-21T16:00:00.000Z"]);
    // Another company's secret shows nothing of this one.
    const stranger = await createOwner(db.prisma, "Other Co");
    const theirs = events(
      await feedBySecret(secretOf((await rotateCompanyFeed(stranger.company.id)).url), now),
    );
    expect(theirs).toEqual([]);
  });
});
