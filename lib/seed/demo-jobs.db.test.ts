/** @jest-environment node */
import { TZDate } from "@date-fns/tz";
import type { JobStatus, VisitStatus } from "@prisma/client";
import { createOwner } from "@/test/db";
import { databaseForSuite, seedDemoCompany } from "@/test/demo-seed";
import { addDays, dayIn, formatDateTimeIn, todayIn, weekStartOf } from "@/lib/dates";
import { isFeeLine } from "@/lib/jobs/create";
import { getJob, listVisits } from "@/lib/jobs/queries";
import { describeRecurrence } from "@/lib/jobs/recurrence";
import { JOB_STATUSES } from "@/lib/validation/job";
import { isLineIncluded } from "@/lib/pricing/quote";
import { can } from "@/lib/team/permissions";
import { DEMO_TIME_ZONE } from "./demo-analytics";
import { seedDemoVisitTexts } from "./demo-texts";
import {
  DEMO_MEMBER_COLORS,
  DEMO_RECURRENCE,
  demoChecklistOf,
  isDemoFeeLine,
  planDemoJobs,
  seedDemoJobs,
  type DemoJobsContext,
} from "./demo-jobs";
import { DEMO_TEAM } from "./demo-team";

const db = databaseForSuite();

/** A Wednesday, 10:15 in Austin: Luis is at his first visit, Priya finished her 9:00. */
const now = new Date("2026-11-25T16:15:00Z");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The demo company as prisma/seed.ts builds it, up to its team (the jobs come after). */
async function seedDemoUpToTeam() {
  const { company, owner } = await seedDemoCompany(db, {
    now,
    contactEmail: null,
    steps: ["activity", "quotes", "details", "analytics", "invoices", "team"],
  });
  return { company, owner };
}

type CheckedJob = {
  id: string;
  number: number;
  status: JobStatus;
  createdAt: Date;
  completedAt: Date | null;
  cancelledAt: Date | null;
};
type CheckedVisit = {
  id: string;
  jobId: string;
  startAt: Date;
  endAt: Date;
  status: VisitStatus;
  onMyWayAt: Date | null;
  startedAt: Date | null;
  completedAt: Date | null;
  createdAt: Date;
  userIds: string[];
};

/**
 * What must hold of the demo's jobs and visits at `at`, whatever the day and hour: the
 * problems found (none expected). Shared by the seeded rows and the plans of other moments.
 */
