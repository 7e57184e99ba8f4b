"use client";

import * as React from "react";
import { ArrowLeft } from "lucide-react";
import { CompanyAvatar } from "@/components/company/avatar";
import { Button } from "@/components/ui/button";

/**
 * Logo, name, back button and 'Service Estimator' (docs/product.md §2). The back button goes to
 * /dashboard in the owner's preview; a customer goes back in their history instead (the
 * dashboard would only show them a log-in page), and an embedded calculator has none.
 */

/**
 * Where a customer's back button leads: back in the history only when the previous page is on
 * this site (a customer who opened the link directly would land on about:blank), else the
 * company's website when it has one, else nowhere (the button is hidden).
 */
export function customerBackTarget(
  page: { referrer: string; origin: string; historyLength: number },
  website: string | null | undefined,
): "history" | { href: string } | null {
  let sameSite = false;
  try {
    sameSite = page.referrer !== "" && new URL(page.referrer).origin === page.origin;
  } catch {
    sameSite = false;
  }
  if (sameSite && page.historyLength > 1) return "history";
  if (website) {
    try {
      const url = new URL(website);
      if (url.protocol === "https:" || url.protocol === "http:") return { href: url.href };
    } catch {
      return null;
    }
  }
  return null;
}

const subscribeNever = () => () => {};

/**
 * Read on the client only (the server cannot see the referrer or the history): the server
 * snapshot hides the button, so nothing is shown before the browser has decided.
 */
function useCustomerBackTarget(enabled: boolean, website: string | null | undefined) {
  const key = React.useSyncExternalStore(
    subscribeNever,
    () => {
      if (!enabled) return "";
      const target = customerBackTarget(
        {
          referrer: document.referrer,
          origin: window.location.origin,
          historyLength: window.history.length,
        },
        website,
      );
      return target === null ? "" : target === "history" ? "history" : target.href;
    },
    () => "",
  );
  if (key === "") return null;
  return key === "history" ? "history" : { href: key };
}

export function CalculatorHeader({
  ref,
  name,
  logo,
  mode,
  website,
}: {
  /** The owner's preview attaches the 'calculator-intro' guided tooltip here. */
  ref?: React.Ref<HTMLElement>;
  name: string;
  logo: string | null;
  mode: "preview" | "public" | "embed";
  /** The company's own site, where a customer without a same-site history is sent back to. */
  website?: string | null;
}) {
  const backTarget = useCustomerBackTarget(mode === "public", website);
  return (
    <header ref={ref} className="flex items-center gap-3 border-b pb-4">
      {mode === "preview" && (
        // A plain link: next/link would add its router code to every customer's download.
        <Button asChild variant="ghost" size="icon" aria-label="Back to dashboard">
          <a href="/dashboard">
            <ArrowLeft />
          </a>
        </Button>
      )}
      {mode === "public" && backTarget === "history" && (
        <Button
          variant="ghost"
          size="icon"
          aria-label="Go back"
          onClick={() => window.history.back()}
        >
          <ArrowLeft />
        </Button>
      )}
      {mode === "public" && backTarget !== null && backTarget !== "history" && (
        <Button asChild variant="ghost" size="icon" aria-label={`Back to ${name}'s website`}>
          <a href={backTarget.href}>
            <ArrowLeft />
          </a>
        </Button>
      )}
      <CompanyAvatar name={name} logoUrl={logo} size="md" />
      <div className="min-w-0">
        <p className="truncate font-semibold">{name}</p>
        <h1 className="text-muted-foreground text-sm">Service Estimator</h1>
      </div>
      {mode === "preview" && (
        <span className="bg-muted text-muted-foreground ml-auto rounded-md px-2 py-1 text-xs">
          Preview
        </span>
      )}
    </header>
  );
}
