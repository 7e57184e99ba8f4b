import { formatCents } from "@/lib/format";
import type { LiveTotals } from "./live-totals";

/** Subtotal, discount, tax, total, deposit due: the rows the owner's editor shows too. */
export function QuoteTotals({
  totals,
  hasDiscount,
  hasDeposit,
  syncing,
}: {
  totals: LiveTotals;
  hasDiscount: boolean;
  hasDeposit: boolean;
  syncing: boolean;
}) {
  const rows: [string, number, string?][] = [["Subtotal", totals.subtotalCents]];
  if (hasDiscount || totals.discountCents > 0)
    rows.push(["Discount", -totals.discountCents, "text-emerald-700 dark:text-emerald-400"]);
  rows.push(["Tax", totals.taxCents]);
  return (
    <section aria-labelledby="quote-totals-heading" className="border-t pt-4">
      <h2 id="quote-totals-heading" className="sr-only">
        Totals
      </h2>
      <dl className="ml-auto max-w-xs space-y-1 text-sm" aria-busy={syncing}>
        {rows.map(([label, cents, className]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className={`tabular-nums ${className ?? ""}`}>{formatCents(cents)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t pt-2 text-base font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatCents(totals.totalCents)}</dd>
        </div>
        {hasDeposit && totals.paidCents > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Paid</dt>
            <dd className="tabular-nums">{formatCents(totals.paidCents)}</dd>
          </div>
        )}
        {hasDeposit && (
          <div className="flex justify-between gap-4 font-medium">
            <dt>Deposit due</dt>
            <dd className="tabular-nums">{formatCents(totals.depositDueCents)}</dd>
          </div>
        )}
      </dl>
      <p className="sr-only" aria-live="polite">
        {`Total ${formatCents(totals.totalCents)}`}
      </p>
    </section>
  );
}
