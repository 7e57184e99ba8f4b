/**
 * The demo Service Builder's price book, kept in this browser: the product's own service
 * fields (lib/services/form ServicePayload: base price, materials, markup; docs/pricing.md),
 * with ids, and labor rates. The demo's company has no fees and a default markup of 0.
 */
import type { ServicePayload } from "@/lib/services/form";
import type { DemoIndustry } from "./types";

export type LocalService = Omit<ServicePayload, "materials" | "markupPercent"> &
  Required<Pick<ServicePayload, "materials" | "markupPercent">> & { id: string };

/** Rate: USD per hour as decimal text ("75.00"). */
export type LocalLaborRate = { id: string; name: string; rate: string };

export type BuilderStart = DemoIndustry | "blank";

export type BuilderState = {
  /** Which starting point the visitor picked; null shows the picker. */
  startedFrom: BuilderStart | null;
  services: LocalService[];
  laborRates: LocalLaborRate[];
  /** Counter behind generated ids. */
  nextId: number;
};

export const MAX_SERVICES = 200;
export const MAX_LABOR_RATES = 20;
/** The demo company's default markup (docs/pricing.md M5). */
export const DEMO_DEFAULT_MARKUP = "0";
