import { Badge } from "@/components/ui/badge";
import type { JobDto, VisitDto } from "@/lib/jobs/dto";
import { cn } from "@/lib/utils";
import { JOB_STATUS_LABELS, VISIT_STATUS_LABELS } from "./format";

const JOB_TONES: Record<JobDto["status"], string> = {
  unscheduled: "border-transparent bg-muted text-muted-foreground",
  scheduled: "border-transparent bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100",
  in_progress:
    "border-transparent bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  completed:
    "border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  cancelled: "border-transparent bg-muted text-muted-foreground line-through",
};

const VISIT_TONES: Record<VisitDto["status"], string> = {
  scheduled: "border-transparent bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100",
  en_route:
    "border-transparent bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100",
  in_progress:
    "border-transparent bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  completed:
    "border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  cancelled: "border-transparent bg-muted text-muted-foreground line-through",
};

export function JobStatusBadge({ status }: { status: JobDto["status"] }) {
  return (
    <Badge className={cn(JOB_TONES[status])} data-testid="job-status">
      {JOB_STATUS_LABELS[status]}
    </Badge>
  );
}

export function VisitStatusBadge({ status }: { status: VisitDto["status"] }) {
  return (
    <Badge className={cn(VISIT_TONES[status])} data-testid="visit-status">
      {VISIT_STATUS_LABELS[status]}
    </Badge>
  );
}
