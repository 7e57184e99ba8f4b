"use client";

import { lazyNamed, MountOnceWanted } from "./lazy";
import { useToast } from "@/components/ui/use-toast";

const loadToaster = () => import("@/components/ui/toaster");
const Toaster = lazyNamed(() => loadToaster().then((module) => module.Toaster));

/** Starts fetching the toaster's code before a toast is likely (e.g. when a dialog opens). */
export function preloadToaster() {
  void loadToaster();
}

/**
 * The app's shared toaster (Radix Toast, docs/product.md §9), downloaded on the first toast
 * instead of with the page: the toast store is a plain module, so `toast()` works at once and
 * the toaster shows the queued toast as soon as its code arrives. Stays mounted afterwards.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  return (
    <MountOnceWanted when={toasts.length > 0}>
      <Toaster />
    </MountOnceWanted>
  );
}
