"use client";

import * as React from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { CalculatorPreview } from "@/components/service-builder/calculator-preview";
import { ServiceBuilder } from "@/components/service-builder/service-builder";
import { preloadServiceFormDialog } from "@/components/services/lazy-service-form-dialog";
import { ServiceBuilderHeader } from "@/components/service-builder/service-builder-header";
import { ServiceBuilderStoreProvider } from "@/components/service-builder/store/context";
import { useLocalServiceBuilderStore } from "@/components/service-builder/store/local-store";
import { builderStore } from "@/lib/demo/builder-store";
import { INITIAL_BUILDER_STATE } from "@/lib/demo/builder-reducer";
import { IndustryPicker } from "./industry-picker";
import { LaborRatesEditor } from "./labor-rates-editor";
import { ResetDemoButton } from "./reset-demo-button";
import { SignUpCallToAction } from "./sign-up-cta";

const TITLE = "Service Builder Demo";
const DESCRIPTION =
  "Build a price book the way you would in QuoteCraft: custom services, materials, labor rates and markups, then preview the calculator your customers will use. Everything stays in this browser.";

/**
 * The Demo Service Builder: the product's Service Builder over a price book kept in this
 * browser only (the local store: localStorage, no network), started from an industry's
 * sample services or from nothing, with its labor rates and the customer calculator preview.
 */
export function DemoServiceBuilder() {
  const state = React.useSyncExternalStore(
    builderStore.subscribe,
    builderStore.getSnapshot,
    builderStore.getServerSnapshot,
  );
  const dispatch = builderStore.dispatch;
  const store = useLocalServiceBuilderStore(state ?? INITIAL_BUILDER_STATE, dispatch);
  // Everything the demo does happens in this browser: its code too is loaded with the page.
  React.useEffect(preloadServiceFormDialog, []);

  let body: React.ReactNode;
  if (state === null) {
    body = (
      <>
        <ServiceBuilderHeader title={TITLE} description={DESCRIPTION} />
        <div className="space-y-4" aria-busy="true" aria-label="Loading the demo">
          <Skeleton className="h-9 w-72" />
          <Skeleton className="h-64 w-full" />
        </div>
      </>
    );
  } else if (state.startedFrom === null) {
    body = (
      <>
        <ServiceBuilderHeader title={TITLE} description={DESCRIPTION} />
        <IndustryPicker dispatch={dispatch} />
      </>
    );
  } else {
    body = (
      <ServiceBuilderStoreProvider store={store}>
        <ServiceBuilder
          title={TITLE}
          description={DESCRIPTION}
          actions={<ResetDemoButton dispatch={dispatch} />}
          tabs={[
            {
              value: "rates",
              label: "Labor Rates",
              content: <LaborRatesEditor state={state} dispatch={dispatch} />,
            },
            { value: "preview", label: "Customer Preview", content: <CalculatorPreview /> },
          ]}
        />
      </ServiceBuilderStoreProvider>
    );
  }
  return (
    <div className="space-y-8">
      {body}
      <SignUpCallToAction />
    </div>
  );
}
