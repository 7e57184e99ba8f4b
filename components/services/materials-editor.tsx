"use client";

import { Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FieldError, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  emptyMaterial,
  type MaterialFormValues,
  type ServiceFormErrors,
} from "@/lib/services/form";
import { MAX_MATERIALS, MAX_NAME_LENGTH } from "@/lib/validation/service-values";

/**
 * What one unit of the service uses (docs/pricing.md M1, M2): name, unit cost, quantity per
 * unit and whether the customer supplies it. Rows are added and removed by button; every
 * field is labelled with its row for screen readers.
 */
export function MaterialsEditor({
  materials,
  errors,
  unitLabel,
  onChange,
}: {
  materials: MaterialFormValues[];
  errors: ServiceFormErrors;
  /** "each", "per hour"...: what "per unit" means for this service. */
  unitLabel: string;
  onChange: (materials: MaterialFormValues[]) => void;
}) {
  const update = (index: number, patch: Partial<MaterialFormValues>) =>
    onChange(materials.map((material, i) => (i === index ? { ...material, ...patch } : material)));

  return (
    <fieldset className="grid min-w-0 gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Materials</legend>
      <p className="text-muted-foreground text-xs">
        What one unit ({unitLabel}) uses. Their cost is added to the base price and labor; a
        material the customer supplies is listed but costs nothing. Customers see only the price.
      </p>
      {errors.materials ? (
        <FieldError id="service-materials-error" message={errors.materials} />
      ) : null}
      {materials.length > 0 ? (
        <ul className="grid gap-3">
          {materials.map((material, index) => {
            const id = `material-${index}`;
            const error = (field: keyof MaterialFormValues) =>
              errors[`materials.${index}.${field}`];
            return (
              <li
                key={index}
                data-testid="material-row"
                className="grid grid-cols-2 items-start gap-2 border-b pb-3 last:border-b-0 last:pb-0 sm:grid-cols-[1fr_6.5rem_6.5rem_auto]"
              >
                <FormField
                  id={`${id}-name`}
                  label={`Material ${index + 1} name`}
                  error={error("name")}
                  className="col-span-2 sm:col-span-1"
                >
                  {(control) => (
                    <Input
                      {...control}
                      value={material.name}
                      maxLength={MAX_NAME_LENGTH}
                      autoComplete="off"
                      onChange={(event) => update(index, { name: event.target.value })}
                    />
                  )}
                </FormField>
                <FormField id={`${id}-unitCost`} label="Unit cost ($)" error={error("unitCost")}>
                  {(control) => (
                    <Input
                      {...control}
                      type="number"
                      min={0}
                      step={0.01}
                      inputMode="decimal"
                      value={material.unitCost}
                      onChange={(event) => update(index, { unitCost: event.target.value })}
                    />
                  )}
                </FormField>
                <FormField id={`${id}-quantity`} label="Qty per unit" error={error("quantity")}>
                  {(control) => (
                    <Input
                      {...control}
                      type="number"
                      min={0}
                      step={0.001}
                      inputMode="decimal"
                      value={material.quantity}
                      onChange={(event) => update(index, { quantity: event.target.value })}
                    />
                  )}
                </FormField>
                <div className="col-span-2 flex items-center justify-between gap-2 sm:col-span-1 sm:mt-6 sm:justify-start">
                  <div className="flex items-center gap-2">
                    <Checkbox
                      id={`${id}-customerSupplies`}
                      checked={material.customerSupplies}
                      onCheckedChange={(checked) =>
                        update(index, { customerSupplies: checked === true })
                      }
                    />
                    <Label htmlFor={`${id}-customerSupplies`} className="text-sm font-normal">
                      Customer supplies
                    </Label>
                  </div>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove material ${index + 1}${material.name ? ` (${material.name})` : ""}`}
                    onClick={() => onChange(materials.filter((_, i) => i !== index))}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={materials.length >= MAX_MATERIALS}
        onClick={() => {
          onChange([...materials, emptyMaterial()]);
          // Keyboard users continue in the row they just added.
          const next = `material-${materials.length}-name`;
          requestAnimationFrame(() => document.getElementById(next)?.focus());
        }}
      >
        <Plus aria-hidden="true" />
        Add material
      </Button>
    </fieldset>
  );
}
