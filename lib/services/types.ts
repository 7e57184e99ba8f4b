import type { FeeType, UnitType } from "@/lib/pricing";
import type { ServiceCategory } from "@/lib/categories";

/** A labor rate as the API returns it (Decimal columns arrive as strings). */
export type LaborRateDto = { id: string; name: string; rate: string; serviceCount: number };
/** A service fee as the API returns it. */
export type ServiceFeeDto = {
  id: string;
  name: string;
  type: FeeType;
  amount: string;
  serviceCount: number;
};

/** A material as the API returns it (docs/pricing.md M1); decimals arrive as strings. */
export type MaterialDto = {
  name: string;
  unitCost: string;
  /** Per unit of the service. */
  quantity: string;
  customerSupplies: boolean;
};

/** A service as GET /api/services returns it, with its linked rate and fee for badges and prices. */
export type ServiceDto = {
  id: string;
  companyId: string;
  name: string;
  description: string | null;
  category: ServiceCategory;
  basePrice: string;
  unitType: UnitType;
  estimatedTime: number;
  icon: string;
  isActive: boolean;
  sortOrder: number;
  laborRateId: string | null;
  serviceFeeId: string | null;
  laborRate: { id: string; name: string; rate: string } | null;
  serviceFee: { id: string; name: string; type: FeeType; amount: string } | null;
  /** In the owner's order. */
  materials: MaterialDto[];
  /** The service's own markup in percent; null uses the company's default (docs/pricing.md M5). */
  markupPercent: string | null;
  createdAt: string;
  updatedAt: string;
};

/**
 * A service as the Service Builder shows and edits it, whichever store holds it: the owner's
 * price book through the API (a ServiceDto is one) or the demo's in-browser price book.
 */
export type ServiceRecord = Pick<
  ServiceDto,
  | "id"
  | "name"
  | "description"
  | "category"
  | "basePrice"
  | "unitType"
  | "estimatedTime"
  | "icon"
  | "isActive"
  | "laborRateId"
  | "serviceFeeId"
  | "laborRate"
  | "serviceFee"
  | "materials"
  | "markupPercent"
>;
