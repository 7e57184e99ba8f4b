/**
 * Keeps the demo Service Builder in localStorage under one fixed key, so a visitor's work
 * survives a reload without any network. What is read back is checked with the product's own
 * schemas (a service as the services API takes it, a labor rate as its API does): storage is
 * user-editable, and a bad value must fall back to a fresh demo, not crash it.
 */
import { z } from "zod";
import { toMoneyString } from "@/lib/pricing";
import { laborRateSchema } from "@/lib/validation/labor-rate";
import { serviceFieldsSchema } from "@/lib/validation/service";
import { MAX_LABOR_RATES, MAX_SERVICES, type BuilderState } from "./builder-types";
import { isDemoIndustry } from "./types";

export const BUILDER_STORAGE_KEY = "quotecraft-demo-service-builder";
/** 2: the product's service fields with materials and markup (1 had its own shape). */
const STORAGE_VERSION = 2;

const localId = z.string().min(1).max(40);

const storedSchema = z.object({
  version: z.literal(STORAGE_VERSION),
  state: z.object({
    startedFrom: z
      .string()
      .nullable()
      .refine((value) => value === null || value === "blank" || isDemoIndustry(value)),
    services: z
      .array(serviceFieldsSchema.omit({ companyId: true }).extend({ id: localId }).strict())
      .max(MAX_SERVICES),
    laborRates: z
      .array(laborRateSchema.pick({ name: true, rate: true }).extend({ id: localId }).strict())
      .max(MAX_LABOR_RATES),
    nextId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  }),
});

/** The stored state, or null when it is missing, from another version, or malformed. */
export function parseStoredBuilder(raw: string | null): BuilderState | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = storedSchema.safeParse(data);
  if (!parsed.success) return null;
  const { startedFrom, services, laborRates, nextId } = parsed.data.state;
  const rateIds = new Set(laborRates.map((rate) => rate.id));
  return {
    startedFrom: startedFrom as BuilderState["startedFrom"],
    nextId,
    laborRates: laborRates.map((rate) => ({ ...rate, rate: toMoneyString(rate.rate) })),
    services: services.map((service) => ({
      ...service,
      // A link to a rate that is not there any more is dropped rather than trusted.
      laborRateId:
        service.laborRateId && rateIds.has(service.laborRateId) ? service.laborRateId : null,
      serviceFeeId: null,
      materials: service.materials ?? [],
      markupPercent: service.markupPercent ?? null,
    })),
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
