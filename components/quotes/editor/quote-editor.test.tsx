import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { QuoteEditorPage } from "@/components/quotes/editor/quote-editor";
import {
  draftQuote,
  jsonResponse,
  mockFetch,
  polyfillRadix,
  renderWithClient,
  service,
} from "@/components/quotes/test-helpers";

const toastMock = jest.fn();
jest.mock("@/components/ui/use-toast", () => ({ toast: (arg: unknown) => toastMock(arg) }));
const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace, push: jest.fn() }) }));

beforeAll(polyfillRadix);
beforeEach(() => {
  toastMock.mockReset();
  replace.mockReset();
});

const services = [
  service({ id: "s1", name: "Panel upgrade", basePrice: "100.00" }),
  service({ id: "s2", name: "Good heater", basePrice: "500.00" }),
  service({ id: "s3", name: "Better heater", basePrice: "800.00" }),
  service({ id: "s4", name: "Surge protector", basePrice: "150.00" }),
  // Labor is part of the unit price: 200 + 90/h × 30 min = 245.
  service({
    id: "s5",
    name: "Inspection",
    basePrice: "200.00",
    estimatedTime: 30,
    laborRate: { id: "l1", name: "Standard", rate: "90.00" },
  }),
  service({ id: "s6", name: "Old service", basePrice: "1.00", isActive: false }),
  // docs/pricing.md's example: cost 148.73 with materials, its own 35% → 200.79.
  service({
    id: "s7",
    name: "Faucet swap",
    basePrice: "100.00",
    estimatedTime: 30,
    laborRate: { id: "l2", name: "Plumber", rate: "85.00" },
    materials: [
      { name: "Supply line", unitCost: "4.15", quantity: "1.5", customerSupplies: false },
      { name: "Faucet", unitCost: "12.00", quantity: "1", customerSupplies: true },
    ],
    markupPercent: "35",
  }),
];

function routes(onPut?: (body: unknown) => Response, defaultMarkupPercent = "0") {
  return mockFetch(
    (url) =>
      url.pathname === "/api/company" ? jsonResponse(200, { defaultMarkupPercent }) : undefined,
    (url, init) =>
      url.pathname === "/api/quotes/q1" && (init?.method ?? "GET") === "GET"
        ? jsonResponse(200, draftQuote())
        : undefined,
    (url) => (url.pathname === "/api/services" ? jsonResponse(200, services) : undefined),
    (url) => (url.pathname === "/api/tasks" ? jsonResponse(200, { tasks: [] }) : undefined),
    (url, init) =>
      url.pathname === "/api/quotes/q1" && init?.method === "PUT" && onPut
        ? onPut(JSON.parse(String(init.body)))
        : undefined,
  );
}

