/**
 * Keeps the demo Service Builder in localStorage under one fixed key, so a visitor's work
 * survives a reload without any network. What is read back is checked field by field:
 * storage is user-editable, and a bad value must fall back to a fresh demo, not crash it.
 */
import { UNIT_TYPES } from "@/lib/pricing";
import {
  isServiceCategory,
  MAX_LABOR_RATES,
  MAX_MATERIALS,
  MAX_SERVICES,
  type BuilderLaborRate,
  type BuilderMaterial,
  type BuilderService,
  type BuilderState,
} from "./builder-types";
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_MARKUP_PERCENT,
  MAX_MINUTES,
  MAX_NAME_LENGTH,
  MAX_PRICE_CENTS,
} from "./builder-validation";
import { isDemoIndustry } from "./types";

export const BUILDER_STORAGE_KEY = "quotecraft-demo-service-builder";
const STORAGE_VERSION = 1;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isText = (value: unknown, max: number): value is string =>
  typeof value === "string" && value.length <= max;
const isCents = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= MAX_PRICE_CENTS;

function parseMaterial(value: unknown): BuilderMaterial | null {
  if (!isObject(value) || !isText(value.name, MAX_NAME_LENGTH) || !isCents(value.priceCents))
    return null;
  return { name: value.name, priceCents: value.priceCents };
}

function parseService(value: unknown): BuilderService | null {
  if (!isObject(value)) return null;
  const {
    id,
    name,
    description,
    category,
    unitType,
    basePriceCents,
    estimatedTime,
    materials,
    laborRateId,
    markupPercent,
  } = value;
  if (
    !isText(id, 40) ||
    !isText(name, MAX_NAME_LENGTH) ||
    name.trim() === "" ||
    !isText(description, MAX_DESCRIPTION_LENGTH)
  ) {
    return null;
  }
  if (!isServiceCategory(category) || !(UNIT_TYPES as readonly unknown[]).includes(unitType))
    return null;
  if (!isCents(basePriceCents)) return null;
  if (
    typeof estimatedTime !== "number" ||
    !Number.isInteger(estimatedTime) ||
    estimatedTime < 0 ||
    estimatedTime > MAX_MINUTES
  )
    return null;
  if (
    typeof markupPercent !== "number" ||
    !(markupPercent >= 0 && markupPercent <= MAX_MARKUP_PERCENT)
  )
    return null;
  if (laborRateId !== null && !isText(laborRateId, 40)) return null;
  if (!Array.isArray(materials) || materials.length > MAX_MATERIALS) return null;
  const parsedMaterials = materials.map(parseMaterial);
  if (parsedMaterials.some((material) => material === null)) return null;
  return {
    id,
    name,
    description,
    category,
    unitType: unitType as BuilderService["unitType"],
    basePriceCents,
    estimatedTime,
    markupPercent: Math.round(markupPercent * 100) / 100,
    laborRateId,
    materials: parsedMaterials as BuilderMaterial[],
  };
}

function parseRate(value: unknown): BuilderLaborRate | null {
  if (
    !isObject(value) ||
    !isText(value.id, 40) ||
    !isText(value.name, MAX_NAME_LENGTH) ||
    !isCents(value.rateCents)
  ) {
    return null;
  }
  return { id: value.id, name: value.name, rateCents: value.rateCents };
}

/** The stored state, or null when it is missing, from another version, or malformed. */
export function parseStoredBuilder(raw: string | null): BuilderState | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(data) || data.version !== STORAGE_VERSION || !isObject(data.state)) return null;
  const { startedFrom, services, laborRates, nextId } = data.state;
  if (startedFrom !== null && startedFrom !== "blank" && !isDemoIndustry(startedFrom)) return null;
  if (!Array.isArray(services) || services.length > MAX_SERVICES) return null;
  if (!Array.isArray(laborRates) || laborRates.length > MAX_LABOR_RATES) return null;
  if (typeof nextId !== "number" || !Number.isSafeInteger(nextId) || nextId < 1) return null;
  const parsedServices = services.map(parseService);
  const parsedRates = laborRates.map(parseRate);
  if (parsedServices.some((service) => !service) || parsedRates.some((rate) => !rate)) return null;
  const rateIds = new Set(parsedRates.map((rate) => rate!.id));
  return {
    startedFrom,
    nextId,
    laborRates: parsedRates as BuilderLaborRate[],
    // A link to a rate that is not there any more is dropped rather than trusted.
    services: (parsedServices as BuilderService[]).map((service) =>
      service.laborRateId && !rateIds.has(service.laborRateId)
        ? { ...service, laborRateId: null }
        : service,
    ),
  };
}

export function serializeBuilder(state: BuilderState): string {
  return JSON.stringify({ version: STORAGE_VERSION, state });
}

export function loadBuilder(storage: Pick<Storage, "getItem">): BuilderState | null {
  try {
    return parseStoredBuilder(storage.getItem(BUILDER_STORAGE_KEY));
  } catch {
    return null; // storage disabled (private mode, blocked cookies)
  }
}

export function saveBuilder(storage: Pick<Storage, "setItem">, state: BuilderState): boolean {
  try {
    storage.setItem(BUILDER_STORAGE_KEY, serializeBuilder(state));
    return true;
  } catch {
    return false; // quota exceeded or storage disabled: the demo keeps working in memory
  }
}

export function clearBuilder(storage: Pick<Storage, "removeItem">) {
  try {
    storage.removeItem(BUILDER_STORAGE_KEY);
  } catch {
    // nothing to clear when storage is unavailable
  }
}
