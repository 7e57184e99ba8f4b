/**
 * Form rules of the demo Service Builder, matching the real service form (docs/product.md §5):
 * name required, price a number >= 0 with at most 2 decimals (step 0.01), time >= 0
 * minutes. Inputs arrive as the text the visitor typed; the result is stored in cents.
 *
 * Limits and messages are those of lib/validation/service.ts and labor-rate.ts (a test
 * holds them equal). They are restated rather than imported so that zod stays out of the
 * demo's bundle: the demo has no server to share a schema with.
 */
import { toCents } from "@/lib/pricing/money";
import { UNIT_TYPES, type UnitType } from "@/lib/pricing";
import {
  isServiceCategory,
  MAX_MATERIALS,
  type BuilderMaterial,
  type BuilderService,
  type ServiceCategory,
} from "./builder-types";

export const MAX_NAME_LENGTH = 120;
export const MAX_DESCRIPTION_LENGTH = 2000;
export const MAX_PRICE_CENTS = 100_000_000; // $1,000,000
export const MAX_RATE_CENTS = 10_000_000; // $100,000 an hour
export const MAX_MINUTES = 100_000;
export const MAX_MARKUP_PERCENT = 1000;
export const NO_LABOR_RATE = "none";

export type MaterialFormValues = { name: string; price: string };

export type ServiceFormValues = {
  name: string;
  description: string;
  category: ServiceCategory;
  unitType: UnitType;
  basePrice: string;
  estimatedTime: string;
  /** A labor rate id, or NO_LABOR_RATE. */
  laborRateId: string;
  markupPercent: string;
  materials: MaterialFormValues[];
};

export type ServiceFormField =
  "name" | "description" | "basePrice" | "estimatedTime" | "markupPercent";
export type MaterialErrors = { name?: string; price?: string };
export type ServiceFormErrors = Partial<Record<ServiceFormField, string>> & {
  materials?: Record<number, MaterialErrors>;
};

export type ParsedService = Omit<BuilderService, "id">;

const DECIMAL = /^\d*\.?\d*$/;

type NumberCheck = { value: number } | { error: "required" | "nan" | "negative" | "decimals" };

/** Parses a non-negative decimal with at most `decimals` places. */
export function parseDecimal(text: string, decimals: number): NumberCheck {
  const trimmed = text.trim();
  if (trimmed === "") return { error: "required" };
  if (trimmed.startsWith("-") && DECIMAL.test(trimmed.slice(1)) && /\d/.test(trimmed)) {
    return Number(trimmed) === 0 ? { value: 0 } : { error: "negative" };
  }
  if (!DECIMAL.test(trimmed) || !/\d/.test(trimmed)) return { error: "nan" };
  const fraction = trimmed.split(".")[1] ?? "";
  if (fraction.replace(/0+$/, "").length > decimals) return { error: "decimals" };
  return { value: Number(trimmed) };
}

export function validatePrice(
  text: string,
  label = "Base price",
  maxCents = MAX_PRICE_CENTS,
): { cents: number } | { error: string } {
  const parsed = parseDecimal(text, 2);
  if ("error" in parsed) {
    return {
      error: {
        required: `${label} is required.`,
        nan: `${label} must be a number.`,
        negative: `${label} must be at least 0.`,
        decimals: `${label} can have at most 2 decimals.`,
      }[parsed.error],
    };
  }
  const cents = toCents(parsed.value);
  if (cents > maxCents)
    return { error: `${label} must be at most ${(maxCents / 100).toLocaleString("en-US")}.` };
  return { cents };
}

function validateMinutes(text: string): { minutes: number } | { error: string } {
  const parsed = parseDecimal(text, 0);
  if ("error" in parsed) {
    return {
      error: {
        required: "Estimated time must be a number of minutes.",
        nan: "Estimated time must be a number of minutes.",
        negative: "Estimated time must be at least 0.",
        decimals: "Estimated time must be whole minutes.",
      }[parsed.error],
    };
  }
  if (parsed.value > MAX_MINUTES) {
    return {
      error: `Estimated time must be at most ${MAX_MINUTES.toLocaleString("en-US")} minutes.`,
    };
  }
  return { minutes: parsed.value };
}

