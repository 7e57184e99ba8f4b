import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiRequestError } from "@/components/query/request-error";
import type { PublicInvoiceDto } from "@/lib/invoices/public";
import type { PublicInvoiceApi } from "./api";
import { PublicInvoiceView } from "./public-invoice-view";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const invoice = (overrides: Partial<PublicInvoiceDto> = {}): PublicInvoiceDto => ({
  number: "INV-0007",
  status: "partially_paid",
  shownStatus: "partially_paid",
  title: "Panel upgrade",
  notes: "Thank you for your business.",
  terms: "net_15",
  issueDate: "2026-03-01",
  dueDate: "2026-03-16",
  company: {
    name: "Bright Electric",
    logo: null,
    accentColor: "#2563eb",
    email: "office@bright.example",
    phone: "512 555 0100",
    website: null,
    address: null,
    paymentInstructions: "Zelle: pay@bright.example",
  },
  client: { name: "Ann Customer", email: "ann@example.com", address: "1 Elm St" },
  property: { line1: "12 Oak St", line2: null, city: "Austin", region: "TX", postalCode: "78701" },
  lines: [
    {
      id: "l1",
      name: "Panel upgrade",
      description: "200 A panel",
      unitType: "flat",
      unitPrice: "1000.00",
      quantity: "1",
      fee: null,
      lineTotal: "1000.00",
    },
    {
      id: "l2",
      name: "Surge protector",
      description: null,
      unitType: "per_item",
      unitPrice: "120.50",
      quantity: "2",
      fee: { name: "Permit", type: "fixed", value: "10" },
      lineTotal: "251.00",
    },
  ],
  discount: null,
  taxRate: "0",
  totals: {
    subtotal: "1251.00",
    discount: "0.00",
    tax: "0.00",
    total: "1251.00",
    depositCredited: "250.00",
    paid: "100.00",
    balance: "901.00",
  },
  payments: [
    {
      id: "p1",
      paidOn: "2026-03-02",
      method: "check",
      reference: "1042",
      amount: "150.00",
      refund: false,
    },
    {
      id: "p2",
      paidOn: "2026-03-03",
      method: "check",
      reference: null,
      amount: "-50.00",
      refund: true,
    },
  ],
  howToPay: "online",
  paidAt: null,
  ...overrides,
});

const fakeApi = (overrides: Partial<PublicInvoiceApi> = {}): PublicInvoiceApi => ({
  pdfUrl: "/i/t/pdf",
  checkout: jest.fn(),
  ...overrides,
});

/** The value of a totals row ("Total" → "$1,251.00"). */
const row = (label: string) =>
  screen.getAllByText(label, { selector: "dt" })[0].nextElementSibling?.textContent;

beforeEach(() => refresh.mockClear());

