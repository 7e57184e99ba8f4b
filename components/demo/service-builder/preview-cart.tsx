"use client";

import * as React from "react";
import { MinusIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  removeFromCart,
  setCartQuantity,
  stepFor,
  type PreviewCartLine,
} from "@/lib/demo/builder-cart";
import { previewEstimate } from "@/lib/demo/builder-pricing";
import type { BuilderLaborRate, BuilderService } from "@/lib/demo/builder-types";
import { formatCents, formatDuration } from "@/lib/format";
import { UNIT_TYPE_INFO } from "@/lib/pricing";

type Props = {
  cart: PreviewCartLine[];
  setCart: React.Dispatch<React.SetStateAction<PreviewCartLine[]>>;
  services: BuilderService[];
  laborRates: BuilderLaborRate[];
};

/** The preview's estimate, priced by computeEstimate (lib/pricing). */
export function PreviewCart({ cart, setCart, services, laborRates }: Props) {
  const estimate = React.useMemo(() => {
    const byId = new Map(services.map((service) => [service.id, service]));
    // Lines of services deleted meanwhile simply drop out.
    const lines = cart.flatMap((line) => {
      const service = byId.get(line.serviceId);
      return service ? [{ service, quantity: line.quantity }] : [];
    });
    return previewEstimate(lines, laborRates);
  }, [cart, services, laborRates]);

  return (
    <section
      aria-labelledby="preview-cart-title"
      className="rounded-lg border p-4 lg:sticky lg:top-6"
    >
      <h4 id="preview-cart-title" className="font-semibold">
        Your Estimate
      </h4>
      {estimate.lines.length === 0 ? (
        <p className="text-muted-foreground py-6 text-center text-sm">
          Add services to see an instant estimate.
        </p>
      ) : (
        <ul className="mt-3 max-h-[40vh] space-y-3 overflow-auto pr-1" aria-label="Estimate lines">
          {estimate.lines.map((line) => {
            const { service } = line.item;
            const unit = UNIT_TYPE_INFO[service.unitType];
            const step = stepFor(service.unitType);
            const change = (quantity: number) =>
              setCart((current) =>
                setCartQuantity(current, service.id, service.unitType, quantity),
              );
            return (
              <li
                key={service.id}
                className="space-y-2 border-b pb-3 text-sm last:border-0"
                data-testid="preview-line"
              >
                <div className="flex justify-between gap-2">
                  <span className="font-medium">{service.name}</span>
                  <span className="font-semibold tabular-nums" data-testid="preview-line-total">
                    {formatCents(line.subtotalCents)}
                  </span>
                </div>
                <div className="flex items-center gap-2">
                  <Button
                    variant="outline"
                    size="icon"
                    className="size-8"
                    aria-label={`Decrease ${service.name}`}
                    onClick={() => change(line.quantity - step)}
                  >
                    <MinusIcon aria-hidden="true" />
                  </Button>
                  <QuantityInput
                    id={`preview-qty-${service.id}`}
                    label={`${service.name} quantity (${unit.quantityNoun})`}
                    quantity={line.quantity}
                    step={step}
                    onCommit={change}
                  />
                  <Button
                    variant="outline"
                    size="icon"
                    className="size-8"
                    aria-label={`Increase ${service.name}`}
                    onClick={() => change(line.quantity + step)}
                  >
                    <PlusIcon aria-hidden="true" />
                  </Button>
                  <span className="text-muted-foreground text-xs">
                    × {formatCents(line.unitPriceCents)} {unit.label}
                  </span>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="hover:text-destructive ml-auto size-8"
                    aria-label={`Remove ${service.name}`}
                    onClick={() => setCart((current) => removeFromCart(current, service.id))}
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <dl className="mt-3 space-y-1 border-t pt-3 text-sm" data-testid="preview-totals">
        <div className="flex justify-between">
          <dt className="text-muted-foreground">Estimated time</dt>
          <dd>{formatDuration(estimate.totalMinutes)}</dd>
        </div>
        <div className="flex justify-between text-base font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="preview-total">
            {formatCents(estimate.totalCents)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** Typed quantity, applied when it is a valid amount for the unit type (blur restores it otherwise). */
function QuantityInput({
  id,
  label,
  quantity,
  step,
  onCommit,
}: {
  id: string;
  label: string;
  quantity: number;
  step: number;
  onCommit: (quantity: number) => void;
}) {
  const [text, setText] = React.useState(String(quantity));
  const [shown, setShown] = React.useState(quantity);
  if (shown !== quantity) {
    // The quantity changed from outside (the +/- buttons): show it.
    setShown(quantity);
    setText(String(quantity));
  }
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input
        id={id}
        type="number"
        min={0}
        step={step}
        inputMode="decimal"
        className="h-8 w-20 text-center tabular-nums"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const value = Number(event.target.value);
          if (event.target.value.trim() !== "" && Number.isFinite(value) && value > 0)
            onCommit(value);
        }}
        onBlur={() => setText(String(quantity))}
      />
    </>
  );
}
