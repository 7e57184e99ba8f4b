"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { lineLabel, PricedLineRow } from "@/components/documents/line-row";
import type { PathErrors } from "@/components/documents/path-errors";
import { formatCents, formatCurrency } from "@/lib/format";
import type { InvoiceEditorAction, InvoiceEditorLine } from "./form-state";

/** "Trip charge (10%)", "Trip charge ($25.00)". */
export const feeLabel = (fee: NonNullable<InvoiceEditorLine["fee"]>) =>
  `${fee.name} (${fee.type === "percentage" ? `${Number(fee.value)}%` : formatCurrency(fee.value)})`;

/** One line of the invoice: what it is, how many, its price, and its place in the list. */
export function LineRow({
  line,
  index,
  totalCents,
  leftOfQuoteCents,
  errors,
  dispatch,
  canMoveUp,
  canMoveDown,
}: {
  line: InvoiceEditorLine;
  /** Position in the body's lines array (for API issue paths). */
  index: number;
  totalCents: number;
  /** Set when the line bills more of its quote line than is left to invoice (I7). */
  leftOfQuoteCents?: number;
  errors: PathErrors;
  dispatch: React.Dispatch<InvoiceEditorAction>;
  canMoveUp: boolean;
  canMoveDown: boolean;
}) {
  const id = `invoice-line-${line.key}`;
  const label = lineLabel(line);
  const priceError = errors[`lines.${index}.unitPrice`];
  const update = (changes: Partial<InvoiceEditorLine>) =>
    dispatch({ type: "updateLine", key: line.key, changes });
  const overQuote = leftOfQuoteCents !== undefined && !priceError;

  return (
    <PricedLineRow
      id={id}
      testId="invoice-line"
      line={line}
      index={index}
      totalCents={totalCents}
      errors={errors}
      onChange={update}
      onMove={(direction) => dispatch({ type: "moveLine", key: line.key, direction })}
      onRemove={() => dispatch({ type: "removeLine", key: line.key })}
      canMoveUp={canMoveUp}
      canMoveDown={canMoveDown}
      unitLocked={Boolean(line.serviceId || line.quoteLineId)}
      actionsClassName="flex items-start gap-1 sm:pt-6"
      nameHint={
        <p className="text-muted-foreground text-xs">
          {line.quoteLineId ? "Billed from the quote" : "Added on this invoice"}
        </p>
      }
      totalClassName="font-semibold"
      priceDescribedBy={overQuote && `${id}-over-quote`}
    >
      {line.fee ? (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span>
            <span className="text-muted-foreground">Fee: </span>
            {feeLabel(line.fee)}
          </span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`Remove the fee of ${label}`}
            onClick={() => update({ fee: null })}
          >
            Remove fee
          </Button>
        </div>
      ) : null}
      {overQuote ? (
        <p id={`${id}-over-quote`} className="text-sm text-amber-800 dark:text-amber-200">
          This bills more of the quote&apos;s line than is left to invoice (
          {formatCents(leftOfQuoteCents)}); add a line for extra work.
        </p>
      ) : null}
    </PricedLineRow>
  );
}
