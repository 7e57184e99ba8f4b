import { formatLongDay } from "@/lib/dates/day";
import { formatCents } from "@/lib/format";
import { INVOICE_PAYMENT_METHOD_LABELS } from "@/lib/invoices/format";
import type { PublicInvoiceDto } from "@/lib/invoices/public";
import { toCents } from "@/lib/pricing";

const cents = (value: string) => toCents(value);

/**
 * Subtotal, discount, tax and total (the stored amounts, computed by lib/pricing on every
 * save: docs/pricing.md I1-I8), the deposit credited, the payments so far (a refund is a
 * negative row) and the balance due.
 */
export function InvoiceTotals({ invoice }: { invoice: PublicInvoiceDto }) {
  const { totals } = invoice;
  const rows: [string, number, string?][] = [["Subtotal", cents(totals.subtotal)]];
  if (invoice.discount || cents(totals.discount) > 0)
    rows.push(["Discount", -cents(totals.discount), "text-emerald-700 dark:text-emerald-400"]);
  rows.push(["Tax", cents(totals.tax)]);
  const credited = cents(totals.depositCredited);
  const isVoid = invoice.status === "void";
  return (
    <>
      <section aria-labelledby="invoice-totals-heading" className="border-t pt-4">
        <h2 id="invoice-totals-heading" className="sr-only">
          Totals
        </h2>
        <dl className="ml-auto max-w-xs space-y-1 text-sm">
          {rows.map(([label, amount, className]) => (
            <div key={label} className="flex justify-between gap-4">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className={`tabular-nums ${className ?? ""}`}>{formatCents(amount)}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 border-t pt-2 text-base font-semibold">
            <dt>Total</dt>
            <dd className="tabular-nums">{formatCents(cents(totals.total))}</dd>
          </div>
          {credited > 0 && (
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Deposit credited</dt>
              <dd className="tabular-nums">{formatCents(-credited)}</dd>
            </div>
          )}
          {invoice.payments.length > 0 && (
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Paid</dt>
              <dd className="tabular-nums">{formatCents(-cents(totals.paid))}</dd>
            </div>
          )}
          {!isVoid && (
            <div
              className="flex justify-between gap-4 border-t pt-2 text-base font-semibold"
              data-testid="balance-due"
            >
              <dt>Balance due</dt>
              <dd className="tabular-nums">{formatCents(cents(totals.balance))}</dd>
            </div>
          )}
        </dl>
      </section>
      {invoice.payments.length > 0 && <InvoicePayments payments={invoice.payments} />}
    </>
  );
}

/** Payments so far: date, method, amount (a refund negative), oldest first. */
function InvoicePayments({ payments }: { payments: PublicInvoiceDto["payments"] }) {
  return (
    <section aria-labelledby="invoice-payments-heading" className="border-t pt-4">
      <h2 id="invoice-payments-heading" className="mb-2 font-medium">
        Payments
      </h2>
      <table className="w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Method</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {payments.map((payment) => {
            const method = INVOICE_PAYMENT_METHOD_LABELS[payment.method] ?? payment.method;
            return (
              <tr key={payment.id}>
                <td className="py-2 pr-3 align-top whitespace-nowrap">
                  <time dateTime={payment.paidOn}>{formatLongDay(payment.paidOn)}</time>
                </td>
                <td className="py-2 pr-3 align-top break-words">
                  {payment.refund ? `Refund · ${method}` : method}
                  {payment.reference ? ` ${payment.reference}` : ""}
                </td>
                <td className="py-2 text-right align-top tabular-nums">
                  {formatCents(cents(payment.amount))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
