"use client";

import * as React from "react";
import Link from "next/link";
import { CompanyAvatar } from "@/components/company/avatar";
import { FieldError, issuesToFieldErrors, type FieldErrors } from "@/components/ui/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { ApiRequestError, serverMessage } from "@/components/query/client";
import { categoryLabel } from "@/lib/calculator/categories";
import type { CalculatorSettingsDto } from "@/lib/calculator/settings-types";
import { calculatorSettingsSchema } from "@/lib/validation/calculator-settings";
import { SERVICE_CATEGORIES, type ServiceCategory } from "@/lib/categories";
import { useSaveCalculatorSettings } from "./queries";
import { PlanFeatureNote, usePlanFeature } from "@/components/billing/plan-feature";

type Draft = {
  slug: string;
  accentColor: string;
  calculatorCategories: ServiceCategory[];
  defaultCategory: string;
  serviceCallFee: string;
  taxRate: string;
  defaultMarkupPercent: string;
  thankYouMessage: string;
  requireServiceAddress: boolean;
  requireDescription: boolean;
  requirePhotos: boolean;
};

/** The request fields Calculator Setup can make required. */
const REQUIRED_FIELDS = [
  { key: "requireServiceAddress", label: "Service address" },
  { key: "requireDescription", label: "Description of the work" },
  { key: "requirePhotos", label: "At least one photo" },
] as const;

const toDraft = (settings: CalculatorSettingsDto): Draft => ({
  slug: settings.slug,
  accentColor: settings.accentColor ?? "",
  calculatorCategories: settings.calculatorCategories,
  defaultCategory: settings.defaultCategory ?? "",
  serviceCallFee: settings.serviceCallFee ?? "",
  taxRate: String(Number(settings.taxRate)),
  defaultMarkupPercent: String(Number(settings.defaultMarkupPercent)),
  thankYouMessage: settings.thankYouMessage ?? "",
  requireServiceAddress: settings.requireServiceAddress,
  requireDescription: settings.requireDescription,
  requirePhotos: settings.requirePhotos,
});

function fromDraft(draft: Draft) {
  return {
    slug: draft.slug,
    accentColor: draft.accentColor.trim() || null,
    calculatorCategories: draft.calculatorCategories,
    defaultCategory: (draft.defaultCategory || null) as ServiceCategory | null,
    serviceCallFee: draft.serviceCallFee.trim() || null,
    taxRate: draft.taxRate.trim() || "0",
    defaultMarkupPercent: draft.defaultMarkupPercent.trim() || "0",
    thankYouMessage: draft.thankYouMessage.trim() || null,
    requireServiceAddress: draft.requireServiceAddress,
    requireDescription: draft.requireDescription,
    requirePhotos: draft.requirePhotos,
  };
}

