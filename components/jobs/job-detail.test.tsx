import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { JobDetailPage } from "@/components/jobs/job-detail";
import { jobDto } from "@/components/jobs/test-helpers";
import {
  jsonResponse,
  mockFetch,
  polyfillRadix,
  renderWithClient,
} from "@/components/quotes/test-helpers";
import type { JobDto } from "@/lib/jobs/dto";

const toastMock = jest.fn();
jest.mock("@/components/ui/use-toast", () => ({ toast: (arg: unknown) => toastMock(arg) }));
const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: jest.fn() }) }));

beforeAll(polyfillRadix);
beforeEach(() => {
  toastMock.mockReset();
  push.mockReset();
});

const company = (url: URL) =>
  url.pathname === "/api/company"
    ? jsonResponse(200, { timeZone: "America/Los_Angeles" })
    : undefined;

/** GET /api/jobs/j1 answers `job`; the calls other than GETs are collected in `calls`. */
function routes(
  job: JobDto,
  extra?: (url: URL, init: RequestInit | undefined) => Response | undefined,
) {
  return mockFetch(
    company,
    (url, init) =>
      url.pathname === "/api/jobs/j1" && (init?.method ?? "GET") === "GET"
        ? jsonResponse(200, job)
        : undefined,
    (url, init) => extra?.(url, init),
  );
}

const callsTo = (fetchMock: jest.Mock, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      new URL(String(input), "http://localhost").pathname === path &&
      ((init as RequestInit | undefined)?.method ?? "GET") === method,
  );

