import { formatCurrency } from "@/lib/format";
import { INVOICE_TERMS_LABELS } from "@/lib/invoices/format";
import type { InvoiceDto } from "@/lib/invoices/queries";
import { UNIT_TYPE_INFO } from "@/lib/pricing";
import { formatAddress } from "@/lib/properties/match";
import { shortDay } from "@/components/documents/day";
import { adjustmentLabel, LockedTextSection } from "@/components/documents/locked-document";
import { feeLabel } from "./line-row";

/** A paid or void invoice, which no longer changes: its details and lines as billed. */
export function LockedInvoice({ invoice }: { invoice: InvoiceDto }) {
  const details: [string, string][] = [
    ["Client", invoice.client?.name ?? "No client"],
    ["Service address", invoice.serviceAddress ? formatAddress(invoice.serviceAddress) : "None"],
    ["Title", invoice.title || "Untitled"],
    ["Issue date", shortDay(invoice.issueDate)],
    ["Terms", INVOICE_TERMS_LABELS[invoice.terms]],
    ["Due date", shortDay(invoice.dueDate)],
    ["Discount", adjustmentLabel(invoice.discount)],
    ["Tax rate", `${Number(invoice.taxRate)}%`],
  ];
  return (
    <div className="grid gap-6">
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        {details.map(([label, value]) => (
          <div key={label}>
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="locked-invoice-lines-title" className="grid gap-2">
        <h2 id="locked-invoice-lines-title" className="text-lg font-semibold">
          Lines
        </h2>
        {invoice.lines.length === 0 ? (
          <p className="text-muted-foreground text-sm">No lines.</p>
        ) : (
          <ul className="divide-y rounded-md border">
            {invoice.lines.map((line) => (
              <li key={line.id} className="flex justify-between gap-3 p-3 text-sm">
                <div className="min-w-0">
                  <p className="font-medium">{line.name}</p>
                  {line.description ? (
                    <p className="text-muted-foreground text-xs">{line.description}</p>
                  ) : null}
                  <p className="text-muted-foreground text-xs">
                    {Number(line.quantity)} × {formatCurrency(line.unitPrice)}{" "}
                    {UNIT_TYPE_INFO[line.unitType].label}
                    {line.feeType && line.feeValue !== null
                      ? ` · fee ${feeLabel({ name: line.feeName ?? "Fee", type: line.feeType, value: line.feeValue })}`
                      : ""}
                  </p>
                </div>
                <span className="font-medium">{formatCurrency(line.lineTotal)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <LockedTextSection id="locked-invoice-notes-title" title="Notes" text={invoice.notes} />
    </div>
  );
}
