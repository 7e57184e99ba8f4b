import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InvoiceSettingsCard } from "@/components/invoices/invoice-settings-card";
import {
  jsonResponse,
  mockFetch,
  polyfillRadix,
  renderWithClient,
} from "@/components/quotes/test-helpers";

const toastMock = jest.fn();
jest.mock("@/components/ui/use-toast", () => ({ toast: (arg: unknown) => toastMock(arg) }));
beforeAll(polyfillRadix);

const settings = {
  invoiceTerms: "net_15",
  invoiceNotes: "Thank you for your business.",
  invoiceReminderDays: [-3, 0, 7, 14],
  reviewLink: null,
};

it("explains the reminder days in words and saves the settings", async () => {
  const bodies: unknown[] = [];
  mockFetch((url, init) => {
    if (url.pathname !== "/api/company/invoice-settings") return undefined;
    if (init?.method === "PATCH") {
      const body = JSON.parse(String(init.body)) as typeof settings;
      bodies.push(body);
      return jsonResponse(200, { ...settings, ...body });
    }
    return jsonResponse(200, settings);
  });
  const user = userEvent.setup();
  renderWithClient(<InvoiceSettingsCard />);
  const days = await screen.findByLabelText("Reminder days");
  expect(days).toHaveValue("-3, 0, 7, 14");
  expect(screen.getByTestId("reminder-days-preview")).toHaveTextContent(
    "3 days before the due date; On the due date; 7 days after the due date; 14 days after the due date.",
  );
  expect(screen.getByRole("combobox", { name: "Default terms" })).toHaveTextContent("Net 15");

  const review = screen.getByLabelText("Review link");
  await user.type(review, "http://example.com/review");
  await user.click(screen.getByRole("button", { name: "Save invoice settings" }));
  await waitFor(() => expect(review).toHaveAttribute("aria-invalid", "true"));
  expect(review).toHaveAccessibleDescription(/Enter an address that starts with https:\/\/\./);
  expect(bodies).toEqual([]);

  await user.clear(review);
  await user.type(review, "https://g.page/r/ledger/review");
  await user.clear(days);
  await user.type(days, "0, 10");
  await user.click(screen.getByRole("button", { name: "Save invoice settings" }));
  await waitFor(() => expect(bodies).toHaveLength(1));
  expect(bodies[0]).toEqual({
    invoiceTerms: "net_15",
    invoiceNotes: "Thank you for your business.",
    invoiceReminderDays: [0, 10],
    reviewLink: "https://g.page/r/ledger/review",
  });
});
