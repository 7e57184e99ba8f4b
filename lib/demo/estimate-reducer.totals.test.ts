import { demoEstimateReducer } from "./estimate-reducer";
import { outlet, panel, run } from "./estimate-reducer.fixtures";
import type { DemoServiceTemplate } from "./types";

function service(price: number, labor = 1, id = `s-${price}`): DemoServiceTemplate {
  return { id, name: `Service ${id}`, description: "", price, labor, materials: [] };
}

describe("demo estimate: totals to the cent", () => {
  it("sums awkward prices exactly (19.99 × 3 and friends)", () => {
    let state = run(
      { type: "addService", service: service(19.99, 0.5, "a") },
      { type: "addService", service: service(0.1, 1.5, "b") },
      { type: "addService", service: service(0.2, 0, "c") },
      { type: "addService", service: service(1234.56, 16, "d") },
    );
    const [a, b] = state.lines;
    state = demoEstimateReducer(state, { type: "increment", lineId: a.id });
    state = demoEstimateReducer(state, { type: "increment", lineId: a.id });
    state = demoEstimateReducer(state, { type: "increment", lineId: b.id });
    // 59.97 + 0.20 + 0.20 + 1234.56 = 1294.93; 7% = 90.6451 → 90.65
    expect(state.totals).toEqual({
      subtotalCents: 129493,
      taxCents: 9065,
      totalCents: 138558,
      laborHours: 0.5 * 3 + 1.5 * 2 + 0 + 16,
    });
  });

  it("rounds the 7% tax half-up at exactly half a cent", () => {
    // $0.50 × 7% = 3.5¢ → 4¢; $1.50 × 7% = 10.5¢ → 11¢; $2.50 × 7% = 17.5¢ → 18¢
    expect(run({ type: "addService", service: service(0.5) }).totals).toMatchObject({
      taxCents: 4,
      totalCents: 54,
    });
    expect(run({ type: "addService", service: service(1.5) }).totals).toMatchObject({
      taxCents: 11,
      totalCents: 161,
    });
    const twoLines = run(
      { type: "addService", service: service(1.25, 1, "x") },
      { type: "addService", service: service(1.25, 1, "y") },
    );
    expect(twoLines.totals).toMatchObject({ subtotalCents: 250, taxCents: 18, totalCents: 268 });
  });

  it("rounds tax just below half a cent down", () => {
    // $0.64 × 7% = 4.48¢ → 4¢
    expect(run({ type: "addService", service: service(0.64) }).totals.taxCents).toBe(4);
  });

  it("matches the catalogue example: 2 × Outlet Installation + Electrical Panel Upgrade", () => {
    let state = run(
      { type: "addService", service: outlet },
      { type: "addService", service: panel },
    );
    state = demoEstimateReducer(state, { type: "increment", lineId: state.lines[0].id });
    expect(state.totals).toEqual({
      subtotalCents: 195000,
      taxCents: 13650,
      totalCents: 208650,
      laborHours: 10,
    });
  });
});
