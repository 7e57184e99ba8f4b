import { screen, within } from "@testing-library/react";
import { QuoteEditorPage } from "@/components/quotes/editor/quote-editor";
import {
  draftQuote,
  jsonResponse,
  mockFetch,
  polyfillRadix,
  renderWithClient,
} from "@/components/quotes/test-helpers";
import type { QuoteLineDto } from "@/lib/quotes/types";

jest.mock("@/components/ui/use-toast", () => ({ toast: jest.fn() }));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn() }),
}));
beforeAll(polyfillRadix);

const line = (id: string, name: string, rest: Partial<QuoteLineDto>): QuoteLineDto => ({
  id,
  sortOrder: 0,
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
  selected: false,
  lineTotal: "100.00",
  ...rest,
});

const approved = draftQuote({
  status: "approved",
  locked: true,
  revision: 2,
  displayNumber: "Q-0001-R2",
  groups: [{ id: "g1", name: "Panel upgrade", sortOrder: 0 }],
  lines: [
    line("l1", "Inspection", { sortOrder: 0 }),
    line("l2", "Good", { sortOrder: 1, groupId: "g1" }),
    line("l3", "Better", { sortOrder: 2, groupId: "g1", selected: true }),
    line("l4", "Surge protector", { sortOrder: 3, optional: true, selected: true }),
  ],
  totals: {
    subtotal: "300.00",
    discount: "30.00",
    tax: "0.00",
    total: "270.00",
    deposit: "67.50",
    paid: "20.00",
    depositDue: "47.50",
  },
  signature: {
    name: "Quinn Customer",
    signedAt: "2026-11-23T12:00:00.000Z",
    ip: "203.0.113.9",
    userAgent: "Firefox",
    contentHash: "a".repeat(64),
    image: "data:image/png;base64,iVBORw0KGgo=",
  },
});

it("shows an approved quote read-only with the customer's choices and the signature", async () => {
  mockFetch(
    (url) => (url.pathname === "/api/quotes/q1" ? jsonResponse(200, approved) : undefined),
    (url) => (url.pathname === "/api/tasks" ? jsonResponse(200, { tasks: [] }) : undefined),
  );
  renderWithClient(<QuoteEditorPage id="q1" />);
  expect(await screen.findByRole("heading", { name: "Quote Q-0001-R2" })).toBeInTheDocument();
  expect(screen.getByTestId("quote-status")).toHaveTextContent("Approved");
  expect(screen.getByText(/Revision 2/)).toBeInTheDocument();
  expect(
    await screen.findByRole("heading", { name: "Approved by Quinn Customer" }),
  ).toBeInTheDocument();
  expect(screen.getByRole("img", { name: "Signature of Quinn Customer" })).toBeInTheDocument();
  expect(screen.getByText("a".repeat(64))).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  // Only the follow-up task form takes text.
  expect(screen.getAllByRole("textbox").map((box) => box.getAttribute("name"))).toEqual(["title"]);
  expect(screen.queryByRole("spinbutton")).toBeNull();

  const lines = await screen.findByRole("region", { name: "Lines" }); // loaded with the locked view
  const item = (name: string) =>
    within(lines)
      .getAllByRole("listitem")
      .find((li) => li.textContent?.includes(name))!;
  expect(item("Better")).toHaveTextContent("Picked");
  expect(item("Good")).toHaveTextContent("Not picked");
  expect(item("Surge protector")).toHaveTextContent("Optional, added");
  expect(screen.getByTestId("total-total")).toHaveTextContent("$270.00");
  expect(screen.getByTestId("total-deposit-due")).toHaveTextContent("$47.50");
  expect(await screen.findByRole("button", { name: "Record deposit" })).toBeInTheDocument();
});

it("links a replaced revision to the current one", async () => {
  const old = draftQuote({ status: "sent", locked: true, supersededById: "q2" });
  mockFetch((url) => (url.pathname === "/api/quotes/q1" ? jsonResponse(200, old) : undefined));
  renderWithClient(<QuoteEditorPage id="q1" />);
  expect(await screen.findByRole("link", { name: "Open the current revision" })).toHaveAttribute(
    "href",
    "/dashboard/quotes/q2",
  );
  expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  expect(screen.queryByRole("button", { name: "Copy link" })).toBeNull();
});
