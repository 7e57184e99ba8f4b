"use client";

import type * as React from "react";
import { lazyNamed, MountOnceWanted } from "@/components/ui/lazy";
import type { ServiceFormDialog as ServiceFormDialogType } from "./service-form-dialog";

const load = () => import("./service-form-dialog");
const ServiceFormDialog = lazyNamed(() => load().then((module) => module.ServiceFormDialog));

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
  return (
    <MountOnceWanted when={props.open}>
      <ServiceFormDialog {...props} />
    </MountOnceWanted>
  );
}
