import type { TOOLTIP_IDS } from "@/lib/onboarding/tooltip-ids";

export type TooltipId = (typeof TOOLTIP_IDS)[number];
export type TooltipPlacement = "top" | "right" | "bottom" | "left";
export type TooltipFeature = "navigation" | "service-builder" | "calculator" | "settings" | "help";

export type GuidedTooltipDefinition = {
  id: TooltipId;
  title: string;
  description: string;
  feature: TooltipFeature;
  order?: number;
  placement?: TooltipPlacement;
};

/** The guided tooltips by feature (docs/product.md §3), in the order the tour shows features. */
export const GUIDED_TOOLTIPS: readonly GuidedTooltipDefinition[] = [
  {
    id: "dashboard-sidebar",
    feature: "navigation",
    order: 1,
    placement: "right",
    title: "Your workspace",
    description:
      "Everything lives in this sidebar: your services, price book, estimates and calculator.",
  },
  {
    id: "services-section",
    feature: "navigation",
    order: 2,
    placement: "right",
    title: "Services",
    description: "Manage the services you offer, their prices, labor rates and fees.",
  },
  {
    id: "estimates-section",
    feature: "navigation",
    order: 3,
    placement: "right",
    title: "Estimates",
    description: "Estimate requests from your customer calculator arrive here.",
  },
  {
    id: "service-builder-intro",
    feature: "service-builder",
    order: 1,
    placement: "bottom",
    title: "Service Builder",
    description:
      "Build your price book here: review your services or stage new ones and add them in one go.",
  },
  {
    id: "add-service-button",
    feature: "service-builder",
    order: 2,
    placement: "bottom",
    title: "Add a service",
    description:
      "Create a service with its price, unit, time, labor rate and fee. The customer price updates as you type.",
  },
  {
    id: "service-category",
    feature: "service-builder",
    order: 3,
    placement: "bottom",
    title: "Filter by category",
    description: "Show one category at a time, or search by name or description.",
  },
  {
    id: "calculator-intro",
    feature: "calculator",
    order: 1,
    placement: "bottom",
    title: "Your customer calculator",
    description:
      "This is what your customers see: your services, grouped by category, with live prices.",
  },
  {
    id: "service-selection",
    feature: "calculator",
    order: 2,
    placement: "top",
    title: "Pick services",
    description: "Customers add services and adjust quantities here.",
  },
  {
    id: "estimate-total",
    feature: "calculator",
    order: 3,
    placement: "left",
    title: "Estimate total",
    description:
      "The total updates instantly, with fees and tax, and the customer can request the estimate.",
  },
  {
    id: "company-settings",
    feature: "settings",
    order: 1,
    placement: "right",
    title: "Company profile",
    description: "Set your company name, contact details and calculator address.",
  },
  {
    id: "logo-upload",
    feature: "settings",
    order: 2,
    placement: "bottom",
    title: "Your logo",
    description: "Upload a logo to brand your dashboard and customer calculator.",
  },
  {
    id: "help-center",
    feature: "help",
    order: 1,
    placement: "bottom",
    title: "Help is here",
    description: "Replay the welcome tutorial, contact support or read the documentation.",
  },
];

const byId = new Map(GUIDED_TOOLTIPS.map((tooltip) => [tooltip.id, tooltip]));
export const getTooltip = (id: TooltipId) => byId.get(id);
export const isTooltipId = (id: string): id is TooltipId => byId.has(id as TooltipId);

/** The tooltips of a feature, ordered by `order` (those without one last, in definition order). */
export function featureTooltips(feature: TooltipFeature): GuidedTooltipDefinition[] {
  return GUIDED_TOOLTIPS.map((tooltip, index) => ({ tooltip, index }))
    .filter(({ tooltip }) => tooltip.feature === feature)
    .sort(
      (a, b) => (a.tooltip.order ?? Infinity) - (b.tooltip.order ?? Infinity) || a.index - b.index,
    )
    .map(({ tooltip }) => tooltip);
}

/** A tooltip can be shown only if its id is not yet viewed. */
export const canShowTooltip = (id: TooltipId, viewed: readonly string[]) => !viewed.includes(id);

