"use client";

import * as React from "react";
import { DocumentLinesSection } from "@/components/documents/lines-section";
import type { PathErrors } from "@/components/documents/path-errors";
import type { InvoiceProblem } from "@/lib/pricing/invoice";
import {
  customLine,
  lineFromService,
  type InvoiceEditorAction,
  type InvoiceEditorState,
} from "./form-state";
import { LineRow } from "./line-row";

/** The invoice's lines: those billed from the quote and those the owner adds. */
export function LinesSection({
  state,
  lineTotals,
  problems,
  errors,
  dispatch,
}: {
  state: InvoiceEditorState;
  lineTotals: ReadonlyArray<number>;
  problems: ReadonlyArray<InvoiceProblem>;
  errors: PathErrors;
  dispatch: React.Dispatch<InvoiceEditorAction>;
}) {
  const overLine = new Map<string, number>();
  for (const problem of problems)
    if (problem.code === "line_exceeds_quote")
      overLine.set(problem.quoteLineId, problem.remainingCents);
  // The first line of a quote line carries the warning (a line may be split in two).
  const warned = new Set<string>();
  return (
    <DocumentLinesSection
      titleId="invoice-lines-title"
      error={errors.lines}
      empty={state.lines.length === 0}
      emptyText="No lines yet. Add services from your price book or a line of your own."
      customLabel="Add line"
      onAddService={(service) => dispatch({ type: "addLine", line: lineFromService(service) })}
      onAddCustom={() => dispatch({ type: "addLine", line: customLine() })}
    >
      <ol className="grid gap-3">
        {state.lines.map((line, index) => {
          let left: number | undefined;
          if (line.quoteLineId && overLine.has(line.quoteLineId) && !warned.has(line.quoteLineId)) {
            warned.add(line.quoteLineId);
            left = overLine.get(line.quoteLineId);
          }
          return (
            <LineRow
              key={line.key}
              line={line}
              index={index}
              totalCents={lineTotals[index] ?? 0}
              leftOfQuoteCents={left}
              errors={errors}
              dispatch={dispatch}
              canMoveUp={index > 0}
              canMoveDown={index < state.lines.length - 1}
            />
          );
        })}
      </ol>
    </DocumentLinesSection>
  );
}
