/**
 * Acceptance of jobs, visits and the schedule (docs/jobs.md). The company's zone is set to
 * America/Chicago on its profile; every day and time below is in that zone.
 *
 * 1. The main flow, one quote and one job: an owner invites a technician, who joins on a phone;
 *    a customer approves a quote on a phone. "Create job" makes J-0001 whose checklist is the
 *    approved lines (not the unticked option); the owner drags it from "Unscheduled jobs" onto
 *    the coming Thursday at 9:00, and in the prefilled dialog puts the technician on it until
 *    11:00: the customer's "Your visit is booked" mail carries an .ics whose DTSTART and DTEND
 *    are that Thursday 9:00 and 11:00 in the company's zone. The job page's "Schedule a visit"
 *    (/dashboard/schedule?job=<id>) opens the same dialog for the job, already scheduled,
 *    prefilled with today 9:00–10:00 and no member: a second visit, today, for the technician;
 *    the dialog closed, the address drops ?job. On /dashboard/today the technician's phone shows
 *    it: "On my way" (the customer's "on the way" mail), the checklist ticked, a photo, Start,
 *    Complete. Thursday's visit still open, the job is In progress (a job completes with its last
 *    open visit); the owner's "Complete job" completes it and cancels Thursday's visit, and
 *    "Create invoice" opens the invoice editor with the quote's lines.
 * 2. Double-booking: a visit dragged onto a time its technician is busy asks first ("already
 *    booked"); Cancel puts it back, "Save anyway" saves it there.
 * 3. The keyboard: Enter, → (a day later), ↓ ↓ (an hour later), Enter saves the move.
 * 4. Isolation: another technician's job is a 404 to a technician, page and API.
 */
import { logIn, registerOwner, skipOnboarding } from "./dashboard-fixtures";
import { address, unique, waitForMail } from "./invoice-flow";
import {
  addDays,
  approvedNames,
  approveOnPhone,
  at,
  checklistOf,
  COMPANY_ZONE,
  comingThursday,
  createClient,
  createJob,
  dragOnto,
  fillScheduleDialog,
  getJob,
  icsOf,
  instant,
  joinAsTechnician,
  mailDay,
  openWeek,
  PIXEL_7,
  readVisitEvent,
  responseTo,
  scheduleVisit,
  sentQuote,
  setCompanyZone,
  todayIn,
  unscheduledCard,
  visitAround,
  visitButton,
  whenLabel,
  type JobDto,
  type Member,
  type QuoteLineInput,
} from "./jobs-flow";
import { makePng } from "../test/png";
import { expect, test, type Browser, type Page } from "./test";

/** registerOwner's name for every owner it signs up. */
const OWNER_NAME = "Sam Owner";

// Wide and tall enough for the week's seven columns beside the unscheduled jobs (xl), the
// morning hours in view: a drag needs its start and its drop on the screen at once.
test.use({ viewport: { width: 1600, height: 1000 } });

/** A fresh owner in the company's zone, signed in (the browser of `page`). */
async function ownerIn(page: Page, companyName: string) {
  const owner = await registerOwner(page.request, { companyName });
  await logIn(page, owner.email, owner.password);
  await skipOnboarding(page);
  await setCompanyZone(page.request, COMPANY_ZONE);
  return owner;
}

/** Technicians who joined under `names`, each in a desktop browser of their own. */
async function crew(page: Page, browser: Browser, id: string, names: string[]) {
  const members: Member[] = [];
  for (const [index, name] of names.entries())
    members.push(
      await joinAsTechnician(page, browser, { name, email: `tech${index}-${id}@example.com` }),
    );
  return members;
}

const FAN_TITLE = "Ceiling fan and outlets";
const FAN_LINES: QuoteLineInput[] = [
  { name: "Install ceiling fan", unitPrice: 240 },
  { name: "Replace outlet", unitType: "per_item", unitPrice: 35, quantity: 3 },
  // An option the customer leaves unticked: not approved, not on the checklist.
  { name: "Add dimmer switch", unitPrice: 45, optional: true, selected: false },
];

