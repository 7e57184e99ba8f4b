import { DocumentTotalsPanel, priceRows } from "@/components/documents/totals-panel";

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
  return (
    <DocumentTotalsPanel
      titleId="quote-totals-title"
      live={live}
      rows={[
        ...priceRows(totals),
        { label: "Deposit", testId: "deposit", cents: totals.depositCents, rule: true },
        { label: "Paid", testId: "paid", cents: totals.paidCents },
        { label: "Deposit due", testId: "deposit-due", cents: depositDue, strong: true },
      ]}
    />
  );
}
