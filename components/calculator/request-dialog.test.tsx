import { render, screen, waitFor } from "@testing-library/react";
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

const company = (areas: {
  hasServiceAreas: boolean;
  serviceAreaZips: string[];
}): PublicCompany => ({
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
  ...areas,
});

function renderDialog(areas: { hasServiceAreas: boolean; serviceAreaZips: string[] }) {
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

async function fillContact() {
  await userEvent.type(screen.getByLabelText("Name"), "Ana Ruiz");
  await userEvent.type(screen.getByLabelText("Email"), "ana@example.com");
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

describe("RequestDialog ZIP code", () => {
  it("is required when the company has service areas: missing and malformed ZIPs are explained and nothing is sent", async () => {
    renderDialog({ hasServiceAreas: true, serviceAreaZips: ["78701"] });
    const zip = screen.getByLabelText("ZIP code");
    expect(zip).toBeRequired();
    expect(document.querySelector("label[for=request-zip]")).toHaveTextContent(/^ZIP code$/);
    await fillContact();
    await userEvent.click(screen.getByRole("button", { name: "Send Request" }));
    expect(await screen.findByTestId("zip-error")).toHaveTextContent("Please enter your ZIP code.");
    expect(zip).toHaveAttribute("aria-invalid", "true");
    expect(zip).toHaveFocus();
    expect(zip.getAttribute("aria-describedby")).toContain("request-zip-error");

    await userEvent.type(zip, "7870");
    expect(screen.getByTestId("zip-error")).toHaveTextContent(
      "Enter a 5-digit ZIP code, like 78701.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Send Request" }));
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(zip, "1");
    expect(screen.queryByTestId("zip-error")).toBeNull();
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

  it("does not ask for a ZIP code when the company has no service areas", async () => {
    fetchMock.mockResolvedValue(sent());
    const onSent = renderDialog({ hasServiceAreas: false, serviceAreaZips: [] });
    expect(screen.queryByLabelText("ZIP code")).toBeNull();
    await fillContact();
    await userEvent.click(screen.getByRole("button", { name: "Send Request" }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(sentBody()).not.toHaveProperty("customerZip");
  });

  it("keeps the spec's toast for a missing email before any ZIP message", async () => {
    renderDialog({ hasServiceAreas: true, serviceAreaZips: ["78701"] });
    await userEvent.type(screen.getByLabelText("Name"), "Ana Ruiz");
    await userEvent.click(screen.getByRole("button", { name: "Send Request" }));
    expect(
      await screen.findByText("Please provide your name and email address."),
    ).toBeInTheDocument();
    expect(screen.queryByTestId("zip-error")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("RequestDialog sending", () => {
  it("shows 'Sending...', sends once however often it is clicked, and keeps the entries and key after an error", async () => {
    let fail: (() => void) | undefined;
    fetchMock.mockImplementationOnce(
      () => new Promise((_, reject) => (fail = () => reject(new TypeError("offline")))),
    );
    const onSent = renderDialog({ hasServiceAreas: false, serviceAreaZips: [] });
    await fillContact();
    const send = screen.getByRole("button", { name: "Send Request" });
    await userEvent.click(send);
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Sending..." }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fail?.();
    expect(
      await screen.findByText(
        "There was a problem sending your estimate request. Please try again.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("ana@example.com");
    expect(onSent).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(sent());
    await userEvent.click(screen.getByRole("button", { name: "Send Request" }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    const key = (call: number) => fetchMock.mock.calls[call][1].headers["Idempotency-Key"];
    expect(key(1)).toBe(key(0));
    expect(await screen.findByText("Estimate request sent!")).toBeInTheDocument();
  });
});
