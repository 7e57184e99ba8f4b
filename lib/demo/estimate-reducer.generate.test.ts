import { demoEstimateReducer } from "./estimate-reducer";
import { outlet, panel, run, withCustomer } from "./estimate-reducer.fixtures";

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
