"use client";

import { saveFile } from "@/lib/browser/download";
import * as React from "react";
import { CircleCheck } from "lucide-react";
import { toast } from "@/components/ui/use-toast";
import { accentStyle } from "@/lib/calculator/accent";
import { cartReducer, priceCart, type CartAction } from "@/lib/calculator/cart";
import type { CustomItem } from "@/lib/calculator/request-form";
import { formatCents } from "@/lib/format";
import { initialCategory } from "@/lib/calculator/categories";
import type { PublicCompany, PublicService } from "@/lib/calculator/types";
import type { ServiceCategory } from "@/lib/categories";
import { CalculatorHeader } from "./calculator-header";
import { EstimatePanel } from "./estimate-panel";
import { LazyToaster, preloadToaster } from "@/components/ui/lazy-toaster";
import { CategoryPills, ServiceGrid } from "./service-grid";
import { CustomItemCard } from "./custom-item-card";
import { ShareEstimate } from "./share-estimate";
import { SummaryBar } from "./summary-bar";
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
  const [cart, dispatchCart] = React.useReducer(cartReducer, []);
  const [customItems, setCustomItems] = React.useState<CustomItem[]>([]);
  // What a screen reader hears after an add ('Outlet added. 2 selected, total $1,859.00').
  const [announcement, setAnnouncement] = React.useState("");
  const thanksRef = React.useRef<HTMLDivElement>(null);
  const customCounter = React.useRef(0);
  const dispatch = React.useCallback((action: CartAction) => {
    if (action.type === "clear") setCustomItems([]);
    dispatchCart(action);
  }, []);
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
  const selectedCount = cart.length + customItems.length;
  const quantities = new Map(cart.map((item) => [item.id, item.quantity]));
  const announce = (what: string, count: number, totalCents: number) =>
    setAnnouncement(`${what} added. ${count} selected, total ${formatCents(totalCents)}.`);

  const openRequest = () => {
    if (mode === "embed") revealEmbed();
    preloadToaster();
    setRequestMounted(true);
    setRequestOpen(true);
  };

  const savePdf = async () => {
    toast({ title: "Generating PDF", description: "Your estimate PDF is being generated." });
    try {
      const [{ createCalculatorPdf }, { fetchLogoDataUrl }] = await Promise.all([
        import("@/lib/calculator/pdf"),
        import("@/lib/pdf/browser"),
      ]);
      const blob = await createCalculatorPdf({
        company: {
          name: company.name,
          website: company.website,
          logoSrc: await fetchLogoDataUrl(company.logo),
        },
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
      className={
        // Padded at the bottom while the phone's summary bar shows, so it never covers the last card.
        selectedCount > 0
          ? "mx-auto w-full max-w-6xl space-y-6 p-4 pb-28 sm:p-6 sm:pb-28 lg:pb-6"
          : "mx-auto w-full max-w-6xl space-y-6 p-4 sm:p-6"
      }
    >
      <CalculatorHeader
        ref={preview ? setIntroTarget : undefined}
        name={company.name}
        logo={company.logo}
        website={company.website}
        mode={mode}
      />
      {sent && (
        <div
          ref={thanksRef}
          tabIndex={-1}
          role="status"
          data-testid="request-thanks"
          className="flex gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900 outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
        >
          <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div className="space-y-1">
            <p className="font-semibold">Your request has been sent.</p>
            <p className="text-sm whitespace-pre-line">
              {sent.message || "Thank you! Your request has been sent."}
            </p>
          </div>
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-5 lg:items-start">
        <section aria-labelledby="services-heading" className="min-w-0 space-y-4 lg:col-span-3">
          {/* The cards' h3 names sit under this h2, not straight under the page's h1. */}
          <h2 id="services-heading" className="sr-only">
            Services
          </h2>
          <CategoryPills
            categories={categories}
            active={activeCategory}
            onSelect={setChosenCategory}
          />
          <ServiceGrid
            guideRef={preview ? setServicesTarget : undefined}
            services={visible}
            hasAnyServices={services.length > 0}
            quantities={quantities}
            after={
              preview ? null : (
                <CustomItemCard
                  count={customItems.length}
                  companyName={company.name}
                  onAdd={(item) => {
                    setSent(null);
                    setCustomItems((current) => [
                      ...current,
                      { key: `custom-${(customCounter.current += 1)}`, ...item },
                    ]);
                    announce(item.description, selectedCount + 1, breakdown.totalCents);
                  }}
                />
              )
            }
            firstCategory={categories[0] ?? null}
            onAdd={(service) => {
              // A customer with a service in the estimate is likely to send it: fetch ahead.
              void loadRequestDialog();
              setSent(null);
              dispatch({ type: "add", service });
              const next = priceCart(cartReducer(cart, { type: "add", service }), settings);
              announce(service.name, next.lines.length + customItems.length, next.totalCents);
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
            onRequest={openRequest}
            onSavePdf={() => void savePdf()}
            customItems={customItems}
            onRemoveCustom={(key) =>
              setCustomItems((current) => current.filter((item) => item.key !== key))
            }
            share={<ShareEstimate slug={company.slug} cart={cart} customItems={customItems} />}
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
            customItems={customItems}
            embedded={mode === "embed"}
            onSent={(result) => {
              setRequestOpen(false);
              dispatch({ type: "clear" });
              setSent({ message: result.thankYouMessage });
            }}
            focusAfterSend={() => {
              // After the dialog has gone (and with it aria-hidden on the page): the thank-you
              // is where the customer looks, and keyboard and screen-reader users are told.
              if (mode === "embed") revealEmbed();
              setTimeout(() => thanksRef.current?.focus(), 0);
            }}
          />
        </React.Suspense>
      )}
      <p className="sr-only" aria-live="polite" data-testid="add-announcement">
        {announcement}
      </p>
      <SummaryBar count={selectedCount} totalCents={breakdown.totalCents} onRequest={openRequest} />
      <LazyToaster />
    </div>
  );
}
