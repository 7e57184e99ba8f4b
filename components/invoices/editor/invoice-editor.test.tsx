import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { InvoiceEditorPage } from "@/components/invoices/editor/invoice-editor";
import { draftInvoice, invoiceLine } from "@/components/invoices/test-helpers";
import {
  jsonResponse,
  mockFetch,
  polyfillRadix,
  renderWithClient,
} from "@/components/quotes/test-helpers";
import { formatCents } from "@/lib/format";
import { priceInvoice } from "@/lib/invoices/price";
import type { InvoiceDto } from "@/lib/invoices/queries";

const toastMock = jest.fn();
jest.mock("@/components/ui/use-toast", () => ({ toast: (arg: unknown) => toastMock(arg) }));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn() }),
}));

beforeAll(polyfillRadix);
beforeEach(() => toastMock.mockReset());

/**
 * An invoice of a quote: the quote's one line (2 × 125.50) and an hour of extra work with a
 * 10% fee, $25 off (fixed), 8.25% tax and a $50 deposit credited.
 */
const sample: InvoiceDto = draftInvoice({
  quoteId: "q1",
  quoteNumber: "Q-0007",
  client: { id: "c1", name: "Ada Lovelace", email: "ada@example.com", phone: null },
  clientId: "c1",
  discount: { type: "fixed", value: "25.00" },
  taxRate: "8.25",
  depositApplied: "50.00",
  lines: [
    invoiceLine({
      id: "l1",
      quoteLineId: "ql1",
      name: "Panel upgrade",
      unitPrice: "125.50",
      quantity: "2",
      lineTotal: "251.00",
    }),
    invoiceLine({
      id: "l2",
      name: "Extra wiring",
      unitType: "hourly",
      unitPrice: "80.00",
      quantity: "1",
      feeName: "Materials",
      feeType: "percentage",
      feeValue: "10",
      lineTotal: "88.00",
    }),
  ],
  quoteContext: {
    subtotalCents: 25100,
    discountCents: 2500,
    taxCents: 1865,
    totalCents: 24465,
    taxRate: "8.25",
    lines: [{ id: "ql1", totalCents: 25100, billedCents: 0 }],
    otherQuotedCents: 0,
    otherQuotedTaxCents: 0,
    otherDiscountCents: 0,
  },
});

function routes(onPut?: (body: unknown) => ReturnType<typeof jsonResponse>) {
  return mockFetch(
    (url, init) =>
      url.pathname === "/api/invoices/i1" && (init?.method ?? "GET") === "GET"
        ? jsonResponse(200, sample)
        : undefined,
    (url) => (url.pathname === "/api/clients/c1/properties" ? jsonResponse(200, []) : undefined),
    (url, init) =>
      url.pathname === "/api/invoices/i1" && init?.method === "PUT" && onPut
        ? onPut(JSON.parse(String(init.body)))
        : undefined,
  );
}

const total = (row: string) => screen.getByTestId(`total-${row}`);

/** The totals priceInvoice gives these lines, as the panel shows them. */
function expectTotals(lines: { quantity: string }[]) {
  const expected = priceInvoice(
    {
      lines: sample.lines.map((line, index) => ({ ...line, quantity: lines[index].quantity })),
      discount: sample.discount,
      taxRate: sample.taxRate,
      depositApplied: sample.depositApplied,
      amountPaid: sample.amountPaid,
    },
    sample.quoteContext,
  );
  expect(total("subtotal")).toHaveTextContent(formatCents(expected.subtotalCents));
  expect(total("discount")).toHaveTextContent(formatCents(expected.discountCents));
  expect(total("tax")).toHaveTextContent(formatCents(expected.taxCents));
  expect(total("total")).toHaveTextContent(formatCents(expected.totalCents));
  expect(total("deposit")).toHaveTextContent(formatCents(expected.depositAppliedCents));
  expect(total("paid")).toHaveTextContent(formatCents(expected.paidCents));
  expect(total("balance")).toHaveTextContent(formatCents(expected.balanceCents));
  return expected;
}

async function setQuantity(user: UserEvent, name: string, value: string) {
  const quantity = screen.getByRole("spinbutton", { name: `Quantity for ${name}` });
  await user.clear(quantity);
  await user.type(quantity, value);
}

