import type { DemoToast } from "./estimate-toasts";
import { DEMO_INDUSTRY_LABELS, type DemoIndustry } from "./types";

/** Toasts of the Service Builder demo (the local store and the demo page); created, updated and deleted keep the product's titles. */
export const BUILDER_TOASTS = {
  created: {
    title: "Service created",
    description: "The service has been added to your price book.",
    variant: "default",
  },
  updated: {
    title: "Service updated",
    description: "Your changes have been saved.",
    variant: "default",
  },
  deleted: {
    title: "Service deleted",
    description: "The service has been removed from your price book.",
    variant: "default",
  },
  reset: {
    title: "Demo reset",
    description: "Pick an industry to start a new price book.",
    variant: "default",
  },
} as const satisfies Record<string, DemoToast>;

export function startedToast(from: DemoIndustry | "blank", count: number): DemoToast {
  if (from === "blank") {
    return {
      title: "Blank price book",
      description: "Add your first service to get started.",
      variant: "default",
    };
  }
  return {
    title: "Price book ready",
    description: `Loaded ${count} ${DEMO_INDUSTRY_LABELS[from].toLowerCase()} services. Edit them or add your own.`,
    variant: "default",
  };
}
