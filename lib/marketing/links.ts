/**
 * Link targets of the marketing pages. Kept free of page content so that client islands can
 * import it without pulling the content into their bundle.
 *
 * The marketing pages link with plain <a> elements, not next/link: they are static and load
 * as fast as a client navigation, while next/link (and the route prefetching it does) would add
 * about 4 kB of JavaScript, plus the prefetched pages' chunks, to every page; the issue allows
 * 6 kB above a bare Next page. A full page load also always starts at the top of the page.
 */
export type NavLink = { href: string; label: string };

/** Ids of the landing page sections that the header and footer link to. */
export const SECTION_IDS = {
  features: "features",
  industries: "industries",
  testimonials: "testimonials",
  pricing: "pricing",
} as const;

export const DEMO_CALCULATOR_HREF = "/demo/calculator";
export const DEMO_SERVICE_BUILDER_HREF = "/demo/service-builder";
export const LOGIN_HREF = "/login";
export const REGISTER_HREF = "/register";
export const PRO_SUBSCRIBE_HREF = "/authentication/subscribe?plan=pro";
