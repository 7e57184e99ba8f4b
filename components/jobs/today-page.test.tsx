import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TodayPage } from "@/components/jobs/today-page";
import { jobDto, visitDto } from "@/components/jobs/test-helpers";
import {
  jsonResponse,
  mockFetch,
  polyfillRadix,
  renderWithClient,
} from "@/components/quotes/test-helpers";

const toastMock = jest.fn();
jest.mock("@/components/ui/use-toast", () => ({ toast: (arg: unknown) => toastMock(arg) }));
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));

beforeAll(polyfillRadix);
beforeEach(() => {
  toastMock.mockReset();
  // Only the clock: noon of Monday, November 23 2026 in Los Angeles (20:00Z).
  jest.useFakeTimers({
    now: new Date("2026-11-23T20:00:00.000Z"),
    doNotFake: [
      "setTimeout",
      "clearTimeout",
      "setInterval",
      "clearInterval",
      "setImmediate",
      "clearImmediate",
      "nextTick",
      "queueMicrotask",
      "requestAnimationFrame",
      "cancelAnimationFrame",
      "requestIdleCallback",
      "cancelIdleCallback",
      "hrtime",
      "performance",
    ],
  });
});
afterEach(() => jest.useRealTimers());

const company = (url: URL) =>
  url.pathname === "/api/company"
    ? jsonResponse(200, { timeZone: "America/Los_Angeles" })
    : undefined;

const morning = visitDto();
const afternoon = visitDto({
  id: "v2",
  jobId: "j2",
  jobNumber: "J-0002",
  jobTitle: "Gutter cleaning",
  jobStatus: "in_progress",
  clientName: "Grace Hopper",
  clientPhone: null,
  address: "1 Elm Rd, Springfield, CA 94000",
  startAt: "2026-11-23T21:00:00.000Z",
  endAt: "2026-11-23T22:30:00.000Z",
  status: "in_progress",
});

const visitCalls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((url) => url.pathname === "/api/visits");

it("lists a technician's visits of today in order, and On my way posts the progress", async () => {
  let job = jobDto();
  const fetchMock = mockFetch(company, (url, init) => {
    const method = init?.method ?? "GET";
    if (url.pathname === "/api/visits" && method === "GET")
      return jsonResponse(200, { visits: [afternoon, morning] });
    if (url.pathname === "/api/visits/v1/progress" && method === "POST")
      return jsonResponse(200, { ...morning, status: "en_route" });
    if (url.pathname === "/api/jobs/j1" && method === "GET") return jsonResponse(200, job);
    if (url.pathname === "/api/jobs/j1/checklist/c-2" && method === "PATCH") {
      job = {
        ...job,
        checklist: job.checklist.map((item) =>
          item.id === "c-2" ? { ...item, done: true } : item,
        ),
      };
      return jsonResponse(200, { id: "c-2", done: true });
    }
    return undefined;
  });
  const user = userEvent.setup();
  const { container } = renderWithClient(<TodayPage role="technician" userId="u-tech" />);

  expect(screen.getByRole("heading", { level: 1, name: "Today" })).toBeInTheDocument();
  const cards = await screen.findAllByRole("article");
  expect(screen.getByText("Monday, November 23")).toBeInTheDocument();
  // Today in Los Angeles, from midnight to midnight; a technician's API answers only theirs.
  const [url] = visitCalls(fetchMock);
  expect(url.searchParams.get("from")).toBe("2026-11-23T08:00:00.000Z");
  expect(url.searchParams.get("to")).toBe("2026-11-24T08:00:00.000Z");
  expect(url.searchParams.has("userId")).toBe(false);

  expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
    "Water heater swap",
    "Gutter cleaning",
  ]);
  const first = within(cards[0]);
  expect(cards[0]).toHaveTextContent("9:00 AM – 11:00 AM");
  expect(first.getByRole("link", { name: /Call \(555\) 010-0001/ })).toHaveAttribute(
    "href",
    "tel:5550100001",
  );
  expect(first.getByRole("link", { name: /Open in Maps/ })).toHaveAttribute(
    "href",
    "https://www.google.com/maps/search/?api=1&query=12%20Oak%20St%2C%20Springfield%2C%20CA%2094000",
  );
  expect(first.getByRole("link", { name: /Open job J-0001/ })).toHaveAttribute(
    "href",
    "/dashboard/jobs/j1",
  );
  expect(first.getByRole("button", { name: "On my way" })).toBeInTheDocument();
  expect(first.getByRole("button", { name: "Start" })).toBeInTheDocument();
  expect(first.queryByRole("button", { name: "Complete" })).toBeNull();
  const second = within(cards[1]);
  expect(cards[1]).toHaveTextContent("1:00 PM – 2:30 PM");
  expect(second.getByRole("button", { name: "Complete" })).toBeInTheDocument();
  expect(second.queryByRole("button", { name: "On my way" })).toBeNull();
  expect(second.queryByRole("link", { name: /Call/ })).toBeNull();

  await user.click(first.getByRole("button", { name: "On my way" }));
  await waitFor(() =>
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/visits/v1/progress",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ action: "on_my_way" }) }),
    ),
  );
  await waitFor(() =>
    expect(toastMock).toHaveBeenCalledWith(
      expect.objectContaining({ title: "On your way: the customer is told" }),
    ),
  );
  // The day's visits are read again after the change.
  await waitFor(() => expect(visitCalls(fetchMock).length).toBeGreaterThan(1));

  // Opening the card shows the job's checklist, notes and photo upload.
  const toggle = first.getByRole("button", { name: "Checklist, notes and photos" });
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  await user.click(toggle);
  expect(toggle).toHaveAttribute("aria-expanded", "true");
  const line = await first.findByRole("checkbox", { name: "Install the new heater" });
  expect(first.getByRole("textbox", { name: "Add a note" })).toBeInTheDocument();
  expect(first.getByLabelText("Add photos")).toHaveAttribute("capture", "environment");
  await user.click(line);
  await waitFor(() =>
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/jobs/j1/checklist/c-2",
      expect.objectContaining({ method: "PATCH", body: JSON.stringify({ done: true }) }),
    ),
  );
  expect(container).not.toHaveTextContent(/\$|total|deposit|price/i);
});

it("asks for the signed-in member's own visits for an office role", async () => {
  const fetchMock = mockFetch(company, (url) =>
    url.pathname === "/api/visits" ? jsonResponse(200, { visits: [] }) : undefined,
  );
  renderWithClient(<TodayPage role="office" userId="u-office" />);
  expect(await screen.findByText("No visits today")).toBeInTheDocument();
  expect(visitCalls(fetchMock)[0].searchParams.get("userId")).toBe("u-office");
  expect(screen.getByRole("link", { name: "Jobs" })).toHaveAttribute("href", "/dashboard/jobs");
});

it("says so when a visit cannot change", async () => {
  mockFetch(company, (url, init) => {
    if (url.pathname === "/api/visits" && (init?.method ?? "GET") === "GET")
      return jsonResponse(200, { visits: [afternoon] });
    if (url.pathname === "/api/visits/v2/progress")
      return jsonResponse(409, { message: "A visit that is completed cannot complete." });
    return undefined;
  });
  const user = userEvent.setup();
  renderWithClient(<TodayPage role="technician" userId="u-tech" />);
  await user.click(await screen.findByRole("button", { name: "Complete" }));
  await waitFor(() =>
    expect(toastMock).toHaveBeenCalledWith(
      expect.objectContaining({
        variant: "destructive",
        description: "A visit that is completed cannot complete.",
      }),
    ),
  );
});
