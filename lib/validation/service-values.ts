/**
 * The limits and defaults of a service, kept free of zod so the price-book pages can show them
 * without loading the schemas (./service.ts; as ./quote-values.ts).
 */
export const MAX_NAME_LENGTH = 120;
export const MAX_DESCRIPTION_LENGTH = 2000;
export const MAX_MATERIALS = 20;

/** Service defaults (docs/product.md §5 and §9). */
export const SERVICE_DEFAULTS = {
  basePrice: 0,
  estimatedTime: 60,
  unitType: "flat",
  icon: "tool",
} as const;
