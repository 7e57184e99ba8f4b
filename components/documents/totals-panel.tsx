import { formatCents } from "@/lib/format";
import { cn } from "@/lib/utils";

export type TotalsRow = {
  label: string;
  /** The amount's test id is `total-<testId>`. */
  testId: string;
  cents: number;
  strong?: boolean;
  /** Taken off: shown with a minus sign when not zero. */
  negative?: boolean;
  /** A rule above the row. */
  rule?: boolean;
};

/** The rows every priced document starts with: subtotal, discount (taken off), tax, total. */
export const priceRows = (totals: {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
}): TotalsRow[] => [
  { label: "Subtotal", testId: "subtotal", cents: totals.subtotalCents },
  { label: "Discount", testId: "discount", cents: totals.discountCents, negative: true },
  { label: "Tax", testId: "tax", cents: totals.taxCents },
  { label: "Total", testId: "total", cents: totals.totalCents, strong: true },
];

/**
 * A priced document's totals panel (its heading's id is `titleId`, the phones' sticky total
 * links to it): live from the editor's state, or the stored ones of a locked document.
 */
export function DocumentTotalsPanel({
  titleId,
  rows,
  live,
}: {
  titleId: string;
  rows: TotalsRow[];
  live: boolean;
}) {
  return (
    <section aria-labelledby={titleId} className="rounded-lg border p-4">
      <h2 id={titleId} className="mb-3 font-semibold">
        Totals
      </h2>
      <dl className="space-y-1.5 text-sm" aria-live={live ? "polite" : undefined}>
        {rows.map((row) => (
          <div
            key={row.label}
            className={cn(
              "flex justify-between gap-4",
              row.strong && "text-base font-semibold",
              row.rule && "border-t pt-1.5",
            )}
          >
            <dt>{row.label}</dt>
            <dd data-testid={`total-${row.testId}`}>
              {row.negative && row.cents > 0 ? "−" : ""}
              {formatCents(row.cents)}
            </dd>
          </div>
        ))}
      </dl>
      {live ? (
        <p className="text-muted-foreground mt-3 text-xs">
          Updated as you type; the server recomputes the same totals when you save.
        </p>
      ) : null}
    </section>
  );
}