async function addFromPriceBook(user: UserEvent, name: string, scope?: HTMLElement) {
  const where = scope ?? screen.getByRole("region", { name: "Lines" });
  await user.click(within(where).getByRole("button", { name: "Add from price book" }));
  const dialog = await screen.findByRole("dialog", { name: "Add from price book" });
  await user.click(within(dialog).getByRole("button", { name: `Add ${name}` }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
}

async function pick(user: UserEvent, label: string, option: string) {
  await user.selectOptions(screen.getByRole("combobox", { name: label }), option);
}

const total = (row: string) => screen.getByTestId(`total-${row}`);

it("prices the unsaved quote live: lines, a group, an optional line, 10% off, 25% deposit", async () => {
  routes();
  const user = userEvent.setup();
  renderWithClient(<QuoteEditorPage id="q1" />);
  expect(await screen.findByRole("heading", { name: "Quote Q-0001" })).toBeInTheDocument();
  expect(screen.getByTestId("quote-status")).toHaveTextContent("Draft");

  await addFromPriceBook(user, "Panel upgrade");
  expect(total("subtotal")).toHaveTextContent("$100.00");
  // Only active services are offered.
  await user.click(
    within(screen.getByRole("region", { name: "Lines" })).getByRole("button", {
      name: "Add from price book",
    }),
  );
  const dialog = await screen.findByRole("dialog");
  expect(within(dialog).queryByRole("button", { name: "Add Old service" })).toBeNull();
  await user.click(within(dialog).getByRole("button", { name: "Add Inspection" }));
  expect(total("subtotal")).toHaveTextContent("$345.00");
  await user.click(screen.getByRole("button", { name: "Remove Inspection" }));

  await user.click(screen.getByRole("button", { name: "Add option group" }));
  const group = screen.getByTestId("option-group");
  await user.type(within(group).getByLabelText("Group name"), "Water heater");
  await addFromPriceBook(user, "Good heater", group);
  await addFromPriceBook(user, "Better heater", group);
  // The first option is preselected: 100 + 500.
  expect(screen.getByRole("radio", { name: "Preselected: Good heater" })).toBeChecked();
  expect(total("subtotal")).toHaveTextContent("$600.00");
  await user.click(screen.getByRole("radio", { name: "Preselected: Better heater" }));
  expect(total("subtotal")).toHaveTextContent("$900.00");

  await addFromPriceBook(user, "Surge protector");
  expect(total("subtotal")).toHaveTextContent("$1,050.00");
  await user.click(screen.getByRole("checkbox", { name: "Optional: Surge protector" }));
  expect(total("subtotal")).toHaveTextContent("$900.00");

  const quantity = screen.getByRole("spinbutton", { name: "Quantity for Panel upgrade" });
  await user.clear(quantity);
  await user.type(quantity, "2");
  expect(total("subtotal")).toHaveTextContent("$1,000.00");

  await pick(user, "Discount type", "Percent");
  await user.type(screen.getByRole("spinbutton", { name: "Discount" }), "10");
  const tax = screen.getByLabelText("Tax rate (%)");
  await user.clear(tax);
  await user.type(tax, "8.25");
  await pick(user, "Deposit type", "Percent");
  await user.type(screen.getByRole("spinbutton", { name: "Deposit" }), "25");

  // 1000 − 100 = 900; tax 8.25% = 74.25; total 974.25; deposit 25% = 243.5625 → 243.56.
  expect(total("subtotal")).toHaveTextContent("$1,000.00");
  expect(total("discount")).toHaveTextContent("$100.00");
  expect(total("tax")).toHaveTextContent("$74.25");
  expect(total("total")).toHaveTextContent("$974.25");
  expect(total("deposit")).toHaveTextContent("$243.56");
  expect(total("deposit-due")).toHaveTextContent("$243.56");

  // Reordering keeps the totals.
  await user.click(screen.getByRole("button", { name: "Move down Panel upgrade" }));
  const names = screen
    .getAllByTestId("quote-line")
    .map((line) => (within(line).getByLabelText("Name") as HTMLInputElement).value);
  expect(names).toEqual(["Surge protector", "Panel upgrade", "Good heater", "Better heater"]);
  expect(total("total")).toHaveTextContent("$974.25");
});

it("copies a service at its customer price: materials and its own or the company's markup", async () => {
  routes(undefined, "20");
  const user = userEvent.setup();
  renderWithClient(<QuoteEditorPage id="q1" />);
  expect(await screen.findByRole("heading", { name: "Quote Q-0001" })).toBeInTheDocument();
  await addFromPriceBook(user, "Faucet swap");
  expect(total("subtotal")).toHaveTextContent("$200.79");
  await addFromPriceBook(user, "Panel upgrade"); // no markup of its own: the company's 20%
  expect(total("subtotal")).toHaveTextContent("$320.79");
  const prices = screen
    .getAllByTestId("quote-line")
    .map((line) => (within(line).getByLabelText(/^Unit price/) as HTMLInputElement).value);
  expect(prices).toEqual(["200.79", "120.00"]);
});

it("sends the contract's body and shows a 400's field issues next to the field", async () => {
  let sent: unknown;
  const fetchMock = routes((body) => {
    sent = body;
    return jsonResponse(400, {
      message: "Invalid body. lines.0.quantity: Quantity must be a whole number.",
      code: "validation_error",
      issues: [
        { path: "lines.0.quantity", message: "Quantity must be a whole number." },
        { path: "title", message: "Title can have at most 200 characters." },
      ],
    });
  });
  const user = userEvent.setup();
  renderWithClient(<QuoteEditorPage id="q1" />);
  await screen.findByRole("heading", { name: "Quote Q-0001" });
  await addFromPriceBook(user, "Panel upgrade");
  await user.click(screen.getByRole("button", { name: "Save" }));

  const quantity = screen.getByRole("spinbutton", { name: "Quantity for Panel upgrade" });
  await waitFor(() => expect(quantity).toHaveAttribute("aria-invalid", "true"));
  expect(quantity).toHaveAccessibleDescription("Quantity must be a whole number.");
  expect(screen.getByLabelText("Title")).toHaveAccessibleDescription(
    "Title can have at most 200 characters.",
  );
  expect(toastMock).toHaveBeenCalledWith(
    expect.objectContaining({ title: "Quote not saved", variant: "destructive" }),
  );
  expect(fetchMock).toHaveBeenCalledWith(
    "/api/quotes/q1",
    expect.objectContaining({ method: "PUT" }),
  );
  expect(sent).toEqual({
    clientId: null,
    title: "",
    message: "",
    terms: null,
    discount: null,
    taxRate: 0,
    deposit: null,
    expiresAt: null,
    groups: [],
    lines: [
      {
        serviceId: "s1",
        name: "Panel upgrade",
        description: null,
        unitType: "flat",
        unitPrice: 100,
        quantity: 1,
        fee: null,
        minutesPerUnit: 60,
        note: null,
        optional: false,
        groupKey: null,
        selected: true,
      },
    ],
  });
});

it("shows who created and last changed the quote, and assigns it on its own", async () => {
  let assigned: string | null = null;
  const puts: unknown[] = [];
  const fetchMock = mockFetch(
    (url) => (url.pathname === "/api/company" ? jsonResponse(200, {}) : undefined),
    (url) => (url.pathname === "/api/tasks" ? jsonResponse(200, { tasks: [] }) : undefined),
    (url) =>
      url.pathname === "/api/team/members"
        ? jsonResponse(200, {
            members: [
              {
                id: "m1",
                userId: "u1",
                name: "Olive Owner",
                email: "o@x.test",
                role: "owner",
                active: true,
              },
              {
                id: "m2",
                userId: "u2",
                name: "Oscar Office",
                email: "f@x.test",
                role: "office",
                active: true,
              },
            ],
            you: { userId: "u1" },
          })
        : undefined,
    (url, init) => {
      if (url.pathname === "/api/quotes/q1/assignee" && init?.method === "PUT") {
        const body = JSON.parse(String(init.body)) as { userId: string | null };
        puts.push(body);
        assigned = body.userId;
        return jsonResponse(200, { assignedTo: assigned });
      }
      return url.pathname === "/api/quotes/q1" && (init?.method ?? "GET") === "GET"
        ? jsonResponse(
            200,
            draftQuote({
              assignedToId: assigned,
              createdByName: "Olive Owner",
              updatedByName: assigned ? "Olive Owner" : "Oscar Office",
            }),
          )
        : undefined;
    },
  );
  const user = userEvent.setup();
  renderWithClient(<QuoteEditorPage id="q1" />);
  expect(await screen.findByTestId("quote-attribution")).toHaveTextContent(
    "Created by Olive Owner · Last changed by Oscar Office",
  );
  const select = screen.getByRole("combobox", { name: "Assigned to" });
  await waitFor(() => expect(select).toBeEnabled());
  expect(select).toHaveDisplayValue("Unassigned");
  await user.selectOptions(select, "Oscar Office");
  await waitFor(() => expect(puts).toEqual([{ userId: "u2" }]));
  // The quote is read again: the assignee and who changed it last come from the server.
  await waitFor(() =>
    expect(screen.getByTestId("quote-attribution")).toHaveTextContent(
      "Last changed by Olive Owner",
    ),
  );
  expect(screen.getByRole("combobox", { name: "Assigned to" })).toHaveDisplayValue("Oscar Office");
  expect(toastMock).toHaveBeenCalledWith({ title: "Quote assigned" });
  expect(fetchMock.mock.calls.filter(([input]) => String(input) === "/api/quotes/q1")).toHaveLength(
    2,
  );
});

describe("an address that is no quote", () => {
  const notFound = "This quote does not exist or was deleted.";

  it("an unknown id shows the not-found state, with no Try again", async () => {
    routes();
    renderWithClient(<QuoteEditorPage id="unknown-id" />);
    expect(await screen.findByRole("alert")).toHaveTextContent(notFound);
    expect(screen.getByRole("link", { name: "All quotes" })).toHaveAttribute(
      "href",
      "/dashboard/quotes",
    );
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });

  it.each(["not an-id", "x".repeat(65), "ä"])(
    "a malformed id (%s) shows the same state and asks the API nothing",
    (id) => {
      const fetchMock = routes();
      renderWithClient(<QuoteEditorPage id={id} />);
      // Decided on the first render: no request is made for an id no quote can have.
      expect(screen.getByRole("alert")).toHaveTextContent(notFound);
      expect(screen.queryByText(/Invalid params/)).not.toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
      expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContainEqual(
        expect.stringContaining("/api/quotes/"),
      );
    },
  );

  it("a failure that may pass still offers Try again", async () => {
    mockFetch((url) =>
      url.pathname === "/api/quotes/q1"
        ? jsonResponse(500, { message: "Something went wrong.", code: "internal_error" })
        : undefined,
    );
    renderWithClient(<QuoteEditorPage id="q1" />);
    expect(await screen.findByRole("button", { name: "Try again" })).toBeVisible();
  });
});
