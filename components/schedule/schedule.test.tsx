import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { jobDto } from "@/components/jobs/test-helpers";
import { SchedulePage } from "@/components/schedule/schedule-page";
import { wallClock } from "@/components/schedule/time";
import {
  jsonResponse,
  mockFetch,
  polyfillRadix,
  renderWithClient,
} from "@/components/quotes/test-helpers";
import { todayIn } from "@/lib/dates/zone";
import type { JobListItem, VisitDto } from "@/lib/jobs/dto";

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace, push: jest.fn() }) }));

const ZONE = "America/Los_Angeles";

const member = (userId: string, name: string, role: string) => ({
  id: `m-${userId}`,
  userId,
  name,
  email: `${userId}@example.com`,
  role,
  active: true,
  deactivatedAt: null,
  joinedAt: "2025-01-01T00:00:00.000Z",
});

/** Tuesday 24 November 2026, 9:00–10:00 in Los Angeles (PST, UTC-8). */
const visit: VisitDto = {
  id: "v1",
  jobId: "j1",
  jobNumber: "J-0001",
  jobTitle: "Gutter cleaning",
  jobStatus: "scheduled",
  clientName: "Ada Client",
  clientPhone: null,
  address: "12 Oak St, Springfield, CA 94000",
  startAt: "2026-11-24T17:00:00.000Z",
  endAt: "2026-11-24T18:00:00.000Z",
  arrivalWindowMinutes: null,
  status: "scheduled",
  assignees: [{ userId: "u2", name: "Tina Tech", color: 1 }],
  seriesId: null,
  recurrence: null,
  onMyWayAt: null,
  startedAt: null,
  completedAt: null,
};

const job: JobListItem = {
  id: "j2",
  number: "J-0002",
  title: "Window washing",
  status: "unscheduled",
  clientName: "Bo Client",
  address: null,
  nextVisitAt: null,
  visitCount: 0,
  createdAt: "2026-11-20T10:00:00.000Z",
};

/** The job of `visit`, already scheduled: `?job=j1` adds another visit to it. */
const scheduledJob = jobDto({
  id: "j1",
  number: "J-0001",
  title: "Gutter cleaning",
  status: "scheduled",
  client: { id: "c1", name: "Ada Client", email: "ada@example.com", phone: null },
  property: { id: "p1", address: "12 Oak St, Springfield, CA 94000" },
  visits: [visit],
});

type Patch = { id: string; body: Record<string, unknown> };

function setup({
  conflictOnce = false,
  view = "week",
  day = "2026-11-24",
  jobId,
}: {
  conflictOnce?: boolean;
  view?: "day" | "week" | "month";
  /** The day the schedule opens on (null: today). */
  day?: string | null;
  jobId?: string;
} = {}) {
  const patches: Patch[] = [];
  const posts: Record<string, unknown>[] = [];
  const jobPosts: Record<string, unknown>[] = [];
  let conflicted = false;
  const fetchMock = mockFetch(
    (url) =>
      url.pathname === "/api/company"
        ? jsonResponse(200, { id: "c1", name: "Acme", timeZone: ZONE })
        : undefined,
    (url) =>
      url.pathname === "/api/team/members"
        ? jsonResponse(200, {
            members: [
              member("u1", "Olive Owner", "owner"),
              member("u2", "Tina Tech", "technician"),
            ],
            you: { userId: "u1", memberId: "m-u1", role: "owner" },
          })
        : undefined,
    (url, init) =>
      url.pathname === "/api/visits" && (init?.method ?? "GET") === "GET"
        ? jsonResponse(200, { visits: [visit] })
        : undefined,
    (url, init) => {
      if (url.pathname !== "/api/visits/v1" || init?.method !== "PATCH") return undefined;
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      patches.push({ id: "v1", body });
      if (conflictOnce && !conflicted) {
        conflicted = true;
        return jsonResponse(409, {
          code: "double_booked",
          message: "Tina Tech is already booked then (Roof repair). Save anyway to double-book.",
          issues: [{ path: "assigneeIds", message: "Tina Tech: Roof repair" }],
        });
      }
      return jsonResponse(200, { ...visit, ...body });
    },
    (url, init) => {
      if (url.pathname === "/api/jobs/j1" && (init?.method ?? "GET") === "GET")
        return jsonResponse(200, scheduledJob);
      if (url.pathname === "/api/jobs/j1/visits" && init?.method === "POST") {
        jobPosts.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return jsonResponse(201, { visits: [{ ...visit, id: "v3" }] });
      }
      if (url.pathname === "/api/jobs/j2/visits" && init?.method === "POST") {
        posts.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return jsonResponse(201, { visits: [{ ...visit, id: "v2", jobId: "j2" }] });
      }
      return url.pathname === "/api/jobs"
        ? jsonResponse(200, { jobs: [job], nextCursor: null })
        : undefined;
    },
  );
  renderWithClient(<SchedulePage initialView={view} initialDay={day ?? undefined} jobId={jobId} />);
  return { fetchMock, patches, posts, jobPosts };
}