describe("PublicInvoiceView", () => {
  it("shows the company, number, dates, client, property, lines, totals, payments and the PDF", () => {
    render(<PublicInvoiceView invoice={invoice()} token="t" api={fakeApi()} />);
    expect(screen.getByText("Bright Electric")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Invoice INV-0007" })).toBeInTheDocument();
    expect(screen.getByTestId("invoice-status")).toHaveTextContent("Status: Partially paid");
    expect(row("Issued")).toBe("March 1, 2026");
    expect(row("Due")).toBe("March 16, 2026 (Net 15)");
    expect(row("Bill to")).toContain("Ann Customer");
    expect(row("Service address")).toBe("12 Oak St, Austin, TX 78701");
    expect(screen.getByText("2 × $120.50 per item · Includes Permit ($10.00)")).toBeInTheDocument();
    expect(row("Total")).toBe("$1,251.00");
    expect(row("Deposit credited")).toBe("-$250.00");
    expect(row("Paid")).toBe("-$100.00");
    expect(row("Balance due")).toBe("$901.00");
    const payments = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(payments.map((tr) => tr.textContent)).toEqual([
      "March 2, 2026Check 1042$150.00",
      "March 3, 2026Refund · Check-$50.00",
    ]);
    expect(screen.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", "/i/t/pdf");
  });

  it("offers 'Pay $X' when Stripe is keyed, and shows the server's refusal", async () => {
    const checkout = jest.fn(async () => {
      throw new ApiRequestError(
        409,
        JSON.stringify({ message: "Nothing is owed on this invoice." }),
      );
    });
    render(<PublicInvoiceView invoice={invoice()} token="t" api={fakeApi({ checkout })} />);
    expect(screen.queryByTestId("payment-instructions")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Pay $901.00" }));
    expect(checkout).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole("alert")).toHaveTextContent("Nothing is owed on this invoice.");
    expect(screen.getByRole("button", { name: "Pay $901.00" })).toBeEnabled();
  });

  it("without Stripe shows the payment instructions, or whom to contact: no Pay button", () => {
    const { unmount } = render(
      <PublicInvoiceView
        invoice={invoice({ howToPay: "instructions" })}
        token="t"
        api={fakeApi()}
      />,
    );
    expect(screen.getByTestId("payment-instructions")).toHaveTextContent(
      "Zelle: pay@bright.example",
    );
    expect(screen.queryByRole("button", { name: /Pay/ })).not.toBeInTheDocument();
    unmount();

    render(
      <PublicInvoiceView
        invoice={invoice({
          howToPay: "contact",
          company: { ...invoice().company, paymentInstructions: null },
        })}
        token="t"
        api={fakeApi()}
      />,
    );
    expect(screen.getByTestId("payment-contact")).toHaveTextContent(
      "Contact Bright Electric to pay: 512 555 0100 or office@bright.example.",
    );
    expect(screen.getByRole("link", { name: "512 555 0100" })).toHaveAttribute(
      "href",
      "tel:5125550100",
    );
    expect(screen.queryByRole("button", { name: /Pay/ })).not.toBeInTheDocument();
  });

  it("a void invoice says so and takes no payment", () => {
    render(
      <PublicInvoiceView
        invoice={invoice({
          status: "void",
          shownStatus: "void",
          howToPay: null,
          payments: [],
          totals: { ...invoice().totals, paid: "0.00", balance: "0.00" },
        })}
        token="t"
        api={fakeApi()}
      />,
    );
    expect(screen.getByTestId("invoice-status")).toHaveTextContent("Void");
    expect(screen.getByRole("status")).toHaveTextContent("nothing is owed");
    expect(screen.queryByRole("button", { name: /Pay/ })).not.toBeInTheDocument();
    expect(screen.queryByText("Balance due")).not.toBeInTheDocument();
  });

  it("an overdue invoice is badged and says when it was due", () => {
    render(
      <PublicInvoiceView
        invoice={invoice({ status: "sent", shownStatus: "overdue" })}
        token="t"
        api={fakeApi()}
      />,
    );
    expect(screen.getByTestId("invoice-status")).toHaveTextContent("Overdue");
    expect(screen.getByRole("status")).toHaveTextContent("This invoice was due on March 16, 2026.");
  });

  it("back from Stripe: 'being confirmed' and no second Pay until the webhook records it", () => {
    jest.useFakeTimers();
    try {
      render(
        <PublicInvoiceView invoice={invoice()} token="t" paymentReturn="paid" api={fakeApi()} />,
      );
      expect(screen.getByRole("status")).toHaveTextContent(
        "Thank you — your payment is being confirmed",
      );
      expect(screen.queryByRole("button", { name: /Pay/ })).not.toBeInTheDocument();
      jest.advanceTimersByTime(4_000);
      expect(refresh).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it("once recorded: paid, thank you; a cancelled payment charged nothing", () => {
    const paid = invoice({
      status: "paid",
      shownStatus: "paid",
      howToPay: null,
      totals: { ...invoice().totals, paid: "1001.00", balance: "0.00" },
    });
    const { unmount } = render(
      <PublicInvoiceView invoice={paid} token="t" paymentReturn="paid" api={fakeApi()} />,
    );
    expect(screen.getByTestId("invoice-status")).toHaveTextContent("Paid");
    expect(screen.getByRole("status")).toHaveTextContent("Thank you — your payment was received.");
    expect(screen.getByText("Paid in full. Thank you!")).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
    unmount();

    render(
      <PublicInvoiceView invoice={invoice()} token="t" paymentReturn="canceled" api={fakeApi()} />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("nothing was charged");
    expect(screen.getByRole("button", { name: "Pay $901.00" })).toBeInTheDocument();
  });
});