test("jobs: approved quote → job with the approved lines → dragged onto Thursday 9:00 with a booked mail and its .ics → a visit today done on the technician's phone → completed → invoiced", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const id = unique();
  const zone = COMPANY_ZONE;
  const customerName = "Riley Booker";
  const customerEmail = `riley-${id}@example.com`;
  const techName = `Terry Tech ${id}`;

  // ---- The owner, the company in its zone, and the technician on a phone.
  await ownerIn(page, `Field Day Electric ${id}`);
  const today = todayIn(zone);
  const thursday = comingThursday(today);
  const tech = await joinAsTechnician(
    page,
    browser,
    { name: techName, email: `terry-${id}@example.com` },
    PIXEL_7,
  );

  try {
    // ---- A quote, approved on the customer's phone.
    const clientId = await createClient(page.request, { name: customerName, email: customerEmail });
    const quote = await sentQuote(page.request, {
      clientId,
      to: customerEmail,
      title: FAN_TITLE,
      lines: FAN_LINES,
    });
    await approveOnPhone(browser, customerName, quote.path);

    // ---- "Create job" on the approved quote: the job opens, its checklist the approved lines.
    await page.goto(`/dashboard/quotes/${quote.quoteId}`);
    await expect(page.getByTestId("quote-status")).toHaveText("Approved");
    const jobCreated = responseTo(page, "POST", /^\/api\/jobs$/);
    await page.getByRole("button", { name: "Create job", exact: true }).click();
    const createdResponse = await jobCreated;
    expect(createdResponse.status(), await createdResponse.text()).toBe(201);
    const jobId = ((await createdResponse.json()) as { id: string }).id;
    await expect(page).toHaveURL(new RegExp(`/dashboard/jobs/${jobId}$`));
    await expect(page.getByRole("heading", { level: 1, name: FAN_TITLE })).toBeVisible();
    await expect(page.getByTestId("job-status")).toHaveText("Unscheduled");
    const checklistLabels = checklistOf(FAN_LINES);
    expect(checklistLabels).toEqual(["Install ceiling fan", "Replace outlet × 3"]);
    const checklist = page.getByRole("region", { name: "Checklist" });
    await expect(checklist.getByRole("checkbox")).toHaveCount(checklistLabels.length);
    for (const label of checklistLabels)
      await expect(checklist.getByRole("checkbox", { name: label, exact: true })).not.toBeChecked();
    const job = await getJob(page.request, jobId);
    expect(job.number).toBe("J-0001");
    expect(job.quoteId).toBe(quote.quoteId);
    expect(job.checklist.map((item) => item.label)).toEqual(checklistLabels);

    // ---- The week of the coming Thursday: drag the job onto Thursday 9:00.
    await openWeek(page, thursday);
    const card = unscheduledCard(page, FAN_TITLE);
    await expect(card).toBeVisible();
    await dragOnto(page, card.getByText(FAN_TITLE, { exact: true }), thursday, 9 * 60);

    // The dialog opens prefilled with the dropped slot (an hour); the technician, until 11:00.
    const dialog = page.getByRole("dialog", { name: `Schedule ${FAN_TITLE}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Date", { exact: true })).toHaveValue(thursday);
    await expect(dialog.getByLabel("Start", { exact: true })).toHaveValue("09:00");
    await expect(dialog.getByLabel("End", { exact: true })).toHaveValue("10:00");
    const [thursdayVisit] = await fillScheduleDialog(page, dialog, {
      jobId,
      end: "11:00",
      member: techName,
      others: [OWNER_NAME],
    });
    const nine = at(thursday, 9, zone);
    const eleven = at(thursday, 11, zone);
    expect(instant(thursdayVisit.startAt)).toBe(nine.toISOString());
    expect(instant(thursdayVisit.endAt)).toBe(eleven.toISOString());
    expect(thursdayVisit.assignees.map((member) => member.userId)).toEqual([tech.userId]);
    await expect(
      visitButton(page, { day: thursday, start: nine, end: eleven, title: FAN_TITLE }, zone),
    ).toBeVisible();
    await expect(card).toHaveCount(0);

    // ---- The customer's booking mail: its .ics says Thursday 9:00–11:00 in the company's zone.
    const booked = await waitForMail(
      (mail) =>
        address(mail.to) === customerEmail &&
        mail.subject === `Your visit is booked: ${mailDay(thursday)}, 9:00–11:00`,
      `the booking of ${thursday} 9:00–11:00 to ${customerEmail}`,
    );
    expect(booked.text).toContain(FAN_TITLE);
    const event = readVisitEvent(icsOf(booked));
    expect(event.uid).toBe(`visit-${thursdayVisit.id}@quotecraft`);
    expect(event.summary).toContain(FAN_TITLE);
    expect(event.start.tzid).toBe(zone);
    expect(event.end.tzid).toBe(zone);
    expect(event.start.wallClock).toBe(`${thursday}T09:00:00`);
    expect(event.end.wallClock).toBe(`${thursday}T11:00:00`);
    // The calendar's own VTIMEZONE resolves them to the visit's instants.
    expect(event.start.instant.toISOString()).toBe(nine.toISOString());
    expect(event.end.instant.toISOString()).toBe(eleven.toISOString());

    // ---- Another visit of the same job today: the job page's "Schedule a visit" opens the
    // schedule on ?job=<id>, whose dialog is prefilled with today 9:00–10:00 and no member.
    await page.goto(`/dashboard/jobs/${jobId}`);
    await expect(page.getByTestId("job-status")).toHaveText("Scheduled");
    await page
      .getByRole("group", { name: "Job actions" })
      .getByRole("link", { name: "Schedule a visit", exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/schedule\\?job=${jobId}$`));
    const todayDialog = page.getByRole("dialog", { name: `Schedule ${FAN_TITLE}` });
    await expect(todayDialog).toBeVisible();
    await expect(todayDialog.getByLabel("Date", { exact: true })).toHaveValue(today);
    await expect(todayDialog.getByLabel("Start", { exact: true })).toHaveValue("09:00");
    await expect(todayDialog.getByLabel("End", { exact: true })).toHaveValue("10:00");
    await expect(
      todayDialog.getByRole("group", { name: "Members" }).getByRole("checkbox", { checked: true }),
    ).toHaveCount(0);
    const [todayVisit] = await fillScheduleDialog(page, todayDialog, {
      jobId,
      member: techName,
    });
    expect(instant(todayVisit.startAt)).toBe(at(today, 9, zone).toISOString());
    expect(instant(todayVisit.endAt)).toBe(at(today, 10, zone).toISOString());
    expect(todayVisit.assignees.map((member) => member.userId)).toEqual([tech.userId]);
    // The dialog closed, the address no longer names the job.
    await expect(page).toHaveURL(/\/dashboard\/schedule$/);

    // ---- The technician's phone: today's visit (Thursday's is not today's).
    const phone = tech.page;
    await phone.goto("/dashboard/today");
    await expect(phone.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
    const visitCard = phone.getByRole("article", { name: FAN_TITLE });
    await expect(visitCard).toHaveCount(1);
    await expect(visitCard).toContainText("9:00 AM – 10:00 AM");
    const visitStatus = visitCard.getByTestId("visit-status");
    await expect(visitStatus).toHaveText("Scheduled");

    const progress = async (button: string, status: string) => {
      const pressed = responseTo(
        phone,
        "POST",
        new RegExp(`^/api/visits/${todayVisit.id}/progress$`),
      );
      await visitCard.getByRole("button", { name: button, exact: true }).click();
      const response = await pressed;
      expect(response.status(), response.ok() ? "" : await response.text()).toBe(200);
      await expect(visitStatus).toHaveText(status);
    };

    // "On my way": the customer is told.
    await progress("On my way", "On the way");
    const onTheWay = await waitForMail(
      (mail) => address(mail.to) === customerEmail && mail.subject === `${techName} is on the way`,
      `"${techName} is on the way" to ${customerEmail}`,
    );
    expect(onTheWay.text).toContain(FAN_TITLE);

    // The job's checklist, every item ticked, and a photo.
    const details = visitCard.getByRole("button", { name: "Checklist, notes and photos" });
    await details.click();
    await expect(details).toHaveAttribute("aria-expanded", "true");
    const items = visitCard.getByRole("region", { name: "Checklist" });
    await expect(items.getByRole("checkbox")).toHaveCount(checklistLabels.length);
    for (const label of checklistLabels) {
      const box = items.getByRole("checkbox", { name: label, exact: true });
      const ticked = responseTo(phone, "PATCH", new RegExp(`^/api/jobs/${jobId}/checklist/`));
      await box.click();
      const response = await ticked;
      expect(response.status(), response.ok() ? "" : await response.text()).toBe(200);
      await expect(box).toBeChecked();
    }
    await expect(visitCard.getByTestId("checklist-progress")).toHaveText(
      `${checklistLabels.length} of ${checklistLabels.length} done`,
    );
    const uploaded = responseTo(phone, "POST", new RegExp(`^/api/jobs/${jobId}/photos$`));
    await visitCard.getByLabel("Add photos", { exact: true }).setInputFiles({
      name: "ceiling-fan.png",
      mimeType: "image/png",
      buffer: makePng(64, 48, (x, y) => [x * 4, y * 5, 120, 255]),
    });
    const photoResponse = await uploaded;
    expect(photoResponse.status(), await photoResponse.text()).toBe(201);
    await expect(visitCard.getByRole("img", { name: "Photo 1" })).toBeVisible();

    // Start, then Complete: Thursday's visit is still open, so the job stays in progress.
    await progress("Start", "In progress");
    await progress("Complete", "Completed");
    const worked = await getJob(tech.page.request, jobId);
    expect(worked.status).toBe("in_progress");
    expect(worked.checklist.every((item) => item.done)).toBe(true);
    expect(worked.photos).toHaveLength(1);
    const statusOf = (dto: JobDto, visitId: string) =>
      dto.visits.find((visit) => visit.id === visitId)?.status;
    expect(statusOf(worked, todayVisit.id)).toBe("completed");
    expect(statusOf(worked, thursdayVisit.id)).toBe("scheduled");
    // The technician never sees the quote's money.
    expect(worked.money).toBeNull();

    // ---- The owner opens the job: in progress, ticked, the photo; "Complete job" ends it and
    // cancels its open visit (Thursday's); then "Create invoice".
    await page.goto(`/dashboard/jobs/${jobId}`);
    await expect(page.getByRole("heading", { level: 1, name: FAN_TITLE })).toBeVisible();
    await expect(page.getByTestId("job-status")).toHaveText("In progress");
    await expect(page.getByTestId("checklist-progress")).toHaveText(
      `${checklistLabels.length} of ${checklistLabels.length} done`,
    );
    await expect(page.getByRole("img", { name: "Photo 1" })).toBeVisible();
    const actions = page.getByRole("group", { name: "Job actions" });
    const completed = responseTo(page, "POST", new RegExp(`^/api/jobs/${jobId}/status$`));
    await actions.getByRole("button", { name: "Complete job", exact: true }).click();
    const completedResponse = await completed;
    expect(completedResponse.status(), await completedResponse.text()).toBe(200);
    expect(completedResponse.request().postDataJSON()).toEqual({ action: "complete" });
    await expect(page.getByTestId("job-status")).toHaveText("Completed");
    const done = await getJob(page.request, jobId);
    expect(done.status).toBe("completed");
    expect(statusOf(done, todayVisit.id)).toBe("completed");
    expect(statusOf(done, thursdayVisit.id)).toBe("cancelled");

    const invoiced = responseTo(page, "POST", /^\/api\/invoices$/);
    await actions.getByRole("button", { name: "Create invoice", exact: true }).click();
    const invoiceResponse = await invoiced;
    expect(invoiceResponse.status(), await invoiceResponse.text()).toBe(201);
    await expect(page).toHaveURL(/\/dashboard\/invoices\/[^/?#]+$/, { timeout: 20_000 });
    const invoiceId = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
    const invoice = await page.request.get(`/api/invoices/${encodeURIComponent(invoiceId)}`);
    expect(invoice.status(), await invoice.text()).toBe(200);
    const { number, quoteId, lines } = (await invoice.json()) as {
      number: string;
      quoteId: string | null;
      lines: { name: string }[];
    };
    expect(quoteId).toBe(quote.quoteId);
    // The approved lines: not the unticked option.
    expect(lines.map((line) => line.name)).toEqual(approvedNames(FAN_LINES));
    await expect(page.getByRole("heading", { name: `Invoice ${number}` })).toBeVisible();
    await expect
      .poll(() =>
        page
          .getByTestId("invoice-line")
          .getByLabel("Name", { exact: true })
          .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
      )
      .toEqual(approvedNames(FAN_LINES));
  } finally {
    await tech.context.close();
  }
});

test("schedule: a visit dragged onto a busy technician's time warns first: Cancel puts it back, Save anyway saves it", async ({
  page,
  browser,
}) => {
  const id = unique();
  const zone = COMPANY_ZONE;
  await ownerIn(page, `Busy Bee Electric ${id}`);
  const [tech] = await crew(page, browser, id, [`Dana Double ${id}`]);
  try {
    const thursday = comingThursday(todayIn(zone));
    const gutter = await createJob(page.request, { title: "Gutter cleaning" });
    const attic = await createJob(page.request, { title: "Attic fan" });
    const first = await scheduleVisit(page.request, gutter, {
      start: at(thursday, 9, zone),
      end: at(thursday, 10, zone),
      assigneeIds: [tech.userId],
    });
    const second = await scheduleVisit(page.request, attic, {
      start: at(thursday, 13, zone),
      end: at(thursday, 14, zone),
      assigneeIds: [tech.userId],
    });

    await openWeek(page, thursday);
    const atOne = visitButton(
      page,
      {
        day: thursday,
        start: at(thursday, 13, zone),
        end: at(thursday, 14, zone),
        title: "Attic fan",
      },
      zone,
    );
    const atNine = visitButton(
      page,
      {
        day: thursday,
        start: at(thursday, 9, zone),
        end: at(thursday, 10, zone),
        title: "Attic fan",
      },
      zone,
    );
    await expect(atOne).toBeVisible();

    const dragOntoNine = async () => {
      const patched = responseTo(page, "PATCH", new RegExp(`^/api/visits/${second.id}$`));
      await dragOnto(page, atOne, thursday, 9 * 60);
      return patched;
    };

    // ---- Dragged onto 9:00, where the technician has the gutters: the question, before saving.
    const refused = await dragOntoNine();
    expect(refused.status(), await refused.text()).toBe(409);
    expect(((await refused.json()) as { code?: string }).code).toBe("double_booked");
    const warning = page.getByRole("alertdialog", { name: "Double-booking" });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText("already booked");
    await expect(warning).toContainText("Gutter cleaning");
    // Cancel: it goes back to 1:00 PM, unsaved.
    await warning.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect(warning).toBeHidden();
    await expect(atOne).toBeVisible();
    await expect(atNine).toHaveCount(0);
    const kept = await visitAround(page.request, second.id, thursday, zone);
    expect(instant(kept.startAt)).toBe(at(thursday, 13, zone).toISOString());

    // ---- Again, and "Save anyway": saved at 9:00 beside the gutters (force).
    const refusedAgain = await dragOntoNine();
    expect(refusedAgain.status()).toBe(409);
    await expect(warning).toBeVisible();
    const forced = responseTo(page, "PATCH", new RegExp(`^/api/visits/${second.id}$`));
    await warning.getByRole("button", { name: "Save anyway", exact: true }).click();
    const forcedResponse = await forced;
    expect(forcedResponse.status(), await forcedResponse.text()).toBe(200);
    expect(forcedResponse.request().postDataJSON()).toMatchObject({ force: true });
    await expect(warning).toBeHidden();
    await expect(atNine).toBeVisible();
    await expect(atOne).toHaveCount(0);
    const moved = await visitAround(page.request, second.id, thursday, zone);
    expect(instant(moved.startAt)).toBe(at(thursday, 9, zone).toISOString());
    expect(instant(moved.endAt)).toBe(at(thursday, 10, zone).toISOString());
    // The gutters stay where they were.
    const gutters = await visitAround(page.request, first.id, thursday, zone);
    expect(instant(gutters.startAt)).toBe(at(thursday, 9, zone).toISOString());
  } finally {
    await tech.context.close();
  }
});

test("schedule: with the keyboard a focused visit moves a day right and an hour down, Enter saves", async ({
  page,
  browser,
}) => {
  const id = unique();
  const zone = COMPANY_ZONE;
  await ownerIn(page, `Keyboard Electric ${id}`);
  const [tech] = await crew(page, browser, id, [`Kim Keys ${id}`]);
  try {
    // Thursday: its Friday is in the same Monday-first week.
    const thursday = comingThursday(todayIn(zone));
    const friday = addDays(thursday, 1);
    const title = "Dryer vent cleaning";
    const job = await createJob(page.request, { title });
    const visit = await scheduleVisit(page.request, job, {
      start: at(thursday, 9, zone),
      end: at(thursday, 10, zone),
      assigneeIds: [tech.userId],
    });

    await openWeek(page, thursday);
    const block = (day: string, hours: number, minutes = 0) =>
      visitButton(
        page,
        {
          day,
          start: at(day, hours, zone, minutes),
          end: at(day, hours + 1, zone, minutes),
          title,
        },
        zone,
      );
    await block(thursday, 9).focus();
    await expect(block(thursday, 9)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(block(thursday, 9)).toHaveAttribute("data-moving", "true");
    // Each step re-renders the block (another column): wait for it to hold the focus again.
    await page.keyboard.press("ArrowRight");
    await expect(block(friday, 9)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(block(friday, 9, 30)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(block(friday, 10)).toBeFocused();
    const saved = responseTo(page, "PATCH", new RegExp(`^/api/visits/${visit.id}$`));
    await page.keyboard.press("Enter");
    const response = await saved;
    expect(response.status(), response.ok() ? "" : await response.text()).toBe(200);

    // The new time on the schedule (and told to a screen reader), and in GET /api/visits.
    await expect(block(friday, 10)).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /^Visit saved:/ })).toHaveText(
      `Visit saved: ${whenLabel(friday, at(friday, 10, zone), at(friday, 11, zone), zone)}.`,
    );
    await expect(block(friday, 10)).not.toHaveAttribute("data-moving", "true");
    await expect(block(thursday, 9)).toHaveCount(0);
    const moved = await visitAround(page.request, visit.id, friday, zone);
    expect(instant(moved.startAt)).toBe(at(friday, 10, zone).toISOString());
    expect(instant(moved.endAt)).toBe(at(friday, 11, zone).toISOString());
  } finally {
    await tech.context.close();
  }
});

test("jobs: a technician gets 404 for another technician's job, page and API", async ({
  page,
  browser,
}) => {
  const id = unique();
  const zone = COMPANY_ZONE;
  await ownerIn(page, `Two Crews Electric ${id}`);
  const [mine, other] = await crew(page, browser, id, [`Ada Assigned ${id}`, `Otto Other ${id}`]);
  try {
    const thursday = comingThursday(todayIn(zone));
    const title = "Panel inspection";
    const job = await createJob(page.request, { title, checklist: ["Check the breakers"] });
    await scheduleVisit(page.request, job, {
      start: at(thursday, 9, zone),
      end: at(thursday, 10, zone),
      assigneeIds: [mine.userId],
    });

    // The assigned technician opens it.
    expect((await getJob(mine.page.request, job)).title).toBe(title);
    await mine.page.goto(`/dashboard/jobs/${job}`);
    await expect(mine.page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    // The other one: 404 from the API, and the page's own request of it; nothing of it shown.
    const api = await other.page.request.get(`/api/jobs/${job}`);
    expect(api.status(), await api.text()).toBe(404);
    const loaded = responseTo(other.page, "GET", new RegExp(`^/api/jobs/${job}$`));
    // (Not awaited when the page itself answers 404: nothing then asks for the job.)
    loaded.catch(() => null);
    const opened = await other.page.goto(`/dashboard/jobs/${job}`);
    if (opened?.status() !== 404) {
      // The page is the app's shell: its loader's GET of the job answers 404, and it says so.
      expect((await loaded).status()).toBe(404);
      await expect(
        other.page.getByRole("alert").filter({ hasText: "This job does not exist" }),
      ).toBeVisible();
    }
    await expect(other.page.getByText(title)).toHaveCount(0);
    await expect(other.page.getByText("Check the breakers")).toHaveCount(0);
    // Nor is it in their list of jobs.
    const list = await other.page.request.get("/api/jobs");
    expect(list.status(), await list.text()).toBe(200);
    const { jobs } = (await list.json()) as { jobs: { id: string }[] };
    expect(jobs.map((row) => row.id)).not.toContain(job);
  } finally {
    await mine.context.close();
    await other.context.close();
  }
});
