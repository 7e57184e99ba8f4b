"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { useSubmitOnce } from "@/components/ui/use-submit-once";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { Label } from "@/components/ui/label";
import { FormField } from "@/components/ui/form-field";
import { MaterialsEditor } from "@/components/services/materials-editor";
import { PricePreview } from "@/components/services/price-preview";
import { categoryLabel } from "@/lib/categories";
import { feeAmountLabel } from "@/components/services/labels";
import { formatCurrency } from "@/lib/format";
import { UNIT_TYPE_INFO, UNIT_TYPES, type UnitType } from "@/lib/pricing";
import { parseServiceForm } from "@/lib/services/form-parse";
import {
  NONE,
  type ServiceFormErrors,
  type ServiceFormValues,
  type ServicePayload,
} from "@/lib/services/form";
import type { LaborRateDto, ServiceFeeDto } from "@/lib/services/types";
import { SERVICE_CATEGORIES, type ServiceCategory } from "@/lib/categories";
import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH } from "@/lib/validation/service-values";

/**
 * Add/Edit Service (docs/product.md §2, §4 and §5): name required, base price a number ≥ 0 in
 * cents, time ≥ 0 minutes; unit flat, 60 minutes, no labor rate or fee by default; materials
 * and a markup (empty: the company's default, docs/pricing.md M1-M5). Cost, margin and the
 * customer price are shown as the owner types. The dialog closes after a successful submit.
 */
