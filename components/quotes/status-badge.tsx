import { Badge } from "@/components/ui/badge";
import { QUOTE_STATUS_LABELS, type QuoteStatus } from "@/lib/quotes/format";
import { cn } from "@/lib/utils";

const TONES: Record<QuoteStatus, string> = {
  draft: "border-transparent bg-muted text-muted-foreground",
  sent: "border-transparent bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100",
  viewed: "border-transparent bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  approved:
    "border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  declined: "border-transparent bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
  expired: "border-transparent bg-muted text-muted-foreground line-through",
};

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <Badge className={cn(TONES[status])} data-testid="quote-status">
      {QUOTE_STATUS_LABELS[status]}
    </Badge>
  );
}
