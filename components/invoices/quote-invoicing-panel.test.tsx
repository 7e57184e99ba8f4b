import { screen, within } from "@testing-library/react";
import { QuoteInvoicingPanel } from "@/components/invoices/quote-invoicing-panel";
import { jsonResponse, mockFetch, renderWithClient } from "@/components/quotes/test-helpers";

it("lists the quote's invoices with what is invoiced, paid and remaining", async () => {
  mockFetch((url) =>
    url.pathname === "/api/quotes/q1/invoicing"
      ? jsonResponse(200, {
          invoices: [
            { id: "i1", number: "INV-0001", status: "paid", total: "500.00", balance: "0.00" },
            { id: "i2", number: "INV-0002", status: "sent", total: "500.00", balance: "500.00" },
          ],
          invoiced: "1000.00",
          paid: "500.00",
          remainingToInvoice: "0.00",
          remainingToPay: "500.00",
          fullyInvoiced: true,
          fullyPaid: false,
        })
      : undefined,
  );
  renderWithClient(<QuoteInvoicingPanel quoteId="q1" />);
  const panel = screen.getByRole("region", { name: "Invoicing" });
  expect(await within(panel).findByTestId("invoicing-invoiced")).toHaveTextContent("$1,000.00");
  expect(within(panel).getByTestId("invoicing-paid")).toHaveTextContent("$500.00");
  expect(within(panel).getByTestId("invoicing-remaining")).toHaveTextContent("$0.00");
  expect(within(panel).getByText("Fully invoiced")).toBeInTheDocument();
  expect(within(panel).queryByText("Fully paid")).toBeNull();
  expect(within(panel).getByRole("link", { name: "INV-0002" })).toHaveAttribute(
    "href",
    "/dashboard/invoices/i2",
  );
  expect(
    within(panel)
      .getAllByTestId("invoice-status")
      .map((badge) => badge.textContent),
  ).toEqual(["Paid", "Sent"]);
});
