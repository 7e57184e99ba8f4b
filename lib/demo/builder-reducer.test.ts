import {
  builderReducer,
  DEFAULT_LABOR_RATES,
  INITIAL_BUILDER_STATE,
  type BuilderAction,
} from "./builder-reducer";
import { unitPriceCents } from "@/lib/pricing";
import { emptyServiceForm } from "@/lib/services/form";
import { parseServiceForm } from "@/lib/services/form-parse";
import type { BuilderState } from "./builder-types";
import { DEMO_CATALOGUES } from "./catalogues";
import { DEMO_INDUSTRIES } from "./types";

function run(...actions: BuilderAction[]): BuilderState {
  return actions.reduce(builderReducer, INITIAL_BUILDER_STATE);
}

function parsed(name: string, basePrice = "100") {
  const result = parseServiceForm({ ...emptyServiceForm("roofing"), name, basePrice });
  if (!result.ok) throw new Error("invalid fixture");
  return result.payload;
}

describe("builderReducer", () => {
  it("starts with the industry picker and default labor rates", () => {
    expect(INITIAL_BUILDER_STATE.startedFrom).toBeNull();
    expect(INITIAL_BUILDER_STATE.services).toEqual([]);
    expect(INITIAL_BUILDER_STATE.laborRates).toEqual(DEFAULT_LABOR_RATES);
  });

  it("starting from an industry copies its demo catalogue as flat services at the same prices", () => {
    const state = run({ type: "start", from: "electrical" });
    expect(state.startedFrom).toBe("electrical");
    expect(state.services).toHaveLength(12);
    // Outlet Installation, $75: its three materials (9.25) are its materials, the rest its base.
    expect(state.services[0]).toMatchObject({
      id: "svc-e1",
      name: "Outlet Installation",
      category: "electrical",
      unitType: "flat",
      basePrice: 65.75,
      estimatedTime: 60,
      laborRateId: null,
      markupPercent: null,
    });
    expect(state.services[0].materials).toEqual([
      { name: "Duplex receptacle", unitCost: 4.5, quantity: "1", customerSupplies: false },
      { name: "Old-work electrical box", unitCost: 3.25, quantity: "1", customerSupplies: false },
      { name: "Cover plate", unitCost: 1.5, quantity: "1", customerSupplies: false },
    ]);
    // A fixture the customer brings is listed, supplied by the customer.
    expect(state.services[2].materials[0]).toMatchObject({
      name: "Light fixture (not included)",
      customerSupplies: true,
    });
  });

  it.each(DEMO_INDUSTRIES)(
    "every %s template keeps its catalogue price as the customer price",
    (industry) => {
      const state = run({ type: "start", from: industry });
      state.services.forEach((service, index) => {
        expect(service.basePrice).toBeGreaterThanOrEqual(0);
        expect(unitPriceCents(service)).toBe(
          Math.round(DEMO_CATALOGUES[industry][index].price * 100),
        );
      });
    },
  );

  it("starting blank gives an empty price book", () => {
    expect(run({ type: "start", from: "blank" })).toMatchObject({
      startedFrom: "blank",
      services: [],
    });
  });

  it("adds services with fresh ids and edits them in place", () => {
    let state = run(
      { type: "start", from: "blank" },
      { type: "saveService", id: null, service: parsed("Roof inspection") },
    );
    state = builderReducer(state, {
      type: "saveService",
      id: null,
      service: parsed("Gutter guard"),
    });
    expect(state.services.map((service) => [service.id, service.name])).toEqual([
      ["svc-1", "Roof inspection"],
      ["svc-2", "Gutter guard"],
    ]);
    state = builderReducer(state, {
      type: "saveService",
      id: "svc-1",
      service: parsed("Roof inspection plus", "250"),
    });
    expect(state.services[0]).toMatchObject({
      id: "svc-1",
      name: "Roof inspection plus",
      basePrice: 250,
    });
    expect(state.services).toHaveLength(2);
  });

  it("ignores an edit of a service that no longer exists", () => {
    const state = run({ type: "start", from: "blank" });
    expect(builderReducer(state, { type: "saveService", id: "svc-9", service: parsed("X") })).toBe(
      state,
    );
  });

  it("keeps no fee and no labor rate that is not its own", () => {
    const state = run(
      { type: "start", from: "blank" },
      {
        type: "saveService",
        id: null,
        service: { ...parsed("Odd"), laborRateId: "ghost", serviceFeeId: "fee" },
      },
    );
    expect(state.services[0]).toMatchObject({ laborRateId: null, serviceFeeId: null });
  });

  it("deletes a service", () => {
    const state = run({ type: "start", from: "cleaning" }, { type: "deleteService", id: "svc-c1" });
    expect(state.services.map((service) => service.id)).not.toContain("svc-c1");
    expect(state.services).toHaveLength(11);
  });

  it("adds, edits and removes labor rates; removing one unlinks its services", () => {
    let state = run({ type: "start", from: "blank" }, { type: "addLaborRate" });
    const added = state.laborRates[state.laborRates.length - 1];
    expect(added).toMatchObject({ name: "New labor rate", rate: "60.00" });
    state = builderReducer(state, {
      type: "updateLaborRate",
      id: added.id,
      name: "Roofer",
      rate: "82.50",
    });
    expect(state.laborRates.find((rate) => rate.id === added.id)).toEqual({
      id: added.id,
      name: "Roofer",
      rate: "82.50",
    });
    state = builderReducer(state, {
      type: "saveService",
      id: null,
      service: { ...parsed("Reroof"), laborRateId: added.id },
    });
    expect(state.services[0].laborRateId).toBe(added.id);
    state = builderReducer(state, { type: "removeLaborRate", id: added.id });
    expect(state.laborRates.map((rate) => rate.id)).not.toContain(added.id);
    expect(state.services[0].laborRateId).toBeNull();
  });

  it("reset returns to the picker with default rates", () => {
    const state = run({ type: "start", from: "hvac" }, { type: "addLaborRate" }, { type: "reset" });
    expect(state).toEqual(INITIAL_BUILDER_STATE);
  });

  it("hydrate replaces the state with the stored one", () => {
    const stored = run({ type: "start", from: "painting" });
    expect(builderReducer(INITIAL_BUILDER_STATE, { type: "hydrate", state: stored })).toBe(stored);
  });
});
