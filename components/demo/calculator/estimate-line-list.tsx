"use client";

import * as React from "react";
import { MinusIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { DemoEstimateAction, DemoEstimateLine } from "@/lib/demo/estimate-reducer";
import { lineTotalCents } from "@/lib/demo/estimate-totals";
import { formatCents } from "@/lib/format";

type Dispatch = React.Dispatch<DemoEstimateAction>;

// Created once: a line that re-renders (its quantity changed) hands React the same icon
// elements, which it skips instead of rendering the three SVGs again.
const removeIcon = <Trash2Icon aria-hidden="true" />;
const minusIcon = <MinusIcon aria-hidden="true" />;
const plusIcon = <PlusIcon aria-hidden="true" />;

/**
 * Selected lines; the list scrolls once it is taller than 400px (docs/product.md §9). Its
 * buttons skip the hover fade, and the quantity buttons change the line in a transition, as
 * the catalogue's Add buttons do (see service-catalogue).
 */
export function EstimateLineList({
  lines,
  dispatch,
}: {
  lines: DemoEstimateLine[];
  dispatch: Dispatch;
}) {
  const listRef = React.useRef<HTMLUListElement>(null);
  const focusAfterRemove = React.useRef<number | null>(null);

  const remove = React.useCallback(
    (lineId: string, index: number) => {
      focusAfterRemove.current = index;
      dispatch({ type: "removeLine", lineId });
    },
    [dispatch],
  );

  // A removed line takes its focused button with it: focus the next line's remove button
  // (or the previous one, or the panel heading) so keyboard users keep their place.
  React.useLayoutEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>("[data-remove-line]");
    const target = buttons?.[Math.min(index, buttons.length - 1)];
    (target ?? document.getElementById("estimate-title"))?.focus();
  }, [lines]);

  if (lines.length === 0) {
    return (
      <div className="rounded-lg border border-dashed p-6 text-center">
        <p className="font-medium">No services added yet</p>
        <p className="text-muted-foreground text-sm">Add services from the left panel</p>
      </div>
    );
  }
  return (
    <ul
      ref={listRef}
      aria-label="Selected services"
      className="max-h-[400px] space-y-2 overflow-auto pr-1"
      data-testid="estimate-lines"
    >
      {lines.map((line, index) => (
        <EstimateLineItem
          key={line.id}
          line={line}
          index={index}
          dispatch={dispatch}
          onRemove={remove}
        />
      ))}
    </ul>
  );
}

const EstimateLineItem = React.memo(function EstimateLineItem({
  line,
  index,
  dispatch,
  onRemove,
}: {
  line: DemoEstimateLine;
  index: number;
  dispatch: Dispatch;
  onRemove: (lineId: string, index: number) => void;
}) {
  const { name } = line.service;
  const atMinimum = line.quantity <= 1;
  return (
    // Contained: a quantity change lays out and repaints this line only, and the other
    // lines' paint is reused as it was (docs/performance.md, demo calculator).
    <li className="rounded-lg border p-3 [contain:content]" data-testid="estimate-line">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words">
            {name}
            {line.isCustom && (
              <Badge variant="secondary" className="ml-2 align-middle">
                Custom
              </Badge>
            )}
          </p>
          <p className="text-muted-foreground text-sm tabular-nums">
            {formatCents(lineTotalCents({ ...line, quantity: 1 }))} each
          </p>
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="text-muted-foreground hover:text-destructive size-8 shrink-0 transition-none"
          aria-label={`Remove ${name}`}
          data-remove-line
          onClick={() => onRemove(line.id, index)}
        >
          {removeIcon}
        </Button>
      </div>
      <div className="mt-2 flex items-center justify-between gap-2">
        <div className="flex items-center gap-2" role="group" aria-label={`Quantity of ${name}`}>
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="size-8 transition-none aria-disabled:opacity-50"
            aria-label={`Decrease quantity of ${name}`}
            aria-disabled={atMinimum}
            onClick={() =>
              React.startTransition(() => dispatch({ type: "decrement", lineId: line.id }))
            }
          >
            {minusIcon}
          </Button>
          <span
            className="min-w-8 text-center tabular-nums"
            aria-live="polite"
            data-testid="line-quantity"
          >
            {line.quantity}
          </span>
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="size-8 transition-none"
            aria-label={`Increase quantity of ${name}`}
            onClick={() =>
              React.startTransition(() => dispatch({ type: "increment", lineId: line.id }))
            }
          >
            {plusIcon}
          </Button>
        </div>
        <span className="font-semibold tabular-nums" data-testid="line-total">
          {formatCents(lineTotalCents(line))}
        </span>
      </div>
    </li>
  );
});