function problemsOf(
  jobs: CheckedJob[],
  visits: CheckedVisit[],
  technicians: Record<"luis" | "priya", string>,
  at: Date,
  zone: string,
) {
  const problems: string[] = [];
  const when = (date: Date) => formatDateTimeIn(date, zone);
  const days = new Map<number, string>();
  const dayOf = (date: Date) => {
    if (!days.has(date.getTime())) days.set(date.getTime(), dayIn(date, zone));
    return days.get(date.getTime())!;
  };
  const today = todayIn(zone, at);
  const monday = weekStartOf(today);
  const missing = JOB_STATUSES.filter((status) => !jobs.some((job) => job.status === status));
  if (missing.length > 0) problems.push(`no job ${missing.join(", ")}`);

  const numbers = [...jobs].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  numbers.forEach((job, index) => {
    if (job.number !== index + 1) problems.push(`job ${job.number} is number ${index + 1}`);
  });

  for (const job of jobs) {
    const own = visits.filter((visit) => visit.jobId === job.id);
    const open = own.filter((visit) => visit.status !== "cancelled");
    const label = `J-${job.number} (${job.status})`;
    if (job.status === "unscheduled" && open.length > 0) problems.push(`${label} has visits`);
    if (job.status === "scheduled" && (open.length === 0 || open.some((v) => v.startedAt)))
      problems.push(`${label}: no visits, or one started`);
    if (
      job.status === "in_progress" &&
      (!open.some((v) => v.startedAt) || open.every((v) => v.status === "completed"))
    )
      problems.push(`${label}: no visit started, or all done`);
    if (
      job.status === "completed" &&
      (open.length === 0 ||
        open.some((v) => v.status !== "completed") ||
        job.completedAt?.getTime() !==
          Math.max(...open.map((v) => v.completedAt?.getTime() ?? Infinity)))
    )
      problems.push(`${label}: a visit not completed, or completedAt not its last one's`);
    if (job.status === "cancelled" && (!job.cancelledAt || open.length > 0))
      problems.push(`${label}: no cancelledAt, or a visit still open`);
    if (job.status !== "completed" && job.completedAt) problems.push(`${label} has completedAt`);
    if (job.createdAt > at) problems.push(`${label} is created after now`);
  }

  for (const visit of visits) {
    const label = `visit ${visit.startAt.toISOString()} (${visit.status})`;
    const stamps = [visit.onMyWayAt, visit.startedAt, visit.completedAt, visit.createdAt];
    if (stamps.some((stamp) => stamp && stamp > at)) problems.push(`${label}: a time after now`);
    if (visit.createdAt > visit.startAt) problems.push(`${label}: booked after it began`);
    const expected = {
      scheduled: [false, false, false],
      en_route: [true, false, false],
      in_progress: [true, true, false],
      completed: [true, true, true],
      cancelled: [false, false, false],
    }[visit.status];
    if (
      [visit.onMyWayAt, visit.startedAt, visit.completedAt].some(
        (stamp, index) => Boolean(stamp) !== expected[index],
      )
    )
      problems.push(`${label}: its times do not fit its status`);
    if (visit.status === "completed" && visit.endAt > at) problems.push(`${label} is not over`);
    if (visit.status === "scheduled" && visit.startAt <= at) problems.push(`${label} has begun`);
    const day = dayOf(visit.startAt);
    const local = (date: Date) => {
      const wall = new TZDate(date.getTime(), zone);
      return wall.getHours() + wall.getMinutes() / 60;
    };
    if (local(visit.startAt) < 8 || local(visit.endAt) > 17 || dayOf(visit.endAt) !== day)
      problems.push(`${label}: outside 8:00-17:00`);
  }

  for (const [name, userId] of Object.entries(technicians)) {
    const theirs = visits
      .filter((visit) => visit.status !== "cancelled" && visit.userIds.includes(userId))
      .sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
    theirs.forEach((visit, index) => {
      const next = theirs[index + 1];
      if (next && next.startAt < visit.endAt)
        problems.push(`${name} is double-booked at ${when(next.startAt)}`);
    });
    for (let weekday = 0; weekday < 5; weekday++) {
      const count = theirs.filter(
        (visit) => dayOf(visit.startAt) === addDays(monday, weekday),
      ).length;
      if (count < 1 || count > 3) problems.push(`${name} has ${count} visits on day ${weekday}`);
    }
    if (!theirs.some((visit) => dayOf(visit.startAt) === today))
      problems.push(`${name} has no visit today`);
  }
  const underWay = visits.filter(
    (visit) => dayOf(visit.startAt) === today && ["en_route", "in_progress"].includes(visit.status),
  );
  if (underWay.length === 0) problems.push("no visit on its way or started today");
  return problems;
}

