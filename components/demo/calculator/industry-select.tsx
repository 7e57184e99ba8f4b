"use client";

import * as React from "react";
import { ChevronDownIcon } from "lucide-react";
import type { DemoEstimateAction } from "@/lib/demo/estimate-reducer";
import {
  DEMO_INDUSTRIES,
  DEMO_INDUSTRY_LABELS,
  isDemoIndustry,
  type DemoIndustry,
} from "@/lib/demo/types";

type Props = { industry: DemoIndustry; dispatch: React.Dispatch<DemoEstimateAction> };

/**
 * The industry dropdown is a native <select>, styled like the other inputs: it is fully
 * accessible and opens the phone's own picker, and it keeps about 30 kB of Radix Select,
 * floating-ui and scroll locking out of a page with a 185 kB JavaScript budget.
 */
export const IndustrySelect = React.memo(function IndustrySelect({ industry, dispatch }: Props) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
      <label htmlFor="demo-industry" className="text-sm leading-none font-medium">
        Industry
      </label>
      <div className="relative w-full sm:w-56">
        <select
          id="demo-industry"
          value={industry}
          onChange={(event) => {
            if (isDemoIndustry(event.target.value))
              dispatch({ type: "setIndustry", industry: event.target.value });
          }}
          className="border-input focus-visible:border-ring focus-visible:ring-ring/50 dark:bg-input/30 dark:hover:bg-input/50 [&>option]:bg-popover [&>option]:text-popover-foreground h-9 w-full appearance-none rounded-md border bg-transparent py-1 pr-9 pl-3 text-sm shadow-xs transition-[color,box-shadow] outline-none focus-visible:ring-[3px]"
        >
          <option value="" disabled>
            Select Industry
          </option>
          {DEMO_INDUSTRIES.map((value) => (
            <option key={value} value={value}>
              {DEMO_INDUSTRY_LABELS[value]}
            </option>
          ))}
        </select>
        <ChevronDownIcon
          aria-hidden="true"
          className="text-muted-foreground pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2"
        />
      </div>
    </div>
  );
});
