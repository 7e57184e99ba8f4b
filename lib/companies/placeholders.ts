import { INDUSTRY_TYPES, type IndustryType } from "@/lib/categories";

/** Placeholder hints per industry (docs/product.md §9); anything else gets the generic ones. */
export const INDUSTRY_PLACEHOLDERS: Record<
  IndustryType,
  { name: string; website: string; email: string }
> = {
  electrical: {
    name: "e.g. Brightline Electric",
    website: "brightline-electric.com",
    email: "office@brightline-electric.com",
  },
  plumbing: {
    name: "e.g. Clearflow Plumbing",
    website: "clearflowplumbing.com",
    email: "service@clearflowplumbing.com",
  },
  hvac: {
    name: "e.g. Comfort Air Heating & Cooling",
    website: "comfortair.com",
    email: "hello@comfortair.com",
  },
  landscaping: {
    name: "e.g. Greenway Landscaping",
    website: "greenwaylandscaping.com",
    email: "yard@greenwaylandscaping.com",
  },
  cleaning: {
    name: "e.g. Sparkle Home Cleaning",
    website: "sparklehome.com",
    email: "book@sparklehome.com",
  },
  painting: {
    name: "e.g. Fresh Coat Painters",
    website: "freshcoatpainters.com",
    email: "quotes@freshcoatpainters.com",
  },
  construction: {
    name: "e.g. Solid Ground Builders",
    website: "solidgroundbuilders.com",
    email: "office@solidgroundbuilders.com",
  },
  roofing: {
    name: "e.g. Summit Roofing",
    website: "summitroofing.com",
    email: "estimates@summitroofing.com",
  },
  generic: {
    name: "e.g. Acme Home Services",
    website: "acmehomeservices.com",
    email: "office@acmehomeservices.com",
  },
};

export function industryPlaceholders(industryType: string | null | undefined) {
  return INDUSTRY_PLACEHOLDERS[
    (INDUSTRY_TYPES as readonly string[]).includes(industryType ?? "")
      ? (industryType as IndustryType)
      : "generic"
  ];
}
