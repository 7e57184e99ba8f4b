import type { ServiceCategory } from "@/lib/categories";

/** GET/PATCH /api/calculator-settings. */
export type CalculatorSettingsDto = {
  slug: string;
  name: string;
  logo: string | null;
  accentColor: string | null;
  calculatorCategories: ServiceCategory[];
  defaultCategory: ServiceCategory | null;
  serviceCallFee: string | null;
  taxRate: string;
  /** Percent (docs/pricing.md M5). */
  defaultMarkupPercent: string;
  thankYouMessage: string | null;
  /** Which estimate-request fields the customer must fill in. */
  requireServiceAddress: boolean;
  requireDescription: boolean;
  requirePhotos: boolean;
};

export type CalculatorServiceRow = {
  id: string;
  name: string;
  category: ServiceCategory;
  isActive: boolean;
};
