import { PLANS, PLAN_IDS, formatPlanPrice, isPlanId, registerHref } from "./plans";

describe("registerHref", () => {
  it.each([
    ["starter", "/register?plan=starter"],
    ["pro", "/register?plan=pro"],
    ["business", "/register?plan=business"],
    ["PRO", "/register"],
    ["enterprise", "/register"],
    ["", "/register"],
    [undefined, "/register"],
    [["pro", "business"], "/register"],
  ])("maps %p to %s", (plan, href) => {
    expect(registerHref(plan)).toBe(href);
  });
});

describe("plans", () => {
  it("lists each plan id exactly once, with one highlighted plan", () => {
    expect(PLANS.map((plan) => plan.id)).toEqual([...PLAN_IDS]);
    expect(PLANS.filter((plan) => plan.highlighted)).toHaveLength(1);
    expect(PLAN_IDS.every(isPlanId)).toBe(true);
  });

  it("formats free and paid prices", () => {
    expect(formatPlanPrice({ price: { month: 0, year: 0 } })).toBe("Free");
    expect(formatPlanPrice({ price: { month: 49, year: 490 } })).toBe("$49");
    expect(formatPlanPrice({ price: { month: 49, year: 490 } }, "year")).toBe("$490");
  });
});
