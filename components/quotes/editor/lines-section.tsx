"use client";

import * as React from "react";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { PricedQuoteLine } from "@/lib/pricing/quote";
import { customLine, lineFromService, type EditorAction, type EditorState } from "./form-state";
import { LineRow } from "./line-row";
import type { PathErrors } from "@/components/documents/path-errors";
import { PriceBookDialog } from "./price-book-dialog";

export type PricedLines = ReadonlyArray<Pick<PricedQuoteLine<unknown>, "totalCents" | "included">>;

/** The lines of one container (the quote itself, or one option group), in body order. */
export function LineList({
  state,
  groupKey,
  priced,
  errors,
  dispatch,
  groupName,
}: {
  state: EditorState;
  groupKey: string | null;
  priced: PricedLines;
  errors: PathErrors;
  dispatch: React.Dispatch<EditorAction>;
  groupName?: string;
}) {
  const members = state.lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.groupKey === groupKey);
  if (members.length === 0) return null;
  return (
    <ol className="grid gap-3">
      {members.map(({ line, index }, position) => (
        <LineRow
          key={line.key}
          line={line}
          index={index}
          totalCents={priced[index]?.totalCents ?? 0}
          included={priced[index]?.included ?? true}
          errors={errors}
          dispatch={dispatch}
          canMoveUp={position > 0}
          canMoveDown={position < members.length - 1}
          groupName={groupName}
        />
      ))}
    </ol>
  );
}

export function LinesSection({
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
  const empty = !state.lines.some((line) => !line.groupKey);
  return (
    <section aria-labelledby="quote-lines-title" className="grid gap-3">
      <h2 id="quote-lines-title" className="text-lg font-semibold">
        Lines
      </h2>
      {errors.lines ? (
        <p role="alert" className="text-destructive text-sm">
          {errors.lines}
        </p>
      ) : null}
      {empty ? (
        <p className="text-muted-foreground rounded-md border border-dashed p-4 text-sm">
          No lines yet. Add services from your price book or a custom line.
        </p>
      ) : (
        <LineList
          state={state}
          groupKey={null}
          priced={priced}
          errors={errors}
          dispatch={dispatch}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <PriceBookDialog
          onAdd={(service) => dispatch({ type: "addLine", line: lineFromService(service) })}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => dispatch({ type: "addLine", line: customLine() })}
        >
          <Plus aria-hidden="true" />
          Add custom line
        </Button>
      </div>
    </section>
  );
}
