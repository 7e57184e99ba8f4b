/**
 * The Service form as pure functions: string values ↔ the API body, filters, live price. Its
 * validation, on the API's zod schema, is ./form-parse.ts (loaded with the form's dialog, not
 * with the price-book lists).
 */
import { costBreakdown, priceLine, type DecimalLike, type UnitType } from "@/lib/pricing";
import { SERVICE_CATEGORIES, type ServiceCategory } from "@/lib/categories";
import type { MaterialInput } from "@/lib/validation/service";
import { SERVICE_DEFAULTS } from "@/lib/validation/service-values";
import { pricingService } from "@/lib/services/pricing";
import type { LaborRateDto, MaterialDto, ServiceFeeDto, ServiceRecord } from "@/lib/services/types";

export const NONE = "none";

/** One row of the materials editor (docs/pricing.md M1), as typed. */
export type MaterialFormValues = {
  name: string;
  unitCost: string;
  quantity: string;
  customerSupplies: boolean;
};

export type ServiceFormValues = {
  name: string;
  description: string;
  category: ServiceCategory;
  basePrice: string;
  unitType: UnitType;
  estimatedTime: string;
  icon: string;
  isActive: boolean;
  laborRateId: string;
  serviceFeeId: string;
  materials: MaterialFormValues[];
  /** Empty: the company's default markup (docs/pricing.md M5). */
  markupPercent: string;
};

/** Keys are form fields, or `materials.<row>.<field>` for a material's field. */
export type ServiceFormErrors = Partial<
  Record<keyof ServiceFormValues | `materials.${number}.${keyof MaterialFormValues}`, string>
>;
export type ServicePayload = {
  name: string;
  description: string | null;
  category: ServiceCategory;
  basePrice: number;
  unitType: UnitType;
  estimatedTime: number;
  icon: string;
  isActive: boolean;
  laborRateId: string | null;
  serviceFeeId: string | null;
  /** Absent (a CSV import): none on create, unchanged on update. */
  materials?: MaterialInput[];
  /** Null: the company's default; absent: none of its own on create, unchanged on update. */
  markupPercent?: string | null;
};

const isCategory = (value: string | null | undefined): value is ServiceCategory =>
  (SERVICE_CATEGORIES as readonly string[]).includes(value ?? "");

/** Spec defaults: price 0, 60 minutes, flat, no labor rate, no fee; the company's industry as category. */
export function emptyServiceForm(industryType?: string | null): ServiceFormValues {
  return {
    name: "",
    description: "",
    category: isCategory(industryType) ? industryType : "electrical",
    basePrice: String(SERVICE_DEFAULTS.basePrice),
    unitType: SERVICE_DEFAULTS.unitType,
    estimatedTime: String(SERVICE_DEFAULTS.estimatedTime),
    icon: SERVICE_DEFAULTS.icon,
    isActive: true,
    laborRateId: NONE,
    serviceFeeId: NONE,
    materials: [],
    markupPercent: "",
  };
}

/** An empty row of the materials editor: one of it per unit, supplied by the company. */
export const emptyMaterial = (): MaterialFormValues => ({
  name: "",
  unitCost: "0",
  quantity: "1",
  customerSupplies: false,
});

const materialToForm = (material: MaterialDto | MaterialInput): MaterialFormValues => ({
  name: material.name,
  unitCost: String(Number(material.unitCost)),
  quantity: String(Number(material.quantity)),
  customerSupplies: material.customerSupplies,
});

export function formFromService(service: ServiceRecord | ServicePayload): ServiceFormValues {
  return {
    name: service.name,
    description: service.description ?? "",
    category: service.category,
    basePrice: String(Number(service.basePrice)),
    unitType: service.unitType,
    estimatedTime: String(service.estimatedTime),
    icon: service.icon,
    isActive: service.isActive,
    laborRateId: service.laborRateId ?? NONE,
    serviceFeeId: service.serviceFeeId ?? NONE,
    materials: (service.materials ?? []).map(materialToForm),
    markupPercent: service.markupPercent == null ? "" : String(Number(service.markupPercent)),
  };
}

