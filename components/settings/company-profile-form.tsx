"use client";

import * as React from "react";
import Link from "next/link";
import { ExternalLink } from "lucide-react";
import { IndustrySelect } from "@/components/company/industry-select";
import { InvoiceSettingsCard } from "@/components/invoices/invoice-settings-card";
import { QuoteSettingsCard } from "@/components/quotes/quote-settings-card";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import {
  Field,
  issuesToFieldErrors,
  type FieldErrors,
  FormField,
} from "@/components/ui/form-field";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { readApiError } from "@/components/settings/api-error";
import { LogoUploader } from "@/components/settings/logo-uploader";
import { TimeZoneField } from "@/components/settings/time-zone-field";
import { useCompanyProfile, useUpdateProfile } from "@/components/settings/profile-queries";
import { LoadError, SettingsHeader } from "@/components/settings/settings-header";
import { companyProfileSchema } from "@/lib/validation/profile";
import { industryPlaceholders } from "@/lib/companies/placeholders";
import { type CompanyProfileDto } from "@/lib/companies/types";

export function CompanyProfilePage() {
  const profile = useCompanyProfile();
  return (
    <div className="mx-auto max-w-3xl">
      <SettingsHeader
        title="Company Profile"
        description="How your company appears in the dashboard, on your customer calculator and in estimate emails."
      />
      {profile.isPending ? (
        <ProfileSkeleton />
      ) : profile.isError ? (
        <LoadError what="company profile" onRetry={() => void profile.refetch()} />
      ) : (
        <div className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>Logo</h2>
              </CardTitle>
              <CardDescription>
                Shown in the sidebar, the account menu and your customer calculator.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <LogoUploader name={profile.data.name} logo={profile.data.logo} />
            </CardContent>
          </Card>
          <ProfileForm key={profile.data.id} profile={profile.data} />
          <QuoteSettingsCard />
          <InvoiceSettingsCard />
        </div>
      )}
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true" aria-label="Loading company profile">
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-96 w-full" />
    </div>
  );
}

function ProfileForm({ profile }: { profile: CompanyProfileDto }) {
  const update = useUpdateProfile();
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [industry, setIndustry] = React.useState(profile.industryType);
  const [slug, setSlug] = React.useState(profile.slug);
  const [timeZone, setTimeZone] = React.useState(profile.timeZone);
  const hints = industryPlaceholders(industry);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    const parsed = companyProfileSchema.safeParse({
      name: text("name"),
      industryType: industry,
      slug,
      contactEmail: text("contactEmail"),
      phone: text("phone"),
      website: text("website"),
      address: text("address"),
      paymentInstructions: text("paymentInstructions"),
    });
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    const slugChanged = parsed.data.slug !== profile.slug;
    // The zone comes from the list; the server checks it (docs/analytics.md "Time zones").
    const input = { ...parsed.data, timeZone };
    update.mutate(input, {
      onSuccess: () =>
        toast({
          title: "Company profile saved",
          description: slugChanged
            ? "Your calculator has a new address. Links with the old one still work."
            : "Your changes are live.",
        }),
      onError: (error) => {
        const info = readApiError(error, "Your changes could not be saved. Please try again.");
        setErrors(info.fieldErrors);
        toast({ title: "Profile not saved", description: info.message, variant: "destructive" });
      },
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Company details</h2>
        </CardTitle>
        <CardDescription>
          Contact details are shown to customers with their estimate.
        </CardDescription>
      </CardHeader>
      <form onSubmit={onSubmit} noValidate aria-label="Company details">
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <Field
            id="name"
            name="name"
            label="Company name"
            autoComplete="organization"
            defaultValue={profile.name}
            placeholder={hints.name}
            error={errors.name}
            required
          />
          <IndustrySelect value={industry} onChange={setIndustry} error={errors.industryType} />
          <div className="sm:col-span-2">
            <Field
              id="slug"
              name="slug"
              label="Calculator address"
              value={slug}
              onChange={(event) => setSlug(event.target.value.toLowerCase())}
              autoCapitalize="none"
              spellCheck={false}
              error={errors.slug}
              hint={
                <>
                  Customers open /calculator?company={slug || "your-company"}.{" "}
                  {slug !== profile.slug
                    ? "After saving, links with the old address keep working."
                    : "Lower-case letters, digits and hyphens."}
                </>
              }
              required
            />
            <Link
              href={`/calculator?company=${encodeURIComponent(profile.slug)}`}
              target="_blank"
              className="text-primary mt-1 inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline"
            >
              Open your calculator
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </Link>
          </div>
          <Field
            id="contactEmail"
            name="contactEmail"
            type="email"
            label="Contact email"
            autoComplete="email"
            defaultValue={profile.contactEmail ?? ""}
            placeholder={hints.email}
            error={errors.contactEmail}
          />
          <Field
            id="phone"
            name="phone"
            type="tel"
            label="Phone"
            autoComplete="tel"
            defaultValue={profile.phone ?? ""}
            placeholder="(512) 555-0142"
            error={errors.phone}
          />
          <div className="sm:col-span-2">
            <Field
              id="website"
              name="website"
              type="url"
              label="Website"
              autoComplete="url"
              defaultValue={profile.website ?? ""}
              placeholder={hints.website}
              error={errors.website}
            />
          </div>
          <div className="sm:col-span-2">
            <TimeZoneField value={timeZone} onChange={setTimeZone} error={errors.timeZone} />
          </div>
          <FormField id="address" label="Address" error={errors.address} className="sm:col-span-2">
            {(control) => (
              <Textarea
                {...control}
                name="address"
                rows={2}
                autoComplete="street-address"
                defaultValue={profile.address ?? ""}
                placeholder="1200 Congress Ave, Austin, TX 78701"
              />
            )}
          </FormField>
          <FormField
            id="paymentInstructions"
            label="Payment instructions"
            hint="How customers pay you when deposits are not taken online: shown on the approved quote, its PDF and the customer's mail. At most 1000 characters."
            error={errors.paymentInstructions}
            className="sm:col-span-2"
          >
            {(control) => (
              <Textarea
                {...control}
                name="paymentInstructions"
                rows={3}
                maxLength={1000}
                defaultValue={profile.paymentInstructions ?? ""}
                placeholder={
                  "Bank transfer: Acme Bank, routing 000000000, account 0000000\nZelle: pay@example.com, or call us to pay by card."
                }
              />
            )}
          </FormField>
        </CardContent>
        <CardFooter className="mt-6 justify-end">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? "Saving..." : "Save changes"}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
