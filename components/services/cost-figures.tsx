import { formatCents } from "@/lib/format";
import { marginPercent, type CostBreakdown } from "@/lib/pricing";
import { cn } from "@/lib/utils";

/**
 * Whether a margin means anything: some cost beyond the base price was entered (labor,
 * materials) or a markup applies. A service with only a base price has no costs entered, and
 * "Margin $0.00 (0.0%)" would only look like a loss: the margin is then not shown.
 */
export const hasCostsEntered = (
  breakdown: Pick<CostBreakdown, "costCents" | "marginCents" | "priceCents"> &
    Partial<Pick<CostBreakdown, "baseCents" | "markupCents">>,
) =>
  breakdown.baseCents === undefined
    ? breakdown.marginCents !== 0
    : breakdown.costCents > breakdown.baseCents || (breakdown.markupCents ?? 0) !== 0;

/**
 * Cost, margin (amount and % of the price) and the customer price of one unit, side by side
 * (docs/pricing.md M3, M4). Test ids: `<prefix>-cost`, `<prefix>-margin`, `<prefix>-amount`.
 */
export function CostFigures({
  breakdown,
  unitLabel,
  testIdPrefix,
  className,
}: {
  breakdown: Pick<CostBreakdown, "costCents" | "marginCents" | "priceCents"> &
    Partial<Pick<CostBreakdown, "baseCents" | "markupCents">>;
  unitLabel?: string;
  testIdPrefix: string;
  className?: string;
}) {
  const percent = marginPercent(breakdown);
  const showMargin = hasCostsEntered(breakdown);
  return (
    <dl className={cn("grid grid-cols-3 gap-2", className)}>
      <div className="min-w-0">
        <dt className="text-muted-foreground text-xs">Cost</dt>
        <dd className="tabular-nums" data-testid={`${testIdPrefix}-cost`}>
          {formatCents(breakdown.costCents)}
        </dd>
      </div>
      <div className="min-w-0">
        <dt className="text-muted-foreground text-xs">Margin</dt>
        <dd className="tabular-nums" data-testid={`${testIdPrefix}-margin`}>
          {showMargin ? (
            <>
              {formatCents(breakdown.marginCents)}
              {percent === null ? null : (
                <span className="text-muted-foreground block text-xs">{percent}%</span>
              )}
            </>
          ) : (
            <span className="text-muted-foreground text-xs">Enter costs to see it</span>
          )}
        </dd>
      </div>
      <div className="min-w-0">
        <dt className="text-muted-foreground text-xs">Price</dt>
        <dd className="font-semibold tabular-nums">
          <span data-testid={`${testIdPrefix}-amount`}>{formatCents(breakdown.priceCents)}</span>
          {unitLabel ? (
            <span className="text-muted-foreground block text-xs font-normal">{unitLabel}</span>
          ) : null}
        </dd>
      </div>
    </dl>
  );
}