/** The next tooltip of the same feature, if any ('Next' vs 'Got it!'). */
export function nextInFeature(id: TooltipId): GuidedTooltipDefinition | undefined {
  const tooltip = byId.get(id);
  if (!tooltip) return undefined;
  const list = featureTooltips(tooltip.feature);
  return list[list.findIndex((item) => item.id === id) + 1];
}

/** The previous tooltip of the same feature, if any (the Previous button). */
export function previousInFeature(id: TooltipId): GuidedTooltipDefinition | undefined {
  const tooltip = byId.get(id);
  if (!tooltip) return undefined;
  const list = featureTooltips(tooltip.feature);
  const index = list.findIndex((item) => item.id === id);
  return index > 0 ? list[index - 1] : undefined;
}

/** Adds an id to the viewed list (once). */
export const markViewed = (viewed: readonly string[], id: TooltipId): string[] =>
  viewed.includes(id) ? [...viewed] : [...viewed, id];

/** Removes an id (Previous re-opens an earlier tooltip, which must not count as viewed). */
export const unmarkViewed = (viewed: readonly string[], id: TooltipId): string[] =>
  viewed.filter((item) => item !== id);

/** A feature counts as viewed when all its tooltips are viewed. */
export const isFeatureViewed = (feature: TooltipFeature, viewed: readonly string[]) =>
  featureTooltips(feature).every((tooltip) => viewed.includes(tooltip.id));

/**
 * The tooltip to show now: the first (by feature order, then order within the feature) that
 * is on screen, not viewed and not hidden for this visit.
 */
export function nextTooltipToShow(
  available: ReadonlySet<string>,
  viewed: readonly string[],
  hidden: ReadonlySet<string>,
): TooltipId | null {
  const features = [...new Set(GUIDED_TOOLTIPS.map((tooltip) => tooltip.feature))];
  for (const feature of features) {
    for (const tooltip of featureTooltips(feature)) {
      if (
        available.has(tooltip.id) &&
        canShowTooltip(tooltip.id, viewed) &&
        !hidden.has(tooltip.id)
      ) {
        return tooltip.id;
      }
    }
  }
  return null;
}

export type Rect = { top: number; left: number; width: number; height: number };
export type Size = { width: number; height: number };

const OPPOSITE: Record<TooltipPlacement, TooltipPlacement> = {
  top: "bottom",
  bottom: "top",
  left: "right",
  right: "left",
};

function fits(placement: TooltipPlacement, target: Rect, size: Size, viewport: Size, gap: number) {
  switch (placement) {
    case "top":
      return target.top - gap - size.height >= 0;
    case "bottom":
      return target.top + target.height + gap + size.height <= viewport.height;
    case "left":
      return target.left - gap - size.width >= 0;
    case "right":
      return target.left + target.width + gap + size.width <= viewport.width;
  }
}

/** When there is no room on the preferred side, the tooltip flips to the opposite side. */
export function resolvePlacement(
  preferred: TooltipPlacement,
  target: Rect,
  size: Size,
  viewport: Size,
  gap = 12,
): TooltipPlacement {
  if (fits(preferred, target, size, viewport, gap)) return preferred;
  const opposite = OPPOSITE[preferred];
  return fits(opposite, target, size, viewport, gap) ? opposite : preferred;
}

/** Top-left corner of the tooltip for a placement, kept inside the viewport. */
export function tooltipPosition(
  placement: TooltipPlacement,
  target: Rect,
  size: Size,
  viewport: Size,
  gap = 12,
): { top: number; left: number } {
  let top: number;
  let left: number;
  if (placement === "top" || placement === "bottom") {
    top = placement === "top" ? target.top - gap - size.height : target.top + target.height + gap;
    left = target.left + target.width / 2 - size.width / 2;
  } else {
    left = placement === "left" ? target.left - gap - size.width : target.left + target.width + gap;
    top = target.top + target.height / 2 - size.height / 2;
  }
  const clamp = (value: number, max: number) => Math.min(Math.max(8, value), Math.max(8, max - 8));
  return {
    top: clamp(top, viewport.height - size.height),
    left: clamp(left, viewport.width - size.width),
  };
}
