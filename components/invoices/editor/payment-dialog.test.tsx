import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RecordPaymentDialog } from "@/components/invoices/editor/payment-dialog";
import { draftInvoice } from "@/components/invoices/test-helpers";
import {
  jsonResponse,
  mockFetch,
  polyfillRadix,
  renderWithClient,
} from "@/components/quotes/test-helpers";

const toastMock = jest.fn();
jest.mock("@/components/ui/use-toast", () => ({ toast: (arg: unknown) => toastMock(arg) }));

beforeAll(polyfillRadix);
beforeEach(() => toastMock.mockReset());

function routes() {
  const bodies: unknown[] = [];
  const fetchMock = mockFetch((url, init) => {
    if (url.pathname !== "/api/invoices/i1/payments" || init?.method !== "POST") return undefined;
    bodies.push(JSON.parse(String(init.body)));
    return jsonResponse(
      201,
      draftInvoice({ status: "partially_paid", shownStatus: "partially_paid" }),
    );
  });
  return { fetchMock, bodies };
}

async function openDialog() {
  const user = userEvent.setup();
  renderWithClient(<RecordPaymentDialog invoiceId="i1" balance="150.00" today="2026-11-23" />);
  await user.click(screen.getByRole("button", { name: "Record payment" }));
  const dialog = await screen.findByRole("dialog", { name: "Record payment" });
  return { user, dialog };
}

it("defaults to the balance and today, and a check needs its number", async () => {
  const { fetchMock, bodies } = routes();
  const { user, dialog } = await openDialog();
  expect(within(dialog).getByLabelText("Amount")).toHaveValue(150);
  expect(within(dialog).getByLabelText("Paid on")).toHaveValue("2026-11-23");

  await user.selectOptions(within(dialog).getByRole("combobox", { name: "Method" }), "Check");
  const check = within(dialog).getByLabelText("Check number");
  await user.click(within(dialog).getByRole("button", { name: "Record payment" }));

  await waitFor(() => expect(check).toHaveAttribute("aria-invalid", "true"));
  expect(check).toHaveAccessibleDescription("Check number is required for a check.");
  expect(bodies).toEqual([]);
  expect(fetchMock).not.toHaveBeenCalled();

  await user.type(check, "1042");
  const amount = within(dialog).getByLabelText("Amount");
  await user.clear(amount);
  await user.type(amount, "100");
  await user.type(within(dialog).getByLabelText("Note"), "First half");
  await user.click(within(dialog).getByRole("button", { name: "Record payment" }));

  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(bodies).toEqual([
    { amount: 100, method: "check", paidOn: "2026-11-23", reference: "1042", note: "First half" },
  ]);
  expect(fetchMock).toHaveBeenCalledWith(
    "/api/invoices/i1/payments",
    expect.objectContaining({ method: "POST" }),
  );
  expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: "Payment recorded" }));
});

it("sends cash at the balance with no reference or note, and refuses more than the balance", async () => {
  const { bodies } = routes();
  const { user, dialog } = await openDialog();
  expect(within(dialog).queryByLabelText("Check number")).toBeNull();

  const amount = within(dialog).getByLabelText("Amount");
  await user.clear(amount);
  await user.type(amount, "150.01");
  await user.click(within(dialog).getByRole("button", { name: "Record payment" }));
  await waitFor(() => expect(amount).toHaveAttribute("aria-invalid", "true"));
  expect(amount).toHaveAccessibleDescription(
    "The amount cannot be more than the balance due ($150.00).",
  );
  expect(bodies).toEqual([]);

  await user.clear(amount);
  await user.type(amount, "150");
  await user.click(within(dialog).getByRole("button", { name: "Record payment" }));
  await waitFor(() => expect(bodies).toHaveLength(1));
  expect(bodies[0]).toEqual({ amount: 150, method: "cash", paidOn: "2026-11-23" });
});

it("shows the server's 400 issue at its field", async () => {
  mockFetch((url, init) =>
    url.pathname === "/api/invoices/i1/payments" && init?.method === "POST"
      ? jsonResponse(400, {
          message: "Invalid body. paidOn: Paid on cannot be in the future.",
          code: "validation_error",
          issues: [{ path: "paidOn", message: "Paid on cannot be in the future." }],
        })
      : undefined,
  );
  const { user, dialog } = await openDialog();
  await user.click(within(dialog).getByRole("button", { name: "Record payment" }));
  const paidOn = within(dialog).getByLabelText("Paid on");
  await waitFor(() => expect(paidOn).toHaveAttribute("aria-invalid", "true"));
  expect(paidOn).toHaveAccessibleDescription("Paid on cannot be in the future.");
  expect(screen.getByRole("dialog", { name: "Record payment" })).toBeInTheDocument();
});

it("records a payment once when it is submitted twice before the first answer", async () => {
  const { bodies } = routes();
  const { dialog } = await openDialog();
  const form = within(dialog).getByRole("button", { name: "Record payment" }).closest("form")!;
  fireEvent.submit(form);
  fireEvent.submit(form);
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(bodies).toEqual([{ amount: 150, method: "cash", paidOn: "2026-11-23" }]);
});
