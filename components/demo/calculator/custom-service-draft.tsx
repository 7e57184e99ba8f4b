"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type {
  CustomServiceDraft,
  DemoEstimateAction,
  DraftField,
} from "@/lib/demo/estimate-reducer";

type Props = { draft: CustomServiceDraft; dispatch: React.Dispatch<DemoEstimateAction> };

/**
 * One draft row. A form so Enter means 'Add to Estimate'; noValidate because the
 * reducer owns the rules (and its toast), not the browser's bubbles.
 */
export const CustomServiceDraftRow = React.memo(function CustomServiceDraftRow({
  draft,
  dispatch,
}: Props) {
  const id = draft.id;
  const update =
    (field: DraftField) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      dispatch({ type: "updateDraft", draftId: id, field, value: event.target.value });

  return (
    <li className="rounded-lg border p-4" data-testid="custom-draft">
      <form
        noValidate
        aria-label={`Custom service: ${draft.name || "unnamed"}`}
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          dispatch({ type: "commitDraft", draftId: id });
        }}
      >
        <div className="grid gap-2 sm:col-span-2">
          <Label htmlFor={`${id}-name`}>Service Name</Label>
          <Input
            id={`${id}-name`}
            value={draft.name}
            onChange={update("name")}
            autoComplete="off"
            maxLength={100}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-price`}>Price ($)</Label>
          <Input
            id={`${id}-price`}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={draft.priceInput}
            onChange={update("price")}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-labor`}>Labor Hours</Label>
          <Input
            id={`${id}-labor`}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.5}
            value={draft.laborInput}
            onChange={update("labor")}
          />
        </div>
        <div className="grid gap-2 sm:col-span-2">
          <Label htmlFor={`${id}-description`}>Description</Label>
          <Textarea
            id={`${id}-description`}
            rows={2}
            value={draft.description}
            onChange={update("description")}
            maxLength={500}
          />
        </div>
        <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
          <Button
            type="button"
            variant="outline"
            onClick={() => dispatch({ type: "removeDraft", draftId: id })}
          >
            Remove
          </Button>
          <Button type="submit">Add to Estimate</Button>
        </div>
      </form>
    </li>
  );
});
