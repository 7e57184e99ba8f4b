"use client";

import * as React from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/use-toast";
import { DEMO_CATALOGUES } from "@/lib/demo/catalogues";
import {
  createInitialEstimate,
  demoEstimateReducer,
  type CustomServiceDraft,
  type DemoEstimateAction,
} from "@/lib/demo/estimate-reducer";
import type { DemoIndustry } from "@/lib/demo/types";
import { CustomServices } from "./custom-services";
import { EstimatePanel } from "./estimate-panel";
import { IndustrySelect } from "./industry-select";
import { MobileEstimateBar } from "./mobile-estimate-bar";
import { ServiceCatalogue } from "./service-catalogue";

/** The Demo Service Calculator (docs/product.md §2): everything happens in this component's state. */
export function DemoCalculator() {
  const [state, dispatch] = React.useReducer(demoEstimateReducer, undefined, () =>
    createInitialEstimate(),
  );

  // The reducer says which toast an action raised; showing it is the only side effect.
  const { notice } = state;
  React.useEffect(() => {
    if (notice)
      toast({ title: notice.title, description: notice.description, variant: notice.variant });
  }, [notice]);

  return (
    // The estimate column has a fixed width so that lines coming and going never resize
    // (and re-lay out) the catalogue beside it.
    <div className="grid gap-8 pb-16 lg:grid-cols-[minmax(0,1fr)_400px] lg:items-start lg:pb-0">
      <CataloguePane industry={state.industry} drafts={state.drafts} dispatch={dispatch} />
      <EstimatePanel state={state} dispatch={dispatch} />
      {state.mode === "editing" && (
        <MobileEstimateBar count={state.lines.length} totalCents={state.totals.totalCents} />
      )}
    </div>
  );
}

/** The left side. Memoized: changes to the estimate (the common case) skip it entirely. */
const CataloguePane = React.memo(function CataloguePane({
  industry,
  drafts,
  dispatch,
}: {
  industry: DemoIndustry;
  drafts: CustomServiceDraft[];
  dispatch: React.Dispatch<DemoEstimateAction>;
}) {
  return (
    <section aria-labelledby="demo-calculator-title" className="min-w-0 space-y-6">
      <div className="space-y-2">
        <h1 id="demo-calculator-title" className="text-3xl font-bold tracking-tight">
          Service Calculator Demo
        </h1>
        <p className="text-muted-foreground">
          Try out our service calculator with premade services for different industries.
        </p>
      </div>
      <IndustrySelect industry={industry} dispatch={dispatch} />
      <Tabs defaultValue="available" className="gap-4">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="available">Available Services</TabsTrigger>
          <TabsTrigger value="custom">Add Custom Service</TabsTrigger>
        </TabsList>
        <TabsContent value="available">
          {/* The cards' h3 names sit under this h2, not straight under the page's h1. */}
          <h2 className="sr-only">Available Services</h2>
          <ServiceCatalogue services={DEMO_CATALOGUES[industry]} dispatch={dispatch} />
        </TabsContent>
        <TabsContent value="custom">
          <CustomServices drafts={drafts} dispatch={dispatch} />
        </TabsContent>
      </Tabs>
    </section>
  );
});
