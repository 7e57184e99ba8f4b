import { render, screen, within } from "@testing-library/react";
import { Pricing } from "@/components/marketing/landing/pricing";
import { PlanList } from "@/components/dashboard/billing";
import {
  FEATURE_LINES,
  formatPlanPrice,
  getPlan,
  PLAN_FEATURES,
  planLines,
  PLANS,
  type Plan,
} from "@/lib/plans";

/** Other data than lib/plans': both the landing page and the billing page follow it. */
const changed: Plan[] = PLANS.map((plan) =>
  plan.id === "starter"
    ? {
        ...plan,
        name: "Solo",
        limits: { ...plan.limits, services: 30 },
        features: { ...plan.features, analytics: true },
      }
    : plan.id === "pro"
      ? {
          ...plan,
          price: { month: 59, year: 590 },
          features: { ...plan.features, serviceAreas: true },
        }
      : plan,
);

function expectPlans(container: HTMLElement, plans: Plan[]) {
  for (const plan of plans) {
    const card = container.querySelector<HTMLElement>(`[data-plan="${plan.id}"]`)!;
    expect(card).not.toBeNull();
    const view = within(card);
    expect(view.getByRole("heading", { name: new RegExp(`^${plan.name}`) })).toBeInTheDocument();
    expect(view.getByTestId("plan-price")).toHaveTextContent(formatPlanPrice(plan));
    for (const line of planLines(plan, plans)) expect(view.getByText(line)).toBeInTheDocument();
  }
}

describe("one source of plans", () => {
  it.each([
    ["lib/plans", PLANS],
    ["changed data", changed],
  ])("the landing page and the billing page show %s alike", (_, plans) => {
    const landing = render(<Pricing plans={plans} />);
    expectPlans(landing.container, plans);
    landing.unmount();
    const billing = render(<PlanList plans={plans} />);
    expectPlans(billing.container, plans);
    billing.unmount();
  });

  it.each([
    ["landing", (plans: Plan[]) => render(<Pricing plans={plans} />)],
    ["billing", (plans: Plan[]) => render(<PlanList plans={plans} />)],
  ])("a change of the data changes the %s page", (_, show) => {
    show(changed);
    expect(screen.getByText("Up to 30 services in your price book")).toBeInTheDocument();
    expect(screen.getByText("$59")).toBeInTheDocument();
    expect(screen.queryByText("Up to 25 services in your price book")).toBeNull();
    // Features are data too: Solo gains analytics, Pro gains service areas and so Business,
    // which now adds only marketplace publishing to "Everything in Pro".
    const card = (id: string) =>
      within(document.querySelector<HTMLElement>(`[data-plan="${id}"]`)!);
    expect(card("starter").getByText(FEATURE_LINES.analytics)).toBeInTheDocument();
    expect(card("pro").getByText(FEATURE_LINES.serviceAreas)).toBeInTheDocument();
    expect(card("business").getByText("Everything in Pro")).toBeInTheDocument();
    expect(card("business").queryByText(FEATURE_LINES.serviceAreas)).toBeNull();
    expect(card("business").getByText(FEATURE_LINES.marketplacePublishing)).toBeInTheDocument();
  });

  it("lists each plan's features from the data", () => {
    render(<Pricing />);
    const card = (id: string) =>
      within(document.querySelector<HTMLElement>(`[data-plan="${id}"]`)!);
    for (const feature of PLAN_FEATURES) {
      expect(card("starter").queryByText(FEATURE_LINES[feature])).toBeNull();
      if (getPlan("pro").features[feature])
        expect(card("pro").getByText(FEATURE_LINES[feature])).toBeInTheDocument();
    }
    expect(card("business").getByText("Everything in Pro")).toBeInTheDocument();
    expect(card("business").getByText(FEATURE_LINES.serviceAreas)).toBeInTheDocument();
  });
});
