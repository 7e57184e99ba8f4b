import { formatCents } from "@/lib/format";
import { marginPercent, type CostBreakdown } from "@/lib/pricing";
import { cn } from "@/lib/utils";

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
  breakdown: Pick<CostBreakdown, "costCents" | "marginCents" | "priceCents">;
  unitLabel?: string;
  testIdPrefix: string;
  className?: string;
}) {
  const percent = marginPercent(breakdown);
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
          {formatCents(breakdown.marginCents)}
          {percent === null ? null : (
            <span className="text-muted-foreground block text-xs">{percent}%</span>
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
