/**
 * What the marketplace previews and applies, whatever its source (docs/marketplace.md): a
 * curated starter book, or a community template (services only, keyed by id, no labor rates,
 * fees or sources). Plain data and lib/pricing only, so the browser previews a book with the
 * same numbers the server applies.
 */
import { SERVICE_CATEGORIES, type ServiceCategory } from "@/lib/categories";
import type { PublicService } from "@/lib/calculator/types";
import { centsToDecimalString, UNIT_TYPE_INFO, unitPriceCents } from "@/lib/pricing";
import type { StarterBook } from "./schema";

export const TEMPLATE_KINDS = ["starter", "community"] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

type StarterPart = Pick<
  StarterBook,
  "id" | "version" | "trade" | "name" | "description" | "laborRates" | "fees"
>;

/** A service of a book; `key` is the apply's serviceKeys entry. */
export type BookService = Pick<
  StarterBook["services"][number],
  | "key"
  | "name"
  | "description"
  | "category"
  | "unitType"
  | "basePrice"
  | "estimatedTime"
  | "icon"
  | "isActive"
  | "laborRate"
  | "fee"
  | "priceRange"
>;

/** A book as the apply and the preview read it. Starter books have sources; community ones none. */
export type TemplateBook = StarterPart & {
  services: BookService[];
  sources?: StarterBook["sources"];
};

/**
 * The book's active services as the customer calculator shows them (lib/calculator/types):
 * the customer's price per unit is base price + linked labor (docs/pricing.md rule 1).
 */
export function bookCalculatorServices(book: TemplateBook): {
  services: PublicService[];
  categories: ServiceCategory[];
} {
  const rates = new Map(book.laborRates.map((rate) => [rate.key, rate]));
  const fees = new Map(book.fees.map((fee) => [fee.key, fee]));
  const services = book.services
    .filter((service) => service.isActive)
    .map((service): PublicService => {
      const rate = service.laborRate ? rates.get(service.laborRate) : undefined;
      const fee = service.fee ? fees.get(service.fee) : undefined;
      const laborRate = rate ? { rate: rate.rate } : null;
      return {
        id: service.key,
        name: service.name,
        description: service.description || null,
        category: service.category,
        icon: service.icon,
        unitType: service.unitType,
        unitLabel: UNIT_TYPE_INFO[service.unitType].label,
        basePrice: service.basePrice,
        estimatedTime: service.estimatedTime,
        unitPrice: centsToDecimalString(unitPriceCents({ ...service, laborRate })),
        laborRate,
        serviceFee: fee ? { name: fee.name, type: fee.type, amount: fee.amount } : null,
      };
    });
  const present = new Set(services.map((service) => service.category));
  return { services, categories: SERVICE_CATEGORIES.filter((category) => present.has(category)) };
}
