import { render, screen, within } from "@testing-library/react";
import { Pricing } from "@/components/marketing/landing/pricing";
import { PlanList } from "@/components/dashboard/billing";
import { formatPlanPrice, planLines, PLANS, type Plan } from "@/lib/plans";

/** Other data than lib/plans': both the landing page and the billing page follow it. */
const changed: Plan[] = PLANS.map((plan) =>
  plan.id === "starter"
    ? { ...plan, name: "Solo", limits: { ...plan.limits, services: 30 } }
    : plan.id === "pro"
      ? { ...plan, price: { month: 59, year: 590 } }
      : plan,
);

function expectPlans(container: HTMLElement, plans: Plan[]) {
  for (const plan of plans) {
    const card = container.querySelector<HTMLElement>(`[data-plan="${plan.id}"]`)!;
    expect(card).not.toBeNull();
    const view = within(card);
    expect(view.getByRole("heading", { name: new RegExp(`^${plan.name}`) })).toBeInTheDocument();
    expect(view.getByTestId("plan-price")).toHaveTextContent(formatPlanPrice(plan));
    for (const line of planLines(plan)) expect(view.getByText(line)).toBeInTheDocument();
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

  it("a change of the data changes both pages", () => {
    render(<Pricing plans={changed} />);
    expect(screen.getByText("Up to 30 services in your price book")).toBeInTheDocument();
    expect(screen.getByText("$59")).toBeInTheDocument();
    expect(screen.queryByText("Up to 25 services in your price book")).toBeNull();
  });
});