/** A decimal the owner is typing, or null while it is not one yet. */
function typedDecimal(text: string): string | null {
  const trimmed = text.trim();
  return /^\d+(\.\d+)?$|^\d*\.\d+$/.test(trimmed) ? trimmed : null;
}

/**
 * Cost, margin and the customer's price for one unit as the owner types (shared pricing
 * model, docs/pricing.md M3-M4); null while the price or time is not a number. A markup that
 * is not one yet counts as the company's default, and material rows not filled in yet are
 * left out, so the preview never blocks typing.
 */
export function previewPrice(
  values: ServiceFormValues,
  laborRates: readonly Pick<LaborRateDto, "id" | "name" | "rate">[],
  fees: readonly Pick<ServiceFeeDto, "id" | "name" | "type" | "amount">[],
  defaultMarkupPercent: DecimalLike | null = 0,
) {
  const basePrice = values.basePrice.trim() === "" ? "0" : typedDecimal(values.basePrice);
  const minutes = values.estimatedTime.trim() === "" ? "0" : typedDecimal(values.estimatedTime);
  const ownMarkup = values.markupPercent.trim() === "" ? null : typedDecimal(values.markupPercent);
  // A markup that is not a number yet prices at the default (its field shows the error).
  if (basePrice === null || minutes === null) return null;
  const laborRate = laborRates.find((rate) => rate.id === values.laborRateId) ?? null;
  const serviceFee = fees.find((fee) => fee.id === values.serviceFeeId) ?? null;
  const materials = values.materials.flatMap((material) => {
    const unitCost = typedDecimal(material.unitCost);
    const quantity = typedDecimal(material.quantity);
    return unitCost === null || quantity === null
      ? []
      : [{ name: material.name, unitCost, quantity, customerSupplies: material.customerSupplies }];
  });
  const service = pricingService(
    {
      basePrice,
      unitType: values.unitType,
      estimatedTime: Math.round(Number(minutes)),
      laborRate,
      serviceFee,
      materials,
      markupPercent: ownMarkup,
    },
    defaultMarkupPercent,
  );
  const line = priceLine(service, 1);
  const cost = costBreakdown(service);
  return {
    ...cost,
    unitPriceCents: line.unitPriceCents,
    laborRate,
    markupPercent: String(service.markupPercent ?? 0),
    usesDefaultMarkup: ownMarkup === null,
    fee: line.fee,
    totalCents: line.subtotalCents + (line.fee?.amountCents ?? 0),
  };
}

/** Search on name or description (case-insensitive) and a category filter ('all' for every one). */
export function filterServices<
  T extends { name: string; description: string | null; category: string },
>(services: readonly T[], search: string, category: string): T[] {
  const needle = search.trim().toLowerCase();
  return services.filter(
    (service) =>
      (category === "all" || service.category === category) &&
      (needle === "" ||
        service.name.toLowerCase().includes(needle) ||
        (service.description ?? "").toLowerCase().includes(needle)),
  );
}

/** The distinct categories of the services, sorted. */
export function distinctCategories(services: readonly { category: string }[]): string[] {
  return [...new Set(services.map((service) => service.category))].sort();
}

/** The fields a template or a copy keeps from a service (a template drops materials and markup). */
export function servicePayload(service: ServiceRecord): ServicePayload {
  return {
    name: service.name,
    description: service.description,
    category: service.category,
    basePrice: Number(service.basePrice),
    unitType: service.unitType,
    estimatedTime: service.estimatedTime,
    icon: service.icon,
    isActive: service.isActive,
    laborRateId: service.laborRateId,
    serviceFeeId: service.serviceFeeId,
    materials: service.materials.map((material) => ({
      name: material.name,
      unitCost: Number(material.unitCost),
      quantity: material.quantity,
      customerSupplies: material.customerSupplies,
    })),
    markupPercent: service.markupPercent,
  };
}
