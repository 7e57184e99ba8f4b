import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CreateInvoiceFromQuoteDialog } from "@/components/invoices/create-from-quote-dialog";
import {
  draftQuote,
  jsonResponse,
  mockFetch,
  polyfillRadix,
  renderWithClient,
} from "@/components/quotes/test-helpers";
import type { QuoteLineDto } from "@/lib/quotes/types";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: jest.fn() }) }));

beforeAll(polyfillRadix);
beforeEach(() => push.mockReset());

const line = (id: string, name: string, extra: Partial<QuoteLineDto> = {}): QuoteLineDto => ({
  id,
  sortOrder: Number(id.slice(1)),
  serviceId: null,
  name,
  description: null,
  unitType: "flat",
  unitPrice: "100.00",
  quantity: "1",
  fee: null,
  minutesPerUnit: 0,
  note: null,
  optional: false,
  groupId: null,
  selected: true,
  lineTotal: "100.00",
  ...extra,
});

const quote = draftQuote({
  id: "q1",
  status: "approved",
  locked: true,
  lines: [
    line("l1", "Panel upgrade"),
    line("l2", "Surge protector"),
    // Optional and not added: not part of the approved quote, so not billable.
    line("l3", "Smart meter", { optional: true, selected: false }),
  ],
});

function routes() {
  const bodies: unknown[] = [];
  mockFetch((url, init) => {
    if (url.pathname !== "/api/invoices" || init?.method !== "POST") return undefined;
    bodies.push(JSON.parse(String(init.body)));
    return jsonResponse(201, { id: `inv${bodies.length}` });
  });
  return bodies;
}

async function open() {
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Create invoice" }));
  const dialog = await screen.findByRole("dialog");
  return { user, dialog };
}

it("bills the rest of the quote by default and opens the new invoice", async () => {
  const bodies = routes();
  renderWithClient(<CreateInvoiceFromQuoteDialog quote={quote} />);
  const { user, dialog } = await open();
  expect(within(dialog).getByRole("radio", { name: /The rest of the quote/ })).toBeChecked();
  await user.click(within(dialog).getByRole("button", { name: "Create invoice" }));
  await waitFor(() => expect(push).toHaveBeenCalledWith("/dashboard/invoices/inv1"));
  expect(bodies).toEqual([{ quoteId: "q1", mode: "rest" }]);
});

it("bills a percentage", async () => {
  const bodies = routes();
  renderWithClient(<CreateInvoiceFromQuoteDialog quote={quote} />);
  const { user, dialog } = await open();
  await user.click(within(dialog).getByRole("radio", { name: /A percentage/ }));
  const percent = within(dialog).getByLabelText("Percent of the quote");
  // Nothing typed: the schema's message, and no request.
  await user.click(within(dialog).getByRole("button", { name: "Create invoice" }));
  await waitFor(() => expect(percent).toHaveAttribute("aria-invalid", "true"));
  expect(bodies).toEqual([]);

  await user.type(percent, "50");
  await user.click(within(dialog).getByRole("button", { name: "Create invoice" }));
  await waitFor(() => expect(push).toHaveBeenCalledWith("/dashboard/invoices/inv1"));
  expect(bodies).toEqual([{ quoteId: "q1", mode: "percent", percent: 50 }]);
});

it("bills chosen lines among the quote's included lines", async () => {
  const bodies = routes();
  renderWithClient(<CreateInvoiceFromQuoteDialog quote={quote} />);
  const { user, dialog } = await open();
  await user.click(within(dialog).getByRole("radio", { name: /Chosen lines/ }));
  expect(within(dialog).getAllByRole("checkbox")).toHaveLength(2);
  expect(within(dialog).queryByRole("checkbox", { name: /Smart meter/ })).toBeNull();

  await user.click(within(dialog).getByRole("button", { name: "Create invoice" }));
  expect(await within(dialog).findByText("Choose at least one line.")).toBeInTheDocument();
  expect(bodies).toEqual([]);

  await user.click(within(dialog).getByRole("checkbox", { name: /Surge protector/ }));
  await user.click(within(dialog).getByRole("button", { name: "Create invoice" }));
  await waitFor(() => expect(push).toHaveBeenCalledWith("/dashboard/invoices/inv1"));
  expect(bodies).toEqual([{ quoteId: "q1", mode: "lines", lineIds: ["l2"] }]);
});

it("shows the server's refusal in the dialog", async () => {
  mockFetch((url, init) =>
    url.pathname === "/api/invoices" && init?.method === "POST"
      ? jsonResponse(409, {
          message: "Everything on Q-0001 is already invoiced.",
          code: "conflict",
        })
      : undefined,
  );
  renderWithClient(<CreateInvoiceFromQuoteDialog quote={quote} />);
  const { user, dialog } = await open();
  await user.click(within(dialog).getByRole("button", { name: "Create invoice" }));
  expect(await within(dialog).findByRole("alert")).toHaveTextContent(
    "Everything on Q-0001 is already invoiced.",
  );
  expect(push).not.toHaveBeenCalled();
});
