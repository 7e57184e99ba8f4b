import {
  bookOpenIcon,
  calculatorIcon,
  chartColumnIcon,
  clockIcon,
  fileTextIcon,
  layersIcon,
  layoutTemplateIcon,
  listChecksIcon,
  monitorSmartphoneIcon,
  paletteIcon,
  receiptIcon,
  refreshCwIcon,
  sendIcon,
  shieldCheckIcon,
  slidersHorizontalIcon,
  usersIcon,
  wrenchIcon,
} from "./icons";
import type { IconItem, Testimonial } from "./types";

export const PRODUCT_SLUGS = [
  "service-calculator",
  "price-books",
  "integrations",
  "templates",
] as const;
export type ProductSlug = (typeof PRODUCT_SLUGS)[number];

export type ProductPage = {
  slug: ProductSlug;
  /** Short name, used in navigation and the page title. */
  name: string;
  description: string;
  hero: { eyebrow: string; headline: string; lead: string };
  features: [IconItem, IconItem, IconItem, IconItem, IconItem, IconItem];
  steps: [Step, Step, Step, Step];
  testimonial: Testimonial;
  cta: { headline: string; text: string };
  /** Where the hero's secondary button leads to see the product in action. */
  demo: { href: string; label: string };
};

type Step = { title: string; description: string };

