import { DEMO_CATALOGUES } from "./catalogues";
import {
  createInitialEstimate,
  demoEstimateReducer,
  parseNonNegative,
  type DemoEstimateAction,
  type DemoEstimateState,
} from "./estimate-reducer";
import { DEMO_TOASTS } from "./estimate-toasts";
import type { DemoServiceTemplate } from "./types";

const outlet = DEMO_CATALOGUES.electrical[0]; // e1 Outlet Installation, $75, 1 h
const panel = DEMO_CATALOGUES.electrical[5]; // e6 Electrical Panel Upgrade, $1800, 8 h

function run(...actions: DemoEstimateAction[]): DemoEstimateState {
  return actions.reduce(demoEstimateReducer, createInitialEstimate());
}

function service(price: number, labor = 1, id = `s-${price}`): DemoServiceTemplate {
  return { id, name: `Service ${id}`, description: "", price, labor, materials: [] };
}

const withCustomer: DemoEstimateAction[] = [
  { type: "setCustomer", field: "name", value: "Jane Doe" },
  { type: "setCustomer", field: "email", value: "jane@example.com" },
];

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

describe("demo estimate: custom service drafts", () => {
  it("'Add New Custom Service' creates a draft named 'Custom Service' with price 0 and labor 0", () => {
    const state = run({ type: "addDraft" }, { type: "addDraft" });
    expect(state.drafts).toHaveLength(2);
    expect(state.drafts[0]).toMatchObject({
      name: "Custom Service",
      description: "",
      price: 0,
      labor: 0,
    });
    expect(state.drafts[0].id).not.toBe(state.drafts[1].id);
    expect(state.lines).toEqual([]);
  });

  it("edits each field; non-numeric or negative price and labor become 0", () => {
    let state = run({ type: "addDraft" });
    const draftId = state.drafts[0].id;
    const edit = (field: "name" | "description" | "price" | "labor", value: string) => {
      state = demoEstimateReducer(state, { type: "updateDraft", draftId, field, value });
    };
    edit("name", "Attic fan wiring");
    edit("description", "Run a new circuit");
    edit("price", "149.50");
    edit("labor", "2.5");
    expect(state.drafts[0]).toMatchObject({
      name: "Attic fan wiring",
      description: "Run a new circuit",
      price: 149.5,
      labor: 2.5,
      priceInput: "149.50",
    });
    edit("price", "abc");
    edit("labor", "");
    expect(state.drafts[0]).toMatchObject({
      price: 0,
      labor: 0,
      priceInput: "abc",
      laborInput: "",
    });
    edit("price", "-5");
    edit("labor", "-1");
    expect(state.drafts[0]).toMatchObject({ price: 0, labor: 0 });
  });

  it("'Add to Estimate' moves a valid draft into the estimate as a custom line and removes the draft", () => {
    let state = run({ type: "addDraft" }, { type: "addDraft" });
    const [first, second] = state.drafts;
    state = demoEstimateReducer(state, {
      type: "updateDraft",
      draftId: first.id,
      field: "name",
      value: "  Attic fan  ",
    });
    state = demoEstimateReducer(state, {
      type: "updateDraft",
      draftId: first.id,
      field: "price",
      value: "19.99",
    });
    state = demoEstimateReducer(state, {
      type: "updateDraft",
      draftId: first.id,
      field: "labor",
      value: "x",
    });
    state = demoEstimateReducer(state, { type: "commitDraft", draftId: first.id });
    expect(state.drafts.map((draft) => draft.id)).toEqual([second.id]);
    expect(state.lines).toHaveLength(1);
    expect(state.lines[0]).toMatchObject({
      quantity: 1,
      isCustom: true,
      service: { name: "Attic fan", price: 19.99, labor: 0, materials: [] },
    });
    expect(state.totals).toEqual({
      subtotalCents: 1999,
      taxCents: 140,
      totalCents: 2139,
      laborHours: 0,
    });
    expect(state.notice).toBeNull();
  });

  it.each([
    ["an empty name", "   ", "25"],
    ["a zero price", "Attic fan", "0"],
    ["a non-numeric price", "Attic fan", "twenty"],
    ["a price that rounds to $0.00", "Attic fan", "0.004"],
  ])(
    "rejects %s with the destructive 'Invalid Service' toast and keeps the draft",
    (_, name, price) => {
      let state = run({ type: "addDraft" });
      const draftId = state.drafts[0].id;
      state = demoEstimateReducer(state, {
        type: "updateDraft",
        draftId,
        field: "name",
        value: name,
      });
      state = demoEstimateReducer(state, {
        type: "updateDraft",
        draftId,
        field: "price",
        value: price,
      });
      state = demoEstimateReducer(state, { type: "commitDraft", draftId });
      expect(state.notice).toMatchObject({
        title: "Invalid Service",
        description: "Please provide a name and valid price for your custom service.",
        variant: "destructive",
      });
      expect(state.drafts).toHaveLength(1);
      expect(state.lines).toEqual([]);
    },
  );

  it("the untouched default draft ('Custom Service', price 0) is invalid", () => {
    let state = run({ type: "addDraft" });
    state = demoEstimateReducer(state, { type: "commitDraft", draftId: state.drafts[0].id });
    expect(state.notice?.title).toBe(DEMO_TOASTS.invalidCustomService.title);
  });

  it("raises a new notice id every time, so the same toast can show twice", () => {
    let state = run({ type: "addDraft" });
    const draftId = state.drafts[0].id;
    state = demoEstimateReducer(state, { type: "commitDraft", draftId });
    const firstId = state.notice?.id;
    state = demoEstimateReducer(state, { type: "commitDraft", draftId });
    expect(state.notice?.id).not.toBe(firstId);
  });

  it("'Remove' deletes the draft", () => {
    let state = run({ type: "addDraft" }, { type: "addDraft" });
    const [first, second] = state.drafts;
    state = demoEstimateReducer(state, { type: "removeDraft", draftId: first.id });
    expect(state.drafts.map((draft) => draft.id)).toEqual([second.id]);
  });

  it("custom lines take plus, minus and remove like catalogue lines", () => {
    let state = run({ type: "addDraft" });
    const draftId = state.drafts[0].id;
    state = demoEstimateReducer(state, {
      type: "updateDraft",
      draftId,
      field: "price",
      value: "10",
    });
    state = demoEstimateReducer(state, { type: "commitDraft", draftId });
    const lineId = state.lines[0].id;
    state = demoEstimateReducer(state, { type: "increment", lineId });
    expect(state.totals.subtotalCents).toBe(2000);
    state = demoEstimateReducer(state, { type: "removeLine", lineId });
    expect(state.lines).toEqual([]);
  });
});

