/**
 * State transitions of the demo Service Builder. Pure: ids come from a counter in state,
 * so the same actions always give the same state (and tests can replay them).
 */
import { toCents } from "@/lib/pricing/money";
import { DEMO_CATALOGUES } from "./catalogues";
import {
  MAX_LABOR_RATES,
  MAX_SERVICES,
  type BuilderLaborRate,
  type BuilderService,
  type BuilderStart,
  type BuilderState,
} from "./builder-types";
import type { ParsedService } from "./builder-validation";
import type { DemoServiceTemplate } from "./types";

export const DEFAULT_LABOR_RATES: BuilderLaborRate[] = [
  { id: "rate-standard", name: "Standard labor", rateCents: 7500 },
  { id: "rate-senior", name: "Senior technician", rateCents: 11000 },
  { id: "rate-helper", name: "Helper", rateCents: 4500 },
];

export const INITIAL_BUILDER_STATE: BuilderState = {
  startedFrom: null,
  services: [],
  laborRates: DEFAULT_LABOR_RATES,
  nextId: 1,
};

export type BuilderAction =
  | { type: "start"; from: BuilderStart }
  | { type: "saveService"; id: string | null; service: ParsedService }
  | { type: "deleteService"; id: string }
  | { type: "addLaborRate" }
  | { type: "updateLaborRate"; id: string; name: string; rateCents: number }
  | { type: "removeLaborRate"; id: string }
  | { type: "reset" }
  | { type: "hydrate"; state: BuilderState };

/**
 * A catalogue template as a price-book service: the catalogue price becomes the base price
 * (labor is already in it, so no labor rate is linked), and labor hours become minutes.
 */
export function templateToService(
  template: DemoServiceTemplate,
  category: BuilderService["category"],
): BuilderService {
  return {
    id: `svc-${template.id}`,
    name: template.name,
    description: template.description,
    category,
    unitType: "flat",
    basePriceCents: toCents(template.price),
    estimatedTime: Math.round(template.labor * 60),
    materials: template.materials.map((material) => ({
      name: material.name,
      priceCents: toCents(material.price),
    })),
    laborRateId: null,
    markupPercent: 0,
  };
}

function start(state: BuilderState, from: BuilderStart): BuilderState {
  const services =
    from === "blank"
      ? []
      : DEMO_CATALOGUES[from].map((template) => templateToService(template, from));
  return { ...state, startedFrom: from, services };
}

function saveService(state: BuilderState, id: string | null, parsed: ParsedService): BuilderState {
  if (id !== null) {
    if (!state.services.some((service) => service.id === id)) return state;
    return {
      ...state,
      services: state.services.map((service) => (service.id === id ? { ...parsed, id } : service)),
    };
  }
  if (state.services.length >= MAX_SERVICES) return state;
  return {
    ...state,
    services: [...state.services, { ...parsed, id: `svc-${state.nextId}` }],
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
          { id: `rate-${state.nextId}`, name: "New labor rate", rateCents: 6000 },
        ],
        nextId: state.nextId + 1,
      };
    case "updateLaborRate":
      if (!state.laborRates.some((rate) => rate.id === action.id)) return state;
      return {
        ...state,
        laborRates: state.laborRates.map((rate) =>
          rate.id === action.id
            ? { ...rate, name: action.name, rateCents: action.rateCents }
            : rate,
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
