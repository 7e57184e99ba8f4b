import type { InvoiceStatus } from "@prisma/client";
import { Badge } from "@/components/ui/badge";
import { INVOICE_STATUS_LABELS } from "@/lib/invoices/format";
import { cn } from "@/lib/utils";

export type ShownInvoiceStatus = InvoiceStatus | "overdue";

const TONES: Record<ShownInvoiceStatus, string> = {
  draft: "border-transparent bg-muted text-muted-foreground",
  sent: "border-transparent bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100",
  viewed: "border-transparent bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  partially_paid:
    "border-transparent bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100",
  paid: "border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  overdue: "border-transparent bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
  void: "border-transparent bg-muted text-muted-foreground line-through",
};

/** The status people see (shownStatus: "Overdue" for an open invoice past its due date). */
export function InvoiceStatusBadge({ status }: { status: ShownInvoiceStatus }) {
  return (
    <Badge className={cn(TONES[status])} data-testid="invoice-status">
      {INVOICE_STATUS_LABELS[status]}
    </Badge>
  );
}
