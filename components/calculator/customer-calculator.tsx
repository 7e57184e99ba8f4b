"use client";

import { saveFile } from "@/lib/browser/download";
import * as React from "react";
import { CircleCheck } from "lucide-react";
import { toast } from "@/components/ui/use-toast";
import { accentStyle } from "@/lib/calculator/accent";
import { cartReducer, priceCart } from "@/lib/calculator/cart";
import { initialCategory } from "@/lib/calculator/categories";
import type { PublicCompany, PublicService } from "@/lib/calculator/types";
import type { ServiceCategory } from "@/lib/categories";
import { CalculatorHeader } from "./calculator-header";
import { EstimatePanel } from "./estimate-panel";
import { LazyToaster, preloadToaster } from "./lazy-toaster";
import { CategoryPills, ServiceGrid } from "./service-grid";
import { recordServiceAdd, revealEmbed, useEmbedResize, useRecordView } from "./calculator-effects";

export type CalculatorMode = "preview" | "public" | "embed";

// Code a customer needs only after acting is loaded then, not with the page (React.lazy rather
// than next/dynamic, whose loader would add about 2 kB for every customer):
// the request dialog (and Radix Dialog) when the customer first adds a service or opens it,
const loadRequestDialog = () => import("./request-dialog");
const RequestDialog = React.lazy(loadRequestDialog);
// and the guided tooltips only in the owner's preview: customers never download the tour.
const OwnerCalculatorTour = React.lazy(() => import("./owner-tour"));

/** The customer calculator (docs/product.md §2): services on the left, the estimate on the right. */
export function CustomerCalculator({
  mode,
  company,
  services,
  categories,
}: {
  mode: CalculatorMode;
  company: PublicCompany;
  services: readonly PublicService[];
  categories: readonly ServiceCategory[];
}) {
  const [chosenCategory, setChosenCategory] = React.useState<string | null>(null);
  const [cart, dispatch] = React.useReducer(cartReducer, []);
  const [requestOpen, setRequestOpen] = React.useState(false);
  // The dialog mounts on first open and stays, so its entries survive closing and errors.
  const [requestMounted, setRequestMounted] = React.useState(false);
  const [sent, setSent] = React.useState<{ message: string | null } | null>(null);
  const [introTarget, setIntroTarget] = React.useState<HTMLElement | null>(null);
  const [servicesTarget, setServicesTarget] = React.useState<HTMLElement | null>(null);
  const [totalTarget, setTotalTarget] = React.useState<HTMLElement | null>(null);
  const preview = mode === "preview";

  useRecordView(company.slug, mode === "embed" ? "embed" : "direct", mode !== "preview");
  useEmbedResize(mode === "embed");

  const activeCategory = chosenCategory ?? initialCategory(categories, company.defaultCategory);
  const visible = services.filter((service) => service.category === activeCategory);
  const settings = { serviceCallFee: company.serviceCallFee, taxRate: company.taxRate };
  const breakdown = priceCart(cart, settings);

  const savePdf = async () => {
    toast({ title: "Generating PDF", description: "Your estimate PDF is being generated." });
    try {
      const { createCalculatorPdf } = await import("@/lib/calculator/pdf");
      const blob = await createCalculatorPdf({
        companyName: company.name,
        taxRate: settings.taxRate,
        breakdown,
      });
      saveFile(blob, `${company.slug}-estimate.pdf`);
    } catch {
      toast({
        title: "Error",
        description: "The PDF could not be generated. Please try again.",
        variant: "destructive",
      });
    }
  };

  return (
    <div
      style={accentStyle(company.accentColor) as React.CSSProperties | undefined}
      className="mx-auto w-full max-w-6xl space-y-6 p-4 sm:p-6"
    >
      <CalculatorHeader
        ref={preview ? setIntroTarget : undefined}
        name={company.name}
        logo={company.logo}
        website={company.website}
        mode={mode}
      />
      <div className="grid gap-6 lg:grid-cols-5 lg:items-start">
        <section aria-label="Services" className="min-w-0 space-y-4 lg:col-span-3">
          <CategoryPills
            categories={categories}
            active={activeCategory}
            onSelect={setChosenCategory}
          />
          <ServiceGrid
            guideRef={preview ? setServicesTarget : undefined}
            services={visible}
            hasAnyServices={services.length > 0}
            firstCategory={categories[0] ?? null}
            onAdd={(service) => {
              // A customer with a service in the estimate is likely to send it: fetch ahead.
              void loadRequestDialog();
              setSent(null);
              dispatch({ type: "add", service });
              if (!preview) recordServiceAdd(company.slug, service.id);
            }}
            onViewFirst={() => setChosenCategory(categories[0] ?? null)}
          />
        </section>
        <div className="lg:col-span-2">
          <EstimatePanel
            ref={preview ? setTotalTarget : undefined}
            cart={cart}
            breakdown={breakdown}
            taxRate={settings.taxRate}
            dispatch={dispatch}
            onRequest={() => {
              if (mode === "embed") revealEmbed();
              preloadToaster();
              setRequestMounted(true);
              setRequestOpen(true);
            }}
            onSavePdf={() => void savePdf()}
            notice={
              sent && (
                <p
                  role="status"
                  className="flex gap-2 border-b bg-emerald-50 p-4 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
                >
                  <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {sent.message || "Thank you! Your request has been sent."}
                </p>
              )
            }
          />
        </div>
      </div>
      {preview && (
        <React.Suspense fallback={null}>
          <OwnerCalculatorTour
            targets={{
              "calculator-intro": introTarget,
              "service-selection": servicesTarget,
              "estimate-total": totalTarget,
            }}
          />
        </React.Suspense>
      )}
      {requestMounted && (
        <React.Suspense fallback={null}>
          <RequestDialog
            open={requestOpen}
            onOpenChange={setRequestOpen}
            company={company}
            breakdown={breakdown}
            embedded={mode === "embed"}
            onSent={(result) => {
              setRequestOpen(false);
              dispatch({ type: "clear" });
              setSent({ message: result.thankYouMessage });
            }}
          />
        </React.Suspense>
      )}
      <LazyToaster />
    </div>
  );
}
