import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RequestDialog } from "@/components/calculator/request-dialog";
import { Toaster } from "@/components/ui/toaster";
import { addToCart, priceCart } from "@/lib/calculator/cart";
import type { PublicCompany, PublicService } from "@/lib/calculator/types";

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

const service: PublicService = {
  id: "svc-1",
  name: "Panel Inspection",
  description: null,
  category: "electrical",
  icon: "plug",
  unitType: "flat",
  unitLabel: "flat rate",
  basePrice: "120.00",
  estimatedTime: 60,
  unitPrice: "120.00",
  laborRate: null,
  serviceFee: null,
};

type Areas = {
  hasServiceAreas: boolean;
  serviceAreaZips: string[];
  requireServiceAddress?: boolean;
  requireDescription?: boolean;
  requirePhotos?: boolean;
};
const company = (areas: Areas): PublicCompany => ({
  id: "co-1",
  slug: "spark",
  name: "Spark Co",
  logo: null,
  website: null,
  industryType: "electrical",
  accentColor: null,
  calculatorCategories: [],
  defaultCategory: null,
  serviceCallFee: null,
  taxRate: "0",
  thankYouMessage: null,
  ...{ requireServiceAddress: false, requireDescription: false, requirePhotos: false },
  ...areas,
});

function renderDialog(areas: Areas) {
  const onSent = jest.fn();
  const breakdown = priceCart(addToCart([], service), { serviceCallFee: null, taxRate: "0" });
  render(
    <>
      <RequestDialog
        open
        onOpenChange={() => undefined}
        company={company(areas)}
        breakdown={breakdown}
        embedded={false}
        onSent={onSent}
      />
      <Toaster />
    </>,
  );
  return onSent;
}

async function fillContact(user: Pick<typeof userEvent, "type"> = userEvent) {
  await user.type(screen.getByLabelText(/^Name/), "Ana Ruiz");
  await user.type(screen.getByLabelText(/^Email/), "ana@example.com");
}

const sent = () => ({
  ok: true,
  status: 201,
  json: async () => ({
    id: "r1",
    totalAmount: "120.00",
    totalsMatched: true,
    thankYouMessage: null,
  }),
});
const sentBody = () => JSON.parse(fetchMock.mock.calls[0][1].body as string);
const failed = (status: number, body: { message: string; code: string }, retryAfter?: string) => ({
  ok: false,
  status,
  statusText: status === 503 ? "Service Unavailable" : "Internal Server Error",
  headers: {
    get: (name: string) => (name.toLowerCase() === "retry-after" ? (retryAfter ?? null) : null),
  },
  text: async () => JSON.stringify(body),
});
/** The API's answer while PostgreSQL is down or restarting (lib/api/errors.ts). */
const unavailable = () =>
  failed(
    503,
    {
      message: "QuoteCraft is briefly unavailable. Please try again in a moment.",
      code: "service_unavailable",
    },
    "5",
  );
const keyOf = (call: number) => fetchMock.mock.calls[call][1].headers["Idempotency-Key"];

