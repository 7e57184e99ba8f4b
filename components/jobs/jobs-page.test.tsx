import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { JobsPage } from "@/components/jobs/jobs-page";
import {
  jsonResponse,
  mockFetch,
  polyfillRadix,
  renderWithClient,
} from "@/components/quotes/test-helpers";
import type { JobListItem } from "@/lib/jobs/dto";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
beforeAll(polyfillRadix);
beforeEach(() => push.mockReset());

const item = (n: number, overrides: Partial<JobListItem> = {}): JobListItem => ({
  id: `j${n}`,
  number: `J-000${n}`,
  title: `Job ${n}`,
  status: "scheduled",
  clientName: "Ada Lovelace",
  address: "12 Oak St, Springfield",
  nextVisitAt: "2026-11-23T17:00:00.000Z",
  visitCount: 1,
  createdAt: "2026-11-20T15:00:00.000Z",
  ...overrides,
});

const company = (url: URL) =>
  url.pathname === "/api/company"
    ? jsonResponse(200, { timeZone: "America/Los_Angeles" })
    : undefined;

it("lists jobs, loads more by cursor and filters by status", async () => {
  const fetchMock = mockFetch(company, (url) => {
    if (url.pathname !== "/api/jobs") return undefined;
    if (url.searchParams.get("status") === "completed")
      return jsonResponse(200, { jobs: [], nextCursor: null });
    if (url.searchParams.get("cursor") === "j2")
      return jsonResponse(200, {
        jobs: [item(1, { status: "unscheduled", nextVisitAt: null, visitCount: 0 })],
        nextCursor: null,
      });
    return jsonResponse(200, { jobs: [item(3), item(2)], nextCursor: "j2" });
  });
  const user = userEvent.setup();
  renderWithClient(<JobsPage role="office" />);
  expect(screen.getByRole("heading", { name: "Jobs" })).toBeInTheDocument();
  const table = await screen.findByRole("table");
  expect(within(table).getByRole("link", { name: "J-0003" })).toHaveAttribute(
    "href",
    "/dashboard/jobs/j3",
  );
  await waitFor(() => expect(table).toHaveTextContent("Nov 23, 2026, 9:00 AM"));

  await user.click(screen.getByRole("button", { name: "Load more" }));
  expect(await within(table).findByRole("link", { name: "J-0001" })).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith("/api/jobs?cursor=j2", expect.anything());
  expect(table).toHaveTextContent("Not scheduled");
  expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();

  await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Completed");
  expect(await screen.findByText("No jobs match")).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith("/api/jobs?status=completed", expect.anything());
});

it("creates a standalone job with a client and checklist lines, then opens it", async () => {
  const fetchMock = mockFetch(company, (url, init) => {
    const method = init?.method ?? "GET";
    if (url.pathname === "/api/jobs" && method === "GET")
      return jsonResponse(200, { jobs: [], nextCursor: null });
    if (url.pathname === "/api/jobs" && method === "POST") return jsonResponse(201, { id: "j9" });
    if (url.pathname === "/api/clients")
      return jsonResponse(200, {
        clients: [
          { id: "c1", name: "Ada Lovelace", email: "ada@example.com", phone: null, address: null },
        ],
        total: 1,
        page: 1,
        pageSize: 25,
      });
    return undefined;
  });
  const user = userEvent.setup();
  renderWithClient(<JobsPage role="office" />);
  expect(await screen.findByText("No jobs yet")).toBeInTheDocument();

  await user.click(screen.getByRole("button", { name: "New job" }));
  const dialog = await screen.findByRole("dialog", { name: "New job" });
  await user.click(within(dialog).getByRole("button", { name: "Create job" }));
  expect(await within(dialog).findByText("Title is required.")).toBeInTheDocument();

  await user.type(within(dialog).getByRole("textbox", { name: "Title" }), "Fix the fence");
  await user.type(within(dialog).getByRole("textbox", { name: "Instructions" }), "Back yard");
  await user.click(await within(dialog).findByRole("button", { name: "Choose Ada Lovelace" }));
  await user.click(within(dialog).getByRole("button", { name: "Add checklist line" }));
  await user.type(
    within(dialog).getByRole("textbox", { name: "Checklist line 1" }),
    "Posts{Enter}",
  );
  await user.type(within(dialog).getByRole("textbox", { name: "Checklist line 2" }), "Paint");
  await user.click(within(dialog).getByRole("button", { name: "Create job" }));

  await waitFor(() => expect(push).toHaveBeenCalledWith("/dashboard/jobs/j9"));
  const [, init] = fetchMock.mock.calls.find(
    ([input, options]) => input === "/api/jobs" && options?.method === "POST",
  )!;
  expect(JSON.parse(String(init!.body))).toEqual({
    title: "Fix the fence",
    instructions: "Back yard",
    clientId: "c1",
    checklist: ["Posts", "Paint"],
  });
});

it("offers a technician no New job", async () => {
  mockFetch(company, (url) =>
    url.pathname === "/api/jobs" ? jsonResponse(200, { jobs: [], nextCursor: null }) : undefined,
  );
  renderWithClient(<JobsPage role="technician" />);
  expect(await screen.findByText("No jobs yet")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "New job" })).toBeNull();
});
