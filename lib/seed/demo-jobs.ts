import { randomUUID } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import type { JobStatus, Prisma, VisitStatus } from "@prisma/client";
import {
  addDays,
  daysBetween,
  dayIn,
  startOfDayIn,
  todayIn,
  weekStartOf,
  zoneOrUtc,
} from "@/lib/dates";
import { newRowId } from "@/lib/db/statements";
import { together } from "@/lib/db/together";
import { describeRecurrence, occurrences, type Recurrence } from "@/lib/jobs/recurrence";
import { isLineIncluded } from "@/lib/pricing/quote";
import { DEMO_TEAM } from "./demo-team";

/**
 * The demo company's jobs and schedule (docs/jobs.md), so the schedule, the Today page and the
 * job list are at work on first sign-in: jobs in every status (unscheduled, scheduled, in
 * progress, completed, cancelled) numbered J-0001… in the order they were created, the two
 * approved quotes' jobs (one done, one waiting on parts), a week of visits for the two
 * technicians (this week Monday to Friday, 8:00 to 17:00 in the company's time zone, one to
 * three a day each, arrival windows on some), the work of the days gone by completed, one
 * visit of Luis's today on its way or started, a monthly maintenance series of six visits
 * (lib/jobs/recurrence.ts, as the schedule makes it), a few checklist items ticked, two notes
 * from the field and the members' colours on the schedule.
 *
 * Written as rows directly, like the other demo seeds: where a visit stands (and so its job)
 * follows from `now`: a visit that ended is completed, one under way started, the others to
 * come, as the field's buttons and lib/jobs/transitions.ts would have left them. The plan is
 * made without the database (planDemoJobs), the seed writes it (seedDemoJobs). Runs last in
 * prisma/seed.ts's transaction, after the team (its members, the quotes' and invoices'
 * authors); the seed deletes the demo company first, so re-running it rebuilds all of this.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Tech = "luis" | "priya";
type Author = "owner" | "office";

/** Members' colours on the schedule (indexes into components/schedule/colors.ts's palette). */
export const DEMO_MEMBER_COLORS = { owner: 0, office: 4, luis: 1, priya: 2 } as const;

/** The maintenance series: a visit a month, six in all (lib/jobs/recurrence.ts). */
export const DEMO_RECURRENCE: Recurrence = { every: 1, unit: "month", count: 6 };

/**
 * A fee line of a quote (the service-call fee) is money, not work: not on the job's checklist.
 * The same test as isFeeLine of lib/jobs/create.ts, which is server-only (the seed's test
 * compares the two).
 */
export const isDemoFeeLine = (line: {
  serviceId: string | null;
  minutesPerUnit: number;
  name: string;
}) => line.serviceId === null && line.minutesPerUnit === 0 && /\bfee$/i.test(line.name.trim());

type QuoteLine = {
  name: string;
  serviceId: string | null;
  minutesPerUnit: number;
  unitType: string;
  quantity: { toString(): string };
  optional: boolean;
  groupId: string | null;
  selected: boolean;
};

/**
 * A quote's checklist as createJobFromQuote makes it: the approved lines (plain lines, ticked
 * options, the picked alternatives), no fee lines, "Outlet Installation × 2" for a quantity.
 */
export function demoChecklistOf(lines: QuoteLine[]): string[] {
  return lines
    .filter((line) => isLineIncluded(line) && !isDemoFeeLine(line))
    .map((line) => {
      const quantity = line.quantity.toString();
      return line.unitType !== "flat" && Number(quantity) !== 1
        ? `${line.name} × ${quantity}`
        : line.name;
    });
}

/** A visit of this week: `day` 0 is Monday, 4 Friday; local times in the company's zone. */
type WeekVisit = { day: number; from: string; to: string; who: Tech[]; window?: number };
type WeekJob = {
  title: string;
  client: string;
  instructions?: string;
  checklist: string[];
  /** Days before this week's Monday (negative) and the local time it was created. */
  created: [number, string];
  by: Author;
  visits: WeekVisit[];
};

