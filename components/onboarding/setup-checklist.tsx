"use client";

import * as React from "react";
import Link from "next/link";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Circle, ExternalLink } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { queryKeys } from "@/components/query/keys";
import { StarterBookOffer } from "@/components/onboarding/starter-book-offer";
import { useWelcomeApi } from "@/components/onboarding/use-onboarding-api";
import { useSkipTooltips } from "@/components/onboarding/tooltip-tour";
import { SETUP_STEPS, type SetupChecklist, type SetupStep } from "@/lib/dashboard/setup-steps";

type StepCopy = {
  title: string;
  body: string;
  /** The link to where the step is done: its text names the action. */
  action: string;
  href: (slug: string) => string;
  /** Opens in a new tab (the public calculator). */
  external?: boolean;
};

export const STEP_COPY: Record<SetupStep, StepCopy> = {
  contact: {
    title: "Contact details",
    body: "Your contact email and phone: customers' replies reach you, and both show on quotes.",
    action: "Add contact details",
    href: () => "/dashboard/company",
  },
  logo: {
    title: "Logo",
    body: "Shown on your calculator, quotes and mails, so customers recognise you.",
    action: "Upload your logo",
    href: () => "/dashboard/company",
  },
  timeZone: {
    title: "Time zone",
    body: "Decides which day is today for quotes, tasks and your figures. Save it once on Company Profile.",
    action: "Check your time zone",
    href: () => "/dashboard/company",
  },
  services: {
    title: "First services",
    body: "At least one service with its price: they power every estimate.",
    action: "Add services",
    href: () => "/dashboard/services",
  },
  calculatorLive: {
    title: "Calculator live",
    body: "Open your public calculator once, as your customers will see it.",
    action: "Open your calculator",
    href: (slug) => `/calculator?company=${encodeURIComponent(slug)}`,
    external: true,
  },
  embed: {
    title: "Embed on your website",
    body: "Paste the snippet from Calculator Setup into your site; this ticks when it is first viewed there.",
    action: "Get the embed snippet",
    href: () => "/dashboard/calculator-setup",
  },
  testQuote: {
    title: "A test quote to yourself",
    body: "Send a quote to your own email to see exactly what your customers receive.",
    action: "Send a test quote",
    href: () => "/dashboard/quotes",
  },
};

/**
 * The first-run checklist on the dashboard home (docs/product.md "Setup checklist"). Every
 * step is ticked from stored data (GET /api/dashboard/setup), read again on every visit of
 * the home. Each step is a read-only checkbox (its state is announced) beside the link to
 * where it is done. Once every step is done the card can be dismissed (welcome-seen); Show
 * Setup Checklist in the Help menu brings it back (reset-welcome).
 */
export function SetupChecklistCard() {
  const queryClient = useQueryClient();
  const { markWelcomeSeen } = useWelcomeApi();
  const skipTips = useSkipTooltips();
  const setup = useQuery<SetupChecklist>({
    queryKey: queryKeys.setup,
    staleTime: 0,
    refetchOnMount: "always",
    refetchOnWindowFocus: true,
  });
  const [dismissed, setDismissed] = React.useState(false);
  const [tipsSkipped, setTipsSkipped] = React.useState(false);
  // The starter book stays on screen once offered, so its "Added N services" outlives the tick.
  const [offerShown, setOfferShown] = React.useState(false);
  const data = setup.data;
  if (data && !data.steps.services && !offerShown) setOfferShown(true);

  if (!data || data.dismissed || dismissed) return null;

  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.setup, exact: true });
  const dismiss = async () => {
    setDismissed(true);
    await markWelcomeSeen();
    await refresh();
  };

  return (
    <Card aria-labelledby="setup-checklist-title" data-testid="setup-checklist" role="region">
      <CardHeader>
        <CardTitle id="setup-checklist-title" role="heading" aria-level={2}>
          Get set up
        </CardTitle>
        <CardDescription id="setup-checklist-progress">
          {data.complete
            ? "Everything is set up: your customers get the full experience."
            : `${data.done} of ${data.total} done. Each step ticks itself once it is done.`}
        </CardDescription>
        <Progress
          value={(data.done / data.total) * 100}
          aria-label={`Setup: ${data.done} of ${data.total} steps done`}
          className="mt-2"
        />
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul aria-label="Setup steps" className="grid gap-2">
          {SETUP_STEPS.map((step) => {
            const copy = STEP_COPY[step];
            const done = data.steps[step];
            const titleId = `setup-step-${step}`;
            return (
              <li
                key={step}
                data-step={step}
                data-done={done}
                className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-2 rounded-md border p-3 sm:grid-cols-[auto_minmax(0,1fr)_auto]"
              >
                <span
                  role="checkbox"
                  aria-checked={done}
                  aria-readonly="true"
                  aria-labelledby={titleId}
                  className={done ? "text-primary mt-0.5" : "text-muted-foreground mt-0.5"}
                >
                  {done ? (
                    <CheckCircle2 aria-hidden="true" className="size-5" />
                  ) : (
                    <Circle aria-hidden="true" className="size-5" />
                  )}
                </span>
                <div className="min-w-0">
                  <p id={titleId} className="font-medium">
                    {copy.title}
                  </p>
                  <p className="text-muted-foreground text-sm">{copy.body}</p>
                </div>
                <Button
                  asChild
                  size="sm"
                  variant={done ? "ghost" : "outline"}
                  className="col-start-2 justify-self-start sm:col-start-3 sm:self-center"
                >
                  {copy.external ? (
                    <a href={copy.href(data.slug)} target="_blank" rel="noopener noreferrer">
                      {copy.action}
                      <ExternalLink aria-hidden="true" />
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    <Link href={copy.href(data.slug)}>{copy.action}</Link>
                  )}
                </Button>
                {step === "services" && offerShown ? (
                  <div className="col-span-full">
                    <StarterBookOffer trade={data.industryType} onAdded={() => void refresh()} />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
        <div className="flex flex-wrap items-center justify-between gap-2">
          {skipTips && !tipsSkipped ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setTipsSkipped(true);
                void skipTips();
              }}
            >
              Turn off the guided tips
            </Button>
          ) : (
            <span />
          )}
          {data.complete ? (
            <Button size="sm" onClick={() => void dismiss()}>
              Dismiss checklist
            </Button>
          ) : (
            <p className="text-muted-foreground text-xs">
              You can dismiss this card once every step is done.
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
