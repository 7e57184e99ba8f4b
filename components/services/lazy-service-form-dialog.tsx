"use client";

import * as React from "react";
import type { ServiceFormDialog as ServiceFormDialogType } from "./service-form-dialog";

const load = () => import("./service-form-dialog");
const ServiceFormDialog = React.lazy(() =>
  load().then((module) => ({ default: module.ServiceFormDialog })),
);

/**
 * Loads the dialog's code now (the demo Service Builder, which promises no network request
 * once its page has loaded: docs/product.md); opening it later fetches nothing.
 */
export const preloadServiceFormDialog = () => void load().catch(() => undefined);

/**
 * Add/Edit Service (./service-form-dialog.tsx) loaded when it is first opened: the form, its
 * live price, the materials editor and the API's zod schema are not part of the price-book
 * pages' first load (issue 34, "Owner pages"). Once opened it stays mounted, so closing it
 * animates and returns the focus to what opened it, as the dialog always did.
 */
export function LazyServiceFormDialog(props: React.ComponentProps<typeof ServiceFormDialogType>) {
  const [wanted, setWanted] = React.useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <React.Suspense fallback={null}>
      <ServiceFormDialog {...props} />
    </React.Suspense>
  );
}
