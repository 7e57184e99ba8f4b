"use client";

import * as React from "react";
import { DocumentLinesSection } from "@/components/documents/lines-section";
import type { PricedQuoteLine } from "@/lib/pricing/quote";
import { customLine, lineFromService, type EditorAction, type EditorState } from "./form-state";
import { LineRow } from "./line-row";
import type { PathErrors } from "@/components/documents/path-errors";

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
  return (
    <DocumentLinesSection
      titleId="quote-lines-title"
      error={errors.lines}
      empty={!state.lines.some((line) => !line.groupKey)}
      emptyText="No lines yet. Add services from your price book or a custom line."
      customLabel="Add custom line"
      onAddService={(service) => dispatch({ type: "addLine", line: lineFromService(service) })}
      onAddCustom={() => dispatch({ type: "addLine", line: customLine() })}
    >
      <LineList state={state} groupKey={null} priced={priced} errors={errors} dispatch={dispatch} />
    </DocumentLinesSection>
  );
}