const findVisit = () => screen.findByRole("button", { name: /Gutter cleaning \(J-0001\)/ });

beforeAll(polyfillRadix);
beforeEach(() => {
  replace.mockReset();
  window.history.replaceState(null, "", "/dashboard/schedule");
});

it("shows the week in the company's time zone, Monday first, with the visit's details", async () => {
  setup();
  const block = await findVisit();
  expect(block).toHaveAccessibleName(
    "Tuesday, November 24, 9:00 AM – 10:00 AM: Gutter cleaning (J-0001), Ada Client, with Tina Tech",
  );
  expect(block).toHaveAttribute("tabindex", "0");
  expect(screen.getByRole("heading", { name: "Nov 23 – 29, 2026" })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Week" })).toHaveAttribute("aria-pressed", "true");
  expect(screen.getByRole("button", { name: "Day" })).toHaveAttribute("aria-pressed", "false");
  const [, query] = (global.fetch as jest.Mock).mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .find((url) => url.pathname === "/api/visits")!
    .search.split("?");
  // Monday 00:00 to the next Monday 00:00 in Los Angeles.
  expect(new URLSearchParams(query).get("from")).toBe("2026-11-23T08:00:00.000Z");
  expect(new URLSearchParams(query).get("to")).toBe("2026-11-30T08:00:00.000Z");
});

it("moves a visit by a slot with the keyboard: Enter, ArrowDown, Enter saves start +30 min", async () => {
  const user = userEvent.setup();
  const { patches } = setup();
  const block = await findVisit();
  block.focus();
  await user.keyboard("{Enter}");
  expect(screen.getByRole("status")).toHaveTextContent(
    /Moving visit .*Gutter cleaning.*Use arrow keys, Enter to save, Escape to cancel/,
  );
  await user.keyboard("{ArrowDown}");
  expect(screen.getByRole("status")).toHaveTextContent("Tuesday, November 24, 9:30 AM – 10:30 AM");
  await user.keyboard("{Enter}");
  await waitFor(() => expect(patches).toHaveLength(1));
  expect(patches[0].body).toEqual({
    startAt: "2026-11-24T17:30:00.000Z",
    endAt: "2026-11-24T18:30:00.000Z",
  });
  await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(/Visit saved/));
  expect(await findVisit()).toHaveFocus();
});

it("moves by a day with ArrowRight keeping the wall-clock time, and Escape cancels", async () => {
  const user = userEvent.setup();
  const { patches } = setup();
  (await findVisit()).focus();
  await user.keyboard("{Enter}{ArrowRight}");
  const moved = await screen.findByRole("button", { name: /^Wednesday, November 25, 9:00 AM/ });
  expect(moved).toHaveFocus();
  await user.keyboard("{Escape}");
  expect(
    await screen.findByRole("button", { name: /^Tuesday, November 24, 9:00 AM/ }),
  ).toHaveFocus();
  expect(screen.getByRole("status")).toHaveTextContent("Move cancelled");
  await user.keyboard("{Enter}{ArrowRight}{Enter}");
  await waitFor(() => expect(patches).toHaveLength(1));
  expect(patches[0].body).toEqual({
    startAt: "2026-11-25T17:00:00.000Z",
    endAt: "2026-11-25T18:00:00.000Z",
  });
});

