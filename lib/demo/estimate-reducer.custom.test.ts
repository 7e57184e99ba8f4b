import { demoEstimateReducer, parseNonNegative } from "./estimate-reducer";
import { run } from "./estimate-reducer.fixtures";
import { DEMO_TOASTS } from "./estimate-toasts";

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
