import { Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatCents } from "@/lib/format";

/**
 * Phones stack the estimate below a long card grid: whenever something is selected this bar
 * keeps the count and the running total (the estimate's own Total) in view, and opens the
 * request dialog. Hidden where the panel sits beside the grid; the page is padded so it never
 * covers the last card (customer-calculator.tsx).
 */
export function SummaryBar({
  count,
  totalCents,
  onRequest,
}: {
  count: number;
  totalCents: number;
  onRequest?: () => void;
}) {
  if (count === 0) return null;
  return (
    <div
      role="region"
      aria-label="Estimate summary"
      data-testid="summary-bar"
      className="bg-background/95 fixed inset-x-0 bottom-0 z-40 border-t px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-lg backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3">
        <p className="text-sm" data-testid="summary-text">
          <a href="#estimate-panel" className="underline-offset-4 hover:underline">
            {count} selected
          </a>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, total </span>
          <span className="font-semibold tabular-nums" data-testid="summary-total">
            {formatCents(totalCents)}
          </span>
        </p>
        {onRequest && (
          <Button type="button" size="sm" onClick={onRequest}>
            <Send aria-hidden="true" /> Request estimate
          </Button>
        )}
      </div>
    </div>
  );
}
