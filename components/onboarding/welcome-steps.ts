import { CheckCircle2, Layers, PartyPopper, Store, Wrench, type LucideIcon } from "lucide-react";

export type WelcomeStep = {
  title: (companyName: string) => string;
  body: string;
  icon: LucideIcon;
  shortcut?: { label: string; href: string };
  /** A step's own action (docs/marketplace.md, "Five-minute start"). */
  panel?: "starter-book" | "share";
};

/** The five steps of the welcome tutorial (docs/product.md §2). */
export const WELCOME_STEPS: WelcomeStep[] = [
  {
    title: (name) => (name ? `Welcome, ${name}!` : "Welcome!"),
    body: "QuoteCraft turns your price book into instant, professional estimates. This short tour shows where everything is.",
    icon: PartyPopper,
  },
  {
    title: () => "Set Up Your Services",
    body: "Add the services you offer with their prices, units, time, labor rates and fees. They power every estimate.",
    icon: Wrench,
    shortcut: { label: "Go to Services", href: "/dashboard/services" },
    panel: "starter-book",
  },
  {
    title: () => "Configure Your Calculator",
    body: "Choose what your customers see in your calculator: categories, fees, tax and your thank-you message.",
    icon: Layers,
    shortcut: { label: "Set up the calculator", href: "/dashboard/calculator-setup" },
  },
  {
    title: () => "Explore Price Book Templates",
    body: "Start faster from templates, and save your own price book as a template to reuse.",
    icon: Store,
    shortcut: { label: "Open the Marketplace", href: "/dashboard/price-book-marketplace" },
  },
  {
    title: () => "Ready to Go",
    body: "Add your logo and contact details so customers recognise you, then share your calculator link.",
    icon: CheckCircle2,
    shortcut: { label: "Complete your profile", href: "/dashboard/company" },
    panel: "share",
  },
];
