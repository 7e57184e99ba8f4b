/**
 * Helpers of e2e/jobs.spec.ts (docs/jobs.md): the company's time zone and its days, a
 * technician who joins by the invitation mail (e2e/team-flow.ts), approved quotes (the customer
 * signs on a phone, as in e2e/invoices.spec.ts), standalone jobs and visits through the API, the
 * schedule's week grid (a pointer on a day's column at a wall-clock time), and the .ics of a
 * visit mail read with ical.js.
 *
 * Every day here is "YYYY-MM-DD" and every wall-clock time is in the company's zone, built with
 * the schedule's own arithmetic (components/schedule/time.ts), never the runner's zone.
 */
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import ICAL from "ical.js";
import type { JobDto, VisitDto } from "../lib/jobs/dto";
import {
  addDays,
  dayOf,
  formatTimeRange,
  GRID_START_MINUTES,
  longDayLabel,
  SLOT_COUNT,
  SLOT_MINUTES,
  wallClock,
} from "../components/schedule/time";
import type { ParsedMail } from "./eml";
import { address, PHONE, waitForMail } from "./invoice-flow";
import { acceptAsNewLogin, invitationLink, tokenOf } from "./team-flow";
import {
  devices,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from "./test";

export type { JobDto, VisitDto };
export { addDays };

/**
 * The company's zone in these tests: set on the Company Profile, not the sign-up's default (UTC)
 * and not the runner's, so a time written in the wrong zone shows.
 */
export const COMPANY_ZONE = "America/Chicago";

/** The technician's phone: Chromium with the Pixel 7's viewport (412 × 839), touch and agent. */
const pixel = devices["Pixel 7"];
export const PIXEL_7: BrowserContextOptions = {
  viewport: pixel.viewport,
  userAgent: pixel.userAgent,
  deviceScaleFactor: pixel.deviceScaleFactor,
  isMobile: pixel.isMobile,
  hasTouch: pixel.hasTouch,
};

// ---- The company's zone and its days -----------------------------------------------------

/** Saves the zone on the Company Profile (PATCH /api/company/profile) and returns it. */
export async function setCompanyZone(request: APIRequestContext, timeZone: string) {
  const response = await request.patch("/api/company/profile", { data: { timeZone } });
  expect(response.ok(), await response.text()).toBeTruthy();
  expect(((await response.json()) as { timeZone: string }).timeZone).toBe(timeZone);
  return timeZone;
}

/** Today in `timeZone`. */
export const todayIn = (timeZone: string) => dayOf(new Date(), timeZone);

/** 0 (Sunday) to 6 (Saturday) of a day. */
const weekdayOf = (day: string) => new Date(`${day}T12:00:00.000Z`).getUTCDay();

/** The coming Thursday: strictly after `today` (a week on when today is a Thursday). */
export function comingThursday(today: string) {
  return addDays(today, (4 - weekdayOf(today) + 7) % 7 || 7);
}

/** The instant of `hours`:`minutes` on `day` in `timeZone`. */
export const at = (day: string, hours: number, timeZone: string, minutes = 0) =>
  wallClock(day, hours * 60 + minutes, timeZone);

/** "Thu Dec 3": a day as the visit mails write it (lib/jobs/calendar.ts visitTimes). */
export const mailDay = (day: string) =>
  format(new TZDate(`${day}T12:00:00.000Z`, "UTC"), "EEE MMM d");

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** "Thursday, December 3, 9:00 AM – 11:00 AM": when a visit is, as the schedule says it. */
export const whenLabel = (day: string, start: Date, end: Date, timeZone: string) =>
  `${longDayLabel(day)}, ${formatTimeRange(start, end, timeZone)}`;

/**
 * A visit on the schedule's grid, by its accessible name (components/schedule/visit-block.tsx
 * visitLabel): "Thursday, December 3, 9:00 AM – 11:00 AM: <job title> (J-0001), …".
 */

export function visitButton(
  page: Page,
  { day, start, end, title }: { day: string; start: Date; end: Date; title: string },
  timeZone: string,
): Locator {
  const when = whenLabel(day, start, end, timeZone);
  return page.getByRole("button", {
    name: new RegExp(`^${escape(when)}: ${escape(title)} \\(J-\\d+\\)`),
  });
}

// ---- People ------------------------------------------------------------------------------

export type Member = {
  context: BrowserContext;
  page: Page;
  name: string;
  email: string;
  userId: string;
};

/**
 * The owner invites `email` as a technician (POST /api/team/invitations, the Team page's
 * request); the invitation mail's link opens in a new browser context (`options`: a phone),
 * where they set a name and a password (acceptAsNewLogin) and land signed in on /dashboard.
 */
export async function joinAsTechnician(
  owner: Page,
  browser: Browser,
  { name, email, password = "wire-nut-2025" }: { name: string; email: string; password?: string },
  options: BrowserContextOptions = {},
): Promise<Member> {
  const invited = await owner.request.post("/api/team/invitations", {
    data: { email, role: "technician" },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await waitForMail(
    (candidate) =>
      address(candidate.to) === email.toLowerCase() && candidate.subject.includes("invited you to"),
    `the invitation to ${email}`,
  );
  const link = invitationLink(mail);
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto(new URL(link).pathname);
  await acceptAsNewLogin(page, tokenOf(link), { name, password });
  const members = await page.request.get("/api/team/members");
  expect(members.status(), await members.text()).toBe(200);
  const { you } = (await members.json()) as { you: { userId: string } };
  return { context, page, name, email, userId: you.userId };
}

// ---- Quotes, jobs and visits through the API ---------------------------------------------

export type QuoteLineInput = {
  name: string;
  unitPrice: number;
  quantity?: number;
  unitType?: "flat" | "per_item" | "hourly" | "per_sq_foot";
  optional?: boolean;
  selected?: boolean;
};

/** What the job's checklist makes of the quote's approved lines (lib/jobs/create.ts). */
export const checklistOf = (lines: QuoteLineInput[]) =>
  lines
    .filter((line) => !line.optional || line.selected)
    .map((line) =>
      (line.unitType ?? "flat") !== "flat" && (line.quantity ?? 1) !== 1
        ? `${line.name} × ${line.quantity}`
        : line.name,
    );

/** The names of the lines an approved quote bills (the ticked options included). */
export const approvedNames = (lines: QuoteLineInput[]) =>
  lines.filter((line) => !line.optional || line.selected).map((line) => line.name);

export async function createClient(
  request: APIRequestContext,
  client: { name: string; email: string; phone?: string },
) {
  const response = await request.post("/api/clients", { data: client });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/**
 * A quote of `lines` for the client, saved and sent to `to`: its id and the path of the
 * customer's page (/q/<token>).
 */
export async function sentQuote(
  request: APIRequestContext,
  {
    clientId,
    to,
    title,
    lines,
  }: { clientId: string; to: string; title: string; lines: QuoteLineInput[] },
) {
  const created = await request.post("/api/quotes", { data: { clientId } });
  expect(created.ok(), await created.text()).toBeTruthy();
  const quoteId = ((await created.json()) as { id: string }).id;
  const saved = await request.put(`/api/quotes/${quoteId}`, {
    data: {
      clientId,
      title,
      message: null,
      terms: "Payment due on completion.",
      discount: null,
      taxRate: 0,
      deposit: null,
      expiresAt: "2100-01-01",
      groups: [],
      lines: lines.map((line) => ({
        serviceId: null,
        name: line.name,
        description: null,
        unitType: line.unitType ?? "flat",
        unitPrice: line.unitPrice,
        quantity: line.quantity ?? 1,
        fee: null,
        minutesPerUnit: 60,
        note: null,
        optional: line.optional ?? false,
        groupKey: null,
        selected: line.optional ? (line.selected ?? false) : true,
      })),
    },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  const sent = await request.post(`/api/quotes/${quoteId}/send`, {
    data: { to, message: null },
  });
  expect(sent.ok(), await sent.text()).toBeTruthy();
  const link = await request.get(`/api/quotes/${quoteId}/link`);
  expect(link.status(), await link.text()).toBe(200);
  const path = new URL(((await link.json()) as { url: string }).url).pathname;
  return { quoteId, path };
}

/**
 * The customer approves the quote at `path` on a phone (the steps of e2e/invoices.spec.ts):
 * typed name, consent to sign electronically, the terms, "Approve quote" (200), "Signed by".
 */
export async function approveOnPhone(browser: Browser, customerName: string, path: string) {
  const context = await browser.newContext(PHONE);
  try {
    const customer = await context.newPage();
    await customer.goto(path);
    await customer.getByRole("button", { name: "Approve", exact: true }).click();
    await customer.getByLabel("Full name", { exact: true }).fill(customerName);
    await customer.getByRole("radio", { name: "Sign with my typed name" }).check();
    await customer.getByRole("checkbox", { name: /I agree to sign electronically/ }).check();
    await customer
      .getByRole("checkbox", { name: "I accept this quote and its terms", exact: true })
      .check();
    const approved = customer.waitForResponse(
      (response) => response.url().endsWith("/approve") && response.request().method() === "POST",
    );
    await customer.getByRole("button", { name: "Approve quote", exact: true }).click();
    const response = await approved;
    expect(response.status(), await response.text()).toBe(200);
    await expect(customer.getByText(`Signed by ${customerName}`).first()).toBeVisible();
  } finally {
    await context.close();
  }
}

export async function getJob(request: APIRequestContext, id: string) {
  const response = await request.get(`/api/jobs/${encodeURIComponent(id)}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as JobDto;
}

/** A standalone job (POST /api/jobs), its id. */
export async function createJob(
  request: APIRequestContext,
  body: { title: string; clientId?: string; checklist?: string[] },
) {
  const response = await request.post("/api/jobs", { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A visit of the job (POST /api/jobs/{id}/visits), the one it created. */
export async function scheduleVisit(
  request: APIRequestContext,
  jobId: string,
  { start, end, assigneeIds }: { start: Date; end: Date; assigneeIds: string[] },
) {
  const response = await request.post(`/api/jobs/${encodeURIComponent(jobId)}/visits`, {
    data: { startAt: start.toISOString(), endAt: end.toISOString(), assigneeIds },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { visits } = (await response.json()) as { visits: VisitDto[] };
  expect(visits).toHaveLength(1);
  return visits[0];
}

/** GET /api/visits between two instants. */
export async function visitsBetween(request: APIRequestContext, from: Date, to: Date) {
  const params = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() });
  const response = await request.get(`/api/visits?${params}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { visits: VisitDto[] }).visits;
}

/** The visit `id` as GET /api/visits of its week (`day` ± 7 days) answers it. */
export async function visitAround(
  request: APIRequestContext,
  id: string,
  day: string,
  zone: string,
) {
  const visits = await visitsBetween(
    request,
    wallClock(addDays(day, -7), 0, zone),
    wallClock(addDays(day, 8), 0, zone),
  );
  const visit = visits.find((row) => row.id === id);
  expect(visit, `visit ${id} in GET /api/visits`).toBeTruthy();
  return visit!;
}

/** Instants as the API writes them, to compare with Dates. */
export const instant = (iso: string) => new Date(iso).toISOString();

// ---- Responses -----------------------------------------------------------------------------

/** The next response to `method` of a path matching `path`. */
export const responseTo = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === method && path.test(new URL(response.url()).pathname),
  );

// ---- The schedule --------------------------------------------------------------------------

/** Opens /dashboard/schedule on the week holding `day` (`?view=week&date=`). */
export async function openWeek(page: Page, day: string) {
  await page.goto(`/dashboard/schedule?view=week&date=${day}`);
  await expect(page.getByRole("heading", { level: 1, name: "Schedule" })).toBeVisible();
  await expect(
    page.getByRole("group", { name: "View" }).getByRole("button", { name: "Week", exact: true }),
  ).toHaveAttribute("aria-pressed", "true");
  // The week's grid: a region named after the range ("Schedule, Nov 30 – Dec 6, 2026").
  await expect(page.getByRole("region", { name: /^Schedule, / })).toBeVisible();
}

const columnOf = (page: Page, day: string) =>
  page.locator(`[data-testid="schedule-column"][data-drop-day="${day}"]`);

/** Where `minutes` (a wall-clock time) falls down a column: the middle of its 30-minute slot. */
function slotFraction(minutes: number) {
  const slot = (minutes - GRID_START_MINUTES) / SLOT_MINUTES;
  expect(slot >= 0 && slot < SLOT_COUNT, `${minutes} minutes is on the grid`).toBe(true);
  return (slot + 0.5) / SLOT_COUNT;
}

/**
 * Scrolls the grid (it scrolls both ways inside its region), then the page, just enough to show
 * a day's column at a wall-clock time; nothing moves when it is in view already.
 */
async function revealSlot(page: Page, day: string, minutes: number) {
  const column = columnOf(page, day);
  await expect(column, `the column of ${day}`).toHaveCount(1);
  await column.evaluate((element, fraction) => {
    const scroller = element.closest<HTMLElement>('[role="region"]');
    if (!scroller) return;
    const box = element.getBoundingClientRect();
    const view = scroller.getBoundingClientRect();
    const y = box.top + box.height * fraction;
    const x = box.left + box.width / 2;
    // Below the sticky headings (a row of about 40 px) and left of the hours (4rem).
    if (y < view.top + 48 || y > view.bottom - 8)
      scroller.scrollTop += y - (view.top + view.height / 2);
    if (x < view.left + 72 || x > view.right - 8)
      scroller.scrollLeft += x - (view.left + view.width / 2);
    // And the page, when that point is below or above the window.
    const after = element.getBoundingClientRect();
    const top = after.top + after.height * fraction;
    if (top > window.innerHeight - 16) window.scrollBy(0, top - window.innerHeight + 80);
    else if (top < 16) window.scrollBy(0, top - 80);
  }, slotFraction(minutes));
}

/**
 * The point of a day's column (the week view's drop target, data-drop-day) at a wall-clock
 * time; it must hit the column, which is what the schedule's drop reads
 * (document.elementsFromPoint, components/schedule/context.ts dropTargetAt).
 */
async function slotPoint(page: Page, day: string, minutes: number) {
  const box = await columnOf(page, day).boundingBox();
  expect(box, `the column of ${day} is laid out`).toBeTruthy();
  const point = {
    x: box!.x + box!.width / 2,
    y: box!.y + box!.height * slotFraction(minutes),
  };
  const hits = await page.evaluate(
    ({ x, y, day }) =>
      document
        .elementsFromPoint(x, y)
        .some((element) => element instanceof HTMLElement && element.dataset.dropDay === day),
    { ...point, day },
  );
  expect(hits, `${day} at ${minutes} minutes is on screen, on its column`).toBe(true);
  return point;
}

/**
 * Where to take hold of `source`: its upper left part (clear of a visit's edit button at the
 * top right and of its resize edge at the bottom); the topmost element there must be it.
 */
async function grabPoint(source: Locator) {
  const box = await source.boundingBox();
  expect(box, "what is dragged is laid out").toBeTruthy();
  const point = { x: box!.x + Math.min(24, box!.width / 3), y: box!.y + 4 };
  const ours = await source.evaluate((element, { x, y }) => {
    const top = document.elementFromPoint(x, y);
    return top !== null && element.contains(top);
  }, point);
  expect(ours, "what is dragged is on screen, on top").toBe(true);
  return point;
}

/**
 * Drags `source` (an unscheduled job's card, a visit's block) onto a day's column at a
 * wall-clock time with the mouse, as a person does: the schedule listens to pointer events
 * (press, a move past its 5 px threshold, moves, release). Both ends are measured after any
 * scrolling, and checked to be on screen.
 */
export async function dragOnto(page: Page, source: Locator, day: string, minutes: number) {
  await source.scrollIntoViewIfNeeded();
  await revealSlot(page, day, minutes);
  const from = await grabPoint(source);
  const to = await slotPoint(page, day, minutes);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 8, from.y + 8, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

/** A job's card in the schedule's "Unscheduled jobs" list. */
export const unscheduledCard = (page: Page, title: string) =>
  page
    .getByRole("list", { name: "Unscheduled jobs" })
    .getByRole("listitem")
    .filter({ hasText: title });

/**
 * In the "Schedule <title>" dialog: the date, start and end, exactly `member` on the visit (any
 * other member prefilled is taken off), then "Schedule visit"; waits for the 201.
 */
export async function fillScheduleDialog(
  page: Page,
  dialog: Locator,
  {
    jobId,
    day,
    start,
    end,
    member,
    others = [],
  }: {
    jobId: string;
    day?: string;
    start?: string;
    end?: string;
    member: string;
    others?: string[];
  },
) {
  if (day) await dialog.getByLabel("Date", { exact: true }).fill(day);
  if (start) await dialog.getByLabel("Start", { exact: true }).fill(start);
  if (end) await dialog.getByLabel("End", { exact: true }).fill(end);
  const members = dialog.getByRole("group", { name: "Members" });
  for (const other of others) await members.getByRole("checkbox", { name: other }).uncheck();
  await members.getByRole("checkbox", { name: member, exact: true }).check();
  const scheduled = responseTo(page, "POST", new RegExp(`^/api/jobs/${escape(jobId)}/visits$`));
  await dialog.getByRole("button", { name: "Schedule visit", exact: true }).click();
  const response = await scheduled;
  expect(response.status(), await response.text()).toBe(201);
  await expect(dialog).toBeHidden();
  return ((await response.json()) as { visits: VisitDto[] }).visits;
}

// ---- The .ics of a visit mail --------------------------------------------------------------

/** The calendar attachment of a mail (text/calendar, visit.ics), as text. */
export function icsOf(mail: ParsedMail) {
  const file = mail.attachments.find(
    (attachment) =>
      attachment.contentType === "text/calendar" || /\.ics$/i.test(attachment.filename ?? ""),
  );
  expect(
    file,
    `an .ics attachment in "${mail.subject}": ${mail.attachments.map((a) => `${a.filename} (${a.contentType})`).join(", ")}`,
  ).toBeTruthy();
  expect(file!.filename ?? "").toMatch(/\.ics$/);
  return file!.content.toString("utf8");
}

/**
 * The first VEVENT of an iCalendar text, read with ical.js: its DTSTART and DTEND as written
 * (the zone named by TZID, the wall-clock time "2026-12-03T09:00:00"), and as instants once the
 * calendar's own VTIMEZONE is registered.
 */
export function readVisitEvent(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  // The calendar's VTIMEZONE, so that the times resolve to instants with its offsets.
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    const tzid = String(zone.getFirstPropertyValue("tzid"));
    if (ICAL.TimezoneService.has(tzid)) ICAL.TimezoneService.remove(tzid);
    ICAL.TimezoneService.register(zone);
  }
  const event = calendar.getFirstSubcomponent("vevent");
  expect(event, "a VEVENT").toBeTruthy();
  const read = (name: "dtstart" | "dtend") => {
    const property = event!.getFirstProperty(name);
    expect(property, name.toUpperCase()).toBeTruthy();
    const time = property!.getFirstValue() as InstanceType<typeof ICAL.Time>;
    return {
      tzid: property!.getParameter("tzid") as string | undefined,
      wallClock: time.toString(),
      instant: time.toJSDate(),
    };
  };
  return {
    uid: String(event!.getFirstPropertyValue("uid")),
    summary: String(event!.getFirstPropertyValue("summary")),
    start: read("dtstart"),
    end: read("dtend"),
    xWrTimezone: calendar.getFirstPropertyValue("x-wr-timezone"),
  };
}