it("asks before double-booking and saves anyway with force", async () => {
  const user = userEvent.setup();
  const { patches } = setup({ conflictOnce: true });
  (await findVisit()).focus();
  await user.keyboard("{Enter}{ArrowDown}{Enter}");
  const dialog = await screen.findByRole("alertdialog");
  expect(dialog).toHaveTextContent("Tina Tech is already booked then (Roof repair). Save anyway?");
  // The visit stays at its new place while the question is open.
  // (hidden: the open dialog hides the page from the accessibility tree)
  expect(
    screen.getByRole("button", { name: /^Tuesday, November 24, 9:30 AM/, hidden: true }),
  ).toBeInTheDocument();
  await user.click(within(dialog).getByRole("button", { name: "Save anyway" }));
  await waitFor(() => expect(patches).toHaveLength(2));
  expect(patches[1].body).toEqual({
    startAt: "2026-11-24T17:30:00.000Z",
    endAt: "2026-11-24T18:30:00.000Z",
    force: true,
  });
  await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
});

it("puts the visit back when the double-booking is cancelled", async () => {
  const user = userEvent.setup();
  const { patches } = setup({ conflictOnce: true });
  (await findVisit()).focus();
  await user.keyboard("{Enter}{ArrowDown}{Enter}");
  const dialog = await screen.findByRole("alertdialog");
  await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
  expect(
    await screen.findByRole("button", { name: /^Tuesday, November 24, 9:00 AM/ }),
  ).toBeInTheDocument();
  expect(patches).toHaveLength(1);
});