it("shows the job for the office and ticks a checklist line (PATCH done)", async () => {
  let job = jobDto();
  const fetchMock = mockFetch(company, (url, init) => {
    const method = init?.method ?? "GET";
    if (url.pathname === "/api/jobs/j1" && method === "GET") return jsonResponse(200, job);
    if (url.pathname === "/api/jobs/j1/checklist/c-1" && method === "PATCH") {
      const { done } = JSON.parse(String(init?.body)) as { done: boolean };
      job = {
        ...job,
        checklist: job.checklist.map((item) => (item.id === "c-1" ? { ...item, done } : item)),
      };
      return jsonResponse(200, { id: "c-1", done });
    }
    return undefined;
  });
  const user = userEvent.setup();
  renderWithClient(<JobDetailPage id="j1" role="office" />);

  expect(
    await screen.findByRole("heading", { level: 1, name: "Water heater swap" }),
  ).toBeInTheDocument();
  expect(screen.getByTestId("job-number")).toHaveTextContent("J-0001");
  expect(screen.getByTestId("job-status")).toHaveTextContent("Scheduled");
  expect(screen.getByRole("link", { name: /Open in Maps/ })).toHaveAttribute(
    "href",
    "https://www.google.com/maps/search/?api=1&query=12%20Oak%20St%2C%20Springfield%2C%20CA%2094000",
  );
  expect(screen.getByRole("link", { name: /Call \(555\) 010-0001/ })).toHaveAttribute(
    "href",
    "tel:5550100001",
  );
  // The visit in the company's zone (17:00Z is 9:00 AM in Los Angeles in November).
  expect(screen.getByTestId("job-visit")).toHaveTextContent("Mon, Nov 23 · 9:00 AM – 11:00 AM");
  expect(screen.getByTestId("job-visit")).toHaveTextContent("Sam Carter");
  expect(screen.getByRole("link", { name: /Schedule a visit/ })).toHaveAttribute(
    "href",
    "/dashboard/schedule?job=j1",
  );
  expect(screen.getByRole("button", { name: "Complete job" })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Cancel job" })).toBeInTheDocument();
  const money = screen.getByTestId("job-money");
  expect(money).toHaveTextContent("Quote total$1,250.00");
  expect(money).toHaveTextContent("Deposit paid$250.00");
  expect(screen.getByRole("link", { name: /Open the quote/ })).toHaveAttribute(
    "href",
    "/dashboard/quotes/q1",
  );
  expect(screen.getByTestId("job-record")).toHaveTextContent(
    /Created by Olive Office on .* · Last changed by Sam Carter on /,
  );

  const line = screen.getByRole("checkbox", { name: "Remove the old heater" });
  expect(line).not.toBeChecked();
  await user.click(line);
  await waitFor(() =>
    expect(callsTo(fetchMock, "PATCH", "/api/jobs/j1/checklist/c-1")).toHaveLength(1),
  );
  const [, init] = callsTo(fetchMock, "PATCH", "/api/jobs/j1/checklist/c-1")[0];
  expect(JSON.parse(String((init as RequestInit).body))).toEqual({ done: true });
  expect(screen.getByRole("checkbox", { name: "Remove the old heater" })).toBeChecked();
  await waitFor(() =>
    expect(screen.getByTestId("checklist-progress")).toHaveTextContent("1 of 2 done"),
  );
});

it("puts a checklist line back when the server refuses it", async () => {
  mockFetch(company, (url, init) => {
    const method = init?.method ?? "GET";
    if (url.pathname === "/api/jobs/j1" && method === "GET") return jsonResponse(200, jobDto());
    if (url.pathname === "/api/jobs/j1/checklist/c-1" && method === "PATCH")
      return jsonResponse(404, { message: "Checklist item not found." });
    return undefined;
  });
  const user = userEvent.setup();
  renderWithClient(<JobDetailPage id="j1" role="technician" />);
  await user.click(await screen.findByRole("checkbox", { name: "Remove the old heater" }));
  await waitFor(() =>
    expect(toastMock).toHaveBeenCalledWith(
      expect.objectContaining({ description: "Checklist item not found." }),
    ),
  );
  expect(screen.getByRole("checkbox", { name: "Remove the old heater" })).not.toBeChecked();
});

it("shows a technician no money, no status actions and no scheduling, but the field work", async () => {
  const fetchMock = routes(
    jobDto({ money: null, quoteId: null, status: "completed" }),
    (url, init) =>
      url.pathname === "/api/jobs/j1/notes" && init?.method === "POST"
        ? jsonResponse(201, { id: "n2" })
        : undefined,
  );
  const user = userEvent.setup();
  const { container } = renderWithClient(<JobDetailPage id="j1" role="technician" />);

  expect(
    await screen.findByRole("heading", { level: 1, name: "Water heater swap" }),
  ).toBeInTheDocument();
  for (const name of ["Complete job", "Cancel job", "Reopen job", "Create invoice"])
    expect(screen.queryByRole("button", { name })).toBeNull();
  expect(screen.queryByRole("link", { name: /Schedule a visit/ })).toBeNull();
  expect(screen.queryByRole("group", { name: "Job actions" })).toBeNull();
  expect(screen.queryByTestId("job-money")).toBeNull();
  expect(screen.queryByRole("link", { name: /quote/i })).toBeNull();
  expect(container).not.toHaveTextContent(/\$|total|deposit|price/i);

  expect(screen.getByRole("checkbox", { name: "Install the new heater" })).toBeInTheDocument();
  expect(screen.getByLabelText("Add photos")).toHaveAttribute("capture", "environment");
  expect(screen.getByLabelText("Add photos")).toHaveAttribute("accept", "image/*");
  expect(screen.getByRole("img", { name: "Photo 1" })).toHaveAttribute(
    "src",
    "/api/jobs/j1/photos/ph1?size=thumbnail",
  );

  await user.type(screen.getByRole("textbox", { name: "Add a note" }), "Replaced the valve too");
  await user.click(screen.getByRole("button", { name: "Add note" }));
  await waitFor(() => expect(callsTo(fetchMock, "POST", "/api/jobs/j1/notes")).toHaveLength(1));
  const [, init] = callsTo(fetchMock, "POST", "/api/jobs/j1/notes")[0];
  expect(JSON.parse(String((init as RequestInit).body))).toEqual({
    body: "Replaced the valve too",
  });
});

it("uploads photos from the camera as multipart `photos`", async () => {
  const fetchMock = routes(jobDto(), (url, init) =>
    url.pathname === "/api/jobs/j1/photos" && init?.method === "POST"
      ? jsonResponse(201, { photos: [] })
      : undefined,
  );
  const user = userEvent.setup();
  renderWithClient(<JobDetailPage id="j1" role="technician" />);
  const input = await screen.findByLabelText("Add photos");
  const file = new File(["jpeg"], "leak.jpg", { type: "image/jpeg" });
  await user.upload(input, file);
  await waitFor(() => expect(callsTo(fetchMock, "POST", "/api/jobs/j1/photos")).toHaveLength(1));
  const [, init] = callsTo(fetchMock, "POST", "/api/jobs/j1/photos")[0];
  const body = (init as RequestInit).body as FormData;
  expect(body.getAll("photos")).toEqual([file]);
  await waitFor(() => expect(toastMock).toHaveBeenCalledWith({ title: "Photo added" }));
});

it("completes a job, then invoices the rest of its quote and opens the invoice", async () => {
  let job = jobDto({ status: "in_progress" });
  // The job as it is at each GET: completed once the status change went through.
  const fetchMock = mockFetch(company, (url, init) => {
    const method = init?.method ?? "GET";
    if (url.pathname === "/api/jobs/j1" && method === "GET") return jsonResponse(200, job);
    if (url.pathname === "/api/jobs/j1/status" && method === "POST") {
      job = { ...job, status: "completed" };
      return jsonResponse(200, { status: "completed" });
    }
    if (url.pathname === "/api/invoices" && method === "POST")
      return jsonResponse(201, { id: "inv9" });
    return undefined;
  });
  const user = userEvent.setup();
  renderWithClient(<JobDetailPage id="j1" role="owner" />);

  await user.click(await screen.findByRole("button", { name: "Complete job" }));
  const [, statusInit] = (
    await waitFor(() => {
      const calls = callsTo(fetchMock, "POST", "/api/jobs/j1/status");
      expect(calls).toHaveLength(1);
      return calls;
    })
  )[0];
  expect(JSON.parse(String((statusInit as RequestInit).body))).toEqual({ action: "complete" });

  const actions = await screen.findByRole("group", { name: "Job actions" });
  await user.click(await within(actions).findByRole("button", { name: "Create invoice" }));
  expect(within(actions).getByRole("button", { name: "Reopen job" })).toBeInTheDocument();
  await waitFor(() => expect(push).toHaveBeenCalledWith("/dashboard/invoices/inv9"));
  const [, invoiceInit] = callsTo(fetchMock, "POST", "/api/invoices")[0];
  expect(JSON.parse(String((invoiceInit as RequestInit).body))).toEqual({
    quoteId: "q1",
    mode: "rest",
  });
});

it("says an unknown job does not exist", async () => {
  mockFetch(company);
  renderWithClient(<JobDetailPage id="nope" role="office" />);
  expect(await screen.findByText("This job does not exist or was deleted.")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "All jobs" })).toHaveAttribute("href", "/dashboard/jobs");
});