describe("demo estimate: Generate Estimate", () => {
  it("needs at least one service ('No Services Selected')", () => {
    const state = run(...withCustomer, { type: "generate" });
    expect(state.mode).toBe("editing");
    expect(state.notice).toMatchObject({
      title: "No Services Selected",
      description: "Please add at least one service to generate an estimate.",
      variant: "destructive",
    });
  });

  it.each([
    ["no name", { name: "", email: "jane@example.com" }],
    ["no email", { name: "Jane", email: "" }],
    ["blank name and email", { name: "  ", email: " " }],
  ])("needs customer name and email ('Missing Information'): %s", (_, customer) => {
    const state = run(
      { type: "addService", service: outlet },
      { type: "setCustomer", field: "name", value: customer.name },
      { type: "setCustomer", field: "email", value: customer.email },
      { type: "generate" },
    );
    expect(state.mode).toBe("editing");
    expect(state.notice).toMatchObject({
      title: "Missing Information",
      description: "Please provide customer name and email to generate an estimate.",
      variant: "destructive",
    });
  });

  it("checks for services before customer info", () => {
    expect(run({ type: "generate" }).notice?.title).toBe("No Services Selected");
  });

  it("moves to generated with 'Estimate Generated' when valid; address and email format are not checked", () => {
    const state = run(
      { type: "addService", service: outlet },
      { type: "setCustomer", field: "name", value: "Jane" },
      { type: "setCustomer", field: "email", value: "not-an-email" },
      { type: "generate" },
    );
    expect(state.mode).toBe("generated");
    expect(state.notice).toMatchObject({
      title: "Estimate Generated",
      description: "Your estimate has been generated successfully!",
      variant: "default",
    });
  });

  it("'Edit Estimate' returns to editing with lines, customer and totals kept", () => {
    const generated = run(
      { type: "addService", service: outlet },
      { type: "addService", service: panel },
      ...withCustomer,
      { type: "setCustomer", field: "address", value: "1 Main St" },
      { type: "generate" },
    );
    const edited = demoEstimateReducer(generated, { type: "edit" });
    expect(edited.mode).toBe("editing");
    expect(edited.lines).toBe(generated.lines);
    expect(edited.customer).toEqual({
      name: "Jane Doe",
      email: "jane@example.com",
      address: "1 Main St",
    });
    expect(edited.totals).toEqual(generated.totals);
  });

  it("a line change after generating goes back to editing", () => {
    const generated = run({ type: "addService", service: outlet }, ...withCustomer, {
      type: "generate",
    });
    const changed = demoEstimateReducer(generated, { type: "addService", service: panel });
    expect(changed.mode).toBe("editing");
    expect(changed.lines).toHaveLength(2);
  });
});

