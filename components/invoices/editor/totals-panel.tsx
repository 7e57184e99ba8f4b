import { formatCents } from "@/lib/format";
import { cn } from "@/lib/utils";

export type InvoiceTotalsCents = {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  depositAppliedCents: number;
  paidCents: number;
  balanceCents: number;
};

/** The invoice's totals: live from the editor's state, or the stored ones of a locked invoice. */
export function InvoiceTotalsPanel({
  totals,
  live,
}: {
  totals: InvoiceTotalsCents;
  live: boolean;
}) {
  const rows: {
    label: string;
    testId: string;
    cents: number;
    strong?: boolean;
    negative?: boolean;
    rule?: boolean;
  }[] = [
    { label: "Subtotal", testId: "subtotal", cents: totals.subtotalCents },
    { label: "Discount", testId: "discount", cents: totals.discountCents, negative: true },
    { label: "Tax", testId: "tax", cents: totals.taxCents },
    { label: "Total", testId: "total", cents: totals.totalCents, strong: true },
    {
      label: "Deposit credited",
      testId: "deposit",
      cents: totals.depositAppliedCents,
      negative: true,
      rule: true,
    },
    { label: "Paid", testId: "paid", cents: totals.paidCents, negative: true },
    { label: "Balance due", testId: "balance", cents: totals.balanceCents, strong: true },
  ];
  return (
    <section aria-labelledby="invoice-totals-title" className="rounded-lg border p-4">
      <h2 id="invoice-totals-title" className="mb-3 font-semibold">
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
