import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  jsonResponse,
  mockFetch,
  polyfillRadix,
  renderWithClient,
} from "@/components/quotes/test-helpers";
import { DueTodayCard } from "@/components/tasks/due-today-card";
import type { TaskDto } from "@/lib/quotes/types";

jest.mock("@/components/ui/use-toast", () => ({ toast: jest.fn() }));
beforeAll(polyfillRadix);

const task: TaskDto = {
  id: "t1",
  title: "Call Ada back",
  dueDate: "2020-01-01",
  done: false,
  client: { id: "c1", name: "Ada Lovelace" },
  estimateRequestId: null,
  quote: null,
  createdAt: "2019-12-30T10:00:00.000Z",
};

it("lists open tasks due today or earlier and ticks one done", async () => {
  let open = [task];
  const fetchMock = mockFetch((url, init) => {
    if (url.pathname === "/api/tasks" && url.searchParams.get("due") === "today")
      return jsonResponse(200, { tasks: open });
    if (url.pathname === "/api/tasks/t1" && init?.method === "PATCH") {
      open = [];
      return jsonResponse(200, { ...task, done: true });
    }
    return undefined;
  });
  const user = userEvent.setup();
  renderWithClient(<DueTodayCard />);
  expect(screen.getByRole("heading", { name: "Due today" })).toBeInTheDocument();
  const done = await screen.findByRole("checkbox", { name: "Done: Call Ada back" });
  expect(screen.getByText(/Overdue since/)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Ada Lovelace" })).toHaveAttribute(
    "href",
    "/dashboard/clients/c1",
  );
  await user.click(done);
  expect(await screen.findByText(/Nothing due today/)).toBeInTheDocument();
  const patch = fetchMock.mock.calls.find(([, init]) => init?.method === "PATCH")!;
  expect(JSON.parse(String(patch[1]!.body))).toEqual({ done: true });
  await waitFor(() => expect(screen.queryByRole("checkbox")).toBeNull());
});
