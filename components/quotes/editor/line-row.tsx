"use client";

import * as React from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FieldError } from "@/components/ui/form-field";
import { lineFieldErrors, lineLabel, PricedLineRow } from "@/components/documents/line-row";
import type { PathErrors } from "@/components/documents/path-errors";
import type { EditorAction, EditorLine } from "./form-state";

/** One line of the quote: what it is, how many, its price, and its place in the list. */
export function LineRow({
  line,
  index,
  totalCents,
  included,
  errors,
  dispatch,
  canMoveUp,
  canMoveDown,
  groupName,
}: {
  line: EditorLine;
  /** Position in the body's lines array (for API issue paths). */
  index: number;
  totalCents: number;
  included: boolean;
  errors: PathErrors;
  dispatch: React.Dispatch<EditorAction>;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** Set for an alternative of an option group. */
  groupName?: string;
}) {
  const id = `line-${line.key}`;
  const label = lineLabel(line);
  const { error, described } = lineFieldErrors(errors, index, id);
  const update = (changes: Partial<EditorLine>) =>
    dispatch({ type: "updateLine", key: line.key, changes });

  return (
    <PricedLineRow
      id={id}
      testId="quote-line"
      line={line}
      index={index}
      totalCents={totalCents}
      errors={errors}
      onChange={update}
      onMove={(direction) => dispatch({ type: "moveLine", key: line.key, direction })}
      onRemove={() => dispatch({ type: "removeLine", key: line.key })}
      canMoveUp={canMoveUp}
      canMoveDown={canMoveDown}
      unitLocked={Boolean(line.serviceId)}
      actionsClassName="flex items-end gap-1"
      totalClassName={included ? "font-semibold" : "text-muted-foreground font-semibold"}
      totalNote={
        line.fee ? (
          <span className="text-muted-foreground block text-xs">incl. {line.fee.name}</span>
        ) : null
      }
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-note`}>Line note</Label>
        <Input
          id={`${id}-note`}
          value={line.note}
          maxLength={1000}
          placeholder="Shown to the customer under the line"
          onChange={(event) => update({ note: event.target.value })}
          {...described("note")}
        />
        <FieldError id={`${id}-note-error`} message={error("note")} />
      </div>
      {groupName !== undefined ? (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            className="accent-primary size-4"
            name={`preselected-${line.groupKey}`}
            checked={line.selected}
            aria-label={`Preselected: ${label}`}
            onChange={() => dispatch({ type: "selectInGroup", key: line.key })}
          />
          Preselected option
        </label>
      ) : (
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-optional`}
            checked={line.optional}
            aria-label={`Optional: ${label}`}
            onCheckedChange={(checked) => update({ optional: checked === true, selected: false })}
          />
          <Label htmlFor={`${id}-optional`} className="font-normal">
            Optional
            <span className="text-muted-foreground text-xs">
              {line.optional ? " — the customer may add it; not in the total until ticked" : ""}
            </span>
          </Label>
        </div>
      )}
    </PricedLineRow>
  );
}
