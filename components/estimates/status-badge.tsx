import { Badge } from "@/components/ui/badge";
import { ESTIMATE_STATUS_LABELS } from "@/lib/estimates/status";
import { type EstimateStatus } from "@/lib/validation/estimate";
import { cn } from "@/lib/utils";

const TONES: Record<EstimateStatus, string> = {
  new: "border-transparent bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100",
  contacted: "border-transparent bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  quoted:
    "border-transparent bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100",
  won: "border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  lost: "border-transparent bg-muted text-muted-foreground",
};

export function StatusBadge({ status }: { status: EstimateStatus }) {
  return <Badge className={cn(TONES[status])}>{ESTIMATE_STATUS_LABELS[status]}</Badge>;
}

export function RequestMarks({
  isSpam,
  outsideServiceArea,
}: {
  isSpam: boolean;
  outsideServiceArea: boolean;
}) {
  return (
    <>
      {isSpam && (
        <Badge variant="destructive" title="Flagged as probable spam">
          Probable spam
        </Badge>
      )}
      {outsideServiceArea && (
        <Badge variant="outline" title="The customer's ZIP code is outside your service areas">
          Outside service area
        </Badge>
      )}
    </>
  );
}
