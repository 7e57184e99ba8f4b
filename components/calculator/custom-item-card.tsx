"use client";

import * as React from "react";
import { MessageSquarePlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  MAX_CUSTOM_ITEM_DESCRIPTION,
  MAX_CUSTOM_ITEM_QUANTITY,
  MAX_CUSTOM_ITEMS,
} from "@/lib/calculator/request-form";

/**
 * 'Something else?': the last card of the grid, for a job no service fits. The customer
 * describes it; it joins the estimate as 'To be quoted' at $0 and is sent as customItems.
 */
export function CustomItemCard({
  count,
  companyName,
  onAdd,
}: {
  /** Custom lines already in the estimate (at most 3). */
  count: number;
  companyName: string;
  onAdd: (item: { description: string; quantity: number }) => void;
}) {
  const [open, setOpen] = React.useState(false);
  const [description, setDescription] = React.useState("");
  const [quantity, setQuantity] = React.useState("1");
  const [error, setError] = React.useState<string | null>(null);
  const describeRef = React.useRef<HTMLTextAreaElement>(null);
  const toggleRef = React.useRef<HTMLButtonElement>(null);
  const full = count >= MAX_CUSTOM_ITEMS;

  React.useEffect(() => {
    if (open) describeRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setDescription("");
    setQuantity("1");
    setError(null);
    requestAnimationFrame(() => toggleRef.current?.focus());
  };
  const add = (event: React.FormEvent) => {
    event.preventDefault();
    const text = description.trim();
    const amount = Number(quantity);
    if (!text) {
      setError("Describe what you need.");
      describeRef.current?.focus();
      return;
    }
    onAdd({
      description: text.slice(0, MAX_CUSTOM_ITEM_DESCRIPTION),
      quantity:
        Number.isInteger(amount) && amount >= 1 ? Math.min(amount, MAX_CUSTOM_ITEM_QUANTITY) : 1,
    });
    close();
  };

  return (
    <li className="bg-card text-card-foreground flex flex-col gap-3 rounded-lg border border-dashed p-4">
      <div className="flex items-start gap-3">
        <span className="bg-primary/10 text-primary flex size-10 shrink-0 items-center justify-center rounded-md">
          <MessageSquarePlus className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="leading-tight font-medium">Something else?</h3>
          <p className="text-muted-foreground mt-1 text-sm">
            Describe a job that is not listed and {companyName} will quote it.
          </p>
        </div>
      </div>
      {open ? (
        <form className="grid gap-3" onSubmit={add} noValidate aria-label="Something else">
          <div className="grid gap-1">
            <Label htmlFor="custom-item-description">What do you need?</Label>
            <textarea
              ref={describeRef}
              id="custom-item-description"
              className="border-input focus-visible:ring-ring/50 aria-invalid:border-destructive min-h-16 rounded-md border bg-transparent px-3 py-2 text-base shadow-xs outline-none focus-visible:ring-[3px] md:text-sm"
              maxLength={MAX_CUSTOM_ITEM_DESCRIPTION}
              value={description}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "custom-item-error" : undefined}
              onChange={(event) => {
                setDescription(event.target.value);
                setError(null);
              }}
            />
            {error && (
              <p id="custom-item-error" role="alert" className="text-destructive text-sm">
                {error}
              </p>
            )}
          </div>
          <div className="grid gap-1">
            <Label htmlFor="custom-item-quantity">Quantity</Label>
            <Input
              id="custom-item-quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_CUSTOM_ITEM_QUANTITY}
              step={1}
              className="w-24"
              value={quantity}
              onChange={(event) => setQuantity(event.target.value)}
            />
          </div>
          <div className="flex gap-2">
            <Button type="submit" size="sm">
              Add to estimate
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={close}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <p className="text-muted-foreground text-sm">
            {full ? `Up to ${MAX_CUSTOM_ITEMS} in one estimate.` : "To be quoted"}
          </p>
          <Button
            ref={toggleRef}
            type="button"
            size="sm"
            variant="outline"
            disabled={full}
            onClick={() => setOpen(true)}
          >
            Describe it
          </Button>
        </div>
      )}
    </li>
  );
}