/**
 * The week's smaller jobs. With the garage conversion (Luis's mornings) and the maintenance
 * series (Wednesday), each technician has one to three visits a day, none overlapping.
 */
export const DEMO_WEEK_JOBS: WeekJob[] = [
  {
    title: "Furnace tune-up",
    client: "Tom Becker",
    checklist: ["Furnace Tune-Up", "Replace the filter"],
    created: [-8, "10:15"],
    by: "office",
    visits: [{ day: 0, from: "08:30", to: "10:00", who: ["priya"], window: 120 }],
  },
  {
    title: "Bathroom exhaust fan replacement",
    client: "Aisha Okafor",
    checklist: ["Remove the old fan", "Install and vent the new fan", "Test the timer switch"],
    created: [-6, "09:40"],
    by: "owner",
    visits: [{ day: 0, from: "11:00", to: "12:30", who: ["priya"] }],
  },
  {
    title: "Dedicated circuit for the home office",
    client: "Linh Tran",
    instructions:
      "The desk is in the upstairs office; run the circuit through the attic. Linh works from home: keep the router's circuit on.",
    checklist: ["Dedicated Circuit", "Label the new breaker"],
    created: [-6, "14:10"],
    by: "office",
    visits: [{ day: 0, from: "13:00", to: "15:30", who: ["luis"], window: 120 }],
  },
  {
    title: "Duct cleaning",
    client: "Maria Gonzalez",
    checklist: ["Duct Cleaning × 14", "Replace the return filter"],
    created: [-9, "13:30"],
    by: "office",
    visits: [{ day: 1, from: "08:00", to: "12:00", who: ["priya"] }],
  },
  {
    title: "Kitchen faucet replacement",
    client: "Aisha Okafor",
    checklist: ["Faucet Replacement", "Check the shut-off valves"],
    created: [-5, "09:20"],
    by: "owner",
    visits: [{ day: 1, from: "13:00", to: "14:30", who: ["luis"] }],
  },
  {
    title: "Furnace tune-up and CO check",
    client: "Linh Tran",
    checklist: ["Furnace Tune-Up", "Test the CO detectors"],
    created: [-5, "14:20"],
    by: "office",
    visits: [{ day: 1, from: "13:30", to: "15:00", who: ["priya"], window: 120 }],
  },
  {
    title: "Flickering lights in the dining room",
    client: "Priya Natarajan",
    checklist: ["Electrical Troubleshooting", "Tighten the dimmer's connections"],
    created: [-3, "16:40"],
    by: "office",
    visits: [{ day: 2, from: "11:00", to: "12:30", who: ["luis"], window: 60 }],
  },
  {
    title: "Outdoor GFCI outlets",
    client: "Kevin O'Brien",
    checklist: ["GFCI Outlet Upgrade × 3", "Weatherproof in-use covers"],
    created: [-7, "11:30"],
    by: "owner",
    visits: [{ day: 2, from: "14:00", to: "16:00", who: ["luis"] }],
  },
  {
    title: "Mini-split for the garage",
    client: "Tom Becker",
    instructions:
      "Luis is wiring the garage this week: the mini-split's disconnect is on the east wall. Condenser pad goes on the north side, away from the bedroom window.",
    checklist: [
      "Mount the indoor head",
      "Set the condenser pad",
      "Line set and condensate drain",
      "Vacuum, charge and start up",
    ],
    created: [-10, "16:00"],
    by: "owner",
    visits: [
      { day: 2, from: "13:00", to: "16:30", who: ["priya"] },
      { day: 3, from: "08:00", to: "15:00", who: ["priya"] },
    ],
  },
  {
    title: "Smart thermostat installation",
    client: "James Carter",
    checklist: ["Smart Thermostat Installation", "Set the schedule with James"],
    created: [-3, "11:00"],
    by: "office",
    visits: [{ day: 4, from: "08:30", to: "10:00", who: ["priya"], window: 120 }],
  },
  {
    title: "Whole-home surge protector",
    client: "Priya Natarajan",
    checklist: ["Whole-Home Surge Protector"],
    created: [-6, "16:30"],
    by: "office",
    visits: [{ day: 4, from: "11:00", to: "12:00", who: ["priya"] }],
  },
  {
    title: "Ceiling fans in the bedrooms",
    client: "Maria Gonzalez",
    checklist: ["Ceiling Fan Installation × 2", "Fan-rated boxes"],
    created: [-4, "15:00"],
    by: "office",
    visits: [{ day: 4, from: "12:30", to: "16:30", who: ["luis"], window: 120 }],
  },
  {
    title: "Smoke and CO detector replacement",
    client: "Kevin O'Brien",
    checklist: ["Replace the five smoke detectors", "Test the interconnect"],
    created: [-4, "10:00"],
    by: "owner",
    visits: [{ day: 4, from: "14:00", to: "15:00", who: ["priya"] }],
  },
];

