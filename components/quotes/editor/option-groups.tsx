"use client";

import * as React from "react";
import { Layers, Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  customLine,
  lineFromService,
  newKey,
  type EditorAction,
  type EditorGroup,
  type EditorState,
} from "./form-state";
import { LineList, type PricedLines } from "./lines-section";
import type { PathErrors } from "@/components/documents/path-errors";
import { EditorSection } from "@/components/documents/editor-section";
import { PriceBookDialog } from "@/components/documents/price-book-dialog";

function OptionGroup({
  group,
  index,
  state,
  priced,
  errors,
  dispatch,
}: {
  group: EditorGroup;
  index: number;
  state: EditorState;
  priced: PricedLines;
  errors: PathErrors;
  dispatch: React.Dispatch<EditorAction>;
}) {
  const id = `group-${group.key}`;
  const count = state.lines.filter((line) => line.groupKey === group.key).length;
  const nameError = errors[`groups.${index}.name`];
  const groupError = errors[`groups.${index}`];
  const label = group.name.trim() || "new group";
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3 sm:p-4" data-testid="option-group">
      <legend className="px-1 text-sm font-medium">Option group: {label}</legend>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-name`}>Group name</Label>
          <Input
            id={`${id}-name`}
            value={group.name}
            maxLength={120}
            placeholder="e.g. Water heater"
            onChange={(event) =>
              dispatch({ type: "renameGroup", key: group.key, name: event.target.value })
            }
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-name-error` : undefined}
          />
          {nameError ? (
            <p id={`${id}-name-error`} role="alert" className="text-destructive text-sm">
              {nameError}
            </p>
          ) : null}
        </div>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => dispatch({ type: "removeGroup", key: group.key })}
        >
          <Trash2 aria-hidden="true" />
          Remove group<span className="sr-only"> {label}</span>
        </Button>
      </div>
      <p className="text-muted-foreground text-xs">
        The customer picks exactly one option; the preselected one counts in the total until they
        choose.
        {count < 2 ? " Add at least two options." : ""}
      </p>
      {groupError ? (
        <p role="alert" className="text-destructive text-sm">
          {groupError}
        </p>
      ) : null}
      <LineList
        state={state}
        groupKey={group.key}
        priced={priced}
        errors={errors}
        dispatch={dispatch}
        groupName={group.name}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => dispatch({ type: "addLine", line: customLine(group.key) })}
        >
          <Plus aria-hidden="true" />
          Add option
        </Button>
        <PriceBookDialog
          groupName={group.name}
          onAdd={(service) =>
            dispatch({ type: "addLine", line: lineFromService(service, group.key) })
          }
        />
      </div>
    </fieldset>
  );
}

/** Good / better / best: groups of alternatives, each with a preselected pick. */
export function OptionGroupsSection({
  state,
  priced,
  errors,
  dispatch,
}: {
  state: EditorState;
  priced: PricedLines;
  errors: PathErrors;
  dispatch: React.Dispatch<EditorAction>;
}) {
  return (
    <EditorSection titleId="quote-groups-title" title="Option groups" className="grid gap-3">
      {state.groups.map((group, index) => (
        <OptionGroup
          key={group.key}
          group={group}
          index={index}
          state={state}
          priced={priced}
          errors={errors}
          dispatch={dispatch}
        />
      ))}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => dispatch({ type: "addGroup", group: { key: newKey("group"), name: "" } })}
        >
          <Layers aria-hidden="true" />
          Add option group
        </Button>
      </div>
    </EditorSection>
  );
}
