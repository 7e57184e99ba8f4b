"use client";

import * as React from "react";
import { LoaderCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { readApiError } from "@/components/settings/api-error";
import type { TemplateBook } from "@/lib/marketplace/book";
import type { AdjustRounding } from "@/lib/validation/marketplace";
import {
  MAX_ADJUST_PERCENT,
  MIN_ADJUST_PERCENT,
  type DuplicatePolicy,
} from "@/lib/validation/marketplace";
import { ApplyResult } from "./apply-result";
import { DuplicateChoice } from "./duplicate-choice";
import { RoundingSelect } from "./rounding-select";
import { LoadedBook } from "./loaded-book";
import {
  useApplyBook,
  useTemplateBook,
  type ApplyStarterResult,
  type TemplateRef,
} from "./queries";
import { groupByCategory, ServicePicker } from "./service-picker";

const FORM_ID = "use-template";

/** The options form of a loaded book; the result panel replaces it after the apply. */
function UseTemplateForm({
  template,
  book,
  onDone,
}: {
  template: TemplateRef;
  book: TemplateBook;
  onDone: (result: ApplyStarterResult) => void;
}) {
  const all = React.useMemo(
    () => groupByCategory(book.services).flatMap((group) => group.services.map((s) => s.key)),
    [book],
  );
  const [selected, setSelected] = React.useState<Set<string>>(() => new Set(all));
  const [percent, setPercent] = React.useState("0");
  const [rounding, setRounding] = React.useState<AdjustRounding>("cent");
  const adjusting = percent.trim() !== "" && Number(percent) !== 0;
  const [onDuplicate, setOnDuplicate] = React.useState<DuplicatePolicy>("skip");
  const apply = useApplyBook();
  const error = apply.error
    ? readApiError(apply.error, "The template could not be added. Please try again.")
    : null;
  const fields = error?.fieldErrors ?? {};
  const fieldError =
    fields.adjustPercent ?? fields.serviceKeys ?? fields.categories ?? fields.onDuplicate;

  return (
    <form
      className="grid gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const everything = selected.size === all.length;
        apply.mutate(
          {
            ...template,
            // The whole book, or the chosen services in the book's order (docs/marketplace.md).
            serviceKeys: everything ? undefined : all.filter((key) => selected.has(key)),
            adjustPercent: percent.trim() === "" ? 0 : Number(percent),
            // Rounding is offered (and sent) only with a ± percentage.
            ...(adjusting ? { rounding } : {}),
            onDuplicate,
          },
          { onSuccess: onDone },
        );
      }}
    >
      <ServicePicker
        idPrefix={FORM_ID}
        services={book.services}
        selected={selected}
        onChange={setSelected}
        error={fields.serviceKeys ?? fields.categories}
      />
      <div className="grid gap-1">
        <Label htmlFor={`${FORM_ID}-adjust`}>Adjust all prices by (%)</Label>
        <Input
          id={`${FORM_ID}-adjust`}
          type="number"
          inputMode="decimal"
          min={MIN_ADJUST_PERCENT}
          max={MAX_ADJUST_PERCENT}
          step="any"
          value={percent}
          onChange={(event) => setPercent(event.target.value)}
          aria-invalid={fields.adjustPercent ? true : undefined}
          aria-describedby={`${FORM_ID}-adjust-${fields.adjustPercent ? "error" : "hint"}`}
          className="w-28"
        />
        {fields.adjustPercent ? (
          <p id={`${FORM_ID}-adjust-error`} role="alert" className="text-destructive text-sm">
            {fields.adjustPercent}
          </p>
        ) : (
          <p id={`${FORM_ID}-adjust-hint`} className="text-muted-foreground text-xs">
            From {MIN_ADJUST_PERCENT} to +{MAX_ADJUST_PERCENT}, for your local market: base prices,
            labor rates and fixed fees. 0 keeps the template&apos;s prices.
          </p>
        )}
      </div>
      {adjusting ? (
        <RoundingSelect id={`${FORM_ID}-rounding`} value={rounding} onChange={setRounding} />
      ) : null}
      <DuplicateChoice
        idPrefix={FORM_ID}
        value={onDuplicate}
        onChange={setOnDuplicate}
        error={fields.onDuplicate}
      />
      {error && !fieldError ? (
        <p role="alert" className="text-destructive text-sm">
          {error.message}
        </p>
      ) : null}
      <Button type="submit" disabled={apply.isPending} className="justify-self-start">
        {apply.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        Add {selected.size} {selected.size === 1 ? "service" : "services"} to my price book
      </Button>
    </form>
  );
}

/** 'Use template': choose services, a percentage and the duplicate rule; one request. */
export function UseTemplateDialog({
  template,
  name,
  onOpenChange,
}: {
  template: TemplateRef | null;
  name: string;
  onOpenChange: (open: boolean) => void;
}) {
  const book = useTemplateBook(template);
  const [result, setResult] = React.useState<ApplyStarterResult | null>(null);
  return (
    <Dialog
      open={template !== null}
      onOpenChange={(open) => {
        if (!open) setResult(null);
        onOpenChange(open);
      }}
    >
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Use template: {name}</DialogTitle>
          <DialogDescription>
            {result
              ? "Your price book is updated. Edit any price there: they are starting points."
              : "Add its services to your price book. Prices are starting points to edit for your market."}
          </DialogDescription>
        </DialogHeader>
        {result ? (
          <ApplyResult
            result={result}
            onClose={() => {
              setResult(null);
              onOpenChange(false);
            }}
          />
        ) : template ? (
          <LoadedBook book={book}>
            {(data) => (
              <UseTemplateForm
                key={`${template.kind}-${template.id}`}
                template={template}
                book={data}
                onDone={setResult}
              />
            )}
          </LoadedBook>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
