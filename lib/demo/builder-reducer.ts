/**
 * State transitions of the demo Service Builder. Pure: ids come from a counter in state,
 * so the same actions always give the same state (and tests can replay them). Services
 * arrive already validated by the product's service form (lib/services/form).
 */
import { centsToDecimalString, toCents } from "@/lib/pricing";
import type { ServicePayload } from "@/lib/services/form";
import { DEMO_CATALOGUES } from "./catalogues";
import {
  MAX_LABOR_RATES,
  MAX_SERVICES,
  type BuilderStart,
  type BuilderState,
  type LocalLaborRate,
  type LocalService,
} from "./builder-types";
import type { DemoServiceTemplate } from "./types";

export const DEFAULT_LABOR_RATES: LocalLaborRate[] = [
  { id: "rate-standard", name: "Standard labor", rate: "75.00" },
  { id: "rate-senior", name: "Senior technician", rate: "110.00" },
  { id: "rate-helper", name: "Helper", rate: "45.00" },
];

export const INITIAL_BUILDER_STATE: BuilderState = {
  startedFrom: null,
  services: [],
  laborRates: DEFAULT_LABOR_RATES,
  nextId: 1,
};

export type BuilderAction =
  | { type: "start"; from: BuilderStart }
  | { type: "saveService"; id: string | null; service: ServicePayload }
  | { type: "deleteService"; id: string }
  | { type: "addLaborRate" }
  | { type: "updateLaborRate"; id: string; name: string; rate: string }
  | { type: "removeLaborRate"; id: string }
  | { type: "reset" }
  | { type: "hydrate"; state: BuilderState };

/**
 * A catalogue template as a price-book service whose customer price is the template's
 * price (docs/pricing.md M7): the materials it lists become its materials (one of each per
 * job, '(not included)' ones supplied by the customer), and the base price is what is left
 * of the price after them. Labor is already in the price, so no labor rate is linked; labor
 * hours become minutes.
 */
export function templateToService(
  template: DemoServiceTemplate,
  category: LocalService["category"],
): LocalService {
  const materials = template.materials.map((material) => ({
    name: material.name,
    unitCost: material.price,
    quantity: "1",
    customerSupplies: material.price === 0 && material.name.includes("(not included)"),
  }));
  const materialsCents = materials.reduce((sum, material) => sum + toCents(material.unitCost), 0);
  return {
    id: `svc-${template.id}`,
    name: template.name,
    description: template.description || null,
    category,
    unitType: "flat",
    basePrice: Number(centsToDecimalString(toCents(template.price) - materialsCents)),
    estimatedTime: Math.round(template.labor * 60),
    icon: "tool",
    isActive: true,
    laborRateId: null,
    serviceFeeId: null,
    materials,
    markupPercent: null,
  };
}

function start(state: BuilderState, from: BuilderStart): BuilderState {
  const services =
    from === "blank"
      ? []
      : DEMO_CATALOGUES[from].map((template) => templateToService(template, from));
  return { ...state, startedFrom: from, services };
}

function saveService(
  state: BuilderState,
  id: string | null,
  payload: ServicePayload,
): BuilderState {
  const rateIds = new Set(state.laborRates.map((rate) => rate.id));
  const fields = {
    ...payload,
    // The demo has no fees; a rate must be one of its own.
    serviceFeeId: null,
    laborRateId:
      payload.laborRateId && rateIds.has(payload.laborRateId) ? payload.laborRateId : null,
    materials: payload.materials ?? [],
    markupPercent: payload.markupPercent ?? null,
  };
  if (id !== null) {
    if (!state.services.some((service) => service.id === id)) return state;
    return {
      ...state,
      services: state.services.map((service) => (service.id === id ? { ...fields, id } : service)),
    };
  }
  if (state.services.length >= MAX_SERVICES) return state;
  return {
    ...state,
    services: [...state.services, { ...fields, id: `svc-${state.nextId}` }],
    nextId: state.nextId + 1,
  };
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case "start":
      return start(state, action.from);
    case "saveService":
      return saveService(state, action.id, action.service);
    case "deleteService":
      if (!state.services.some((service) => service.id === action.id)) return state;
      return { ...state, services: state.services.filter((service) => service.id !== action.id) };
    case "addLaborRate":
      if (state.laborRates.length >= MAX_LABOR_RATES) return state;
      return {
        ...state,
        laborRates: [
          ...state.laborRates,
          { id: `rate-${state.nextId}`, name: "New labor rate", rate: "60.00" },
        ],
        nextId: state.nextId + 1,
      };
    case "updateLaborRate":
      if (!state.laborRates.some((rate) => rate.id === action.id)) return state;
      return {
        ...state,
        laborRates: state.laborRates.map((rate) =>
          rate.id === action.id ? { ...rate, name: action.name, rate: action.rate } : rate,
        ),
      };
    case "removeLaborRate":
      if (!state.laborRates.some((rate) => rate.id === action.id)) return state;
      // Services that used the rate keep their base price and lose the link.
      return {
        ...state,
        laborRates: state.laborRates.filter((rate) => rate.id !== action.id),
        services: state.services.map((service) =>
          service.laborRateId === action.id ? { ...service, laborRateId: null } : service,
        ),
      };
    case "reset":
      return INITIAL_BUILDER_STATE;
    case "hydrate":
      return action.state;
  }
}