it("prices the unsaved invoice live with priceInvoice: a fixed discount, tax and the deposit", async () => {
  routes();
  const user = userEvent.setup();
  renderWithClient(<InvoiceEditorPage id="i1" />);
  expect(await screen.findByRole("heading", { name: "Invoice INV-0001" })).toBeInTheDocument();
  expect(screen.getByTestId("invoice-status")).toHaveTextContent("Draft");
  expect(screen.getByRole("link", { name: "From quote Q-0007" })).toHaveAttribute(
    "href",
    "/dashboard/quotes/q1",
  );

  // The whole quote line, its discount and rate: the quote's tax (I6) plus the added part's.
  const first = expectTotals([{ quantity: "2" }, { quantity: "1" }]);
  expect(first.totalCents).toBe(33991);
  expect(screen.getByText("Balance due")).toBeInTheDocument();
  expect(total("balance")).toHaveTextContent("$289.91");

  // Two hours of extra work: 160 + 10% = 176; its tax is the added part's own.
  await setQuantity(user, "Extra wiring", "2");
  const second = expectTotals([{ quantity: "2" }, { quantity: "2" }]);
  expect(second.totalCents).toBe(first.totalCents + 8800 + 726);

  // Terms move the due date with them.
  await user.selectOptions(screen.getByRole("combobox", { name: "Terms" }), "Net 30");
  expect(screen.getByLabelText("Due date")).toHaveValue("2026-12-23");
});

it("saves the contract's body and shows the server's invoice_exceeds_quote issue at its field", async () => {
  let sent: unknown;
  const fetchMock = routes((body) => {
    sent = body;
    return jsonResponse(400, {
      message:
        "Invalid body. lines.0.unitPrice: This bills more of the quote's line than is left to invoice (251.00); add a line for extra work.",
      code: "invoice_exceeds_quote",
      issues: [
        {
          path: "lines.0.unitPrice",
          message:
            "This bills more of the quote's line than is left to invoice (251.00); add a line for extra work.",
        },
      ],
    });
  });
  const user = userEvent.setup();
  renderWithClient(<InvoiceEditorPage id="i1" />);
  await screen.findByRole("heading", { name: "Invoice INV-0001" });

  const price = screen.getByRole("spinbutton", { name: "Unit price for Panel upgrade" });
  await user.clear(price);
  await user.type(price, "130");
  // The live check already says so, before the server does.
  expect(price).toHaveAccessibleDescription(
    "This bills more of the quote's line than is left to invoice ($251.00); add a line for extra work.",
  );
  await user.click(screen.getByRole("button", { name: "Add line" }));
  const added = screen.getAllByTestId("invoice-line")[2];
  await user.type(within(added).getByLabelText("Name"), "Haul away");
  await user.click(screen.getByRole("button", { name: "Save" }));

  await waitFor(() => expect(price).toHaveAttribute("aria-invalid", "true"));
  expect(price).toHaveAccessibleDescription(
    "This bills more of the quote's line than is left to invoice (251.00); add a line for extra work.",
  );
  expect(toastMock).toHaveBeenCalledWith(
    expect.objectContaining({ title: "Invoice not saved", variant: "destructive" }),
  );
  expect(fetchMock).toHaveBeenCalledWith(
    "/api/invoices/i1",
    expect.objectContaining({ method: "PUT" }),
  );
  expect(sent).toEqual({
    clientId: "c1",
    propertyId: null,
    title: null,
    notes: null,
    terms: "due_on_receipt",
    issueDate: "2026-11-23",
    dueDate: "2026-11-23",
    discount: { type: "fixed", value: 25 },
    taxRate: 8.25,
    lines: [
      {
        quoteLineId: "ql1",
        serviceId: null,
        name: "Panel upgrade",
        description: null,
        unitType: "flat",
        unitPrice: 130,
        quantity: 2,
        fee: null,
      },
      {
        quoteLineId: null,
        serviceId: null,
        name: "Extra wiring",
        description: null,
        unitType: "hourly",
        unitPrice: 80,
        quantity: 1,
        fee: { name: "Materials", type: "percentage", value: 10 },
      },
      {
        quoteLineId: null,
        serviceId: null,
        name: "Haul away",
        description: null,
        unitType: "flat",
        unitPrice: 0,
        quantity: 1,
        fee: null,
      },
    ],
  });
});

it("shows a paid invoice read-only, with its stored totals", async () => {
  mockFetch((url) =>
    url.pathname === "/api/invoices/i1"
      ? jsonResponse(
          200,
          draftInvoice({
            status: "paid",
            shownStatus: "paid",
            sentAt: "2026-11-23T11:00:00.000Z",
            lines: [
              invoiceLine({ id: "l1", name: "Tune-up", unitPrice: "90.00", lineTotal: "90.00" }),
            ],
            subtotal: "90.00",
            total: "90.00",
            amountPaid: "90.00",
            balance: "0.00",
          }),
        )
      : undefined,
  );
  renderWithClient(<InvoiceEditorPage id="i1" />);
  expect(await screen.findByRole("heading", { name: "Invoice INV-0001" })).toBeInTheDocument();
  expect(screen.getByTestId("invoice-status")).toHaveTextContent("Paid");
  expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  expect(screen.queryByRole("button", { name: "Send" })).toBeNull();
  expect(screen.getByRole("button", { name: /^Void/ })).toBeDisabled();
  expect(total("total")).toHaveTextContent("$90.00");
  expect(total("balance")).toHaveTextContent("$0.00");
});