/** The calculator settings form; saves only what changed and shows errors next to their fields. */
export function SettingsForm({ settings }: { settings: CalculatorSettingsDto }) {
  const branding = usePlanFeature("branding");
  const [draft, setDraft] = React.useState(() => toDraft(settings));
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const save = useSaveCalculatorSettings();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const err = (field: string) =>
    errors[field] ? { "aria-invalid": true, "aria-describedby": `${field}-error` } : {};

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = calculatorSettingsSchema.safeParse(fromDraft(draft));
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
        ),
      );
      return;
    }
    setErrors({});
    save.mutate(fromDraft(draft), {
      onSuccess: (saved) => {
        setDraft(toDraft(saved));
        toast({ title: "Calculator settings saved" });
      },
      onError: (error) => {
        setErrors(issuesToFieldErrors(error instanceof ApiRequestError ? error.issues : []));
        toast({
          title: "Error saving settings",
          description: serverMessage(error) ?? "Please try again.",
          variant: "destructive",
        });
      },
    });
  };

  const toggleCategory = (category: ServiceCategory, checked: boolean) =>
    set(
      "calculatorCategories",
      checked
        ? [...draft.calculatorCategories, category]
        : draft.calculatorCategories.filter((value) => value !== category),
    );

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Address and branding</CardTitle>
          <CardDescription>Old addresses keep working after a change.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="slug">Public address</Label>
            <div className="flex items-center gap-2">
              <span className="text-muted-foreground hidden text-sm sm:inline">
                /calculator?company=
              </span>
              <Input
                id="slug"
                value={draft.slug}
                maxLength={48}
                onChange={(event) => set("slug", event.target.value)}
                {...err("slug")}
              />
            </div>
            <FieldError id="slug-error" message={errors.slug} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="accentColor">Accent colour</Label>
            <div className="flex items-center gap-2">
              <input
                type="color"
                aria-label="Pick the accent colour"
                value={draft.accentColor || "#3b5bdb"}
                onChange={(event) => set("accentColor", event.target.value)}
                className="h-9 w-12 cursor-pointer rounded border"
                disabled={!branding.included}
              />
              <Input
                id="accentColor"
                placeholder="#2563eb (default theme colour when empty)"
                value={draft.accentColor}
                onChange={(event) => set("accentColor", event.target.value)}
                {...err("accentColor")}
                disabled={!branding.included}
              />
            </div>
            <FieldError id="accentColor-error" message={errors.accentColor} />
            {/* The colour set on a higher plan is kept (and sent unchanged with every save). */}
            <PlanFeatureNote feature="branding" />
          </div>
          <div className="flex items-center gap-3">
            <CompanyAvatar name={settings.name} logoUrl={settings.logo} size="md" />
            <p className="text-muted-foreground text-sm">
              The calculator shows your logo.{" "}
              <Link href="/dashboard/company" className="text-primary underline underline-offset-4">
                Change it in Company Profile
              </Link>
            </p>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Categories</CardTitle>
          <CardDescription>
            Leave all unticked to show every category that has services.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            <legend className="sr-only">Categories shown</legend>
            {SERVICE_CATEGORIES.map((category) => (
              <div key={category} className="flex items-center gap-2 text-sm">
                <Checkbox
                  id={`cat-${category}`}
                  checked={draft.calculatorCategories.includes(category)}
                  onCheckedChange={(checked) => toggleCategory(category, checked === true)}
                />
                <label htmlFor={`cat-${category}`}>{categoryLabel(category)}</label>
              </div>
            ))}
          </fieldset>
          <div className="grid gap-2 sm:max-w-xs">
            <Label htmlFor="defaultCategory">Default category</Label>
            <select
              id="defaultCategory"
              value={draft.defaultCategory}
              onChange={(event) => set("defaultCategory", event.target.value)}
              className="border-input bg-background h-9 rounded-md border px-3 text-sm"
            >
              <option value="">Electrical, else the first category</option>
              {SERVICE_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {categoryLabel(category)}
                </option>
              ))}
            </select>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Fees, tax, markup and thank-you message</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor="serviceCallFee">Service-call fee ($)</Label>
            <Input
              id="serviceCallFee"
              inputMode="decimal"
              placeholder="None"
              value={draft.serviceCallFee}
              onChange={(event) => set("serviceCallFee", event.target.value)}
              {...err("serviceCallFee")}
            />
            <FieldError id="serviceCallFee-error" message={errors.serviceCallFee} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="taxRate">Tax rate (%)</Label>
            <Input
              id="taxRate"
              inputMode="decimal"
              value={draft.taxRate}
              onChange={(event) => set("taxRate", event.target.value)}
              {...err("taxRate")}
            />
            <FieldError id="taxRate-error" message={errors.taxRate} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="defaultMarkupPercent">Default markup (%)</Label>
            <Input
              id="defaultMarkupPercent"
              inputMode="decimal"
              value={draft.defaultMarkupPercent}
              onChange={(event) => set("defaultMarkupPercent", event.target.value)}
              aria-describedby={
                errors.defaultMarkupPercent
                  ? "defaultMarkupPercent-error defaultMarkupPercent-hint"
                  : "defaultMarkupPercent-hint"
              }
              aria-invalid={errors.defaultMarkupPercent ? true : undefined}
            />
            <p id="defaultMarkupPercent-hint" className="text-muted-foreground text-xs">
              Added to the cost of every service without a markup of its own. Customers see only the
              resulting price.
            </p>
            <FieldError id="defaultMarkupPercent-error" message={errors.defaultMarkupPercent} />
          </div>
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor="thankYouMessage">Thank-you message</Label>
            <Textarea
              id="thankYouMessage"
              rows={3}
              maxLength={500}
              placeholder="Thank you! We'll call you within one business day."
              value={draft.thankYouMessage}
              onChange={(event) => set("thankYouMessage", event.target.value)}
              {...err("thankYouMessage")}
            />
            <FieldError id="thankYouMessage-error" message={errors.thankYouMessage} />
          </div>
          <fieldset className="grid gap-2 sm:col-span-2">
            <legend className="mb-1 text-sm font-medium">Required in the estimate request</legend>
            {REQUIRED_FIELDS.map((field) => (
              <div key={field.key} className="flex items-center gap-2">
                <Checkbox
                  id={field.key}
                  checked={draft[field.key]}
                  onCheckedChange={(checked) => set(field.key, checked === true)}
                />
                <Label htmlFor={field.key} className="font-normal">
                  {field.label}
                </Label>
              </div>
            ))}
            <p className="text-muted-foreground text-xs">
              Unticked fields are still offered to the customer, as optional.
            </p>
          </fieldset>
        </CardContent>
      </Card>
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {save.isPending ? "Saving..." : "Save settings"}
      </Button>
    </form>
  );
}
