import { screen, within } from "@testing-library/react";
import { MoneyCards } from "@/components/dashboard/money-cards";
import { jsonResponse, mockFetch, renderWithClient } from "@/components/quotes/test-helpers";
import type { MoneyOverview } from "@/lib/dashboard/money";

const bucket = (
  key: MoneyOverview["buckets"][number]["key"],
  label: string,
  count: number,
  cents: number,
): MoneyOverview["buckets"][number] => ({
  key,
  label,
  status: key === "current" ? "unpaid" : "overdue",
  count,
  cents,
});

const overview: MoneyOverview = {
  today: "2026-11-23",
  timeZone: "America/Chicago",
  owed: { count: 4, cents: 123_456 },
  buckets: [
    bucket("current", "Current (not yet due)", 2, 100_000),
    bucket("1-30", "1–30 days past due", 1, 23_000),
    bucket("31-60", "31–60 days past due", 0, 0),
    bucket("61-90", "61–90 days past due", 0, 0),
    bucket("90+", "Over 90 days past due", 1, 456),
  ],
  receivedThisMonth: {
    from: "2026-11-01",
    to: "2026-11-30",
    cents: 45_000,
    invoicePaymentsCents: 40_000,
    depositsCents: 5_000,
  },
};

it("shows money owed by days past due, each part linking to its invoices", async () => {
  mockFetch((url) =>
    url.pathname === "/api/dashboard/money" ? jsonResponse(200, overview) : undefined,
  );
  renderWithClient(<MoneyCards />);
  expect(screen.getByLabelText("Loading money owed")).toHaveAttribute("aria-busy", "true");
  expect(await screen.findByTestId("money-owed-total")).toHaveTextContent("$1,234.56");
  const current = screen.getByTestId("aging-current");
  expect(current).toHaveTextContent("Current (not yet due) · 2 invoices$1,000.00");
  expect(within(current).getByRole("link")).toHaveAttribute(
    "href",
    "/dashboard/invoices?status=unpaid",
  );
  const late = screen.getByTestId("aging-1-30");
  expect(late).toHaveTextContent("1–30 days past due · 1 invoice$230.00");
  expect(within(late).getByRole("link")).toHaveAttribute(
    "href",
    "/dashboard/invoices?status=overdue",
  );
  expect(screen.getByTestId("aging-90+")).toHaveTextContent("$4.56");

  const received = screen.getByTestId("money-received");
  expect(within(received).getByTestId("money-received-total")).toHaveTextContent("$450.00");
  expect(received).toHaveTextContent("On invoices$400.00");
  expect(received).toHaveTextContent("Quote deposits$50.00");
  expect(received).toHaveTextContent("Nov 1, 2026 – Nov 30, 2026 (America/Chicago)");
});

it("says so when nothing is owed", async () => {
  mockFetch((url) =>
    url.pathname === "/api/dashboard/money"
      ? jsonResponse(200, {
          ...overview,
          owed: { count: 0, cents: 0 },
          buckets: overview.buckets.map((entry) => ({ ...entry, count: 0, cents: 0 })),
          receivedThisMonth: {
            ...overview.receivedThisMonth,
            cents: 0,
            invoicePaymentsCents: 0,
            depositsCents: 0,
          },
        })
      : undefined,
  );
  renderWithClient(<MoneyCards />);
  expect(await screen.findByTestId("money-owed-empty")).toHaveTextContent("Nothing is owed");
  expect(screen.getByText("No payments recorded yet this month.")).toBeInTheDocument();
  expect(screen.getByTestId("money-received-total")).toHaveTextContent("$0.00");
});

it("offers Try again when the figures fail", async () => {
  mockFetch((url) =>
    url.pathname === "/api/dashboard/money"
      ? jsonResponse(500, { message: "Money is resting.", code: "internal" })
      : undefined,
  );
  renderWithClient(<MoneyCards />);
  const owed = screen.getByTestId("money-owed");
  const alert = await within(owed).findByRole("alert");
  expect(alert).toHaveTextContent("Money is resting.");
  expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
});
