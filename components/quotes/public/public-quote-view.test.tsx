import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PublicQuoteDto } from "@/lib/quotes/types";
import { ApiRequestError } from "@/components/query/request-error";
import type { RetryOptions } from "@/components/query/retry-unavailable";
import type { PublicQuoteApi } from "./api";
import { choose, liveTotals, selectionOf } from "./live-totals";
import { PublicQuoteView } from "./public-quote-view";

// jsdom draws nothing: the signature field then offers only the typed-name fallback.
beforeAll(() => {
  jest.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
});

const line = (
  id: string,
  name: string,
  unitPrice: string,
  extra: Partial<PublicQuoteDto["lines"][number]> = {},
): PublicQuoteDto["lines"][number] => ({
  id,
  sortOrder: 0,
  name,
  description: null,
  unitType: "flat",
  unitPrice,
  quantity: "1",
  fee: null,
  minutesPerUnit: 0,
  note: null,
  optional: false,
  groupId: null,
  selected: true,
  lineTotal: unitPrice,
  ...extra,
});

const quote = (): PublicQuoteDto => ({
  displayNumber: "Q-0007",
  status: "viewed",
  title: "Panel upgrade",
  message: "Thanks for asking",
  terms: "Deposit due on approval.",
  company: {
    name: "Bright Electric",
    logo: null,
    accentColor: "#2563eb",
    email: "office@bright.example",
    phone: "512 555 0100",
    website: null,
    address: null,
    paymentInstructions: null,
    slug: "bright-electric",
  },
  client: { name: "Ann Customer", email: null, address: null },
  groups: [{ id: "g1", name: "Panel", sortOrder: 0 }],
  lines: [
    line("survey", "Survey", "100.00"),
    line("good", "Good panel", "1000.00", {
      groupId: "g1",
      fee: { name: "Permit", type: "fixed", value: "50" },
      lineTotal: "1050.00",
    }),
    line("better", "Better panel", "1500.00", { groupId: "g1", selected: false }),
    line("surge", "Surge protector", "120.50", {
      optional: true,
      selected: false,
      quantity: "2",
      unitType: "per_item",
      lineTotal: "241.00",
    }),
  ],
  discount: { type: "percentage", value: "10" },
  taxRate: "8.25",
  deposit: { type: "percentage", value: "25" },
  totals: {
    subtotal: "1150.00",
    discount: "115.00",
    tax: "85.39",
    total: "1120.39",
    deposit: "280.10",
    paid: "0.00",
    depositDue: "280.10",
  },
  expiresAt: "2026-12-31",
  sentAt: "2026-11-20T10:00:00.000Z",
  approvedAt: null,
  declinedAt: null,
  signature: null,
  contentHash: "a".repeat(64),
  onlinePayment: false,
  supersededBy: null,
});

function fakeApi(overrides: Partial<PublicQuoteApi> = {}): PublicQuoteApi {
  return {
    pdfUrl: "/api/public/quotes/t/pdf",
    get: jest.fn(async () => quote()),
    select: jest.fn(),
    approve: jest.fn(),
    decline: jest.fn(),
    checkout: jest.fn(),
    ...overrides,
  };
}

/** The value of a totals row ("Total" → "$1,120.39"). */
const row = (label: string) => {
  const term = screen.getAllByText(label, { selector: "dt" })[0];
  return term.nextElementSibling?.textContent;
};

describe("live totals", () => {
  it("picks one line per group and toggles optional lines", () => {
    const q = quote();
    expect(selectionOf(q)).toEqual(["good"]);
    expect(choose(q, ["good"], "better", true)).toEqual(["better"]);
    expect(choose(q, ["good"], "surge", true)).toEqual(["good", "surge"]);
    expect(choose(q, ["good", "surge"], "surge", false)).toEqual(["good"]);
    expect(choose(q, ["good"], "survey", false)).toEqual(["good"]); // a plain line is not a choice
    expect(liveTotals(q, ["better", "surge"]).totalCents).toBe(179359);
  });
});

