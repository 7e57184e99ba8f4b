"use client";

import * as React from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { DemoEstimateAction, DemoEstimateState } from "@/lib/demo/estimate-reducer";
import { formatSelectedCount } from "@/lib/demo/estimate-totals";
import { EstimateEditor } from "./estimate-editor";
import { EstimateSummary } from "./estimate-summary";

type Props = { state: DemoEstimateState; dispatch: React.Dispatch<DemoEstimateAction> };

/** The sticky 'Your Estimate' panel: the editor, or the read-only summary once generated. */
export function EstimatePanel({ state, dispatch }: Props) {
  const titleRef = React.useRef<HTMLHeadingElement>(null);
  const previousMode = React.useRef(state.mode);

  // Switching between editing and the summary replaces the panel's content: move focus
  // to its heading so keyboard and screen-reader users land on the new content.
  React.useEffect(() => {
    if (previousMode.current !== state.mode) titleRef.current?.focus();
    previousMode.current = state.mode;
  }, [state.mode]);

  return (
    // Wide screens: a sticky box exactly as tall as the window. Inside it, a strictly
    // contained scroller (a relayout boundary, which a grid item itself cannot be) so that
    // lines coming and going re-lay out and repaint this panel only, never the page; it
    // scrolls once the window is too short, which keeps 'Generate Estimate' reachable.
    // Phones: an ordinary block under the catalogue.
    <aside aria-labelledby="estimate-title" className="lg:sticky lg:top-6 lg:h-[calc(100dvh-3rem)]">
      <div className="lg:h-full lg:overflow-y-auto lg:rounded-xl lg:[contain:strict]">
        <Card className="gap-4">
          <CardHeader>
            <CardTitle>
              <h2 id="estimate-title" ref={titleRef} tabIndex={-1} className="scroll-mt-4 text-xl">
                Your Estimate
              </h2>
            </CardTitle>
            <CardDescription aria-live="polite" data-testid="selected-count">
              {formatSelectedCount(state.lines.length)}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {state.mode === "generated" ? (
              <EstimateSummary
                customer={state.customer}
                lines={state.lines}
                totals={state.totals}
                dispatch={dispatch}
              />
            ) : (
              <EstimateEditor state={state} dispatch={dispatch} />
            )}
          </CardContent>
        </Card>
      </div>
    </aside>
  );
}
