"use client";

import * as React from "react";
import { LoaderCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { readApiError } from "@/components/settings/api-error";
import type { ReportReason } from "@/lib/validation/marketplace";
import { useReportTemplate } from "./queries";

const ID = "report-template";

const REASONS: { value: ReportReason; label: string }[] = [
  { value: "spam", label: "Spam or advertising" },
  { value: "misleading_prices", label: "Misleading prices" },
  { value: "offensive", label: "Offensive content" },
  { value: "not_a_price_book", label: "Not a price book" },
  { value: "other", label: "Something else" },
];

function ReportForm({ id, onDone }: { id: string; onDone: () => void }) {
  const [reason, setReason] = React.useState<ReportReason>("spam");
  const [details, setDetails] = React.useState("");
  const report = useReportTemplate();
  const error = report.error
    ? readApiError(report.error, "The report could not be sent. Please try again.")
    : null;
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        report.mutate(
          { id, reason, details },
          {
            onSuccess: () => {
              toast({ title: "Report sent", description: "Thank you. We will review it." });
              onDone();
            },
          },
        );
      }}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Reason</legend>
        {REASONS.map((choice) => (
          <div key={choice.value} className="flex items-center gap-2">
            <input
              id={`${ID}-${choice.value}`}
              type="radio"
              name={`${ID}-reason`}
              value={choice.value}
              checked={reason === choice.value}
              onChange={() => setReason(choice.value)}
              className="accent-primary size-4"
            />
            <label htmlFor={`${ID}-${choice.value}`} className="text-sm">
              {choice.label}
            </label>
          </div>
        ))}
      </fieldset>
      <div className="grid gap-1">
        <Label htmlFor={`${ID}-details`}>Details (optional)</Label>
        <Textarea
          id={`${ID}-details`}
          value={details}
          maxLength={500}
          rows={3}
          onChange={(event) => setDetails(event.target.value)}
        />
      </div>
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {error.fieldErrors.details ?? error.fieldErrors.reason ?? error.message}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="submit" disabled={report.isPending}>
          {report.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          Send report
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Report a community template; enough reports hide it until reviewed (docs/marketplace.md). */
export function ReportDialog({
  template,
  onOpenChange,
}: {
  template: { id: string; name: string } | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={template !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report {template?.name}</DialogTitle>
          <DialogDescription>
            Tell us what is wrong with this template. Templates reported by several companies are
            hidden until QuoteCraft reviews them.
          </DialogDescription>
        </DialogHeader>
        {template ? (
          <ReportForm key={template.id} id={template.id} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
