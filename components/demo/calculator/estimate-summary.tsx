"use client";

import * as React from "react";
import { DownloadIcon, PencilIcon, RotateCcwIcon, Share2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import {
  buildEstimateDocument,
  estimateFileName,
  estimateToText,
} from "@/lib/demo/estimate-document";
import type {
  DemoCustomerInfo,
  DemoEstimateAction,
  DemoEstimateLine,
} from "@/lib/demo/estimate-reducer";
import { saveFile } from "@/lib/browser/download";
import { DEMO_TOASTS } from "@/lib/demo/estimate-toasts";
import type { DemoTotals } from "@/lib/demo/estimate-totals";
import { EstimateTotals } from "./estimate-totals";
import { shareEstimate } from "./share-estimate";

type Props = {
  customer: DemoCustomerInfo;
  lines: DemoEstimateLine[];
  totals: DemoTotals;
  dispatch: React.Dispatch<DemoEstimateAction>;
};

/** The read-only summary shown after 'Generate Estimate'. */
export function EstimateSummary({ customer, lines, totals, dispatch }: Props) {
  const document = React.useMemo(
    () => buildEstimateDocument(customer, lines, totals),
    [customer, lines, totals],
  );
  const [downloading, setDownloading] = React.useState(false);

  async function download() {
    if (downloading) return;
    setDownloading(true);
    try {
      // The PDF library loads on click: the demo's first load stays as light as it was.
      const { createEstimatePdf } = await import("@/lib/demo/estimate-pdf");
      saveFile(await createEstimatePdf(document), estimateFileName(document));
    } catch {
      toast(DEMO_TOASTS.downloadFailed);
    } finally {
      setDownloading(false);
    }
  }

  async function share() {
    const outcome = await shareEstimate(estimateToText(document));
    if (outcome === "copied") toast(DEMO_TOASTS.estimateCopied);
    if (outcome === "failed") toast(DEMO_TOASTS.shareFailed);
  }

  return (
    <div className="space-y-5" data-testid="estimate-summary">
      <section aria-labelledby="summary-customer" className="space-y-1 text-sm">
        <h3 id="summary-customer" className="text-base font-semibold">
          Customer Information
        </h3>
        <p data-testid="summary-customer-name">{document.customer.name}</p>
        <p data-testid="summary-customer-email" className="break-all">
          {document.customer.email}
        </p>
        {document.customer.address && (
          <p data-testid="summary-customer-address">{document.customer.address}</p>
        )}
      </section>

      <section aria-labelledby="summary-services" className="space-y-2">
        <h3 id="summary-services" className="text-base font-semibold">
          Selected Services
        </h3>
        <ul className="max-h-[400px] space-y-2 overflow-auto pr-1" data-testid="summary-lines">
          {document.lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-3 rounded-lg border p-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium break-words">{line.name}</p>
                <p className="text-muted-foreground tabular-nums">
                  {line.quantityText} · {line.hoursText}
                </p>
              </div>
              <span className="font-semibold tabular-nums">{line.totalText}</span>
            </li>
          ))}
        </ul>
      </section>

      <EstimateTotals totals={totals} />

      <div className="grid gap-2 sm:grid-cols-2">
        <Button
          variant="outline"
          onClick={download}
          aria-busy={downloading}
          aria-disabled={downloading}
        >
          {downloading ? <Spinner label="Preparing PDF" /> : <DownloadIcon aria-hidden="true" />}
          Download Estimate
        </Button>
        <Button variant="outline" onClick={share}>
          <Share2Icon aria-hidden="true" />
          Share Estimate
        </Button>
        <Button variant="secondary" onClick={() => dispatch({ type: "edit" })}>
          <PencilIcon aria-hidden="true" />
          Edit Estimate
        </Button>
        <Button onClick={() => dispatch({ type: "reset" })}>
          <RotateCcwIcon aria-hidden="true" />
          Start New Estimate
        </Button>
      </div>
    </div>
  );
}
