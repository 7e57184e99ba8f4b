import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QuotesPage } from "@/components/quotes/quotes-page";
import {
  jsonResponse,
  mockFetch,
  polyfillRadix,
  renderWithClient,
} from "@/components/quotes/test-helpers";
import type { QuoteListItemDto } from "@/lib/quotes/types";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));
beforeAll(polyfillRadix);

const row = (
  number: number,
  status: QuoteListItemDto["status"],
  client: string,
): QuoteListItemDto => ({
  id: `q${number}`,
  number,
  displayNumber: `Q-000${number}`,
  revision: 1,
  status,
  title: null,
  client: { id: `c${number}`, name: client },
  total: "1250.50",
  expiresAt: null,
  sentAt: null,
  updatedAt: "2026-11-23T10:00:00.000Z",
});

const all = [row(1, "draft", "Ada Lovelace"), row(2, "approved", "Grace Hopper")];

it("filters by status and searches, asking the API for each", async () => {
  const fetchMock = mockFetch((url) => {
    if (url.pathname !== "/api/quotes") return undefined;
    const status = url.searchParams.get("status");
    const q = url.searchParams.get("q")?.toLowerCase();
    const quotes = all.filter(
      (quote) =>
        (!status || quote.status === status) &&
        (!q || quote.client!.name.toLowerCase().includes(q)),
    );
    return jsonResponse(200, { quotes, nextCursor: null });
  });
  const user = userEvent.setup();
  renderWithClient(<QuotesPage />);
  // The table (md and up) and the list (phones) both render in jsdom: look in the table.
  const table = await screen.findByRole("table");
  expect(within(table).getByRole("link", { name: "Q-0001" })).toHaveAttribute(
    "href",
    "/dashboard/quotes/q1",
  );
  expect(within(table).getByRole("link", { name: "Q-0002" })).toBeInTheDocument();

  await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Approved");
  await waitFor(() =>
    expect(within(screen.getByRole("table")).queryByRole("link", { name: "Q-0001" })).toBeNull(),
  );
  expect(
    within(screen.getByRole("table")).getByRole("link", { name: "Q-0002" }),
  ).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith("/api/quotes?status=approved", expect.anything());

  await user.type(screen.getByRole("searchbox", { name: "Search quotes" }), "ada");
  expect(await screen.findByText("No quotes match")).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith("/api/quotes?status=approved&q=ada", expect.anything());

  await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "All statuses");
  const filtered = await screen.findByRole("table");
  expect(await within(filtered).findByRole("link", { name: "Q-0001" })).toBeInTheDocument();
  expect(within(filtered).queryByRole("link", { name: "Q-0002" })).toBeNull();
});

it("shows the empty state with no quotes at all", async () => {
  mockFetch((url) =>
    url.pathname === "/api/quotes"
      ? jsonResponse(200, { quotes: [], nextCursor: null })
      : undefined,
  );
  renderWithClient(<QuotesPage />);
  expect(await screen.findByText("No quotes yet")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "New quote" })).toBeInTheDocument();
});

it("asks for the quotes assigned to me when the box is ticked", async () => {
  const fetchMock = mockFetch((url) =>
    url.pathname === "/api/quotes"
      ? jsonResponse(200, {
          quotes: url.searchParams.get("assigned") === "me" ? [] : all,
          nextCursor: null,
        })
      : undefined,
  );
  const user = userEvent.setup();
  renderWithClient(<QuotesPage />);
  await screen.findByRole("table");
  await user.click(screen.getByRole("checkbox", { name: "Assigned to me" }));
  expect(await screen.findByText("No quotes match")).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith("/api/quotes?assigned=me", expect.anything());
  await user.click(screen.getByRole("checkbox", { name: "Assigned to me" }));
  expect(await screen.findByRole("table")).toBeInTheDocument();
});

it("reads the next page from the answer's cursor with Load more", async () => {
  const fetchMock = mockFetch((url) => {
    if (url.pathname !== "/api/quotes") return undefined;
    return url.searchParams.get("cursor") === "q2"
      ? jsonResponse(200, { quotes: [all[0]], nextCursor: null })
      : jsonResponse(200, { quotes: [all[1]], nextCursor: "q2" });
  });
  const user = userEvent.setup();
  renderWithClient(<QuotesPage />);
  const table = await screen.findByRole("table");
  expect(within(table).getByRole("link", { name: "Q-0002" })).toBeInTheDocument();
  expect(within(table).queryByRole("link", { name: "Q-0001" })).toBeNull();
  await user.click(screen.getByRole("button", { name: "Load more" }));
  expect(await within(table).findByRole("link", { name: "Q-0001" })).toBeInTheDocument();
  expect(within(table).getByRole("link", { name: "Q-0002" })).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith("/api/quotes?cursor=q2", expect.anything());
  expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
});
