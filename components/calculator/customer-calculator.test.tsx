import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CustomerCalculator } from "@/components/calculator/customer-calculator";
import type { PublicCompany, PublicService } from "@/lib/calculator/types";

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ ok: true, status: 204, json: async () => ({}) });
  global.fetch = fetchMock;
});

const service = (id: string, name: string, unitPrice: string): PublicService => ({
  id,
  name,
  description: null,
  category: "electrical",
  icon: "plug",
  unitType: "flat",
  unitLabel: "flat rate",
  basePrice: unitPrice,
  estimatedTime: 60,
  unitPrice,
  laborRate: null,
  serviceFee: null,
});

const company: PublicCompany = {
  id: "co-1",
  slug: "spark",
  name: "Spark Co",
  logo: null,
  website: null,
  industryType: "electrical",
  accentColor: null,
  calculatorCategories: [],
  defaultCategory: null,
  serviceCallFee: "49.00",
  taxRate: "0",
  thankYouMessage: null,
  ...{ requireServiceAddress: false, requireDescription: false, requirePhotos: false },
  hasServiceAreas: false,
  serviceAreaZips: [],
};

function renderCalculator() {
  render(
    <CustomerCalculator
      mode="public"
      company={company}
      services={[service("s1", "Panel Upgrade", "1800.00"), service("s2", "Outlet", "10.00")]}
      categories={["electrical"]}
    />,
  );
}

describe("customer calculator on a phone", () => {
  it("shows no summary bar until something is selected, then the count, the estimate's total and a request button", async () => {
    renderCalculator();
    expect(screen.queryByRole("region", { name: "Estimate summary" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Add Panel Upgrade" }));
    await userEvent.click(screen.getByRole("button", { name: "Add Outlet" }));
    const bar = screen.getByRole("region", { name: "Estimate summary" });
    // 1800 + 10 + the 49.00 service-call fee: the total the estimate panel shows.
    expect(bar).toHaveTextContent(/^2 selected · , total \$1,859\.00 Request estimate$/);
    expect(within(bar).getByTestId("summary-total")).toHaveTextContent(
      screen.getByTestId("total").textContent!,
    );
    expect(within(bar).getByRole("button", { name: "Request estimate" })).toBeEnabled();
  });

  it("turns the add button into 'Added ✓' and announces the add", async () => {
    renderCalculator();
    const add = screen.getByRole("button", { name: "Add Outlet" });
    expect(add).toHaveTextContent("Add");
    await userEvent.click(add);
    const added = screen.getByRole("button", { name: "Add Outlet, added" });
    expect(added).toHaveTextContent("Added");
    expect(added).toHaveAttribute("data-state", "added");
    expect(screen.getByTestId("add-announcement")).toHaveTextContent(
      "Outlet added. 1 selected, total $59.00.",
    );
    expect(screen.getByTestId("add-announcement")).toHaveAttribute("aria-live", "polite");
    await userEvent.click(added);
    expect(screen.getByRole("button", { name: "Add Outlet, added" })).toHaveTextContent("Added ×2");
    // The other card is untouched.
    expect(screen.getByRole("button", { name: "Add Panel Upgrade" })).toHaveTextContent("Add");
  });

  it("adds a described custom line as 'To be quoted' at $0", async () => {
    renderCalculator();
    await userEvent.click(screen.getByRole("button", { name: "Describe it" }));
    await userEvent.type(screen.getByLabelText("What do you need?"), "Move a doorbell");
    await userEvent.click(screen.getByRole("button", { name: "Add to estimate" }));
    const panel = document.getElementById("estimate-panel")!;
    await waitFor(() => expect(within(panel).getByText("Move a doorbell")).toBeInTheDocument());
    expect(within(panel).getByText(/To be quoted/)).toBeInTheDocument();
    expect(within(panel).getByText("1 service selected")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Estimate summary" })).toHaveTextContent(
      "1 selected",
    );
  });
});
