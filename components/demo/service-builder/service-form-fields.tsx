"use client";

import * as React from "react";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import {
  isServiceCategory,
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_LABELS,
  type BuilderLaborRate,
} from "@/lib/demo/builder-types";
import {
  NO_LABOR_RATE,
  type ServiceFormErrors,
  type ServiceFormValues,
} from "@/lib/demo/builder-validation";
import { formatCents } from "@/lib/format";
import { UNIT_TYPE_INFO, UNIT_TYPES, type UnitType } from "@/lib/pricing";
import { FormField } from "@/components/ui/form-field";
import { MaterialsEditor } from "./materials-editor";
import { PriceBreakdownCard } from "./price-breakdown";

type Props = {
  values: ServiceFormValues;
  errors: ServiceFormErrors;
  laborRates: BuilderLaborRate[];
  onChange: React.Dispatch<React.SetStateAction<ServiceFormValues>>;
};

export function ServiceFormFields({ values, errors, laborRates, onChange }: Props) {
  const set =
    <K extends keyof ServiceFormValues>(key: K) =>
    (value: ServiceFormValues[K]) =>
      onChange((current) => ({ ...current, [key]: value }));
  const text =
    (key: "name" | "description" | "basePrice" | "estimatedTime" | "markupPercent") =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(key)(event.target.value);
  const rate = laborRates.find((candidate) => candidate.id === values.laborRateId);

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="service-name"
          label="Service Name"
          error={errors.name}
          className="sm:col-span-2"
        >
          {(control) => (
            <Input {...control} value={values.name} onChange={text("name")} autoComplete="off" />
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
            />
          )}
        </FormField>
        <FormField id="service-category" label="Category">
          {(control) => (
            <Select
              value={values.category}
              onValueChange={(value) => isServiceCategory(value) && set("category")(value)}
            >
              <SelectTrigger {...control} className="w-full">
                <SelectValue>{SERVICE_CATEGORY_LABELS[values.category]}</SelectValue>
              </SelectTrigger>
              <SelectContent>
                {SERVICE_CATEGORIES.map((category) => (
                  <SelectItem key={category} value={category}>
                    {SERVICE_CATEGORY_LABELS[category]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
        <FormField id="service-unit-type" label="Unit Type">
          {(control) => (
            <Select
              value={values.unitType}
              onValueChange={(value) => set("unitType")(value as UnitType)}
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
          id="service-price"
          label="Base Price ($)"
          error={errors.basePrice}
          hint={`Charged ${UNIT_TYPE_INFO[values.unitType].label}, before labor and markup.`}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              value={values.basePrice}
              onChange={text("basePrice")}
            />
          )}
        </FormField>
        <FormField
          id="service-time"
          label="Estimated Time (minutes)"
          error={errors.estimatedTime}
          hint={
            values.unitType === "hourly"
              ? "Per hour of work booked."
              : "Per unit, for scheduling and labor."
          }
        >
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              value={values.estimatedTime}
              onChange={text("estimatedTime")}
            />
          )}
        </FormField>
        <FormField id="service-labor-rate" label="Labor Rate">
          {(control) => (
            <Select value={values.laborRateId} onValueChange={set("laborRateId")}>
              <SelectTrigger {...control} className="w-full">
                <SelectValue>
                  {rate ? `${rate.name} (${formatCents(rate.rateCents)}/hr)` : "None"}
                </SelectValue>
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NO_LABOR_RATE}>None</SelectItem>
                {laborRates.map((candidate) => (
                  <SelectItem key={candidate.id} value={candidate.id}>
                    {candidate.name} ({formatCents(candidate.rateCents)}/hr)
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
        <FormField
          id="service-markup"
          label="Markup (%)"
          error={errors.markupPercent}
          hint="Added on top of base price and labor."
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              value={values.markupPercent}
              onChange={text("markupPercent")}
            />
          )}
        </FormField>
      </div>
      <MaterialsEditor
        materials={values.materials}
        errors={errors.materials}
        onChange={(materials) => onChange((current) => ({ ...current, materials }))}
      />
      <PriceBreakdownCard values={values} laborRates={laborRates} />
    </>
  );
}