/** Luis's mornings, Monday to Friday: the garage conversion, day by day. */
const GARAGE_MORNINGS = ["12:00", "12:00", "10:30", "12:00", "11:00"];

export const DEMO_NOTES = {
  panel:
    "Old panel out, new 200A panel in and every circuit labeled. The inspector signed off before we left; the permit card is on the garage window.",
  garage:
    "Rough-in done: six outlet boxes and two lighting circuits pulled back to the panel. Left the attic hatch open for the inspector. Tom asked for a switch by the side door too.",
};

export type DemoJobsContext = {
  timeZone: string;
  /** User ids. */
  people: Record<Author | Tech, string>;
  /** The company's clients by name, with their property (when they have exactly one). */
  clients: Map<string, { id: string; propertyId: string | null }>;
  /** The approved quotes (the current revisions), with their lines. */
  quotes: {
    id: string;
    title: string | null;
    number: number;
    clientId: string | null;
    propertyId: string | null;
    approvedAt: Date | null;
    lines: QuoteLine[];
  }[];
};

type PlannedVisit = {
  start: Date;
  end: Date;
  who: Tech[];
  window?: number;
  cancelledAt?: Date;
  series?: { id: string; text: string };
};
type PlannedJob = {
  title: string;
  instructions?: string;
  clientId: string | null;
  propertyId: string | null;
  quoteId?: string;
  createdAt: Date;
  by: Author;
  lastBy?: Author;
  checklist: string[];
  visits: PlannedVisit[];
  cancelledAt?: Date;
  /** Checklist items ticked on its first completed visit (all of them once it is completed). */
  doneEarly?: number;
  notes?: { by: Tech; body: string; visit: number }[];
};

export type DemoJobsPlan = {
  jobs: Prisma.JobCreateManyInput[];
  checklist: Prisma.JobChecklistItemCreateManyInput[];
  notes: Prisma.JobNoteCreateManyInput[];
  visits: Prisma.VisitCreateManyInput[];
  assignees: Prisma.VisitAssigneeCreateManyInput[];
};

