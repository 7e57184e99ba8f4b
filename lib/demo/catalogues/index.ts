import type { DemoIndustry, DemoServiceTemplate } from "../types";
import { cleaningServices } from "./cleaning";
import { electricalServices } from "./electrical";
import { hvacServices } from "./hvac";
import { landscapingServices } from "./landscaping";
import { paintingServices } from "./painting";
import { plumbingServices } from "./plumbing";

/**
 * The premade demo price books (docs/product.md §3). Plain data bundled with the page: the demo
 * must not fetch anything after load, so no catalogue is split into its own chunk.
 */
export const DEMO_CATALOGUES: Record<DemoIndustry, readonly DemoServiceTemplate[]> = {
  electrical: electricalServices,
  plumbing: plumbingServices,
  hvac: hvacServices,
  landscaping: landscapingServices,
  cleaning: cleaningServices,
  painting: paintingServices,
};