it("schedules an unscheduled job from its dialog", async () => {
  const user = userEvent.setup();
  const { posts } = setup();
  await user.click(await screen.findByRole("button", { name: "Schedule J-0002 Window washing" }));
  const dialog = await screen.findByRole("dialog", { name: "Schedule Window washing" });
  // Today when the week holds it, else the day the schedule is on.
  const date = within(dialog).getByLabelText<HTMLInputElement>("Date");
  expect(date.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  fireEvent.change(date, { target: { value: "2026-11-24" } });
  expect(within(dialog).getByLabelText("Start")).toHaveValue("09:00");
  expect(within(dialog).getByLabelText("End")).toHaveValue("10:00");
  await user.click(within(dialog).getByRole("button", { name: "Schedule visit" }));
  expect(within(dialog).getByText("Choose at least one member.")).toBeInTheDocument();
  await user.click(within(dialog).getByRole("checkbox", { name: "Tina Tech" }));
  await user.selectOptions(within(dialog).getByLabelText("Repeat"), "week");
  await user.click(within(dialog).getByRole("button", { name: "Schedule visit" }));
  await waitFor(() => expect(posts).toHaveLength(1));
  expect(posts[0]).toEqual({
    startAt: "2026-11-24T17:00:00.000Z",
    endAt: "2026-11-24T18:00:00.000Z",
    arrivalWindowMinutes: null,
    assigneeIds: ["u2"],
    recurrence: { every: 1, unit: "week", until: null, count: 4 },
  });
});

describe("?job=<id> (the job page's Schedule a visit)", () => {
  /** The address the job page's link opened (the schedule reads `jobId` from it). */
  const openLink = (query: string) =>
    window.history.replaceState(null, "", `/dashboard/schedule?${query}`);

  it("opens the dialog of a job already scheduled, today 9:00–10:00 with no member; Cancel drops the parameter", async () => {
    const user = userEvent.setup();
    openLink("job=j1&view=week");
    const { jobPosts } = setup({ day: null, jobId: "j1" });
    const dialog = await screen.findByRole("dialog", { name: "Schedule Gutter cleaning" });
    expect(dialog).toHaveTextContent("J-0001 · Ada Client · 12 Oak St, Springfield, CA 94000");
    expect(within(dialog).getByLabelText("Date")).toHaveValue(todayIn(ZONE));
    expect(within(dialog).getByLabelText("Start")).toHaveValue("09:00");
    expect(within(dialog).getByLabelText("End")).toHaveValue("10:00");
    const members = within(dialog).getByRole("group", { name: "Members" });
    expect(within(members).getAllByRole("checkbox")).toHaveLength(2);
    for (const box of within(members).getAllByRole("checkbox")) expect(box).not.toBeChecked();

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith("/dashboard/schedule?view=week", { scroll: false });
    expect(jobPosts).toHaveLength(0);
  });

  it("schedules another visit of the job, then drops the parameter", async () => {
    const user = userEvent.setup();
    openLink("job=j1");
    const { jobPosts } = setup({ day: null, jobId: "j1" });
    const dialog = await screen.findByRole("dialog", { name: "Schedule Gutter cleaning" });
    await user.click(within(dialog).getByRole("checkbox", { name: "Tina Tech" }));
    await user.click(within(dialog).getByRole("button", { name: "Schedule visit" }));
    await waitFor(() => expect(jobPosts).toHaveLength(1));
    const today = todayIn(ZONE);
    expect(jobPosts[0]).toEqual({
      startAt: wallClock(today, 9 * 60, ZONE).toISOString(),
      endAt: wallClock(today, 10 * 60, ZONE).toISOString(),
      arrivalWindowMinutes: null,
      assigneeIds: ["u2"],
      recurrence: null,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(replace).toHaveBeenCalledWith("/dashboard/schedule", { scroll: false });
  });

  it("says so when the job cannot be loaded, and drops the parameter", async () => {
    openLink("job=gone&view=day");
    setup({ day: null, jobId: "gone" });
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith("/dashboard/schedule?view=day", { scroll: false }),
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("with a pointer", () => {
  const SLOT = 24; // px of a 30-minute slot (time-grid.tsx)
  let restore: (() => void) | undefined;

  /** Lays the grid out: each day column 720px tall at the top of the page, 100px wide. */
  function layout() {
    const columns = () => screen.getAllByTestId("schedule-column");
    const rect = (left: number, top: number, width: number, height: number) =>
      ({
        left,
        top,
        width,
        height,
        right: left + width,
        bottom: top + height,
        x: left,
        y: top,
      }) as DOMRect;
    const original = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      const index = columns().indexOf(this as HTMLElement);
      if (index >= 0) return rect(index * 100, 0, 100, 30 * SLOT);
      const block = (this as HTMLElement).closest?.("[data-visit-key]");
      if (block === this) return rect(100, 6 * SLOT, 100, 2 * SLOT); // Tuesday 9:00–10:00
      return original.call(this);
    };
    const hadElementsFromPoint = "elementsFromPoint" in document;
    document.elementsFromPoint = (x: number) => {
      const column = columns()[Math.floor(x / 100)];
      return column ? [column] : [];
    };
    restore = () => {
      Element.prototype.getBoundingClientRect = original;
      if (!hadElementsFromPoint) delete (document as Partial<Document>).elementsFromPoint;
    };
  }
  afterEach(() => {
    restore?.();
    restore = undefined;
  });
  beforeAll(() => {
    // jsdom has no PointerEvent: a polyfill, a mouse event with a pointer type and id (the real
    // drags run in Chromium in e2e/jobs.spec.ts).
    if (typeof window.PointerEvent === "undefined") {
      class JsdomPointerEvent extends MouseEvent {
        readonly pointerType: string;
        readonly pointerId: number;
        constructor(type: string, init: PointerEventInit = {}) {
          super(type, init);
          this.pointerType = init.pointerType ?? "mouse";
          this.pointerId = init.pointerId ?? 1;
        }
      }
      window.PointerEvent = JsdomPointerEvent as unknown as typeof PointerEvent;
    }
  });

  it("drags a visit to another day and slot", async () => {
    const { patches } = setup();
    const block = await findVisit();
    layout();
    fireEvent.pointerDown(block, { button: 0, clientX: 150, clientY: 6 * SLOT + 5 });
    // Wednesday (the third column), 10:00 (slot 8).
    fireEvent.pointerMove(window, { buttons: 1, clientX: 250, clientY: 8 * SLOT + 5 });
    expect(
      await screen.findByRole("button", { name: /^Wednesday, November 25, 10:00 AM – 11:00 AM/ }),
    ).toBeInTheDocument();
    fireEvent.pointerUp(window, { clientX: 250, clientY: 8 * SLOT + 5 });
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0].body).toEqual({
      startAt: "2026-11-25T18:00:00.000Z",
      endAt: "2026-11-25T19:00:00.000Z",
    });
  });

  it("in the day view, drags a visit to another member's column: that member goes instead", async () => {
    const { patches } = setup({ view: "day" });
    const block = await findVisit();
    layout();
    // Columns: Olive Owner (x 0–100), Tina Tech (x 100–200, the visit's member).
    fireEvent.pointerDown(block, { button: 0, clientX: 150, clientY: 6 * SLOT + 5 });
    fireEvent.pointerMove(window, { buttons: 1, clientX: 50, clientY: 6 * SLOT + 12 });
    fireEvent.pointerUp(window, { clientX: 50, clientY: 6 * SLOT + 12 });
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0].body).toEqual({
      startAt: "2026-11-24T17:00:00.000Z",
      endAt: "2026-11-24T18:00:00.000Z",
      assigneeIds: ["u1"],
    });
  });

  it("resizes a visit by its bottom edge in 30-minute steps", async () => {
    const { patches } = setup();
    const block = await findVisit();
    layout();
    const handle = block.querySelector("[data-resize-handle]")!;
    fireEvent.pointerDown(handle, { button: 0, clientX: 150, clientY: 8 * SLOT });
    fireEvent.pointerMove(window, { buttons: 1, clientX: 150, clientY: 11 * SLOT - 3 }); // to 11:30
    fireEvent.pointerUp(window, { clientX: 150, clientY: 11 * SLOT - 3 });
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0].body).toEqual({
      startAt: "2026-11-24T17:00:00.000Z",
      endAt: "2026-11-24T19:30:00.000Z",
    });
  });

  it("opens the schedule dialog for a job dropped on a slot, prefilled with that time", async () => {
    setup();
    const card = (await screen.findAllByTestId("unscheduled-job"))[0];
    await findVisit();
    layout();
    fireEvent.pointerDown(card, { button: 0, clientX: 900, clientY: 10 });
    fireEvent.pointerMove(window, { buttons: 1, clientX: 350, clientY: 14 * SLOT + 2 }); // Thursday 13:00
    fireEvent.pointerUp(window, { clientX: 350, clientY: 14 * SLOT + 2 });
    const dialog = await screen.findByRole("dialog", { name: "Schedule Window washing" });
    expect(within(dialog).getByLabelText("Date")).toHaveValue("2026-11-26");
    expect(within(dialog).getByLabelText("Start")).toHaveValue("13:00");
    expect(within(dialog).getByLabelText("End")).toHaveValue("14:00");
  });

  it("opens a visit's details on a click without a drag", async () => {
    setup();
    const block = await findVisit();
    fireEvent.pointerDown(block, { button: 0, clientX: 150, clientY: 150 });
    fireEvent.pointerUp(window, { clientX: 150, clientY: 150 });
    const dialog = await screen.findByRole("dialog", { name: "Gutter cleaning (J-0001)" });
    expect(within(dialog).getByLabelText("Duration (minutes)")).toHaveValue(60);
  });
});