export function ServiceFormDialog({
  open,
  title,
  description,
  submitLabel,
  initialValues,
  laborRates,
  fees,
  defaultMarkupPercent,
  pending,
  onOpenChange,
  onCloseAutoFocus,
  onSubmit,
}: {
  open: boolean;
  title: string;
  description: string;
  submitLabel: string;
  initialValues: ServiceFormValues;
  laborRates: LaborRateDto[];
  fees: ServiceFeeDto[];
  /** The company's default markup in percent (docs/pricing.md M5). */
  defaultMarkupPercent: string;
  pending?: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (it opens from state, not from a trigger). */
  onCloseAutoFocus?: (event: Event) => void;
  /** Resolves true when the submit succeeded (the dialog then closes). */
  onSubmit: (payload: ServicePayload) => Promise<boolean> | boolean;
}) {
  const [values, setValues] = React.useState(initialValues);
  // After the first submit the messages follow what is typed, so a fix clears its message.
  const [attempted, setAttempted] = React.useState(false);
  const [openedWith, setOpenedWith] = React.useState<ServiceFormValues | null>(null);
  if (open && openedWith !== initialValues) {
    // A new opening (or another service): start from its values.
    setOpenedWith(initialValues);
    setValues(initialValues);
    setAttempted(false);
  }
  const parsed = React.useMemo(() => parseServiceForm(values), [values]);
  const errors: ServiceFormErrors = attempted && !parsed.ok ? parsed.errors : {};

  const set = <K extends keyof ServiceFormValues>(key: K, value: ServiceFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const text =
    (key: "name" | "description" | "basePrice" | "estimatedTime" | "markupPercent") =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(key, event.target.value);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const result = parsed;
    setAttempted(true);
    if (!result.ok) {
      const first = Object.keys(result.errors)[0];
      // A material's field ("materials.1.quantity") has the id "material-1-quantity".
      const [field, row, part] = first.split(".");
      document.getElementById(part ? `material-${row}-${part}` : `service-${field}`)?.focus();
      return;
    }
    if (await onSubmit(result.payload)) onOpenChange(false);
  }
  const submitOnce = useSubmitOnce(submit);

  const rate = laborRates.find((candidate) => candidate.id === values.laborRateId);
  const fee = fees.find((candidate) => candidate.id === values.serviceFeeId);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submitOnce} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="service-name"
              label="Service Name"
              error={errors.name}
              className="sm:col-span-2"
            >
              {(control) => (
                <Input
                  {...control}
                  value={values.name}
                  onChange={text("name")}
                  required
                  maxLength={MAX_NAME_LENGTH}
                  autoComplete="off"
                />
              )}
            </FormField>
            <FormField
              id="service-description"
              label="Description"
              error={errors.description}
              className="sm:col-span-2"
            >
              {(control) => (
                <Textarea
                  {...control}
                  rows={2}
                  value={values.description}
                  onChange={text("description")}
                  maxLength={MAX_DESCRIPTION_LENGTH}
                />
              )}
            </FormField>
            <FormField id="service-category" label="Category" error={errors.category}>
              {(control) => (
                <Select
                  value={values.category}
                  onValueChange={(value) => set("category", value as ServiceCategory)}
                >
                  <SelectTrigger {...control} className="w-full">
                    <SelectValue>{categoryLabel(values.category)}</SelectValue>
                  </SelectTrigger>
                  <SelectContent>
                    {SERVICE_CATEGORIES.map((category) => (
                      <SelectItem key={category} value={category}>
                        {categoryLabel(category)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
            <FormField id="service-unitType" label="Unit Type" error={errors.unitType}>
              {(control) => (
                <Select
                  value={values.unitType}
                  onValueChange={(value) => set("unitType", value as UnitType)}
                >
                  <SelectTrigger {...control} className="w-full">
                    <SelectValue>{UNIT_TYPE_INFO[values.unitType].name}</SelectValue>
                  </SelectTrigger>
                  <SelectContent>
                    {UNIT_TYPES.map((unitType) => (
                      <SelectItem key={unitType} value={unitType}>
                        {UNIT_TYPE_INFO[unitType].name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
            <FormField
              id="service-basePrice"
              label="Base Price ($)"
              error={errors.basePrice}
              hint={`Charged ${UNIT_TYPE_INFO[values.unitType].label}, before labor.`}
            >
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  min={0}
                  step={0.01}
                  inputMode="decimal"
                  required
                  value={values.basePrice}
                  onChange={text("basePrice")}
                />
              )}
            </FormField>
            <FormField
              id="service-estimatedTime"
              label="Estimated Time (minutes)"
              error={errors.estimatedTime}
              hint={
                values.unitType === "hourly"
                  ? "Per hour booked."
                  : "Per unit, for scheduling and labor."
              }
            >
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  value={values.estimatedTime}
                  onChange={text("estimatedTime")}
                />
              )}
            </FormField>
            <FormField id="service-laborRateId" label="Labor Rate" error={errors.laborRateId}>
              {(control) => (
                <Select
                  value={values.laborRateId}
                  onValueChange={(value) => set("laborRateId", value)}
                >
                  <SelectTrigger {...control} className="w-full">
                    <SelectValue>
                      {rate ? `${rate.name} (${formatCurrency(rate.rate)}/hr)` : "None"}
                    </SelectValue>
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={NONE}>None</SelectItem>
                    {laborRates.map((candidate) => (
                      <SelectItem key={candidate.id} value={candidate.id}>
                        {candidate.name} ({formatCurrency(candidate.rate)}/hr)
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
            <FormField id="service-serviceFeeId" label="Service Fee" error={errors.serviceFeeId}>
              {(control) => (
                <Select
                  value={values.serviceFeeId}
                  onValueChange={(value) => set("serviceFeeId", value)}
                >
                  <SelectTrigger {...control} className="w-full">
                    <SelectValue>
                      {fee ? `${fee.name} (${feeAmountLabel(fee)})` : "None"}
                    </SelectValue>
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={NONE}>None</SelectItem>
                    {fees.map((candidate) => (
                      <SelectItem key={candidate.id} value={candidate.id}>
                        {candidate.name} ({feeAmountLabel(candidate)})
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
            <FormField
              id="service-markupPercent"
              label="Markup (%)"
              error={errors.markupPercent}
              hint={`Added to the cost. Leave empty for the company default (${Number(defaultMarkupPercent)}%).`}
            >
              {(control) => (
                <Input
                  {...control}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={`Default: ${Number(defaultMarkupPercent)}`}
                  value={values.markupPercent}
                  onChange={text("markupPercent")}
                />
              )}
            </FormField>
            <div className="sm:col-span-2">
              <MaterialsEditor
                materials={values.materials}
                errors={errors}
                unitLabel={UNIT_TYPE_INFO[values.unitType].label}
                onChange={(materials) => set("materials", materials)}
              />
            </div>
            <div className="flex items-center gap-2 sm:col-span-2">
              <Switch
                id="service-isActive"
                checked={values.isActive}
                onCheckedChange={(checked) => set("isActive", checked)}
              />
              <Label htmlFor="service-isActive">Active (shown in the customer calculator)</Label>
            </div>
          </div>
          <PricePreview
            values={values}
            laborRates={laborRates}
            fees={fees}
            defaultMarkupPercent={defaultMarkupPercent}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? "Saving..." : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