/** The rows of the demo's jobs as they stand at `now` (ids made here), without the database. */
export function planDemoJobs(context: DemoJobsContext, companyId: string, now: Date): DemoJobsPlan {
  const zone = zoneOrUtc(context.timeZone);
  const today = todayIn(zone, now);
  const monday = weekStartOf(today);
  const todayIndex = daysBetween(monday, today);
  const wall = (day: string, time: string) => {
    const [year, month, date] = day.split("-").map(Number);
    const [hour, minute] = time.split(":").map(Number);
    return new Date(new TZDate(year, month - 1, date, hour, minute, zone).getTime());
  };
  const notAfter = (date: Date, minutesBeforeNow: number) =>
    new Date(Math.min(date.getTime(), now.getTime() - minutesBeforeNow * MINUTE));
  const later = (date: Date, minutes: number) => new Date(date.getTime() + minutes * MINUTE);
  const visitOn = (
    day: string,
    from: string,
    to: string,
    who: Tech[],
    window?: number,
  ): PlannedVisit => ({
    start: wall(day, from),
    end: wall(day, to),
    who,
    window,
  });
  const client = (name: string) => {
    const found = context.clients.get(name);
    if (!found) throw new Error(`Demo jobs: no client named ${name}`);
    return { clientId: found.id, propertyId: found.propertyId };
  };

  const jobs: PlannedJob[] = [];

  // The approved quotes: the first one's work is done (and invoiced), the latest waits on parts.
  const approved = context.quotes
    .filter((quote) => quote.approvedAt)
    .sort((a, b) => a.approvedAt!.getTime() - b.approvedAt!.getTime());
  if (approved.length < 2) throw new Error("Demo jobs: two approved demo quotes are needed");
  const fromQuote = (quote: (typeof approved)[number]) => ({
    title: quote.title?.trim() || `Work of quote ${quote.number}`,
    quoteId: quote.id,
    clientId: quote.clientId,
    propertyId: quote.propertyId,
    checklist: demoChecklistOf(quote.lines),
  });
  const done = approved[0];
  const doneDay = dayIn(done.approvedAt!, zone);
  jobs.push({
    ...fromQuote(done),
    instructions:
      "Panel is in the garage, left of the water heater. Power is off for most of the first day: the customer works from home, call before shutting the main.",
    createdAt: notAfter(later(done.approvedAt!, 45), 1),
    by: "office",
    visits: [
      visitOn(addDays(doneDay, 1), "08:00", "15:00", ["luis", "priya"]),
      visitOn(addDays(doneDay, 2), "08:00", "12:00", ["luis"]),
    ],
    notes: [{ by: "priya", body: DEMO_NOTES.panel, visit: 0 }],
  });
  const waiting = approved[approved.length - 1];
  jobs.push({
    ...fromQuote(waiting),
    instructions:
      "The tankless unit is on order (about a week): schedule the work once it is in. The water shut-off is in the box by the sidewalk.",
    createdAt: notAfter(later(waiting.approvedAt!, 60), 1),
    by: "office",
    visits: [],
  });

  // Luis's mornings all week: a garage conversion, begun last week and finished next Monday.
  const garage: PlannedJob = {
    title: "Garage conversion: wiring and lighting",
    ...client("Tom Becker"),
    instructions:
      "Side door code 4417. The garage is being turned into a studio: drywall follows the rough-in inspection, the mini-split (Priya) needs its disconnect on the east wall.",
    createdAt: wall(addDays(monday, -12), "10:00"),
    by: "owner",
    lastBy: "office",
    checklist: [
      "Rough-in: outlets and two lighting circuits",
      "Disconnect for the mini-split",
      "Rough-in inspection",
      "Recessed lights and switches",
      "Devices and cover plates",
      "Final inspection",
    ],
    visits: [],
    doneEarly: 2,
    notes: [{ by: "luis", body: DEMO_NOTES.garage, visit: 0 }],
  };
  const workDays = [0, 1, 2, 3, 4].map((index) => addDays(monday, index));
  const busy = (who: Tech, visit: PlannedVisit) =>
    jobs.some((job) =>
      job.visits.some(
        (other) =>
          !other.cancelledAt &&
          other.who.includes(who) &&
          other.start < visit.end &&
          other.end > visit.start,
      ),
    );
  // Its first morning: the last day of last week Luis was free (the panel job took two).
  const firstMorning = [3, 4, 5, 6]
    .map((back) => visitOn(addDays(monday, -back), "08:00", "12:00", ["luis"]))
    .find((visit) => !busy("luis", visit))!;
  garage.visits.push(
    firstMorning,
    ...workDays.map((day, index) => visitOn(day, "08:00", GARAGE_MORNINGS[index], ["luis"])),
    ...(todayIndex > 4 ? [visitOn(today, "09:00", "12:00", ["luis"])] : []),
    visitOn(addDays(monday, 7), "08:00", "12:00", ["luis"]),
  );
  jobs.push(garage);

  for (const spec of DEMO_WEEK_JOBS)
    jobs.push({
      title: spec.title,
      ...client(spec.client),
      instructions: spec.instructions,
      createdAt: wall(addDays(monday, spec.created[0]), spec.created[1]),
      by: spec.by,
      checklist: spec.checklist,
      visits: spec.visits.map((visit) =>
        visitOn(workDays[visit.day], visit.from, visit.to, visit.who, visit.window),
      ),
    });

  // Recurring maintenance: monthly from this Wednesday, at 9:00 local whatever the season.
  const seriesStart = wall(workDays[2], "09:00");
  const series = { id: randomUUID(), text: describeRecurrence(DEMO_RECURRENCE) };
  jobs.push({
    title: "Monthly HVAC filter service",
    ...client("Kevin O'Brien"),
    instructions:
      "Two returns: hall ceiling and primary bedroom, 16x25x1 MERV 8 (filters are in the van). Side gate code 2291.",
    createdAt: wall(addDays(monday, -5), "10:30"),
    by: "office",
    checklist: [
      "Replace both return filters",
      "Flush the condensate drain",
      "Check the thermostat's batteries",
    ],
    visits: occurrences(seriesStart, HOUR, zone, DEMO_RECURRENCE).map((slot) => ({
      start: slot.startAt,
      end: slot.endAt,
      who: ["priya"],
      series,
    })),
  });

  // Next week: booked yesterday, nothing done yet.
  jobs.push({
    title: "Heat pump check-up",
    ...client("Priya Natarajan"),
    instructions:
      "After last week's repair (new capacitor and contactor): check the amp draw and the defrost cycle.",
    createdAt: notAfter(wall(addDays(today, -1), "15:30"), 10),
    by: "office",
    checklist: ["HVAC Repair Visit", "Check the defrost cycle"],
    visits: [visitOn(addDays(monday, 8), "09:00", "10:30", ["priya"], 120)],
  });

  // Waiting to be scheduled: a warranty call that came in yesterday.
  jobs.push({
    title: "Water softener bypass valve leak",
    ...client("Brian Murphy"),
    instructions: "Warranty: the softener was installed last month. Drip under the bypass valve.",
    createdAt: notAfter(wall(addDays(today, -1), "16:10"), 5),
    by: "office",
    checklist: ["Leak Repair", "Check the brine line"],
    visits: [],
  });

  // Cancelled by the customer before its day (its visit was cancelled with it).
  const cancelledAt = wall(addDays(today, -15), "11:20");
  jobs.push({
    title: "Patio lights and outdoor outlet",
    ...client("Aisha Okafor"),
    createdAt: wall(addDays(today, -20), "10:00"),
    by: "owner",
    lastBy: "office",
    checklist: ["Outlet Installation", "Light Fixture Installation × 3"],
    visits: [{ ...visitOn(addDays(today, -13), "10:00", "12:00", ["luis"]), cancelledAt }],
    cancelledAt,
  });

  // On a weekend, a call for Priya today (Luis is at the garage).
  if (todayIndex > 4)
    jobs.push({
      title: "Breaker keeps tripping in the kitchen",
      ...client("James Carter"),
      createdAt: notAfter(wall(addDays(today, -1), "17:40"), 5),
      by: "owner",
      checklist: ["Electrical Troubleshooting"],
      visits: [visitOn(today, "10:00", "12:00", ["priya"])],
    });

  // Nobody is booked twice at once (the schedule's double-booking rule).
  for (const job of jobs)
    for (const visit of job.visits)
      if (!visit.cancelledAt)
        for (const who of visit.who) {
          const clashes = jobs
            .flatMap((other) => other.visits)
            .filter(
              (other) =>
                other !== visit &&
                !other.cancelledAt &&
                other.who.includes(who) &&
                other.start < visit.end &&
                other.end > visit.start,
            );
          if (clashes.length > 0)
            throw new Error(`Demo jobs: ${who} is double-booked at ${visit.start.toISOString()}`);
        }

  // Luis's visit of the moment today: the first not over yet (or the last, still going), on
  // its way or started; the others of the day are done or to come.
  const luisToday = jobs
    .flatMap((job) => job.visits)
    .filter(
      (visit) =>
        !visit.cancelledAt && visit.who.includes("luis") && dayIn(visit.start, zone) === today,
    )
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  const current = luisToday.find((visit) => visit.end > now) ?? luisToday[luisToday.length - 1];

  const at = (date: Date) => new Date(Math.min(date.getTime(), now.getTime()));
  type Progress = { status: VisitStatus; onMyWayAt?: Date; startedAt?: Date; completedAt?: Date };
  const progress = (visit: PlannedVisit): Progress => {
    const onMyWayAt = later(visit.start, -20);
    const startedAt = at(later(visit.start, 5));
    const completedAt = later(visit.end, -10);
    if (visit.cancelledAt) return { status: "cancelled" };
    if (visit === current && visit.start > now)
      return { status: "en_route", onMyWayAt: notAfter(onMyWayAt, 2) };
    if (visit === current || (visit.start <= now && visit.end > now))
      return { status: "in_progress", onMyWayAt, startedAt };
    if (visit.end <= now) return { status: "completed", onMyWayAt, startedAt, completedAt };
    return { status: "scheduled" };
  };

  // Numbered in the order they were created, as the server numbers them.
  jobs.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const plan: DemoJobsPlan = { jobs: [], checklist: [], notes: [], visits: [], assignees: [] };
  for (const [index, job] of jobs.entries()) {
    const jobId = newRowId();
    const visits = job.visits
      .sort((a, b) => a.start.getTime() - b.start.getTime())
      .map((visit) => ({ visit, id: newRowId(), ...progress(visit) }));
    const open = visits.filter((visit) => visit.status !== "cancelled");
    const status: JobStatus = job.cancelledAt
      ? "cancelled"
      : open.length === 0
        ? "unscheduled"
        : open.every((visit) => visit.status === "completed")
          ? "completed"
          : open.some((visit) => visit.startedAt)
            ? "in_progress"
            : "scheduled";
    const completedAt =
      status === "completed"
        ? new Date(Math.max(...open.map((visit) => visit.completedAt!.getTime())))
        : null;

    const scheduledAt = at(later(job.createdAt, 20));
    const stamps = [job.createdAt, job.cancelledAt ?? job.createdAt];
    for (const { visit, id, status: visitStatus, ...times } of visits) {
      // The day-before reminder went out with the first sweep of the day before (or right
      // after the visit was booked, when that was later but still the day before).
      const startDay = dayIn(visit.start, zone);
      const reminder = new Date(
        Math.max(
          startOfDayIn(addDays(startDay, -1), zone).getTime() + 5 * MINUTE,
          scheduledAt.getTime() + 10 * MINUTE,
        ),
      );
      const reminderSentAt =
        visitStatus !== "cancelled" && reminder <= now && reminder < startOfDayIn(startDay, zone)
          ? reminder
          : null;
      const visitStamps = [scheduledAt, visit.cancelledAt, reminderSentAt, ...Object.values(times)];
      const updatedAt = new Date(Math.max(...visitStamps.map((date) => date?.getTime() ?? 0)));
      stamps.push(scheduledAt, ...Object.values(times));
      plan.visits.push({
        id,
        companyId,
        jobId,
        startAt: visit.start,
        endAt: visit.end,
        arrivalWindowMinutes: visit.window ?? null,
        status: visitStatus,
        seriesId: visit.series?.id ?? null,
        recurrence: visit.series?.text ?? null,
        onMyWayAt: times.onMyWayAt ?? null,
        startedAt: times.startedAt ?? null,
        completedAt: times.completedAt ?? null,
        reminderSentAt,
        createdAt: scheduledAt,
        updatedAt,
      });
      for (const who of visit.who)
        plan.assignees.push({ visitId: id, userId: context.people[who] });
    }

    // Ticked in the field: everything on a completed job, the first items of one under way.
    const firstDone = visits.find((visit) => visit.status === "completed");
    const lastDone = visits.filter((visit) => visit.status === "completed").at(-1);
    const ticked =
      status === "completed" ? job.checklist.length : firstDone ? (job.doneEarly ?? 0) : 0;
    const tickedOn = status === "completed" ? lastDone : firstDone;
    for (const [order, label] of job.checklist.entries()) {
      const isDone = order < ticked && tickedOn;
      plan.checklist.push({
        id: newRowId(),
        jobId,
        label,
        sortOrder: order,
        done: Boolean(isDone),
        doneAt: isDone ? later(tickedOn.completedAt!, -5 * (ticked - order)) : null,
        doneById: isDone ? context.people[tickedOn.visit.who[0]] : null,
      });
    }
    for (const note of job.notes ?? []) {
      const visit = visits[note.visit];
      if (visit?.status !== "completed") continue;
      plan.notes.push({
        id: newRowId(),
        jobId,
        authorId: context.people[note.by],
        body: note.body,
        createdAt: later(visit.completedAt!, -2),
      });
    }

    plan.jobs.push({
      id: jobId,
      companyId,
      number: index + 1,
      title: job.title,
      instructions: job.instructions ?? null,
      status,
      quoteId: job.quoteId ?? null,
      clientId: job.clientId,
      propertyId: job.propertyId,
      completedAt,
      cancelledAt: job.cancelledAt ?? null,
      createdById: context.people[job.by],
      updatedById: context.people[job.lastBy ?? job.by],
      createdAt: job.createdAt,
      updatedAt: at(new Date(Math.max(...stamps.map((date) => date?.getTime() ?? 0)))),
    });
  }
  return plan;
}

