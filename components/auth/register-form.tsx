"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { IndustrySelect } from "@/components/company/industry-select";
import { Field, issuesToFieldErrors, type FieldErrors } from "@/components/ui/form-field";
import { ApiRequestError, apiRequest, type ApiIssue } from "@/components/query/client";
import { registerSchema } from "@/lib/validation/auth";
import { browserTimeZone } from "@/components/settings/time-zone-field";
import { PLAN_IDS, type PlanId } from "@/lib/marketing/plans";
import { slugify } from "@/lib/companies/slugify";

const PLAN_LABELS: Record<PlanId, string> = {
  starter: "Starter (free)",
  pro: "Pro",
  business: "Business",
};

/** The API's message and field issues of a failed sign-up. */
function parseApiError(error: unknown): { message: string; issues: ApiIssue[] } {
  const fallback = "We could not create your account. Please try again.";
  if (!(error instanceof ApiRequestError) || !error.body) return { message: fallback, issues: [] };
  return { message: error.body.message ?? fallback, issues: error.issues };
}

export function RegisterForm({ plan }: { plan: PlanId }) {
  const router = useRouter();
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [formError, setFormError] = React.useState<string | null>(null);
  const [notice, setNotice] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);
  const [companyName, setCompanyName] = React.useState("");
  const [slug, setSlug] = React.useState("");
  const [slugEdited, setSlugEdited] = React.useState(false);
  const [industryType, setIndustryType] = React.useState("");
  const [selectedPlan, setSelectedPlan] = React.useState<PlanId>(plan);
  const shownSlug = slugEdited ? slug : slugify(companyName);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      name: form.get("name"),
      email: form.get("email"),
      password: form.get("password"),
      companyName,
      industryType,
      slug: shownSlug,
      plan: selectedPlan,
    };
    setFormError(null);
    setNotice(null);
    const parsed = registerSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      // Analytics days and weeks start in the owner's zone (docs/analytics.md "Time zones").
      const res = await apiRequest("POST", "/api/register", {
        ...parsed.data,
        timeZone: browserTimeZone(),
      });
      if (res.status === 202) {
        // The address may already have an account: the next step went to its inbox.
        const body = (await res.json()) as { message: string };
        setPending(false);
        setNotice(body.message);
        return;
      }
    } catch (error) {
      const body = parseApiError(error);
      setPending(false);
      if (body.issues?.length) setErrors(issuesToFieldErrors(body.issues));
      else setFormError(body.message);
      return;
    }
    const result = await signIn("credentials", {
      email: parsed.data.email,
      password: parsed.data.password,
      redirect: false,
    });
    router.replace(!result || result.error ? "/login" : "/dashboard");
    router.refresh();
  }

  return (
    <Card className="w-full max-w-lg">
      <CardHeader>
        <CardTitle>
          <h1 className="text-2xl">Create your account</h1>
        </CardTitle>
        <CardDescription>
          Set up your company, price book and customer calculator in minutes.
        </CardDescription>
      </CardHeader>
      <form onSubmit={onSubmit} noValidate>
        <CardContent className="grid gap-4">
          {formError ? (
            <p role="alert" className="bg-destructive/10 text-destructive rounded-md p-3 text-sm">
              {formError}
            </p>
          ) : null}
          {notice ? (
            <p role="status" className="bg-primary/10 rounded-md p-3 text-sm">
              {notice}
            </p>
          ) : null}
          <Field
            id="name"
            name="name"
            label="Your name"
            autoComplete="name"
            error={errors.name}
            required
          />
          <Field
            id="email"
            name="email"
            type="email"
            label="Email"
            autoComplete="email"
            error={errors.email}
            required
          />
          <Field
            id="password"
            name="password"
            type="password"
            label="Password"
            autoComplete="new-password"
            hint="At least 8 characters, with a letter and a number."
            error={errors.password}
            required
          />
          <Field
            id="companyName"
            name="companyName"
            label="Company name"
            autoComplete="organization"
            value={companyName}
            onChange={(event) => setCompanyName(event.target.value)}
            error={errors.companyName}
            required
          />
          <IndustrySelect
            value={industryType}
            onChange={setIndustryType}
            error={errors.industryType}
          />
          <Field
            id="slug"
            name="slug"
            label="Calculator address"
            value={shownSlug}
            onChange={(event) => {
              setSlugEdited(true);
              setSlug(event.target.value.toLowerCase());
            }}
            hint={<>Your customers will use /calculator?company={shownSlug || "your-company"}</>}
            error={errors.slug}
            required
          />
          <div className="grid gap-1.5">
            <Label htmlFor="plan">Plan</Label>
            <Select
              value={selectedPlan}
              onValueChange={(value) => setSelectedPlan(value as PlanId)}
            >
              <SelectTrigger id="plan" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {PLAN_IDS.map((id) => (
                  <SelectItem key={id} value={id}>
                    {PLAN_LABELS[id]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </CardContent>
        <CardFooter className="mt-6 flex flex-col items-stretch gap-3">
          <Button type="submit" disabled={pending}>
            {pending ? "Creating account..." : "Create account"}
          </Button>
          <p className="text-muted-foreground text-center text-sm">
            Already have an account?{" "}
            <Link
              href="/login"
              className="text-primary font-medium underline-offset-4 hover:underline"
            >
              Log in
            </Link>
          </p>
        </CardFooter>
      </form>
    </Card>
  );
}
