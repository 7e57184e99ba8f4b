/**
 * A price-book service as the pricing model sees it, in the browser and on the server alike:
 * its own markup or the company's default (docs/pricing.md M5), its materials (M1, M2).
 */
import {
  costBreakdown,
  effectiveMarkup,
  type CostBreakdown,
  type DecimalLike,
  type PricingService,
} from "@/lib/pricing";

/** A stored service (a ServiceDto, a database row): its markup is its own, or null. */
export type ServicePricingFields = Omit<PricingService, "markupPercent"> & {
  markupPercent: DecimalLike | null;
};

/** The service with the markup that applies to it. */
export function pricingService(
  service: ServicePricingFields,
  defaultMarkupPercent: DecimalLike | null | undefined,
): PricingService {
  return {
    basePrice: service.basePrice,
    unitType: service.unitType,
    estimatedTime: service.estimatedTime,
    laborRate: service.laborRate ?? null,
    serviceFee: service.serviceFee ?? null,
    materials: service.materials ?? [],
    markupPercent: effectiveMarkup(service.markupPercent, defaultMarkupPercent),
  };
}

/** Cost, markup and customer price of one unit of the service (docs/pricing.md M3, M4). */
export function serviceCost(
  service: ServicePricingFields,
  defaultMarkupPercent: DecimalLike | null | undefined,
): CostBreakdown {
  return costBreakdown(pricingService(service, defaultMarkupPercent));
}

export type PricedService<T> = T & { cost: CostBreakdown };

/** Every service with its cost breakdown under the company's default markup. */
export function priceServices<T extends ServicePricingFields>(
  services: readonly T[],
  defaultMarkupPercent: DecimalLike | null | undefined,
): PricedService<T>[] {
  return services.map((service) => ({
    ...service,
    cost: serviceCost(service, defaultMarkupPercent),
  }));
}
