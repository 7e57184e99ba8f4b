import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { AccountingExports } from "@/components/integrations/exports";
import { makeQueryClient } from "@/components/query/client";
import type { BillingSummaryDto } from "@/lib/billing/types";

/** The form reads the plan from GET /api/billing: given up front (limits off unless told). */
function renderExports(summary: Partial<BillingSummaryDto> = { limitsEnforced: false }) {
  const client = makeQueryClient();
  client.setQueryData(["/api/billing"], { plan: "starter", ...summary });
  return render(
    <QueryClientProvider client={client}>
      <AccountingExports />
    </QueryClientProvider>,
  );
}

/** jsdom has no fetch Response: the few members apiRequest and the form use. */
const fakeResponse = (status: number, body: string, headers: Record<string, string> = {}) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    statusText: "",
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    text: async () => body,
    blob: async () => new Blob([body]),
  }) as unknown as Response;

describe("AccountingExports", () => {
  let resolveFetch: (res: Response) => void;
  beforeEach(() => {
    global.fetch = jest.fn(
      () => new Promise<Response>((resolve) => (resolveFetch = resolve)),
    ) as unknown as typeof fetch;
    URL.createObjectURL = jest.fn(() => "blob:csv");
    URL.revokeObjectURL = jest.fn();
  });

  it("asks for the chosen file, shows a busy button, then saves it under the server's name", async () => {
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, "click")
      .mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderExports();
    await user.selectOptions(screen.getByLabelText("What to export"), "deposits");
    await user.selectOptions(screen.getByLabelText("Format"), "xero");
    await user.selectOptions(screen.getByLabelText("Date order"), "intl");
    expect(screen.queryByLabelText("Quotes")).toBeNull();
    await user.clear(screen.getByLabelText("From"));
    await user.type(screen.getByLabelText("From"), "2026-01-01");
    await user.clear(screen.getByLabelText("To (included)"));
    await user.type(screen.getByLabelText("To (included)"), "2026-03-31");
    await user.click(screen.getByRole("button", { name: "Download CSV" }));
    const busy = screen.getByRole("button", { name: "Preparing the file..." });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute("aria-busy", "true");
    const url = new URL((global.fetch as jest.Mock).mock.calls[0][0], "http://x");
    expect(url.pathname).toBe("/api/exports/deposits");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: "xero",
      from: "2026-01-01",
      to: "2026-03-31",
      dates: "intl",
      accountCode: "200",
      taxType: "Tax on Sales",
    });
    resolveFetch(
      fakeResponse(200, "*Date\r\n", {
        "content-disposition": 'attachment; filename="quotecraft-acme-deposits.csv"',
      }),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      "quotecraft-acme-deposits.csv",
    );
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Downloaded quotecraft-acme-deposits.csv.",
    );
    click.mockRestore();
  });

  it("shows the server's message and marks the field it names", async () => {
    const user = userEvent.setup();
    renderExports();
    await user.click(screen.getByRole("button", { name: "Download CSV" }));
    resolveFetch(
      fakeResponse(
        400,
        JSON.stringify({
          message: "Invalid query. to: At most 366 days per export.",
          code: "validation_error",
          issues: [{ path: "to", message: "At most 366 days per export." }],
        }),
      ),
    );
    expect(
      await screen.findByText("Invalid query. to: At most 366 days per export."),
    ).toHaveAttribute("role", "alert");
    expect(screen.getByLabelText("To (included)")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("To (included)")).toHaveAccessibleDescription(
      "At most 366 days per export.",
    );
    expect(screen.getByRole("button", { name: "Download CSV" })).toBeEnabled();
  });

  it("offers only the spreadsheet format when the plan lacks accounting exports", () => {
    renderExports({ limitsEnforced: true, plan: "starter" });
    expect(screen.getByLabelText("Format")).toHaveValue("generic");
    expect(screen.getByRole("option", { name: "QuickBooks Online" })).toBeDisabled();
    expect(screen.getByRole("option", { name: "Xero" })).toBeDisabled();
    expect(screen.getByTestId("plan-feature-accountingExports")).toHaveTextContent(
      "Pro includes QuickBooks Online and Xero exports.",
    );
  });

  it("offers invoices for QuickBooks or Xero, with Xero's account and tax rate", async () => {
    const user = userEvent.setup();
    renderExports();
    await user.selectOptions(screen.getByLabelText("What to export"), "invoices");
    const format = screen.getByLabelText("Format");
    expect(
      Array.from(format.querySelectorAll("option")).map((option) => option.textContent),
    ).toEqual(["Invoices — QuickBooks Online", "Invoices — Xero"]);
    expect(format).toHaveValue("quickbooks");
    await user.selectOptions(format, "xero");
    expect(screen.getByLabelText("Xero tax rate for taxed invoices")).toHaveValue("Tax on Sales");
    await user.click(screen.getByRole("button", { name: "Download CSV" }));
    const url = new URL((global.fetch as jest.Mock).mock.calls[0][0], "http://x");
    expect(url.pathname).toBe("/api/exports/invoices");
    expect(url.searchParams.get("format")).toBe("xero");
    expect(url.searchParams.get("accountCode")).toBe("200");
    expect(url.searchParams.has("status")).toBe(false);
  });

  it("offers payments as one bank-statement file with its date order", async () => {
    const user = userEvent.setup();
    renderExports();
    await user.selectOptions(screen.getByLabelText("What to export"), "payments");
    const format = screen.getByLabelText("Format");
    expect(format).toHaveValue("bank");
    expect(screen.getByRole("option", { name: "Payments — bank statement (CSV)" })).toBeEnabled();
    expect(screen.queryByLabelText("Xero sales account code")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Download CSV" }));
    const url = new URL((global.fetch as jest.Mock).mock.calls[0][0], "http://x");
    expect(url.pathname).toBe("/api/exports/payments");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ format: "bank", dates: "us" });
  });

  it("cannot download invoices or payments when the plan lacks accounting exports", async () => {
    const user = userEvent.setup();
    renderExports({ limitsEnforced: true, plan: "starter" });
    await user.selectOptions(screen.getByLabelText("What to export"), "invoices");
    expect(screen.getByRole("option", { name: "Invoices — QuickBooks Online" })).toBeDisabled();
    expect(screen.getByRole("option", { name: "Invoices — Xero" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Download CSV" })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText("What to export"), "quotes");
    expect(screen.getByLabelText("Format")).toHaveValue("generic");
    expect(screen.getByRole("button", { name: "Download CSV" })).toBeEnabled();
  });
});