const PRODUCTS: Record<ProductSlug, ProductPage> = {
  "service-calculator": {
    slug: "service-calculator",
    name: "Service Calculator",
    description:
      "A customer-facing service calculator for your website: customers pick services, adjust options and see real-time pricing before they request a quote.",
    hero: {
      eyebrow: "Service Calculator",
      headline: "Let customers price the job themselves.",
      lead: "Put a branded calculator on your website. Customers choose services, adjust quantities and options, and see an accurate price instantly, then send you a quote request with everything you need.",
    },
    features: [
      {
        title: "Instant, accurate pricing",
        description:
          "Prices come straight from your price book, with labor rates and fees applied.",
        icon: calculatorIcon,
      },
      {
        title: "Your brand, your colours",
        description:
          "Show your logo and company name so the calculator feels like part of your site.",
        icon: paletteIcon,
      },
      {
        title: "Works on every device",
        description:
          "Customers can build an estimate from a phone on the job site or a laptop at home.",
        icon: monitorSmartphoneIcon,
      },
      {
        title: "Lead capture built in",
        description:
          "Every request arrives with the customer's contact details and the services they chose.",
        icon: usersIcon,
      },
      {
        title: "Categories that guide",
        description: "Services are grouped by category so customers find the right one in seconds.",
        icon: layersIcon,
      },
      {
        title: "Printable estimates",
        description:
          "Customers keep a PDF of their estimate and you keep a record of every request.",
        icon: fileTextIcon,
      },
    ],
    steps: [
      {
        title: "Select services",
        description: "Customers browse your categories and pick what they need.",
      },
      {
        title: "Customise options and quantities",
        description:
          "They set quantities, areas or hours, and choose the options that fit the job.",
      },
      {
        title: "See real-time pricing",
        description: "The total updates with every change, with no surprises later.",
      },
      {
        title: "Submit for a quote or book directly",
        description: "One click sends you the request, or books the work straight away.",
      },
    ],
    testimonial: {
      quote:
        "The calculator answers the 'how much?' question before the phone rings. Our quote requests went up 40% in three months.",
      author: "Mike Johnson",
      role: "Owner, Johnson Electric",
    },
    cta: {
      headline: "Put a calculator on your website today.",
      text: "Set up your price book, choose your services and share your calculator link in one afternoon.",
    },
    demo: { href: "/demo/calculator", label: "Try the demo calculator" },
  },
  "price-books": {
    slug: "price-books",
    name: "Price Books",
    description:
      "Professional price books for service businesses: every service, labor rate and fee in one place, so every estimate uses current prices.",
    hero: {
      eyebrow: "Price Books",
      headline: "One price book behind every estimate.",
      lead: "Keep your services, labor rates and service fees in one organised price book. Change a price once and every calculator and estimate uses it.",
    },
    features: [
      {
        title: "Services with structure",
        description: "Name, description, category, unit type and estimated time for every service.",
        icon: listChecksIcon,
      },
      {
        title: "Labor rates",
        description: "Define hourly rates once and link them to the services that need them.",
        icon: clockIcon,
      },
      {
        title: "Service fees",
        description:
          "Add percentage or fixed fees, such as trip charges or permits, to any service.",
        icon: receiptIcon,
      },
      {
        title: "Flexible units",
        description:
          "Price flat, hourly, per square foot or per item, the way each job is really sold.",
        icon: slidersHorizontalIcon,
      },
      {
        title: "Start from templates",
        description: "Load an industry template and adjust it instead of typing every service.",
        icon: layoutTemplateIcon,
      },
      {
        title: "Always current",
        description: "A price change reaches your calculator the moment you save it.",
        icon: refreshCwIcon,
      },
    ],
    steps: [
      {
        title: "Import a template",
        description: "Start from your industry's ready-made service list.",
      },
      {
        title: "Set your prices",
        description: "Adjust base prices, units and estimated times to match your business.",
      },
      {
        title: "Link rates and fees",
        description: "Attach labor rates and service fees where they apply.",
      },
      {
        title: "Publish",
        description: "Your calculator and estimates pick up the new prices immediately.",
      },
    ],
    testimonial: {
      quote:
        "Our price book used to live in three spreadsheets. Now every crew lead quotes the same numbers, every time.",
      author: "Sarah Williams",
      role: "Operations Manager, ClearFlow Plumbing",
    },
    cta: {
      headline: "Build your price book in an afternoon.",
      text: "Start from an industry template and make it yours.",
    },
    demo: { href: "/demo/service-builder", label: "Explore the service builder" },
  },
  integrations: {
    slug: "integrations",
    name: "Integrations",
    description:
      "Connect QuoteCraft to your accounting, CRM and field-service tools: signed webhooks, a REST API with keys, and CSV exports that QuickBooks Online and Xero import.",
    hero: {
      eyebrow: "Integrations",
      headline: "Estimates that flow into the tools you already use.",
      lead: "Every new request, sent quote, approval and deposit can call your own endpoint or a Zapier, Make or n8n workflow; your tools can read requests, clients and quotes through the API; your bookkeeper imports quotes and deposits into QuickBooks Online or Xero from a CSV file.",
    },
    features: [
      {
        title: "Lead capture with follow-up tasks",
        description:
          "Every estimate request lands in your client list, where you add follow-up tasks; a webhook sends it on to your CRM as it arrives.",
        icon: usersIcon,
      },
      {
        title: "Accounting exports",
        description:
          "Quotes with their lines, estimate requests and deposits as CSV in the columns QuickBooks Online and Xero import, exact to the cent. You import the file: there is no live sync.",
        icon: receiptIcon,
      },
      {
        title: "Webhooks for field-service and CRM apps",
        description:
          "Signed HTTPS calls when a request arrives, a quote is sent, viewed, approved or declined, a deposit is recorded, a client is added or a service changes, retried until they are taken. There are no built-in field-service connections: use webhooks or the API.",
        icon: wrenchIcon,
      },
      {
        title: "Email notifications",
        description: "You and your customer both get an email the moment an estimate is sent.",
        icon: sendIcon,
      },
      {
        title: "REST API with keys",
        description:
          "Read requests, clients and quotes and keep services up to date with API keys you create and revoke, read-only or read and write, documented with OpenAPI.",
        icon: shieldCheckIcon,
      },
      {
        title: "Conversion analytics",
        description: "Follow each lead from calculator visit to approved quote and deposit.",
        icon: chartColumnIcon,
      },
    ],
    steps: [
      {
        title: "Choose what to connect",
        description:
          "A webhook endpoint, an API key or an accounting export, on the Integrations page.",
      },
      {
        title: "Connect securely",
        description:
          "Each webhook has its own signing secret; API keys are shown once and stored hashed.",
      },
      {
        title: "Map your data",
        description:
          "Pick the events each endpoint receives, or the dataset, dates and format of an export.",
      },
      {
        title: "Let it run",
        description:
          "Webhook deliveries are retried and logged; exports download whenever your books need them.",
      },
    ],
    testimonial: {
      quote:
        "Leads land in our CRM with a follow-up task already assigned. Our lead conversion went up 40% in the first season.",
      author: "Carlos Rodriguez",
      role: "Founder, GreenScape Landscaping",
    },
    cta: {
      headline: "Connect your estimates to the rest of your business.",
      text: "Set up webhooks, API keys and accounting exports on the Integrations page of your dashboard.",
    },
    demo: { href: "/demo/calculator", label: "Try the demo calculator" },
  },
  templates: {
    slug: "templates",
    name: "Templates",
    description:
      "Industry templates for electrical, plumbing, HVAC, landscaping, cleaning and painting businesses: ready-made services you can load and adjust.",
    hero: {
      eyebrow: "Templates",
      headline: "Start with a price book that already fits your trade.",
      lead: "Load a ready-made template of common services for your industry, adjust the prices to your market, and save your own templates to reuse.",
    },
    features: [
      {
        title: "Six industries",
        description: "Electrical, plumbing, HVAC, landscaping, cleaning and painting templates.",
        icon: layoutTemplateIcon,
      },
      {
        title: "Dozens of services each",
        description: "Common jobs with descriptions, units and estimated times already filled in.",
        icon: listChecksIcon,
      },
      {
        title: "Your own templates",
        description: "Save your price book as a custom template and reuse it for a new location.",
        icon: bookOpenIcon,
      },
      {
        title: "Template marketplace",
        description: "Browse templates shared by other businesses in your trade.",
        icon: layersIcon,
      },
      {
        title: "Edit before you import",
        description: "Review every service and price before it lands in your price book.",
        icon: slidersHorizontalIcon,
      },
      {
        title: "Ready in minutes",
        description:
          "Go from sign-up to a working calculator without building a list from scratch.",
        icon: clockIcon,
      },
    ],
    steps: [
      { title: "Pick your industry", description: "Choose the template that matches your trade." },
      {
        title: "Review the services",
        description: "Keep, remove or rename the services you offer.",
      },
      {
        title: "Adjust the prices",
        description: "Set prices and times that fit your local market.",
      },
      {
        title: "Add to your price book",
        description: "Import the services and start quoting right away.",
      },
    ],
    testimonial: {
      quote:
        "We loaded the cleaning template, changed a few prices and had our calculator live the same day.",
      author: "Maria Gonzalez",
      role: "Founder, Sparkle & Shine Cleaning",
    },
    cta: {
      headline: "Your trade's price book, ready in minutes.",
      text: "Every plan includes the industry templates.",
    },
    demo: { href: "/demo/service-builder", label: "Explore the service builder" },
  },
};

export function isProductSlug(value: string): value is ProductSlug {
  return (PRODUCT_SLUGS as readonly string[]).includes(value);
}

export function getProduct(slug: ProductSlug): ProductPage {
  return PRODUCTS[slug];
}

export const PRODUCT_LINKS = PRODUCT_SLUGS.map((slug) => ({
  href: `/products/${slug}`,
  label: PRODUCTS[slug].name,
}));