describe("RequestDialog ZIP code", () => {
  it("is required when the company has service areas: missing and malformed ZIPs are explained and nothing is sent", async () => {
    renderDialog({ hasServiceAreas: true, serviceAreaZips: ["78701"] });
    const zip = screen.getByLabelText("ZIP code");
    expect(zip).toBeRequired();
    expect(document.querySelector("label[for=request-postal]")).toHaveTextContent(/^ZIP code$/);
    await fillContact();
    await userEvent.click(screen.getByRole("button", { name: "Send Request" }));
    expect(await screen.findByText(/ZIP code\./)).toHaveTextContent("Please enter your ZIP code.");
    expect(zip).toHaveAttribute("aria-invalid", "true");
    // The field takes focus on the next frame, once its error is rendered.
    await waitFor(() => expect(zip).toHaveFocus());
    expect(zip.getAttribute("aria-describedby")).toContain("request-postal-error");

    await userEvent.type(zip, "7870");
    await userEvent.click(screen.getByRole("button", { name: "Send Request" }));
    expect(await screen.findByText("Enter a 5-digit ZIP code, like 78701.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(zip, "1");
    expect(screen.queryByTestId("field-error")).toBeNull();
    expect(zip).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText(/outside the area/)).toBeNull();
  });

  it("tells a customer outside the area politely and still sends, with the ZIP code", async () => {
    fetchMock.mockResolvedValue(sent());
    const onSent = renderDialog({ hasServiceAreas: true, serviceAreaZips: ["78701"] });
    await fillContact();
    await userEvent.type(screen.getByLabelText("ZIP code"), "10001");
    expect(screen.getByText(/looks outside the area Spark Co usually serves/)).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Send Request" }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(sentBody()).toMatchObject({ customerZip: "10001", customerName: "Ana Ruiz" });
  });

  it("does not require a ZIP code when the company has no service areas", async () => {
    fetchMock.mockResolvedValue(sent());
    const onSent = renderDialog({ hasServiceAreas: false, serviceAreaZips: [] });
    expect(screen.getByLabelText("ZIP code")).not.toBeRequired();
    await fillContact();
    await userEvent.click(screen.getByRole("button", { name: "Send Request" }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(sentBody()).not.toHaveProperty("customerZip");
  });

  it("keeps the spec's toast for a missing email before any ZIP message", async () => {
    renderDialog({ hasServiceAreas: true, serviceAreaZips: ["78701"] });
    await userEvent.type(screen.getByLabelText(/^Name/), "Ana Ruiz");
    await userEvent.click(screen.getByRole("button", { name: "Send Request" }));
    expect(
      await screen.findByText("Please provide your name and email address."),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("RequestDialog sending", () => {
  it("shows 'Sending...', sends once however often it is clicked, and keeps the entries and key after an error", async () => {
    let fail: (() => void) | undefined;
    fetchMock.mockImplementationOnce(
      () =>
        new Promise(
          (resolve) =>
            (fail = () => resolve(failed(500, { message: "boom", code: "internal_error" }))),
        ),
    );
    const onSent = renderDialog({ hasServiceAreas: false, serviceAreaZips: [] });
    await fillContact();
    const send = screen.getByRole("button", { name: "Send Request" });
    await userEvent.click(send);
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Sending..." }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fail?.();
    // The spec's toast, and the same message in the form (where the customer is looking).
    expect(
      await screen.findAllByText(
        "There was a problem sending your estimate request. Please try again.",
      ),
    ).toHaveLength(2);
    expect(screen.getByTestId("request-form-error")).toHaveAttribute("role", "alert");
    expect(screen.getByLabelText(/^Email/)).toHaveValue("ana@example.com");
    expect(onSent).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(sent());
    await userEvent.click(screen.getByRole("button", { name: "Send Request" }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(keyOf(1)).toBe(keyOf(0));
    expect(await screen.findByText("Estimate request sent!")).toBeInTheDocument();
  });
});

describe("RequestDialog while the server is unavailable (503 or no connection)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const tick = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
  const WAITING = "We couldn't reach our server. Your request is safe — trying again in";

  it("says so, waits Retry-After and sends the same request again with the same key", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    fetchMock.mockResolvedValueOnce(unavailable()).mockResolvedValueOnce(sent());
    const onSent = renderDialog({ hasServiceAreas: false, serviceAreaZips: [] });
    const status = screen.getByTestId("request-retry-status");
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(status).toBeEmptyDOMElement();
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Send Request" }));

    await waitFor(() => expect(status).toHaveTextContent(`${WAITING} 5 s…`));
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Sending..." })).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByTestId("request-form-error")).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await tick(1_000);
    expect(status).toHaveTextContent(`${WAITING} 4 s…`);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await tick(4_000);
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(keyOf(1)).toBe(keyOf(0));
    expect(fetchMock.mock.calls[1][1].body).toBe(fetchMock.mock.calls[0][1].body);
    expect(status).toBeEmptyDOMElement();
    expect(screen.queryByTestId("request-form-error")).toBeNull();
  });

  it("tries a network failure again too", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce(sent());
    const onSent = renderDialog({ hasServiceAreas: false, serviceAreaZips: [] });
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Send Request" }));
    await waitFor(() =>
      expect(screen.getByTestId("request-retry-status")).toHaveTextContent(`${WAITING} 5 s…`),
    );
    await tick(5_000);
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(keyOf(1)).toBe(keyOf(0));
  });

  it("gives up after a few tries: nothing was lost, and Send Request again keeps the key", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    fetchMock.mockResolvedValue(unavailable());
    const onSent = renderDialog({ hasServiceAreas: false, serviceAreaZips: [] });
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Send Request" }));
    await tick(60_000);

    const error = await screen.findByTestId("request-form-error");
    expect(error).toHaveAttribute("role", "alert");
    expect(error).toHaveTextContent(
      "We still couldn't reach our server. Nothing was lost: your details are still here, and pressing Send Request again won't send your request twice.",
    );
    expect(fetchMock).toHaveBeenCalledTimes(4);
    const key = keyOf(0);
    expect([keyOf(1), keyOf(2), keyOf(3)]).toEqual([key, key, key]);
    expect(screen.getByTestId("request-retry-status")).toBeEmptyDOMElement();
    expect(screen.getByLabelText(/^Email/)).toHaveValue("ana@example.com");
    expect(onSent).not.toHaveBeenCalled();

    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(sent());
    await user.click(screen.getByRole("button", { name: "Send Request" }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(keyOf(0)).toBe(key);
  });
});

describe("RequestDialog inline errors", () => {
  it("shows each problem under its field, marks it invalid and focuses the first one", async () => {
    renderDialog({
      hasServiceAreas: false,
      serviceAreaZips: [],
      requireServiceAddress: true,
      requireDescription: true,
    });
    await userEvent.click(screen.getByRole("button", { name: "Send Request" }));
    const name = screen.getByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name.getAttribute("aria-describedby")).toBe("request-name-error");
    expect(document.getElementById("request-name-error")).toHaveTextContent(
      "Please provide your name.",
    );
    expect(document.getElementById("request-email-error")).toHaveTextContent(
      "Please provide your email address.",
    );
    for (const [label, message] of [
      ["Street address", "Enter the street address."],
      ["City", "Enter the city."],
      ["State", "Enter the state."],
      ["ZIP code", "Enter the ZIP code."],
    ] as const) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(
        document.getElementById(field.getAttribute("aria-describedby")!.split(" ").pop()!),
      ).toHaveTextContent(message);
    }
    expect(screen.getByLabelText(/^Describe the job/)).toHaveAttribute("aria-invalid", "true");
    // The spec's toast still names the missing contact details.
    expect(await screen.findByText("Missing information")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    // A fixed field loses its error as the customer types.
    await userEvent.type(name, "Ana");
    expect(name).not.toHaveAttribute("aria-invalid");
    expect(document.getElementById("request-name-error")).toBeNull();
  });

  it("puts the server's 400 issues on their fields and focuses the first", async () => {
    fetchMock.mockResolvedValueOnce({
      ok: false,
      status: 400,
      statusText: "Bad Request",
      text: async () =>
        JSON.stringify({
          message: "Invalid body.",
          code: "validation_error",
          issues: [
            { path: "serviceAddress.postalCode", message: "Enter a valid postal code." },
            { path: "preferredWindows.0.period", message: "Choose morning, afternoon or evening." },
          ],
        }),
    });
    const onSent = renderDialog({ hasServiceAreas: false, serviceAreaZips: [] });
    await fillContact();
    await userEvent.type(screen.getByLabelText("Street address"), "1 Main St");
    await userEvent.type(screen.getByLabelText("City"), "Austin");
    await userEvent.type(screen.getByLabelText("State"), "TX");
    await userEvent.type(screen.getByLabelText("ZIP code"), "ABCDE");
    await userEvent.click(screen.getByRole("button", { name: "Send Request" }));
    const zip = screen.getByLabelText("ZIP code");
    await waitFor(() => expect(zip).toHaveFocus());
    expect(zip).toHaveAttribute("aria-invalid", "true");
    expect(document.getElementById("request-postal-error")).toHaveTextContent(
      "Enter a valid postal code.",
    );
    expect(document.getElementById("request-window-0-period-error")).toHaveTextContent(
      "Choose morning, afternoon or evening.",
    );
    expect(onSent).not.toHaveBeenCalled();
    expect(sentBody()).toMatchObject({
      serviceAddress: {
        line1: "1 Main St",
        city: "Austin",
        region: "TX",
        postalCode: "ABCDE",
      },
    });
  });

  it("asks for a date and a time of day of a started window, and sends the details it has", async () => {
    fetchMock.mockResolvedValue(sent());
    const onSent = renderDialog({ hasServiceAreas: false, serviceAreaZips: [] });
    await fillContact();
    await userEvent.selectOptions(screen.getByLabelText("Time of day 1"), "morning");
    await userEvent.click(screen.getByRole("button", { name: "Send Request" }));
    const date = screen.getByLabelText("Date 1");
    await waitFor(() => expect(date).toHaveFocus());
    expect(document.getElementById("request-window-0-date-error")).toHaveTextContent(
      "Pick a date.",
    );
    await userEvent.type(date, "2099-05-04");
    await userEvent.type(screen.getByLabelText(/^Describe the job/), "Two outlets in the garage");
    await userEvent.type(screen.getByLabelText(/^Phone/), "512-555-0100");
    await userEvent.click(screen.getByLabelText(/Text me about this request/));
    await userEvent.click(screen.getByRole("button", { name: "Send Request" }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    const body = sentBody();
    expect(body).toMatchObject({
      description: "Two outlets in the garage",
      preferredWindows: [{ date: "2099-05-04", period: "morning" }],
      smsConsent: true,
    });
    expect(body).not.toHaveProperty("serviceAddress");
    expect(body).not.toHaveProperty("photoIds");
  });

  it("shows the SMS consent wording carriers expect", () => {
    renderDialog({ hasServiceAreas: false, serviceAreaZips: [] });
    expect(
      screen.getByLabelText(
        "Text me about this request. Msg & data rates may apply. Reply STOP to opt out, HELP for help. Consent is not a condition of purchase.",
      ),
    ).not.toBeChecked();
  });
});