describe("the demo company's jobs and schedule", () => {
  let companyId: string;
  let ownerId: string;
  let people: Record<"office" | "luis" | "priya", string>;
  let other: { companyId: string; jobId: string };
  let result: Awaited<ReturnType<typeof seedDemoJobs>>;
  let visitTexts: Awaited<ReturnType<typeof seedDemoVisitTexts>>;

  beforeAll(async () => {
    // Another company with a job of its own, before the demo's.
    const stranger = await createOwner(db.prisma, "Another company");
    const client = await db.prisma.client.create({
      data: { companyId: stranger.company.id, name: "Someone Else" },
    });
    const job = await db.prisma.job.create({
      data: { companyId: stranger.company.id, number: 1, title: "Their job", clientId: client.id },
    });
    await db.prisma.company.update({
      where: { id: stranger.company.id },
      data: { lastJobNumber: 1 },
    });
    other = { companyId: stranger.company.id, jobId: job.id };

    const { company, owner } = await seedDemoUpToTeam();
    companyId = company.id;
    ownerId = owner.id;
    const users = await db.prisma.user.findMany({
      where: { email: { in: Object.values(DEMO_TEAM).map((member) => member.email) } },
    });
    const idOf = (email: string) => users.find((user) => user.email === email)!.id;
    people = {
      office: idOf(DEMO_TEAM.office.email),
      luis: idOf(DEMO_TEAM.luis.email),
      priya: idOf(DEMO_TEAM.priya.email),
    };
    result = await db.prisma.$transaction(
      (tx) => seedDemoJobs(tx, company, { ownerId: owner.id }, now),
      { timeout: 60_000 },
    );
    visitTexts = await db.prisma.$transaction((tx) => seedDemoVisitTexts(tx, company, { now }));
  }, 180_000);

  it("texts the customer of the visit on its way: booked, then 'on my way', to a consented number", async () => {
    expect(visitTexts.texts).toBe(2);
    const visit = await db.prisma.visit.findUniqueOrThrow({
      where: { id: visitTexts.visitId! },
      include: { job: { include: { client: true } } },
    });
    expect(visit.companyId).toBe(companyId);
    const texts = await db.prisma.textMessage.findMany({
      where: { companyId, purpose: { in: ["visit-booked", "on-my-way"] } },
      orderBy: { createdAt: "asc" },
    });
    expect(texts.map((text) => [text.purpose, text.clientId])).toEqual([
      ["visit-booked", visit.job.clientId],
      ["on-my-way", visit.job.clientId],
    ]);
    expect(texts[1].createdAt).toEqual(visit.onMyWayAt);
    expect(texts[1].body).toContain("is on the way to you now");
    const consent = await db.prisma.textConsent.findFirstOrThrow({
      where: { companyId, phone: texts[0].to },
    });
    expect(consent.status).toBe("consented");
  });

  const rows = async () => {
    const jobs = await db.prisma.job.findMany({
      where: { companyId },
      include: {
        visits: { include: { assignees: true }, orderBy: { startAt: "asc" } },
        checklist: { orderBy: { sortOrder: "asc" } },
        notes: true,
      },
      orderBy: { number: "asc" },
    });
    const visits = jobs.flatMap((job) =>
      job.visits.map((visit) => ({
        ...visit,
        userIds: visit.assignees.map((assignee) => assignee.userId),
      })),
    );
    return { jobs, visits };
  };

  it("has jobs in every status, numbered J-0001… consecutively in the order they were created", async () => {
    const { jobs } = await rows();
    expect(new Set(jobs.map((job) => job.status))).toEqual(new Set(JOB_STATUSES));
    expect(jobs.map((job) => job.number)).toEqual(jobs.map((_, index) => index + 1));
    const created = jobs.map((job) => job.createdAt.getTime());
    expect(created).toEqual([...created].sort((a, b) => a - b));
    const company = await db.prisma.company.findUniqueOrThrow({ where: { id: companyId } });
    expect(company.lastJobNumber).toBe(jobs.length);
    expect(result.jobs).toBe(jobs.length);
  });

  it("keeps every job's status in step with its visits, and every time in the past", async () => {
    const { jobs, visits } = await rows();
    expect(
      problemsOf(jobs, visits, { luis: people.luis, priya: people.priya }, now, DEMO_TIME_ZONE),
    ).toEqual([]);
    // Wednesday 10:15: Luis is at his first visit, the work of Monday and Tuesday is done.
    const underWay = visits.filter((visit) => ["en_route", "in_progress"].includes(visit.status));
    expect(underWay.map((visit) => [visit.status, visit.userIds])).toEqual([
      ["in_progress", [people.luis]],
    ]);
    expect(
      visits.filter((visit) => visit.status === "completed").every((visit) => visit.endAt <= now),
    ).toBe(true);
    expect(visits.some((visit) => visit.status === "completed")).toBe(true);
  });

  it("gives each technician one to three visits a day this week, 8:00 to 17:00 local, and one today", async () => {
    const today = todayIn(DEMO_TIME_ZONE, now);
    const monday = weekStartOf(today);
    const from = new Date(`${monday}T06:00:00Z`);
    const to = new Date(from.getTime() + 7 * DAY);
    for (const userId of [people.luis, people.priya]) {
      // What the technician sees on the schedule and the Today page.
      const visits = await listVisits({ companyId, userId, role: "technician" }, { from, to });
      expect(visits.every((visit) => visit.assignees.some((a) => a.userId === userId))).toBe(true);
      for (let weekday = 0; weekday < 5; weekday++) {
        const day = addDays(monday, weekday);
        const ofDay = visits.filter(
          (visit) => dayIn(new Date(visit.startAt), DEMO_TIME_ZONE) === day,
        );
        expect(ofDay.length).toBeGreaterThanOrEqual(1);
        expect(ofDay.length).toBeLessThanOrEqual(3);
      }
      expect(
        visits.filter((visit) => dayIn(new Date(visit.startAt), DEMO_TIME_ZONE) === today).length,
      ).toBeGreaterThanOrEqual(1);
      // Customers are told an arrival window on some visits.
      expect(visits.some((visit) => visit.arrivalWindowMinutes)).toBe(true);
    }
    expect(result.visitsThisWeek).toBe(20);
  });

  it("has a monthly maintenance series of six visits that keeps its local time across daylight saving", async () => {
    const { visits } = await rows();
    const series = visits.filter((visit) => visit.seriesId);
    expect(series).toHaveLength(6);
    expect(new Set(series.map((visit) => visit.seriesId)).size).toBe(1);
    expect(new Set(series.map((visit) => visit.jobId)).size).toBe(1);
    expect(new Set(series.map((visit) => visit.recurrence))).toEqual(
      new Set([describeRecurrence(DEMO_RECURRENCE)]),
    );
    expect(series[0].recurrence).toBe("Every month, 6 visits");
    const local = series.map((visit) =>
      new Intl.DateTimeFormat("en-US", {
        timeZone: DEMO_TIME_ZONE,
        day: "numeric",
        hour: "numeric",
        minute: "2-digit",
      }).format(visit.startAt),
    );
    expect(new Set(local)).toEqual(new Set([local[0]]));
    // November to April: the UTC hour moves with daylight saving time, the local one does not.
    expect(new Set(series.map((visit) => visit.startAt.getUTCHours())).size).toBe(2);
    const months = series.map((visit) => dayIn(visit.startAt, DEMO_TIME_ZONE).slice(0, 7));
    expect(months).toEqual(["2026-11", "2026-12", "2027-01", "2027-02", "2027-03", "2027-04"]);
    for (const visit of series) expect(visit.endAt.getTime() - visit.startAt.getTime()).toBe(HOUR);
  });

  it("makes jobs of the approved quotes as the app does: their client, property and approved lines", async () => {
    const quotes = await db.prisma.quote.findMany({
      where: { companyId, status: "approved", supersededById: null },
      include: { lines: { orderBy: [{ sortOrder: "asc" }, { id: "asc" }] }, jobs: true },
    });
    expect(quotes.length).toBeGreaterThanOrEqual(2);
    for (const quote of quotes) {
      expect(quote.jobs).toHaveLength(1);
      const job = await db.prisma.job.findUniqueOrThrow({
        where: { id: quote.jobs[0].id },
        include: { checklist: { orderBy: { sortOrder: "asc" } } },
      });
      expect(job).toMatchObject({
        title: quote.title,
        clientId: quote.clientId,
        propertyId: quote.propertyId,
      });
      expect(job.propertyId).not.toBeNull();
      const expected = quote.lines.filter((line) => isLineIncluded(line) && !isFeeLine(line));
      expect(job.checklist.map((item) => item.label.replace(/ × [\d.]+$/, ""))).toEqual(
        expected.map((line) => line.name),
      );
      expect(job.checklist.map((item) => item.label)).toEqual(demoChecklistOf(quote.lines));
    }
    const statuses = (await db.prisma.job.findMany({ where: { quoteId: { not: null } } })).map(
      (job) => job.status,
    );
    expect(statuses.sort()).toEqual(["completed", "unscheduled"]);
  });

  it("reads fee lines as the app does (they are not work)", () => {
    const line = (name: string, serviceId: string | null = null, minutesPerUnit = 0) => ({
      name,
      serviceId,
      minutesPerUnit,
    });
    for (const sample of [
      line("Service call fee"),
      line("Trip fee "),
      line("Coffee"),
      line("Service call fee", "svc_1", 0),
      line("Disposal fee", null, 30),
      line("Tankless water heater"),
    ])
      expect(isDemoFeeLine(sample)).toBe(isFeeLine(sample));
  });

  it("ticks a few checklist items, has two notes from the technicians, and is booked by the owner or the office", async () => {
    const { jobs } = await rows();
    const items = jobs.flatMap((job) => job.checklist);
    const done = items.filter((item) => item.done);
    expect(done.length).toBeGreaterThan(0);
    expect(done.length).toBeLessThan(items.length);
    for (const item of done) {
      expect(item.doneAt!.getTime()).toBeLessThanOrEqual(now.getTime());
      expect([people.luis, people.priya]).toContain(item.doneById);
    }
    for (const job of jobs)
      if (job.status === "completed") expect(job.checklist.every((item) => item.done)).toBe(true);
    const inProgress = jobs.filter((job) => job.status === "in_progress");
    expect(inProgress.some((job) => job.checklist.some((item) => item.done))).toBe(true);

    const notes = jobs.flatMap((job) => job.notes);
    expect(notes).toHaveLength(2);
    expect(new Set(notes.map((note) => note.authorId))).toEqual(
      new Set([people.luis, people.priya]),
    );
    for (const note of notes) expect(note.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    const job = await getJob(
      { companyId, userId: people.luis, role: "technician" },
      jobs.find((row) => row.notes.some((note) => note.authorId === people.luis))!.id,
    );
    expect(job.notes[0].author).toBe(DEMO_TEAM.luis.name);

    for (const row of jobs) {
      expect([ownerId, people.office]).toContain(row.createdById);
      expect([ownerId, people.office]).toContain(row.updatedById);
      expect(row.updatedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
    }
    expect(new Set(jobs.map((row) => row.createdById))).toEqual(new Set([ownerId, people.office]));
  });

  it("gives the owner, the office member and the technicians distinct colours", async () => {
    const memberships = await db.prisma.membership.findMany({ where: { companyId } });
    expect(memberships).toHaveLength(4);
    const colors = memberships.map((membership) => membership.color);
    expect(new Set(colors).size).toBe(4);
    for (const color of colors) expect(color).toBeGreaterThanOrEqual(0);
    for (const color of colors) expect(color).toBeLessThanOrEqual(7);
    const colorOf = (userId: string) => memberships.find((m) => m.userId === userId)!.color;
    expect(colorOf(ownerId)).toBe(DEMO_MEMBER_COLORS.owner);
    expect(colorOf(people.luis)).toBe(DEMO_MEMBER_COLORS.luis);
  });

  it("touches no other company: its job, its numbering; the demo's rows are all its own", async () => {
    const theirs = await db.prisma.job.findMany({ where: { companyId: other.companyId } });
    expect(theirs.map((job) => [job.id, job.number, job.title])).toEqual([
      [other.jobId, 1, "Their job"],
    ]);
    const company = await db.prisma.company.findUniqueOrThrow({ where: { id: other.companyId } });
    expect(company.lastJobNumber).toBe(1);
    expect(await db.prisma.visit.count({ where: { companyId: other.companyId } })).toBe(0);

    const { jobs, visits } = await rows();
    const memberships = await db.prisma.membership.findMany({ where: { companyId } });
    for (const job of jobs) {
      const [client, property, quote] = await Promise.all([
        job.clientId ? db.prisma.client.findUnique({ where: { id: job.clientId } }) : null,
        job.propertyId ? db.prisma.property.findUnique({ where: { id: job.propertyId } }) : null,
        job.quoteId ? db.prisma.quote.findUnique({ where: { id: job.quoteId } }) : null,
      ]);
      expect(client?.companyId).toBe(companyId);
      if (property) expect(property).toMatchObject({ companyId, clientId: job.clientId });
      if (quote) expect(quote.companyId).toBe(companyId);
    }
    for (const visit of visits) {
      expect(visit.companyId).toBe(companyId);
      for (const userId of visit.userIds) {
        const membership = memberships.find((m) => m.userId === userId)!;
        expect(can(membership.role, "field_work")).toBe(true);
      }
    }
    // Only the demo's technicians go out.
    expect(new Set(visits.flatMap((visit) => visit.userIds))).toEqual(
      new Set([people.luis, people.priya]),
    );
  });
});

describe("the demo's schedule at any moment of a week", () => {
  const zone = DEMO_TIME_ZONE;
  const names = [
    "Maria Gonzalez",
    "James Carter",
    "Priya Natarajan",
    "Tom Becker",
    "Aisha Okafor",
    "Kevin O'Brien",
    "Linh Tran",
    "Brian Murphy",
  ];
  const line = (
    name: string,
    extra: Partial<DemoJobsContext["quotes"][number]["lines"][number]> = {},
  ) => ({
    name,
    serviceId: "svc",
    minutesPerUnit: 60,
    unitType: "flat",
    quantity: "1",
    optional: false,
    groupId: null,
    selected: true,
    ...extra,
  });
  /** The demo's inputs as the quotes seed dates them (approved 10 and 2 days before `at`). */
  const contextAt = (at: Date): DemoJobsContext => ({
    timeZone: zone,
    people: { owner: "owner", office: "office", luis: "luis", priya: "priya" },
    clients: new Map(
      names.map((name) => [
        name,
        { id: name, propertyId: name === "Brian Murphy" ? null : `${name}'s house` },
      ]),
    ),
    quotes: [10, 2].map((days, index) => ({
      id: `quote-${index}`,
      title: `Quote ${index}`,
      number: index + 1,
      clientId: names[index],
      propertyId: `${names[index]}'s house`,
      approvedAt: new Date(
        Math.min(
          Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - days, 19),
          at.getTime() - 20 * MINUTE,
        ),
      ),
      lines: [
        line("Work"),
        line("Outlet Installation", { unitType: "per_item", quantity: "2", optional: true }),
        line("Skipped option", { optional: true, selected: false }),
        line("Service call fee", { serviceId: null, minutesPerUnit: 0 }),
      ],
    })),
  });

  // Every 3 h 17 min (so every hour of the day comes round) over ten days around each change
  // of daylight saving time in Austin (8 March and 1 November 2026), weekends and nights
  // included.
  const step = 197 * MINUTE;
  const moments = ["2026-03-01T00:00:00Z", "2026-10-26T00:00:00Z"].flatMap((start) =>
    Array.from(
      { length: Math.ceil((10 * DAY) / step) },
      (_, index) => new Date(new Date(start).getTime() + index * step),
    ),
  );

  it("holds at every moment: statuses, numbers, a week of visits, one under way today", () => {
    const failures: string[] = [];
    for (const at of moments)
      failures.push(...problemsAt(at).map((p) => `${at.toISOString()}: ${p}`));
    expect(failures).toEqual([]);
  });

  function problemsAt(at: Date) {
    const plan = planDemoJobs(contextAt(at), "company", at);
    const date = (value: Date | string | null | undefined) =>
      value == null ? null : new Date(value);
    const jobs = plan.jobs.map((job) => ({
      id: job.id!,
      number: job.number,
      status: job.status!,
      createdAt: date(job.createdAt)!,
      completedAt: date(job.completedAt),
      cancelledAt: date(job.cancelledAt),
    }));
    const visits = plan.visits.map((visit) => ({
      id: visit.id!,
      jobId: visit.jobId,
      startAt: date(visit.startAt)!,
      endAt: date(visit.endAt)!,
      status: visit.status!,
      onMyWayAt: date(visit.onMyWayAt),
      startedAt: date(visit.startedAt),
      completedAt: date(visit.completedAt),
      createdAt: date(visit.createdAt)!,
      userIds: plan.assignees
        .filter((assignee) => assignee.visitId === visit.id)
        .map((assignee) => assignee.userId),
    }));
    const problems = problemsOf(jobs, visits, { luis: "luis", priya: "priya" }, at, zone);
    // The quotes' checklists: the approved lines, no fee line.
    const quoteJob = plan.jobs.find((job) => job.quoteId === "quote-0")!;
    const labels = plan.checklist.filter((item) => item.jobId === quoteJob.id).map((i) => i.label);
    if (labels.join() !== "Work,Outlet Installation × 2")
      problems.push(`checklist ${labels.join()}`);
    return problems;
  }
});
