"use client";

import type * as React from "react";
import { FileDown, Send, Trash2, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { CartAction, CartItem, priceCart } from "@/lib/calculator/cart";
import { formatCents, formatDuration } from "@/lib/format";
import { UNIT_TYPE_INFO } from "@/lib/pricing";
import type { CustomItem } from "@/lib/calculator/request-form";
import { QuantityInput } from "./quantity-input";

type Breakdown = ReturnType<typeof priceCart>;

function Row({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div
      className={
        strong ? "flex justify-between text-base font-semibold" : "flex justify-between text-sm"
      }
    >
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/** The sticky estimate panel: lines with quantities, the service-call fee line, totals. */
export function EstimatePanel({
  ref,
  cart,
  breakdown,
  taxRate,
  dispatch,
  onRequest,
  onSavePdf,
  notice,
  customItems = [],
  onRemoveCustom,
  share,
}: {
  /** 'Something else?' lines: 'To be quoted', $0. */
  customItems?: readonly CustomItem[];
  onRemoveCustom?: (key: string) => void;
  /** The 'Share estimate' control (absent: none). */
  share?: React.ReactNode;
  /** The owner's preview attaches the 'estimate-total' guided tooltip here. */
  ref?: React.Ref<HTMLElement>;
  cart: readonly CartItem[];
  breakdown: Breakdown;
  taxRate: string;
  dispatch: (action: CartAction) => void;
  /** Absent (the Service Builder's preview): no request button, nothing leaves the page. */
  onRequest?: () => void;
  /** Absent: no PDF button. */
  onSavePdf?: () => void;
  notice?: React.ReactNode;
}) {
  const count = cart.length + customItems.length;
  return (
    <section
      ref={ref}
      id="estimate-panel"
      aria-labelledby="estimate-panel-title"
      className="bg-card text-card-foreground rounded-lg border shadow-sm lg:sticky lg:top-4"
    >
      <div className="border-b p-4">
        <h2 id="estimate-panel-title" className="text-lg font-semibold">
          Your Estimate
        </h2>
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {count} service{count === 1 ? "" : "s"} selected
        </p>
      </div>
      {notice}
      {count === 0 ? (
        <div className="text-muted-foreground p-8 text-center text-sm">
          <p className="text-foreground font-medium">No services added yet</p>
          <p>Add services from the list to build your estimate.</p>
        </div>
      ) : (
        <ul
          className="max-h-[40vh] divide-y overflow-y-auto"
          aria-label="Selected services"
          data-testid="estimate-lines"
        >
          {breakdown.lines.map((line) => {
            const item = line.item;
            return (
              <li key={item.id} className="space-y-2 p-4" data-testid="estimate-line">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium">{item.name}</p>
                    <p className="text-muted-foreground text-xs">
                      {formatCents(line.unitPriceCents)} {UNIT_TYPE_INFO[item.unitType].label} ·{" "}
                      {formatDuration(line.minutes)}
                    </p>
                  </div>
                  <div className="flex items-center gap-1">
                    <span className="font-medium" data-testid="line-total">
                      {formatCents(line.subtotalCents)}
                    </span>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={`Remove ${item.name}`}
                      onClick={() => dispatch({ type: "remove", id: item.id })}
                    >
                      <X />
                    </Button>
                  </div>
                </div>
                <QuantityInput
                  item={item}
                  onChange={(quantity) => dispatch({ type: "setQuantity", id: item.id, quantity })}
                />
                {line.fee && (
                  <p className="text-muted-foreground flex justify-between text-xs">
                    <span>{line.fee.name}</span>
                    <span>{formatCents(line.fee.amountCents)}</span>
                  </p>
                )}
              </li>
            );
          })}
          {customItems.map((item) => (
            <li key={item.key} className="space-y-1 p-4" data-testid="estimate-line">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium break-words">{item.description}</p>
                  <p className="text-muted-foreground text-xs">
                    Quantity {item.quantity} · To be quoted
                  </p>
                </div>
                <div className="flex items-center gap-1">
                  <span className="font-medium" data-testid="line-total">
                    {formatCents(0)}
                  </span>
                  {onRemoveCustom && (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={`Remove ${item.description}`}
                      onClick={() => onRemoveCustom(item.key)}
                    >
                      <X />
                    </Button>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {cart.length > 0 && (
        <dl className="space-y-1 border-t p-4">
          {breakdown.serviceCallFeeCents > 0 && (
            <Row
              label="Service call fee"
              value={formatCents(breakdown.serviceCallFeeCents)}
              testId="service-call-fee"
            />
          )}
          <Row label="Subtotal" value={formatCents(breakdown.subtotalCents)} testId="subtotal" />
          {breakdown.taxCents > 0 && (
            <Row
              label={`Tax (${Number(taxRate)}%)`}
              value={formatCents(breakdown.taxCents)}
              testId="tax"
            />
          )}
          <Row label="Total" value={formatCents(breakdown.totalCents)} strong testId="total" />
          <Row
            label="Total time"
            value={formatDuration(breakdown.totalMinutes)}
            testId="total-time"
          />
        </dl>
      )}
      <div className="flex flex-col gap-2 border-t p-4">
        {onRequest ? (
          <Button type="button" onClick={onRequest} disabled={cart.length === 0}>
            <Send /> Request Estimate
          </Button>
        ) : null}
        {share}
        <div className="flex gap-2">
          {onSavePdf ? (
            <Button
              type="button"
              variant="outline"
              className="flex-1"
              onClick={onSavePdf}
              disabled={cart.length === 0}
            >
              <FileDown /> Save as PDF
            </Button>
          ) : null}
          <Button
            type="button"
            variant="ghost"
            onClick={() => dispatch({ type: "clear" })}
            disabled={count === 0}
          >
            <Trash2 /> Clear
          </Button>
        </div>
      </div>
    </section>
  );
}
