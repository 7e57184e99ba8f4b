"use client";

import { PlusIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { MAX_MATERIALS } from "@/lib/demo/builder-types";
import type { MaterialErrors, MaterialFormValues } from "@/lib/demo/builder-validation";
import { FormField } from "@/components/ui/form-field";

type Props = {
  materials: MaterialFormValues[];
  errors: Record<number, MaterialErrors> | undefined;
  onChange: (materials: MaterialFormValues[]) => void;
};

/** The materials a job uses: listed for the customer, covered by the base price. */
export function MaterialsEditor({ materials, errors, onChange }: Props) {
  const update = (index: number, patch: Partial<MaterialFormValues>) =>
    onChange(materials.map((material, i) => (i === index ? { ...material, ...patch } : material)));

  return (
    <fieldset className="grid gap-3 rounded-lg border p-4">
      <legend className="px-1 text-sm font-medium">Materials</legend>
      <p className="text-muted-foreground text-xs">
        Listed on the service for your customer; the base price covers them. Mark items the customer
        supplies with &ldquo;(not included)&rdquo; and a price of 0.
      </p>
      {materials.length > 0 && (
        <ul className="grid gap-3">
          {materials.map((material, index) => (
            <li
              key={index}
              className="grid grid-cols-[1fr_7rem_auto] items-start gap-2"
              data-testid="material-row"
            >
              <FormField
                id={`material-${index}-name`}
                label={`Material ${index + 1} name`}
                error={errors?.[index]?.name}
              >
                {(control) => (
                  <Input
                    {...control}
                    value={material.name}
                    onChange={(event) => update(index, { name: event.target.value })}
                  />
                )}
              </FormField>
              <FormField
                id={`material-${index}-price`}
                label="Price ($)"
                error={errors?.[index]?.price}
              >
                {(control) => (
                  <Input
                    {...control}
                    inputMode="decimal"
                    value={material.price}
                    onChange={(event) => update(index, { price: event.target.value })}
                  />
                )}
              </FormField>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="mt-5.5"
                aria-label={`Remove material ${index + 1}${material.name ? ` (${material.name})` : ""}`}
                onClick={() => onChange(materials.filter((_, i) => i !== index))}
              >
                <XIcon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={materials.length >= MAX_MATERIALS}
        onClick={() => onChange([...materials, { name: "", price: "0" }])}
      >
        <PlusIcon aria-hidden="true" />
        Add material
      </Button>
    </fieldset>
  );
}
