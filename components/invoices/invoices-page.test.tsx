import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InvoicesPage } from "@/components/invoices/invoices-page";
import {
  jsonResponse,
  mockFetch,
  polyfillRadix,
  renderWithClient,
} from "@/components/quotes/test-helpers";
import type { InvoiceListDto } from "@/lib/invoices/queries";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));
beforeAll(polyfillRadix);

type Row = InvoiceListDto["invoices"][number];
const row = (number: number, shownStatus: Row["shownStatus"], client: string): Row => ({
  id: `i${number}`,
  number: `INV-000${number}`,
  status: shownStatus === "overdue" ? "sent" : shownStatus,
  shownStatus,
  title: null,
  client: { id: `c${number}`, name: client },
  issueDate: "2026-11-01",
  dueDate: "2026-11-15",
  total: "1250.50",
  balance: shownStatus === "paid" ? "0.00" : "1250.50",
});

const all = [row(2, "overdue", "Ada Lovelace"), row(1, "paid", "Grace Hopper")];

it("filters by status and searches, showing the sums of what matches", async () => {
  const fetchMock = mockFetch((url) => {
    if (url.pathname !== "/api/invoices") return undefined;
    const status = url.searchParams.get("status");
    const q = url.searchParams.get("q")?.toLowerCase();
    const invoices = all.filter(
      (invoice) =>
        (!status || invoice.shownStatus === status) &&
        (!q || invoice.client!.name.toLowerCase().includes(q)),
    );
    const sum = (key: "total" | "balance") =>
      invoices.reduce((cents, invoice) => cents + Math.round(Number(invoice[key]) * 100), 0);
    return jsonResponse(200, {
      invoices,
      nextCursor: null,
      sums: {
        count: invoices.length,
        total: (sum("total") / 100).toFixed(2),
        balance: (sum("balance") / 100).toFixed(2),
      },
    });
  });
  const user = userEvent.setup();
  renderWithClient(<InvoicesPage />);
  expect(screen.getByRole("heading", { name: "Invoices" })).toBeInTheDocument();
  const table = await screen.findByRole("table");
  expect(within(table).getByRole("link", { name: "INV-0002" })).toHaveAttribute(
    "href",
    "/dashboard/invoices/i2",
  );
  expect(
    within(table)
      .getAllByTestId("invoice-status")
      .map((badge) => badge.textContent),
  ).toEqual(["Overdue", "Paid"]);
  const sums = screen.getByTestId("invoice-sums");
  expect(sums).toHaveTextContent("Invoices2");
  expect(sums).toHaveTextContent("Total$2,501.00");
  expect(sums).toHaveTextContent("Balance$1,250.50");

  await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Paid");
  await waitFor(() =>
    expect(within(screen.getByRole("table")).queryByRole("link", { name: "INV-0002" })).toBeNull(),
  );
  expect(fetchMock).toHaveBeenCalledWith("/api/invoices?status=paid", expect.anything());
  expect(screen.getByTestId("invoice-sums")).toHaveTextContent("Balance$0.00");

  await user.type(screen.getByRole("searchbox", { name: "Search invoices" }), "ada");
  expect(await screen.findByText("No invoices match")).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith("/api/invoices?status=paid&q=ada", expect.anything());
});

it("shows the empty state and New invoice with no invoices at all", async () => {
  mockFetch((url) =>
    url.pathname === "/api/invoices"
      ? jsonResponse(200, {
          invoices: [],
          nextCursor: null,
          sums: { count: 0, total: "0.00", balance: "0.00" },
        })
      : undefined,
  );
  renderWithClient(<InvoicesPage />);
  expect(await screen.findByText("No invoices yet")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "New invoice" })).toBeInTheDocument();
});
