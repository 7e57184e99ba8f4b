"use client";

import * as React from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { builderStore } from "@/lib/demo/builder-store";
import { BuilderHeader } from "./builder-header";
import { CalculatorPreview } from "./calculator-preview";
import { IndustryPicker } from "./industry-picker";
import { LaborRatesEditor } from "./labor-rates-editor";
import { ServiceTable } from "./service-table";
import { SignUpCallToAction } from "./sign-up-cta";

/** The Demo Service Builder: a price book kept in this browser only (localStorage). */
export function DemoServiceBuilder() {
  const state = React.useSyncExternalStore(
    builderStore.subscribe,
    builderStore.getSnapshot,
    builderStore.getServerSnapshot,
  );
  const dispatch = builderStore.dispatch;

  return (
    <div className="space-y-8">
      <BuilderHeader started={state?.startedFrom != null} dispatch={dispatch} />
      {state === null ? (
        <div className="space-y-4" aria-busy="true" aria-label="Loading the demo">
          <Skeleton className="h-9 w-72" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : state.startedFrom === null ? (
        <IndustryPicker dispatch={dispatch} />
      ) : (
        <Tabs defaultValue="services" className="gap-4">
          {/* Three equal columns that may wrap their labels on phones instead of overflowing. */}
          <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:h-9 sm:w-fit">
            <TabsTrigger value="services" className="h-full whitespace-normal">
              My Services ({state.services.length})
            </TabsTrigger>
            <TabsTrigger value="rates" className="h-full whitespace-normal">
              Labor Rates
            </TabsTrigger>
            <TabsTrigger value="preview" className="h-full whitespace-normal">
              Customer Preview
            </TabsTrigger>
          </TabsList>
          <TabsContent value="services">
            <ServiceTable state={state} dispatch={dispatch} />
          </TabsContent>
          <TabsContent value="rates">
            <LaborRatesEditor state={state} dispatch={dispatch} />
          </TabsContent>
          <TabsContent value="preview">
            <CalculatorPreview state={state} />
          </TabsContent>
        </Tabs>
      )}
      <SignUpCallToAction />
    </div>
  );
}
