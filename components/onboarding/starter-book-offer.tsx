"use client";

import * as React from "react";
import { CheckCircle2, LoaderCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { readApiError } from "@/components/settings/api-error";
import {
  starterIdOfTrade,
  useApplyBook,
  useStarterTemplates,
  type ApplyStarterResult,
} from "@/components/marketplace/queries";
import { RoundingSelect } from "@/components/marketplace/rounding-select";
import { categoryLabel } from "@/lib/categories";
import type { AdjustRounding } from "@/lib/validation/marketplace";

/**
 * The setup checklist's one-click start (docs/marketplace.md, "Five-minute start"): the
 * starter price book of the company's trade, with every price adjusted by a percentage for the
 * owner's market. Nothing shows for a trade without a starter book.
 */
export function StarterBookOffer({
  trade,
  onAdded,
}: {
  trade: string;
  /** Called once the book is in the price book (the checklist re-reads its steps). */
  onAdded?: () => void;
}) {
  const starters = useStarterTemplates();
  const apply = useApplyBook();
  const [percent, setPercent] = React.useState("0");
  const [rounding, setRounding] = React.useState<AdjustRounding>("cent");
  const adjusting = percent.trim() !== "" && Number(percent) !== 0;
  const [result, setResult] = React.useState<ApplyStarterResult | null>(null);
  const book = starters.data?.find((summary) => summary.id === starterIdOfTrade(trade));
  if (!book) return null;

  const error = apply.error
    ? readApiError(apply.error, "The starter price book could not be added. Please try again.")
    : null;
  const percentError = error?.fieldErrors.adjustPercent ?? null;

  if (result) {
    return (
      <p role="status" className="flex items-start gap-2 rounded-md border p-3 text-sm">
        <CheckCircle2 aria-hidden="true" className="text-primary mt-0.5 size-4 shrink-0" />
        <span>
          Added {result.added.count} {result.added.count === 1 ? "service" : "services"} to your
          price book
          {result.skipped.count > 0 ? ` (${result.skipped.count} you already had kept)` : ""}. Edit
          the prices any time: they are starting points.
        </span>
      </p>
    );
  }

  return (
    <form
      className="grid gap-3 rounded-md border p-3"
      onSubmit={(event) => {
        event.preventDefault();
        apply.mutate(
          {
            kind: "starter",
            id: book.id,
            adjustPercent: percent.trim() === "" ? 0 : Number(percent),
            // Rounding is offered (and sent) only with a ± percentage.
            ...(adjusting ? { rounding } : {}),
          },
          {
            onSuccess: (added) => {
              setResult(added);
              onAdded?.();
            },
          },
        );
      }}
    >
      <p className="text-sm">
        Start with our {categoryLabel(trade)} price book: {book.serviceCount} common services with
        labor rates and fees, at typical US prices for you to edit.
      </p>
      <div className="grid gap-1">
        <Label htmlFor="starter-adjust">Adjust all prices by (%)</Label>
        <Input
          id="starter-adjust"
          type="number"
          inputMode="decimal"
          min={-20}
          max={100}
          step="any"
          value={percent}
          onChange={(event) => setPercent(event.target.value)}
          aria-invalid={percentError ? true : undefined}
          aria-describedby={percentError ? "starter-adjust-error" : "starter-adjust-hint"}
          className="w-28"
        />
        {percentError ? (
          <p id="starter-adjust-error" role="alert" className="text-destructive text-sm">
            {percentError}
          </p>
        ) : (
          <p id="starter-adjust-hint" className="text-muted-foreground text-xs">
            From −20 to +100, for your local market. 0 keeps the book&apos;s prices.
          </p>
        )}
      </div>
      {adjusting ? (
        <RoundingSelect id="starter-rounding" value={rounding} onChange={setRounding} />
      ) : null}
      {error && !percentError ? (
        <p role="alert" className="text-destructive text-sm">
          {error.message}
        </p>
      ) : null}
      <Button type="submit" disabled={apply.isPending} className="justify-self-start">
        {apply.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        Add the {categoryLabel(trade)} starter price book
      </Button>
    </form>
  );
}
