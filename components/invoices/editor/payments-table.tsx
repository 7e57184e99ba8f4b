"use client";

import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { formatCents } from "@/lib/format";
import { INVOICE_PAYMENT_METHOD_LABELS } from "@/lib/invoices/format";
import type { InvoiceDto } from "@/lib/invoices/queries";
import { toCents } from "@/lib/pricing";
import { shortDay } from "@/components/documents/day";
import { RefundPaymentDialog } from "./refund-dialog";

const methodLabel = (method: string) =>
  INVOICE_PAYMENT_METHOD_LABELS[method as keyof typeof INVOICE_PAYMENT_METHOD_LABELS] ?? method;

/** Payments and refunds (negative), oldest first, each payment with its Refund. */
export function PaymentsTable({ invoice }: { invoice: InvoiceDto }) {
  const payments = invoice.payments;
  const canRefund = invoice.status !== "void";
  return (
    <section aria-labelledby="invoice-payments-title" className="grid gap-3">
      <h2 id="invoice-payments-title" className="text-lg font-semibold">
        Payments
      </h2>
      {payments.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          {invoice.status === "draft"
            ? "Payments can be recorded once the invoice is sent."
            : "No payments recorded yet."}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Date</TableHead>
                <TableHead>Method</TableHead>
                <TableHead>Note</TableHead>
                <TableHead className="text-right">Amount</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {payments.map((payment) => {
                const cents = toCents(payment.amount);
                const refund = payment.refundOfId !== null || cents < 0;
                return (
                  <TableRow key={payment.id} data-testid="invoice-payment">
                    <TableCell className="whitespace-nowrap">{shortDay(payment.paidOn)}</TableCell>
                    <TableCell>
                      {refund ? "Refund" : methodLabel(payment.method)}
                      {!refund && payment.reference ? (
                        <span className="text-muted-foreground block text-xs">
                          {payment.method === "check" ? "Check " : "Ref. "}
                          {payment.reference}
                        </span>
                      ) : null}
                    </TableCell>
                    <TableCell className="max-w-64 text-sm whitespace-normal">
                      {refund ? payment.reason : payment.note}
                    </TableCell>
                    <TableCell className="text-right font-medium whitespace-nowrap">
                      {cents < 0 ? `−${formatCents(-cents)}` : formatCents(cents)}
                    </TableCell>
                    <TableCell className="text-right">
                      {!refund && canRefund && toCents(payment.refundableAmount) > 0 ? (
                        <RefundPaymentDialog
                          invoiceId={invoice.id}
                          payment={payment}
                          today={invoice.today}
                        />
                      ) : !refund && toCents(payment.refundableAmount) === 0 ? (
                        <span className="text-muted-foreground text-xs">Refunded</span>
                      ) : null}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}
