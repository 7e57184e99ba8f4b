import { DocumentTotalsPanel, priceRows } from "@/components/documents/totals-panel";

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
  return (
    <DocumentTotalsPanel
      titleId="invoice-totals-title"
      live={live}
      rows={[
        ...priceRows(totals),
        {
          label: "Deposit credited",
          testId: "deposit",
          cents: totals.depositAppliedCents,
          negative: true,
          rule: true,
        },
        { label: "Paid", testId: "paid", cents: totals.paidCents, negative: true },
        { label: "Balance due", testId: "balance", cents: totals.balanceCents, strong: true },
      ]}
    />
  );
}
