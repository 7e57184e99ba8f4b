import {
  DEMO_CALCULATOR_HREF,
  LOGIN_HREF,
  REGISTER_HREF,
  SECTION_IDS,
  type NavLink,
} from "./links";
import { PRODUCT_LINKS } from "./products";

export type FooterVariant = "landing" | "content";

/** Landing header anchors (spec: features, industries, testimonials and pricing). */
export const LANDING_ANCHORS: NavLink[] = [
  { href: `#${SECTION_IDS.features}`, label: "Features" },
  { href: `#${SECTION_IDS.industries}`, label: "Industries" },
  { href: `#${SECTION_IDS.testimonials}`, label: "Testimonials" },
  { href: `#${SECTION_IDS.pricing}`, label: "Pricing" },
];

/** A landing-page section: a bare anchor on the landing page, "/#id" everywhere else. */
function sectionHref(id: string, variant: FooterVariant) {
  return variant === "landing" ? `#${id}` : `/#${id}`;
}

export type FooterColumn = { title: string; links: NavLink[] };

/**
 * Footer links of docs/product.md §2. The landing footer links its own sections; footers elsewhere
 * link back to them and add the owner's dashboard areas.
 */
export function footerColumns(variant: FooterVariant): FooterColumn[] {
  const columns: FooterColumn[] = [
    { title: "Product", links: PRODUCT_LINKS },
    {
      title: "Explore",
      links: [
        { href: sectionHref(SECTION_IDS.features, variant), label: "Features" },
        { href: sectionHref(SECTION_IDS.industries, variant), label: "Industry solutions" },
        { href: sectionHref(SECTION_IDS.pricing, variant), label: "Pricing" },
        { href: REGISTER_HREF, label: "Get Started" },
        { href: "/calculator", label: "Customer calculator" },
      ],
    },
    {
      title: "Company",
      links: [
        { href: "/about", label: "About" },
        { href: "/industries", label: "Industries" },
        { href: "/terms", label: "Terms of Service" },
        { href: "/privacy", label: "Privacy Policy" },
      ],
    },
  ];
  if (variant === "content") {
    columns.push({
      title: "For owners",
      links: [
        { href: "/dashboard/price-book", label: "Your price book" },
        { href: "/dashboard/calculator-setup", label: "Calculator setup" },
        { href: "/dashboard/integrations", label: "Manage integrations" },
        { href: "/dashboard/price-book-marketplace", label: "Template marketplace" },
        { href: "/dashboard/analytics", label: "Analytics" },
        { href: "/dashboard/estimates", label: "Estimates" },
      ],
    });
  }
  return columns;
}

export type HeaderVariant = FooterVariant;

/**
 * Header navigation: the landing page links its own sections and offers the demo calculator;
 * the content pages link the other pages and offer Log in / Sign up.
 */
export function headerLinks(variant: HeaderVariant): {
  nav: NavLink[];
  secondary: NavLink;
  primary: NavLink;
} {
  if (variant === "landing") {
    return {
      nav: LANDING_ANCHORS,
      secondary: { href: LOGIN_HREF, label: "Log in" },
      primary: { href: DEMO_CALCULATOR_HREF, label: "Try Demo Calculator" },
    };
  }
  return {
    nav: [
      { href: "/products/service-calculator", label: "Product" },
      { href: "/industries", label: "Industries" },
      { href: "/about", label: "About" },
      { href: `/#${SECTION_IDS.pricing}`, label: "Pricing" },
    ],
    secondary: { href: LOGIN_HREF, label: "Log in" },
    primary: { href: REGISTER_HREF, label: "Sign up" },
  };
}
