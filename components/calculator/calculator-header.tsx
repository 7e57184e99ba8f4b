"use client";

import type * as React from "react";
import { ArrowLeft } from "lucide-react";
import { CompanyAvatar } from "@/components/company/avatar";
import { Button } from "@/components/ui/button";

/**
 * Logo, name, back button and 'Service Estimator' (docs/product.md §2). The back button goes to
 * /dashboard in the owner's preview; a customer goes back in their history instead (the
 * dashboard would only show them a log-in page), and an embedded calculator has none.
 */
export function CalculatorHeader({
  ref,
  name,
  logo,
  mode,
}: {
  /** The owner's preview attaches the 'calculator-intro' guided tooltip here. */
  ref?: React.Ref<HTMLElement>;
  name: string;
  logo: string | null;
  mode: "preview" | "public" | "embed";
}) {
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
      {mode === "public" && (
        <Button
          variant="ghost"
          size="icon"
          aria-label="Go back"
          onClick={() => window.history.back()}
        >
          <ArrowLeft />
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
