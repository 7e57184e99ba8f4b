/** The Service form as pure functions: string values ↔ the API body, validation, live price. */
import { priceLine, type PricingService, type UnitType } from "@/lib/pricing";
import { SERVICE_CATEGORIES, type ServiceCategory } from "@/lib/categories";
import { SERVICE_DEFAULTS, serviceFieldsSchema } from "@/lib/validation/service";
import type { LaborRateDto, ServiceDto, ServiceFeeDto } from "@/lib/services/types";

export const NONE = "none";

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
};

export type ServiceFormErrors = Partial<Record<keyof ServiceFormValues, string>>;
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
  };
}

export function formFromService(service: ServiceDto | ServicePayload): ServiceFormValues {
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
  };
}

const numberOrText = (text: string) => (text.trim() === "" ? undefined : Number(text));

/** Validates with the same schema as the API; returns the body or the first error per field. */
export function parseServiceForm(
  values: ServiceFormValues,
): { ok: true; payload: ServicePayload } | { ok: false; errors: ServiceFormErrors } {
  const errors: ServiceFormErrors = {};
  if (values.basePrice.trim() === "") errors.basePrice = "Base price is required.";
  const result = serviceFieldsSchema.safeParse({
    name: values.name,
    description: values.description,
    category: values.category,
    basePrice: numberOrText(values.basePrice) ?? 0,
    unitType: values.unitType,
    estimatedTime: numberOrText(values.estimatedTime) ?? Number.NaN,
    icon: values.icon,
    isActive: values.isActive,
    laborRateId: values.laborRateId === NONE ? null : values.laborRateId,
    serviceFeeId: values.serviceFeeId === NONE ? null : values.serviceFeeId,
  });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path[0] as keyof ServiceFormValues;
      errors[key] ??= issue.message;
    }
  }
  if (values.estimatedTime.trim() === "") errors.estimatedTime = "Estimated time is required.";
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const { companyId: _ignored, ...payload } = result.data;
  void _ignored;
  return { ok: true, payload };
}

/** The customer's price for one unit as the owner types (shared pricing model); null while invalid. */
export function previewPrice(
  values: ServiceFormValues,
  laborRates: readonly Pick<LaborRateDto, "id" | "name" | "rate">[],
  fees: readonly Pick<ServiceFeeDto, "id" | "name" | "type" | "amount">[],
) {
  const price = Number(values.basePrice.trim() === "" ? "0" : values.basePrice);
  const minutes = Number(values.estimatedTime.trim() === "" ? "0" : values.estimatedTime);
  if (!Number.isFinite(price) || price < 0 || !Number.isFinite(minutes) || minutes < 0) return null;
  const laborRate = laborRates.find((rate) => rate.id === values.laborRateId) ?? null;
  const serviceFee = fees.find((fee) => fee.id === values.serviceFeeId) ?? null;
  const service: PricingService = {
    basePrice: Math.round(price * 100) / 100,
    unitType: values.unitType,
    estimatedTime: Math.round(minutes),
    laborRate,
    serviceFee,
  };
  const line = priceLine(service, 1);
  return {
    unitPriceCents: line.unitPriceCents,
    laborCents: line.unitPriceCents - Math.round((service.basePrice as number) * 100),
    laborRate,
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

/** The fields a template or a copy keeps from a service. */
export function servicePayload(service: ServiceDto): ServicePayload {
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
  };
}
