"use client";

import { FilePlusIcon } from "lucide-react";
import { toast } from "@/components/ui/use-toast";
import type { BuilderAction } from "@/lib/demo/builder-reducer";
import { DEMO_CATALOGUES } from "@/lib/demo/catalogues";
import { DEMO_INDUSTRIES, DEMO_INDUSTRY_LABELS, type DemoIndustry } from "@/lib/demo/types";
import { startedToast } from "@/lib/demo/builder-toasts";

type Props = { dispatch: (action: BuilderAction) => void };

const tileClass =
  "flex h-full w-full flex-col items-start gap-1 rounded-xl border bg-card p-4 text-left text-card-foreground shadow-sm transition-colors hover:border-primary hover:bg-accent";

/** Step one: start from one of the demo catalogues, or from nothing. */
export function IndustryPicker({ dispatch }: Props) {
  const start = (from: DemoIndustry | "blank") => {
    dispatch({ type: "start", from });
    toast(startedToast(from, from === "blank" ? 0 : DEMO_CATALOGUES[from].length));
    // The tile just pressed is gone: continue from the new price book's heading.
    requestAnimationFrame(() => document.getElementById("services-title")?.focus());
  };
  return (
    <section aria-labelledby="picker-title" className="space-y-4">
      <div>
        <h2 id="picker-title" tabIndex={-1} className="text-xl font-semibold">
          Choose a starting point
        </h2>
        <p className="text-muted-foreground text-sm">
          Start from an industry template with ready-made services, or from a blank price book.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {DEMO_INDUSTRIES.map((industry) => (
          <li key={industry}>
            <button type="button" className={tileClass} onClick={() => start(industry)}>
              <span className="font-semibold">{DEMO_INDUSTRY_LABELS[industry]}</span>
              <span className="text-muted-foreground text-sm">
                {DEMO_CATALOGUES[industry].length} services
              </span>
            </button>
          </li>
        ))}
        <li>
          <button type="button" className={tileClass} onClick={() => start("blank")}>
            <span className="flex items-center gap-2 font-semibold">
              <FilePlusIcon aria-hidden="true" className="size-4" />
              Start from scratch
            </span>
            <span className="text-muted-foreground text-sm">An empty price book</span>
          </button>
        </li>
      </ul>
    </section>
  );
}
