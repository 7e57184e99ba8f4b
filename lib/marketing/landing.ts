import {
  bookOpenIcon,
  calculatorIcon,
  chartColumnIcon,
  layoutTemplateIcon,
  monitorSmartphoneIcon,
  plugIcon,
} from "./icons";
import type { ChartPoint } from "./chart";
import type { IconItem, Testimonial } from "./types";
import { industryHref, INDUSTRIES } from "./industries";

/** Marketing figures from docs/product.md §1; shown on the landing page and in its structured data. */
export const RATING = {
  value: 4.9,
  best: 5,
  /** Review count for the structured data; a placeholder until the real count is known. */
  count: 1200,
} as const;

/** docs/product.md §3, 'Landing sample data'. */
export const WEEKLY_ESTIMATES: ChartPoint[] = [
  { label: "Mon", value: 35 },
  { label: "Tue", value: 28 },
  { label: "Wed", value: 45 },
  { label: "Thu", value: 30 },
  { label: "Fri", value: 55 },
  { label: "Sat", value: 60 },
  { label: "Sun", value: 72 },
];

export const SAMPLE_DASHBOARD = {
  totalEstimates: 326,
  trend: "+24% this month",
  recentEstimates: [
    { name: "Kitchen Remodel", customer: "Sarah Thompson", amount: 12450 },
    { name: "Bathroom Renovation", customer: "David Miller", amount: 8750 },
    { name: "HVAC Installation", customer: "Lisa Chen", amount: 5200 },
  ],
} as const;

export const HERO = {
  headline: "Service estimating software for professionals.",
  lead: "Build a price book once, put a branded calculator on your website, and turn every visitor into a detailed estimate: no spreadsheets, no call-backs to quote a price.",
  integrationsBadge:
    "Works with your accounting, CRM and field-service tools: QuickBooks Online and Xero exports, webhooks and a REST API",
} as const;

export type Feature = IconItem & {
  /** A product page that tells more about the feature. */
  href?: string;
};

export const FEATURES: Feature[] = [
  {
    title: "Professional Price Books",
    description:
      "Keep every service, labor rate and fee in one organised price book so every estimate uses the same, current prices.",
    icon: bookOpenIcon,
    href: "/products/price-books",
  },
  {
    title: "Customer-Facing Calculators",
    description:
      "Embed a calculator in your brand colours and logo so customers can price a job themselves, any time of day.",
    icon: calculatorIcon,
    href: "/products/service-calculator",
  },
  {
    title: "Industry Templates",
    description:
      "Start from ready-made service lists for electrical, plumbing, HVAC, landscaping, cleaning and painting work.",
    icon: layoutTemplateIcon,
    href: "/products/templates",
  },
  {
    title: "Integration Ecosystem",
    description:
      "Export quotes, requests and deposits as CSV files for QuickBooks Online and Xero, and send new leads to your CRM through signed webhooks or the REST API.",
    icon: plugIcon,
    href: "/products/integrations",
  },
  {
    title: "Detailed Analytics",
    description:
      "See which services customers look at, which estimates convert and where your next job is most likely to come from.",
    icon: chartColumnIcon,
  },
  {
    title: "Multi-Device Support",
    description:
      "Quote from the truck, the office or the customer's kitchen: every screen works on phones, tablets and desktops.",
    icon: monitorSmartphoneIcon,
  },
];

/** The six landing tiles link to the matching card on /industries. */
export const INDUSTRY_TILES = INDUSTRIES.map((industry) => ({
  name: industry.name,
  summary: industry.tileSummary,
  icon: industry.icon,
  href: industryHref(industry.id),
}));

export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      "Since we put the calculator on our website, quote requests are up 40%. Customers arrive already knowing the price, so we spend our time on the jobs instead of the phone.",
    author: "Mike Johnson",
    role: "Owner, Johnson Electric",
  },
  {
    quote:
      "Our price book used to live in three spreadsheets. Now every crew lead quotes the same numbers from their phone, and the estimates look far more professional.",
    author: "Sarah Williams",
    role: "Operations Manager, ClearFlow Plumbing",
  },
  {
    quote:
      "Leads land in our CRM with a follow-up task already assigned. Our lead conversion went up 40% in the first season.",
    author: "Carlos Rodriguez",
    role: "Founder, GreenScape Landscaping",
  },
];

export type DemoCard = {
  title: string;
  description: string;
  bullets: string[];
  href: string;
  cta: string;
};

export const DEMOS: DemoCard[] = [
  {
    title: "Service Calculator",
    description: "See what your customers see: pick services, adjust them and get an estimate.",
    bullets: [
      "Browse pre-loaded service templates",
      "Add your own custom services",
      "Adjust quantities and options",
      "Generate a professional estimate",
      "Test different industries",
    ],
    href: "/demo/calculator",
    cta: "Try the Service Calculator",
  },
  {
    title: "Service Builder",
    description: "See what you get as an owner: shape the services your calculator offers.",
    bullets: [
      "Create custom service templates",
      "Set materials and labor rates",
      "Configure markups and pricing",
      "Organize services into categories",
      "Preview the customer calculator",
    ],
    href: "/demo/service-builder",
    cta: "Try the Service Builder",
  },
];
