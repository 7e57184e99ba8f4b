import type { FeeType, UnitType } from "@/lib/pricing";
import type { ServiceCategory } from "@/lib/categories";

/** GET /api/public/{company}: Decimal columns arrive as strings. */
export type PublicCompany = {
  id: string;
  slug: string;
  name: string;
  logo: string | null;
  /** The company's own site: where the calculator's back button leads a customer who came from elsewhere. */
  website: string | null;
  industryType: string;
  accentColor: string | null;
  /** Empty: every category shows. */
  calculatorCategories: ServiceCategory[];
  defaultCategory: ServiceCategory | null;
  serviceCallFee: string | null;
  taxRate: string;
  thankYouMessage: string | null;
  /** Calculator Setup: which request fields the customer must fill in. */
  requireServiceAddress: boolean;
  requireDescription: boolean;
  requirePhotos: boolean;
  hasServiceAreas: boolean;
  serviceAreaZips: string[];
};

/** One service of GET /api/public/{company}/services, with its computed unit price. */
export type PublicService = {
  id: string;
  name: string;
  description: string | null;
  category: ServiceCategory;
  icon: string;
  unitType: UnitType;
  unitLabel: string;
  basePrice: string;
  /** Minutes per unit. */
  estimatedTime: number;
  /**
   * What the customer pays for one unit (lib/pricing unitPriceCents: base price, labor,
   * materials and markup, docs/pricing.md M4). The calculator prices the cart from it.
   */
  unitPrice: string;
  laborRate: { rate: string } | null;
  serviceFee: { name: string; type: FeeType; amount: string } | null;
};

export type PublicServicesResponse = { services: PublicService[]; categories: ServiceCategory[] };
