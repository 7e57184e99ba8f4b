import { dropletsIcon, fanIcon, paintRollerIcon, sparklesIcon, sproutIcon, zapIcon } from "./icons";
import type { IconNode } from "./icons";
import type { Testimonial } from "./types";

export type Industry = {
  id: "electrical" | "plumbing" | "hvac" | "landscaping" | "cleaning" | "painting";
  name: string;
  icon: IconNode;
  /** One line for the landing page tile. */
  tileSummary: string;
  description: string;
  features: [string, string, string, string, string];
};

export const INDUSTRIES: Industry[] = [
  {
    id: "electrical",
    name: "Electrical",
    icon: zapIcon,
    tileSummary: "Panels, outlets, lighting and EV chargers",
    description:
      "Quote panel upgrades, rewiring and EV charger installs in minutes, with permit fees and labor built into every line.",
    features: [
      "Templates for outlets, panels, lighting and generators",
      "Per-item and hourly pricing for service calls",
      "Permit and inspection fees as separate lines",
      "Labor rates per electrician level",
      "Estimates customers can approve online",
    ],
  },
  {
    id: "plumbing",
    name: "Plumbing",
    icon: dropletsIcon,
    tileSummary: "Repairs, fixtures and water heaters",
    description:
      "Give homeowners an upfront price for a leaking tap or a new water heater before you ever roll a truck.",
    features: [
      "Fixture, drain and water heater templates",
      "Emergency and after-hours service fees",
      "Materials listed with every service",
      "Flat-rate pricing your customers trust",
      "New leads sent on to your CRM by webhook",
    ],
  },
  {
    id: "hvac",
    name: "HVAC",
    icon: fanIcon,
    tileSummary: "Tune-ups, installs and maintenance plans",
    description:
      "Price seasonal tune-ups and full system installs with the same calculator, from a filter change to a heat pump.",
    features: [
      "Heating, cooling and ventilation templates",
      "Good, better, best system options",
      "Maintenance plan pricing",
      "Equipment and labor shown separately",
      "Seasonal demand in your analytics",
    ],
  },
  {
    id: "landscaping",
    name: "Landscaping",
    icon: sproutIcon,
    tileSummary: "Lawn care, planting and hardscaping",
    description:
      "Price by the square foot for sod, patios and mulch, and by the visit for recurring lawn care.",
    features: [
      "Per-square-foot pricing for large areas",
      "Recurring mowing and maintenance services",
      "Hardscaping and planting templates",
      "Seasonal cleanup packages",
      "Service areas with travel fees",
    ],
  },
  {
    id: "cleaning",
    name: "Cleaning",
    icon: sparklesIcon,
    tileSummary: "Homes, offices and move-out cleans",
    description:
      "Let customers size their own clean by rooms and extras and book it without waiting for a call back.",
    features: [
      "Standard, deep and move-out templates",
      "Add-ons such as windows and carpets",
      "Per-room and per-hour pricing",
      "Recurring visit discounts",
      "Instant estimates on any device",
    ],
  },
  {
    id: "painting",
    name: "Painting",
    icon: paintRollerIcon,
    tileSummary: "Interior, exterior and cabinet painting",
    description:
      "Turn wall areas and room counts into a clear painting estimate, with prep work and materials itemised.",
    features: [
      "Interior and exterior painting templates",
      "Per-square-foot wall and ceiling pricing",
      "Prep, repair and primer as add-ons",
      "Paint and materials on every estimate",
      "Branded estimates that win the job",
    ],
  },
];

/** Anchor of an industry's card on /industries. */
export function industryHref(id: Industry["id"]): string {
  return `/industries#${id}`;
}

export const INDUSTRY_TESTIMONIALS: Testimonial[] = [
  {
    quote:
      "Customers price their own panel upgrades before they call. We only drive out to jobs that are already sold.",
    author: "Dana Brooks",
    role: "Owner, Brightline Electrical",
  },
  {
    quote:
      "Move-out cleans used to take three emails to quote. Now the estimate is done before the customer closes the tab.",
    author: "Maria Gonzalez",
    role: "Founder, Sparkle & Shine Cleaning",
  },
  {
    quote:
      "Per-square-foot pricing for exterior jobs finally matches how we actually work. Our estimates are consistent across every crew.",
    author: "Tom Becker",
    role: "Owner, Becker Painting Co.",
  },
];