function validateMarkup(text: string): { percent: number } | { error: string } {
  if (text.trim() === "") return { percent: 0 };
  const parsed = parseDecimal(text, 2);
  if ("error" in parsed) {
    return {
      error: {
        required: "Markup must be a number.",
        nan: "Markup must be a number.",
        negative: "Markup must be at least 0.",
        decimals: "Markup can have at most 2 decimals.",
      }[parsed.error],
    };
  }
  if (parsed.value > MAX_MARKUP_PERCENT)
    return { error: `Markup must be at most ${MAX_MARKUP_PERCENT.toLocaleString("en-US")}%.` };
  return { percent: parsed.value };
}

function validateMaterials(rows: MaterialFormValues[]) {
  const errors: Record<number, MaterialErrors> = {};
  const materials: BuilderMaterial[] = [];
  rows.forEach((row, index) => {
    const name = row.name.trim();
    const price = validatePrice(row.price === "" ? "0" : row.price, "Price");
    const rowErrors: MaterialErrors = {};
    if (name === "") rowErrors.name = "Material name is required.";
    else if (name.length > MAX_NAME_LENGTH)
      rowErrors.name = `Material name can have at most ${MAX_NAME_LENGTH} characters.`;
    if ("error" in price) rowErrors.price = price.error;
    if (rowErrors.name || rowErrors.price) errors[index] = rowErrors;
    else if ("cents" in price) materials.push({ name, priceCents: price.cents });
  });
  return { errors, materials: materials.slice(0, MAX_MATERIALS) };
}

export function validateServiceForm(
  values: ServiceFormValues,
  laborRateIds: readonly string[],
): { ok: true; service: ParsedService } | { ok: false; errors: ServiceFormErrors } {
  const errors: ServiceFormErrors = {};
  const name = values.name.trim();
  if (name === "") errors.name = "Name is required.";
  else if (name.length > MAX_NAME_LENGTH)
    errors.name = `Name can have at most ${MAX_NAME_LENGTH} characters.`;
  const description = values.description.trim();
  if (description.length > MAX_DESCRIPTION_LENGTH) {
    errors.description = `Description can have at most ${MAX_DESCRIPTION_LENGTH.toLocaleString("en-US")} characters.`;
  }
  const price = validatePrice(values.basePrice);
  if ("error" in price) errors.basePrice = price.error;
  const time = validateMinutes(values.estimatedTime);
  if ("error" in time) errors.estimatedTime = time.error;
  const markup = validateMarkup(values.markupPercent);
  if ("error" in markup) errors.markupPercent = markup.error;
  const materials = validateMaterials(values.materials);
  if (Object.keys(materials.errors).length > 0) errors.materials = materials.errors;

  if ("error" in price || "error" in time || "error" in markup || Object.keys(errors).length > 0) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    service: {
      name,
      description,
      category: isServiceCategory(values.category) ? values.category : "electrical",
      unitType: (UNIT_TYPES as readonly string[]).includes(values.unitType)
        ? values.unitType
        : "flat",
      basePriceCents: price.cents,
      estimatedTime: time.minutes,
      laborRateId: laborRateIds.includes(values.laborRateId) ? values.laborRateId : null,
      markupPercent: markup.percent,
      materials: materials.materials,
    },
  };
}

/** Form values for a new service: the real form's defaults (price 0, 60 minutes, flat, no rate). */
export function emptyServiceForm(category: ServiceCategory = "electrical"): ServiceFormValues {
  return {
    name: "",
    description: "",
    category,
    unitType: "flat",
    basePrice: "0",
    estimatedTime: "60",
    laborRateId: NO_LABOR_RATE,
    markupPercent: "0",
    materials: [],
  };
}

export function serviceToForm(service: BuilderService): ServiceFormValues {
  return {
    name: service.name,
    description: service.description,
    category: service.category,
    unitType: service.unitType,
    basePrice: (service.basePriceCents / 100).toFixed(2),
    estimatedTime: String(service.estimatedTime),
    laborRateId: service.laborRateId ?? NO_LABOR_RATE,
    markupPercent: String(service.markupPercent),
    materials: service.materials.map((material) => ({
      name: material.name,
      price: (material.priceCents / 100).toFixed(2),
    })),
  };
}
