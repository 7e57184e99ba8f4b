import { createInitialEstimate, demoEstimateReducer } from "./estimate-reducer";
import { outlet, panel, run } from "./estimate-reducer.fixtures";

describe("demo estimate: initial state", () => {
  it("starts editing the default industry (electrical) with nothing selected", () => {
    const state = createInitialEstimate();
    expect(state.industry).toBe("electrical");
    expect(state.mode).toBe("editing");
    expect(state.lines).toEqual([]);
    expect(state.drafts).toEqual([]);
    expect(state.customer).toEqual({ name: "", email: "", address: "" });
    expect(state.totals).toEqual({ subtotalCents: 0, taxCents: 0, totalCents: 0, laborHours: 0 });
    expect(state.notice).toBeNull();
  });
});

describe("demo estimate: catalogue lines", () => {
  it("appends a line with quantity 1 and recalculates the totals", () => {
    const state = run({ type: "addService", service: outlet });
    expect(state.lines).toHaveLength(1);
    expect(state.lines[0]).toMatchObject({ service: outlet, quantity: 1 });
    expect(state.lines[0].isCustom).toBeUndefined();
    expect(state.totals).toEqual({
      subtotalCents: 7500,
      taxCents: 525,
      totalCents: 8025,
      laborHours: 1,
    });
  });

  it("creates a separate line each time the same service is added", () => {
    const state = run(
      { type: "addService", service: outlet },
      { type: "addService", service: outlet },
    );
    expect(state.lines).toHaveLength(2);
    expect(state.lines.map((line) => line.quantity)).toEqual([1, 1]);
    expect(state.lines[0].id).not.toBe(state.lines[1].id);
    expect(state.totals.subtotalCents).toBe(15000);
  });

  it("plus increases the quantity and the totals", () => {
    let state = run({ type: "addService", service: outlet });
    const lineId = state.lines[0].id;
    state = demoEstimateReducer(state, { type: "increment", lineId });
    state = demoEstimateReducer(state, { type: "increment", lineId });
    expect(state.lines[0].quantity).toBe(3);
    expect(state.totals).toEqual({
      subtotalCents: 22500,
      taxCents: 1575,
      totalCents: 24075,
      laborHours: 3,
    });
  });

  it("minus decreases the quantity but never below 1", () => {
    let state = run({ type: "addService", service: outlet });
    const lineId = state.lines[0].id;
    state = demoEstimateReducer(state, { type: "increment", lineId });
    state = demoEstimateReducer(state, { type: "decrement", lineId });
    expect(state.lines[0].quantity).toBe(1);
    const atOne = state;
    state = demoEstimateReducer(state, { type: "decrement", lineId });
    expect(state).toBe(atOne);
    expect(state.lines[0].quantity).toBe(1);
    expect(state.totals.subtotalCents).toBe(7500);
  });

  it("remove deletes only that line and recalculates", () => {
    let state = run(
      { type: "addService", service: outlet },
      { type: "addService", service: panel },
    );
    state = demoEstimateReducer(state, { type: "removeLine", lineId: state.lines[0].id });
    expect(state.lines.map((line) => line.service.id)).toEqual(["e6"]);
    expect(state.totals.subtotalCents).toBe(180000);
    state = demoEstimateReducer(state, { type: "removeLine", lineId: state.lines[0].id });
    expect(state.lines).toEqual([]);
    expect(state.totals).toEqual({ subtotalCents: 0, taxCents: 0, totalCents: 0, laborHours: 0 });
  });

  it("ignores unknown line ids", () => {
    const state = run({ type: "addService", service: outlet });
    expect(demoEstimateReducer(state, { type: "increment", lineId: "nope" })).toBe(state);
    expect(demoEstimateReducer(state, { type: "removeLine", lineId: "nope" })).toBe(state);
  });
});