export async function seedDemoJobs(
  tx: Prisma.TransactionClient,
  { id: companyId }: { id: string },
  { ownerId }: { ownerId: string },
  now = new Date(),
) {
  const [company, team, clients, quotes] = await together(tx, [
    () => tx.company.findUniqueOrThrow({ where: { id: companyId }, select: { timeZone: true } }),
    () =>
      tx.user.findMany({
        where: {
          email: { in: [DEMO_TEAM.office.email, DEMO_TEAM.luis.email, DEMO_TEAM.priya.email] },
          memberships: { some: { companyId } },
        },
        select: { id: true, email: true },
      }),
    () =>
      tx.client.findMany({
        where: { companyId },
        select: { id: true, name: true, properties: { select: { id: true }, take: 2 } },
      }),
    () =>
      tx.quote.findMany({
        where: { companyId, status: "approved", supersededById: null },
        include: { lines: { orderBy: [{ sortOrder: "asc" }, { id: "asc" }] } },
        orderBy: { number: "asc" },
      }),
  ]);
  const member = (email: string) => {
    const found = team.find((user) => user.email === email);
    if (!found) throw new Error(`Demo jobs: no member ${email} (seed the team first)`);
    return found.id;
  };
  const people = {
    owner: ownerId,
    office: member(DEMO_TEAM.office.email),
    luis: member(DEMO_TEAM.luis.email),
    priya: member(DEMO_TEAM.priya.email),
  };
  const plan = planDemoJobs(
    {
      timeZone: company.timeZone,
      people,
      clients: new Map(
        clients.map((row) => [
          row.name,
          { id: row.id, propertyId: row.properties.length === 1 ? row.properties[0].id : null },
        ]),
      ),
      quotes,
    },
    companyId,
    now,
  );

  await tx.job.createMany({ data: plan.jobs });
  await tx.jobChecklistItem.createMany({ data: plan.checklist });
  await tx.jobNote.createMany({ data: plan.notes });
  await tx.visit.createMany({ data: plan.visits });
  await tx.visitAssignee.createMany({ data: plan.assignees });
  await tx.company.update({
    where: { id: companyId },
    data: { lastJobNumber: plan.jobs.length },
  });
  for (const [who, color] of Object.entries(DEMO_MEMBER_COLORS))
    await tx.membership.update({
      where: { companyId_userId: { companyId, userId: people[who as keyof typeof people] } },
      data: { color },
    });

  const monday = startOfDayIn(weekStartOf(todayIn(company.timeZone, now)), company.timeZone);
  const nextMonday = startOfDayIn(
    addDays(weekStartOf(todayIn(company.timeZone, now)), 7),
    company.timeZone,
  );
  return {
    jobs: plan.jobs.length,
    visitsThisWeek: plan.visits.filter(
      (visit) =>
        visit.status !== "cancelled" &&
        new Date(visit.startAt) >= monday &&
        new Date(visit.startAt) < nextMonday,
    ).length,
    recurrence: describeRecurrence(DEMO_RECURRENCE),
  };
}
