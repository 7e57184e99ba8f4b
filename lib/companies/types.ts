/** The company as GET /api/company returns it (Decimal columns arrive as strings). */
export type CompanyDto = {
  id: string;
  name: string;
  slug: string;
  logo: string | null;
  industryType: string;
  hasSeenWelcome: boolean;
  plan: "starter" | "pro" | "business";
  contactEmail: string | null;
  phone: string | null;
  website: string | null;
  address: string | null;
  serviceCallFee: string | null;
  taxRate: string;
  /** Percent added to services without a markup of their own (docs/pricing.md M5). */
  defaultMarkupPercent: string;
  accentColor: string | null;
  defaultCategory: string | null;
  thankYouMessage: string | null;
  /** IANA time zone: which day "today" is for the company (lib/dates). */
  timeZone: string;
};

/** The profile as GET/PATCH /api/company/profile return it. */
export type CompanyProfileDto = {
  id: string;
  name: string;
  industryType: string;
  slug: string;
  logo: string | null;
  contactEmail: string | null;
  phone: string | null;
  website: string | null;
  address: string | null;
  /** How customers pay when deposits are not taken online (at most 1000 characters). */
  paymentInstructions: string | null;
  /** IANA time zone of analytics days and weeks (docs/analytics.md). */
  timeZone: string;
};