describe("PublicQuoteView", () => {
  it("shows the company, the quote, a radio group per option group and 'Add' checkboxes", () => {
    render(<PublicQuoteView initialQuote={quote()} token="t" api={fakeApi()} />);
    expect(screen.getByText("Bright Electric")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Quote Q-0007" })).toBeInTheDocument();
    const group = screen.getByRole("group", { name: "Panel" });
    expect(within(group).getByRole("radio", { name: "Good panel" })).toBeChecked();
    expect(within(group).getByRole("radio", { name: "Better panel" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Add Surge protector" })).not.toBeChecked();
    expect(row("Total")).toBe("$1,120.39");
    expect(row("Deposit due")).toBe("$280.10");
    expect(screen.getByRole("link", { name: "Download PDF" })).toHaveAttribute(
      "href",
      "/api/public/quotes/t/pdf",
    );
  });

  it("updates the totals at once on a selection, then takes the server's answer", async () => {
    let answer!: (dto: PublicQuoteDto) => void;
    const select = jest.fn(
      () =>
        new Promise<PublicQuoteDto>((resolve) => {
          answer = resolve;
        }),
    );
    const api = fakeApi({ select });
    render(<PublicQuoteView initialQuote={quote()} token="t" api={api} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole("radio", { name: "Better panel" }));
    // 100 + 1500 = 1600; −160 → 1440; tax 118.80 → 1558.80; deposit 389.70
    expect(row("Subtotal")).toBe("$1,600.00");
    expect(row("Discount")).toBe("-$160.00");
    expect(row("Tax")).toBe("$118.80");
    expect(row("Total")).toBe("$1,558.80");
    expect(row("Deposit due")).toBe("$389.70");
    expect(select).toHaveBeenLastCalledWith(["better"]);

    // The server's confirmation (with its new content hash) replaces the quote.
    const confirmed = quote();
    confirmed.lines = confirmed.lines.map((l) =>
      l.groupId ? { ...l, selected: l.id === "better" } : l,
    );
    confirmed.contentHash = "b".repeat(64);
    answer(confirmed);
    await waitFor(() => expect(screen.getByRole("radio", { name: "Better panel" })).toBeChecked());

    await user.click(screen.getByRole("checkbox", { name: "Add Surge protector" }));
    expect(row("Total")).toBe("$1,793.59");
    expect(select).toHaveBeenLastCalledWith(["better", "surge"]);
  });

  it("sends one selection at a time, in order, and skips a choice overtaken while it waited", async () => {
    const answers: ((dto: PublicQuoteDto) => void)[] = [];
    const select = jest.fn(
      () =>
        new Promise<PublicQuoteDto>((resolve) => {
          answers.push(resolve);
        }),
    );
    render(<PublicQuoteView initialQuote={quote()} token="t" api={fakeApi({ select })} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole("radio", { name: "Better panel" }));
    await user.click(screen.getByRole("checkbox", { name: "Add Surge protector" }));
    await user.click(screen.getByRole("checkbox", { name: "Add Surge protector" }));
    // The first save is still in flight: nothing else has been sent.
    expect(select.mock.calls).toEqual([[["better"]]]);

    const better = quote();
    better.lines = better.lines.map((l) => (l.groupId ? { ...l, selected: l.id === "better" } : l));
    await act(async () => answers[0](better));
    // Then only the newest choice (the surge protector added and removed again).
    await waitFor(() => expect(select).toHaveBeenCalledTimes(2));
    expect(select.mock.calls[1]).toEqual([["better"]]);
    await act(async () => answers[1](better));
    expect(screen.getByRole("checkbox", { name: "Add Surge protector" })).not.toBeChecked();
    expect(screen.getByRole("radio", { name: "Better panel" })).toBeChecked();
  });

  it("puts the selection back and says why when the server refuses it", async () => {
    const select = jest.fn(async () => {
      throw new ApiRequestError(
        409,
        JSON.stringify({ message: "This quote has expired.", code: "conflict" }),
      );
    });
    const expired = { ...quote(), status: "expired" as const };
    render(
      <PublicQuoteView
        initialQuote={quote()}
        token="t"
        api={fakeApi({ select, get: jest.fn(async () => expired) })}
      />,
    );
    await userEvent.setup().click(screen.getByRole("radio", { name: "Better panel" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This quote has expired.");
    await waitFor(() => expect(row("Total")).toBe("$1,120.39"));
    expect(
      screen.getByText(/This quote has expired/, { selector: "p[role=status]" }),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
  });

  it("declines with a reason and shows 'Declined'", async () => {
    const decline = jest.fn(async () => ({ ...quote(), status: "declined" as const }));
    render(<PublicQuoteView initialQuote={quote()} token="t" api={fakeApi({ decline })} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Decline" }));
    await user.type(screen.getByLabelText("Reason (optional)"), "Too expensive");
    await user.click(screen.getByRole("button", { name: "Decline quote" }));
    expect(decline).toHaveBeenCalledWith("Too expensive", expect.anything());
    expect(await screen.findByText("Declined")).toBeInTheDocument();
  });

  it("the approve form asks for name, consent and terms before sending anything; the typed name signs", async () => {
    const approve = jest.fn(async () => quote());
    render(<PublicQuoteView initialQuote={quote()} token="t" api={fakeApi({ approve })} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(screen.getByLabelText("Full name")).toHaveFocus();
    expect(screen.getByRole("radio", { name: "Sign with my typed name" })).toBeChecked();
    expect(
      screen.getByRole("heading", { name: "Consent to sign electronically" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Approve quote" }));
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Type your full name.");
    expect(alert).toHaveTextContent("agree to sign electronically");
    expect(alert).toHaveTextContent("accept the quote and its terms");
    expect(approve).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Full name"), "Ann Customer");
    expect(screen.getByTestId("typed-signature")).toHaveTextContent("Ann Customer");
    await user.click(screen.getByRole("checkbox", { name: /I agree to sign electronically/ }));
    await user.click(screen.getByRole("checkbox", { name: "I accept this quote and its terms" }));
    await user.click(screen.getByRole("button", { name: "Approve quote" }));
    expect(approve).toHaveBeenCalledWith(
      expect.objectContaining({
        name: "Ann Customer",
        signatureMethod: "typed",
        consent: true,
        termsAccepted: true,
      }),
      // How the api tells the page about its retries.
      expect.objectContaining({ onWaiting: expect.any(Function) }),
    );
    expect(approve.mock.calls[0]).not.toHaveProperty("0.signature");
  });

  /** Opens the approve form, fills it in with the typed name and presses Approve quote. */
  async function approveAs(user: ReturnType<typeof userEvent.setup>, name = "Ann Customer") {
    if (!screen.queryByLabelText("Full name")) {
      await user.click(screen.getByRole("button", { name: "Approve" }));
      await user.type(screen.getByLabelText("Full name"), name);
      await user.click(screen.getByRole("checkbox", { name: /I agree to sign electronically/ }));
      await user.click(screen.getByRole("checkbox", { name: "I accept this quote and its terms" }));
    }
    await user.click(screen.getByRole("button", { name: "Approve quote" }));
  }
  const approvedQuote = (): PublicQuoteDto => ({
    ...quote(),
    status: "approved",
    approvedAt: "2026-11-23T15:00:00.000Z",
    signature: {
      name: "Ann Customer",
      signedAt: "2026-11-23T15:00:00.000Z",
      contentHash: "a".repeat(64),
    },
  });

  it("says when the server is unavailable and the approval is being tried again", async () => {
    let answer!: (dto: PublicQuoteDto) => void;
    // The api (api.ts) does the retrying; it tells the page how long it waits.
    const approve = jest.fn(
      (_body: unknown, retry?: RetryOptions) =>
        new Promise<PublicQuoteDto>((resolve) => {
          retry?.onWaiting?.(5, 2);
          answer = resolve;
        }),
    );
    render(<PublicQuoteView initialQuote={quote()} token="t" api={fakeApi({ approve })} />);
    const status = screen.getByTestId("retry-status");
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(status).toBeEmptyDOMElement();
    const user = userEvent.setup();
    await approveAs(user);
    expect(status).toHaveTextContent(
      "We couldn't reach our server. Your approval is safe — trying again in 5 s…",
    );
    expect(screen.getByRole("button", { name: "Approve quote" })).toBeDisabled();
    act(() => approve.mock.calls[0][1]?.onWaiting?.(0, 2));
    expect(status).toHaveTextContent("trying again now…");

    act(() => answer(approvedQuote()));
    expect(await screen.findByRole("heading", { name: "Approved" })).toBeInTheDocument();
    expect(status).toBeEmptyDOMElement();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("after the tries are used up: nothing was lost, press Approve quote again", async () => {
    const approve = jest.fn(async () => {
      throw new ApiRequestError(
        503,
        JSON.stringify({
          message: "QuoteCraft is briefly unavailable.",
          code: "service_unavailable",
        }),
      );
    });
    render(<PublicQuoteView initialQuote={quote()} token="t" api={fakeApi({ approve })} />);
    await approveAs(userEvent.setup());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "We still couldn't reach our server. Nothing you entered was lost: press Approve quote again in a moment.",
    );
    expect(screen.getByLabelText("Full name")).toHaveValue("Ann Customer");
    expect(screen.getByRole("button", { name: "Approve quote" })).toBeEnabled();
  });

  it("an approval recorded while its answer was lost shows as approved, not as an error", async () => {
    const approve = jest
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockRejectedValueOnce(
        new ApiRequestError(
          409,
          JSON.stringify({
            message: "This quote was already approved.",
            code: "quote_transition_not_allowed",
          }),
        ),
      );
    const get = jest.fn(async () => approvedQuote());
    render(<PublicQuoteView initialQuote={quote()} token="t" api={fakeApi({ approve, get })} />);
    const user = userEvent.setup();
    await approveAs(user);
    expect(await screen.findByRole("alert")).toHaveTextContent("Nothing you entered was lost");
    await approveAs(user);
    expect(await screen.findByRole("heading", { name: "Approved" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(approve).toHaveBeenCalledTimes(2);
  });

  it("a 409 without an earlier lost try still says why", async () => {
    const approve = jest.fn(async () => {
      throw new ApiRequestError(
        409,
        JSON.stringify({
          message: "This quote was already approved.",
          code: "quote_transition_not_allowed",
        }),
      );
    });
    const get = jest.fn(async () => approvedQuote());
    render(<PublicQuoteView initialQuote={quote()} token="t" api={fakeApi({ approve, get })} />);
    await approveAs(userEvent.setup());
    expect(await screen.findByRole("alert")).toHaveTextContent("This quote was already approved.");
  });

  it("drawing is the other way to sign", async () => {
    render(<PublicQuoteView initialQuote={quote()} token="t" api={fakeApi()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Approve" }));
    await user.click(screen.getByRole("radio", { name: "Draw my signature" }));
    expect(screen.getByRole("img", { name: "Signature" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Clear signature" })).toBeInTheDocument();
  });

  it("the signed state: who signed, the deposit due, and how to pay without online payment", () => {
    const approved: PublicQuoteDto = {
      ...quote(),
      status: "approved",
      approvedAt: "2026-11-23T15:00:00.000Z",
      signature: {
        name: "Ann Customer",
        signedAt: "2026-11-23T15:00:00.000Z",
        contentHash: "a".repeat(64),
      },
    };
    const { rerender } = render(
      <PublicQuoteView initialQuote={approved} token="t" api={fakeApi()} />,
    );
    expect(screen.getByRole("heading", { name: "Approved" })).toBeInTheDocument();
    expect(screen.getByText(/Signed by/)).toHaveTextContent("Signed by Ann Customer");
    expect(screen.getByText(/Deposit due:/)).toHaveTextContent("$280.10");
    // Without Stripe and without payment instructions: the company tells them how to pay.
    expect(screen.getByText(/will tell you how to pay the deposit/)).toHaveTextContent(
      "512 555 0100 or office@bright.example",
    );
    expect(screen.queryByRole("button", { name: "Pay deposit online" })).not.toBeInTheDocument();
    expect(screen.queryByRole("radio", { name: "Better panel" })).toBeDisabled();

    rerender(
      <PublicQuoteView
        key="online"
        initialQuote={{ ...approved, onlinePayment: true }}
        token="t"
        api={fakeApi()}
      />,
    );
    expect(screen.getByRole("button", { name: "Pay deposit online" })).toBeInTheDocument();

    // The owner's payment instructions (Company Profile) when deposits are not taken online.
    rerender(
      <PublicQuoteView
        key="instructions"
        initialQuote={{
          ...approved,
          company: { ...approved.company, paymentInstructions: "Zelle: pay@bright.example" },
        }}
        token="t"
        api={fakeApi()}
      />,
    );
    expect(screen.getByTestId("payment-instructions")).toHaveTextContent(
      "Zelle: pay@bright.example",
    );
    expect(screen.queryByText(/cash, check or bank transfer/)).not.toBeInTheDocument();
  });

  it("a replaced revision links to the updated quote", () => {
    render(
      <PublicQuoteView
        initialQuote={{ ...quote(), supersededBy: "/q/newtoken" }}
        token="t"
        api={fakeApi()}
      />,
    );
    expect(screen.getByText("This quote was updated")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View the updated quote" })).toHaveAttribute(
      "href",
      "/q/newtoken",
    );
    expect(screen.queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
  });
});
