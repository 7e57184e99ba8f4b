import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PortalData } from "@/lib/portal/types";
import { PortalHome } from "./portal-home";
import { PortalSignInForm } from "./sign-in-form";

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

const answer = (status: number, body: unknown) => ({
  ok: status < 400,
  status,
  statusText: "",
  json: async () => body,
  text: async () => JSON.stringify(body),
});

const company = {
  name: "Bright Electric",
  slug: "bright-electric",
  logo: null,
  accentColor: "#2563eb",
  email: "office@bright.example",
  phone: "512 555 0100",
  website: null,
  address: null,
};

const data = (overrides: Partial<PortalData> = {}): PortalData => ({
  company,
  client: { name: "Ann Customer", email: "ann@example.com" },
  today: "2026-11-27",
  quotes: [
    {
      id: "q1",
      displayNumber: "Q-0001",
      title: "Panel upgrade",
      status: "sent",
      total: "1234.50",
      sentOn: "2026-11-20",
      open: true,
      url: "http://localhost:3000/q/quote-token",
    },
    {
      id: "q2",
      displayNumber: "Q-0002",
      title: null,
      status: "approved",
      total: "80.00",
      sentOn: null,
      open: false,
      url: "http://localhost:3000/q/other-token",
    },
  ],
  invoices: [
    {
      id: "i1",
      displayNumber: "INV-0001",
      title: "Panel upgrade",
      status: "sent",
      shownStatus: "overdue",
      total: "500.00",
      balance: "300.00",
      issueDate: "2026-11-01",
      dueDate: "2026-11-15",
      payable: true,
      url: "http://localhost:3000/i/invoice-token",
    },
  ],
  payments: [
    {
      id: "p1",
      paidOn: "2026-11-10",
      kind: "payment",
      description: "Payment on INV-0001",
      method: "Card (online)",
      amount: "200.00",
      url: "http://localhost:3000/i/invoice-token",
    },
  ],
  requests: [
    {
      id: "r1",
      date: "2026-11-02",
      status: "contacted",
      summary: "Outlet",
      total: "150.00",
    },
  ],
  ...overrides,
});

describe("PortalHome", () => {
  it("lists quotes, invoices, payments and requests with links to their public pages", () => {
    render(<PortalHome data={data()} />);
    expect(
      screen.getByRole("heading", { level: 1, name: "Your quotes and invoices" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Signed in as Ann Customer/)).toBeInTheDocument();

    const quotes = screen.getByRole("region", { name: "Quotes" });
    expect(
      within(quotes).getByRole("link", { name: "View / approve quote Q-0001" }),
    ).toHaveAttribute("href", "http://localhost:3000/q/quote-token");
    expect(within(quotes).getByRole("link", { name: "View quote Q-0002" })).toBeInTheDocument();
    expect(within(quotes).getByText("$1,234.50")).toBeInTheDocument();

    const invoices = screen.getByRole("region", { name: "Invoices" });
    expect(within(invoices).getByText("Overdue")).toBeInTheDocument();
    expect(within(invoices).getByText("$300.00")).toBeInTheDocument();
    expect(within(invoices).getByText("November 15, 2026")).toBeInTheDocument();
    expect(
      within(invoices).getByRole("link", { name: "View / pay invoice INV-0001" }),
    ).toHaveAttribute("href", "http://localhost:3000/i/invoice-token");

    const payments = screen.getByRole("region", { name: "Payments" });
    expect(within(payments).getByRole("link", { name: "Payment on INV-0001" })).toBeInTheDocument();
    expect(within(payments).getByText("$200.00")).toBeInTheDocument();

    const requests = screen.getByRole("region", { name: "Requests" });
    expect(within(requests).getByText("In touch")).toBeInTheDocument();

    const signOut = screen.getByRole("button", { name: "Sign out" });
    expect(signOut.closest("form")).toHaveAttribute("action", "/portal/sign-out");
    expect(signOut.closest("form")).toHaveAttribute("method", "post");
  });

  it("says what shows where when there is nothing yet", () => {
    render(<PortalHome data={data({ quotes: [], invoices: [], payments: [], requests: [] })} />);
    expect(screen.getByText("No quotes yet")).toBeInTheDocument();
    expect(screen.getByText("No invoices yet")).toBeInTheDocument();
    expect(screen.getByText("No payments yet")).toBeInTheDocument();
    expect(screen.getByText("No requests yet")).toBeInTheDocument();
  });
});

describe("PortalSignInForm", () => {
  it("asks for a link and says to check the email", async () => {
    fetchMock.mockResolvedValue(
      answer(202, { ok: true, message: "Check your email. If this address is on file, …" }),
    );
    render(<PortalSignInForm company="bright-electric" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email address"), "ann@example.com");
    await user.click(screen.getByRole("button", { name: "Email me a sign-in link" }));

    const status = await screen.findByRole("status");
    expect(within(status).getByRole("heading", { name: "Check your email" })).toBeInTheDocument();
    expect(status).toHaveFocus();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/portal/link");
    expect(JSON.parse(init.body)).toEqual({
      company: "bright-electric",
      email: "ann@example.com",
    });
  });

  it("shows the server's field error on the email field", async () => {
    fetchMock.mockResolvedValue(
      answer(400, {
        message: "Invalid body. email: Enter a valid email address.",
        issues: [{ path: "email", message: "Enter a valid email address." }],
      }),
    );
    render(<PortalSignInForm company="bright-electric" />);
    const user = userEvent.setup();
    const field = screen.getByLabelText("Email address");
    await user.type(field, "ann@");
    await user.click(screen.getByRole("button", { name: "Email me a sign-in link" }));
    expect(await screen.findByText("Enter a valid email address.")).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveFocus();
  });

  it("asks for the address before sending anything, and explains a rate limit", async () => {
    render(<PortalSignInForm company="bright-electric" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Email me a sign-in link" }));
    expect(await screen.findByText("Enter your email address.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(
      answer(429, { message: "Too many requests.", code: "rate_limited" }),
    );
    await user.type(screen.getByLabelText("Email address"), "ann@example.com");
    await user.click(screen.getByRole("button", { name: "Email me a sign-in link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/wait a few minutes/);
  });
});
