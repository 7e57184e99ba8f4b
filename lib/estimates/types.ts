import type { UnitType } from "@/lib/pricing";
import type { EstimateStatus } from "@/lib/validation/estimate";

/** GET /api/estimates rows (Decimal columns as strings, dates as ISO strings). */
export type EstimateSummary = {
  id: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  customerZip: string | null;
  outsideServiceArea: boolean;
  subtotal: string;
  taxAmount: string;
  totalAmount: string;
  totalTime: number;
  clientTotal: string | null;
  status: EstimateStatus;
  notes: string | null;
  isSpam: boolean;
  spamReason: string | null;
  /** The client this request was matched to (same email), for a link to their page. */
  clientId: string | null;
  /** The member handling it (docs/team.md). */
  assignedToId: string | null;
  /** Service lines (the service-call fee line is not counted). */
  itemCount: number;
  createdAt: string;
  updatedAt: string;
};

export type EstimateListResponse = { estimates: EstimateSummary[]; nextCursor: string | null };

export type EstimateItemDto = {
  id: string;
  /** Null for the service-call fee line. */
  serviceId: string | null;
  name: string;
  unitType: UnitType;
  quantity: string;
  unitPrice: string;
  lineSubtotal: string;
  feeName: string | null;
  feeAmount: string;
  time: number;
  /** A "something else" line the customer described: 0, to be quoted. */
  isCustom: boolean;
};

export type ServiceAddressDto = {
  line1: string;
  line2: string | null;
  city: string;
  region: string;
  postalCode: string;
};

export type PreferredWindowDto = { date: string; period: "morning" | "afternoon" | "evening" };

export type EstimateDetail = EstimateSummary & {
  items: EstimateItemDto[];
  serviceAddress: ServiceAddressDto | null;
  /** The client's property the address became or matched. */
  propertyId: string | null;
  description: string | null;
  preferredWindows: PreferredWindowDto[];
  smsConsent: boolean;
  smsConsentVersion: string | null;
  /** /api/photos/{id} and /api/photos/{id}/thumbnail. */
  photoIds: string[];
  /** The quote made from this request (it is not quoted twice). */
  quoteId: string | null;
};
