import { formatCents } from "@/lib/format";
import { cn } from "@/lib/utils";

export type TotalsCents = {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  depositCents: number;
  paidCents: number;
};

/** The quote's totals: live from the editor's state, or the stored ones of a locked quote. */
export function TotalsPanel({ totals, live }: { totals: TotalsCents; live: boolean }) {
  const depositDue = Math.max(0, totals.depositCents - totals.paidCents);
  const rows: { label: string; cents: number; strong?: boolean; negative?: boolean }[] = [
    { label: "Subtotal", cents: totals.subtotalCents },
    { label: "Discount", cents: totals.discountCents, negative: true },
    { label: "Tax", cents: totals.taxCents },
    { label: "Total", cents: totals.totalCents, strong: true },
    { label: "Deposit", cents: totals.depositCents },
    { label: "Paid", cents: totals.paidCents },
    { label: "Deposit due", cents: depositDue, strong: true },
  ];
  return (
    <section aria-labelledby="quote-totals-title" className="rounded-lg border p-4">
      <h2 id="quote-totals-title" className="mb-3 font-semibold">
        Totals
      </h2>
      <dl className="space-y-1.5 text-sm" aria-live={live ? "polite" : undefined}>
        {rows.map((row) => (
          <div
            key={row.label}
            className={cn(
              "flex justify-between gap-4",
              row.strong && "text-base font-semibold",
              row.label === "Deposit" && "border-t pt-1.5",
            )}
          >
            <dt>{row.label}</dt>
            <dd data-testid={`total-${row.label.toLowerCase().replace(" ", "-")}`}>
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
