import type { DemoTotals } from "@/lib/demo/estimate-totals";
import { DEMO_TAX_PERCENT, formatLaborHours } from "@/lib/demo/estimate-totals";
import { formatCents } from "@/lib/format";
import { cn } from "@/lib/utils";

/** Subtotal, 'Tax (7%)', Total and 'Estimated labor' (docs/product.md §2 and §9). */
export function EstimateTotals({ totals, className }: { totals: DemoTotals; className?: string }) {
  const rows: [key: string, label: string, value: string, strong: boolean][] = [
    ["subtotal", "Subtotal", formatCents(totals.subtotalCents), false],
    ["tax", `Tax (${DEMO_TAX_PERCENT}%)`, formatCents(totals.taxCents), false],
    ["total", "Total", formatCents(totals.totalCents), true],
    ["labor", "Estimated labor", formatLaborHours(totals.laborHours), false],
  ];
  return (
    <dl
      className={cn("space-y-1.5 border-t pt-4 text-sm", className)}
      data-testid="estimate-totals"
    >
      {rows.map(([key, label, value, strong]) => (
        <div
          key={key}
          className={cn("flex justify-between gap-4", strong && "text-base font-semibold")}
        >
          <dt className={cn(!strong && "text-muted-foreground")}>{label}</dt>
          <dd className="tabular-nums" data-testid={`totals-${key}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