describe("demo estimate: resets", () => {
  const busy = () =>
    run(
      { type: "addService", service: outlet },
      { type: "addService", service: panel },
      { type: "addDraft" },
      ...withCustomer,
      { type: "setCustomer", field: "address", value: "1 Main St" },
    );

  it.each([
    ["'Clear All' while editing", busy()],
    ["'Start New Estimate' after generating", demoEstimateReducer(busy(), { type: "generate" })],
  ])("%s resets lines, drafts, customer info and totals and goes to editing", (_, before) => {
    const state = demoEstimateReducer(before, { type: "reset" });
    expect(state.mode).toBe("editing");
    expect(state.lines).toEqual([]);
    expect(state.drafts).toEqual([]);
    expect(state.customer).toEqual({ name: "", email: "", address: "" });
    expect(state.totals).toEqual({ subtotalCents: 0, taxCents: 0, totalCents: 0, laborHours: 0 });
    expect(state.industry).toBe("electrical");
  });

  it("changing the industry clears lines, drafts and totals but keeps customer info", () => {
    const state = demoEstimateReducer(busy(), { type: "setIndustry", industry: "plumbing" });
    expect(state.industry).toBe("plumbing");
    expect(state.lines).toEqual([]);
    expect(state.drafts).toEqual([]);
    expect(state.totals).toEqual({ subtotalCents: 0, taxCents: 0, totalCents: 0, laborHours: 0 });
    expect(state.customer).toEqual({
      name: "Jane Doe",
      email: "jane@example.com",
      address: "1 Main St",
    });
    expect(state.mode).toBe("editing");
  });

  it("choosing the industry already selected changes nothing", () => {
    const before = busy();
    expect(demoEstimateReducer(before, { type: "setIndustry", industry: "electrical" })).toBe(
      before,
    );
  });
});

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

describe("parseNonNegative", () => {
  it.each([
    ["12.5", 12.5],
    [" 3 ", 3],
    ["", 0],
    ["abc", 0],
    ["-4", 0],
    ["Infinity", 0],
    ["NaN", 0],
  ])("%p → %p", (text, value) => {
    expect(parseNonNegative(text)).toBe(value);
  });
});
