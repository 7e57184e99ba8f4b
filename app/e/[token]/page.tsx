import { cache } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CompanyAvatar } from "@/components/company/avatar";
import { buttonVariants } from "@/components/ui/button";
import { accentStyle } from "@/lib/calculator/accent";
import { formatCents, formatDuration } from "@/lib/format";
import { getSharedEstimate } from "@/lib/shared-estimates";

type Params = Promise<{ token: string }>;

/** One read per request, shared by the metadata and the page. */
const load = cache((token: string) => getSharedEstimate(token));

// The link is the only key to the estimate: never indexed, never sent on as a referrer
// (proxy.ts adds X-Robots-Tag: noindex and Referrer-Policy: no-referrer for /e/).
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const shared = await load((await params).token);
  return {
    title:
      shared && shared !== "expired" ? `Estimate from ${shared.company.name}` : "Shared estimate",
    robots: { index: false, follow: false, nocache: true },
    referrer: "no-referrer",
  };
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/**
 * A shared estimate (docs/product.md "Shared estimate"): read-only lines and total as the server
 * priced them when the link was made. An unknown or expired link is the 404 page of this route
 * ("This estimate link has expired").
 */
export default async function SharedEstimatePage({ params }: { params: Params }) {
  const shared = await load((await params).token);
  if (!shared || shared === "expired") notFound();
  const { company, estimate } = shared;
  const calculatorHref = `/calculator?company=${encodeURIComponent(company.slug)}`;
  return (
    <main
      className="bg-muted/30 min-h-dvh"
      style={accentStyle(company.accentColor) as React.CSSProperties | undefined}
    >
      <div className="mx-auto w-full max-w-2xl space-y-6 p-4 sm:p-6">
        <header className="flex items-center gap-3">
          <CompanyAvatar name={company.name} logoUrl={company.logo} size="md" />
          <div className="min-w-0">
            <p className="font-semibold" data-testid="shared-company">
              {company.name}
            </p>
            <h1 className="text-muted-foreground text-sm font-normal">Shared estimate</h1>
          </div>
        </header>
        <section
          aria-labelledby="shared-estimate-title"
          className="bg-card text-card-foreground rounded-lg border shadow-sm"
        >
          <div className="border-b p-4">
            <h2 id="shared-estimate-title" className="text-lg font-semibold">
              Estimate
            </h2>
            <p className="text-muted-foreground text-sm">
              Made on {dateFormat.format(shared.createdAt)} with {company.name}&apos;s online
              calculator. This link works until {dateFormat.format(shared.expiresAt)}.
            </p>
          </div>
          <ul className="divide-y" aria-label="Services" data-testid="shared-lines">
            {estimate.lines.map((line, index) => (
              <li key={index} className="space-y-1 p-4" data-testid="shared-line">
                <div className="flex justify-between gap-3">
                  <p className="font-medium">{line.name}</p>
                  <p className="font-medium tabular-nums">{formatCents(line.subtotalCents)}</p>
                </div>
                <p className="text-muted-foreground text-xs">
                  {line.quantity} × {formatCents(line.unitPriceCents)} {line.unitLabel} ·{" "}
                  {formatDuration(line.minutes)}
                </p>
                {line.fee && (
                  <p className="text-muted-foreground flex justify-between text-xs">
                    <span>{line.fee.name}</span>
                    <span>{formatCents(line.fee.amountCents)}</span>
                  </p>
                )}
              </li>
            ))}
            {estimate.customLines.map((line, index) => (
              <li key={`custom-${index}`} className="space-y-1 p-4" data-testid="shared-line">
                <div className="flex justify-between gap-3">
                  <p className="font-medium break-words">{line.description}</p>
                  <p className="font-medium tabular-nums">{formatCents(0)}</p>
                </div>
                <p className="text-muted-foreground text-xs">{line.quantity} × To be quoted</p>
              </li>
            ))}
          </ul>
          <dl className="space-y-1 border-t p-4 text-sm">
            {estimate.serviceCallFeeCents > 0 && (
              <div className="flex justify-between">
                <dt>Service call fee</dt>
                <dd>{formatCents(estimate.serviceCallFeeCents)}</dd>
              </div>
            )}
            <div className="flex justify-between">
              <dt>Subtotal</dt>
              <dd>{formatCents(estimate.subtotalCents)}</dd>
            </div>
            {estimate.taxCents > 0 && (
              <div className="flex justify-between">
                <dt>Tax ({Number(estimate.taxRate)}%)</dt>
                <dd>{formatCents(estimate.taxCents)}</dd>
              </div>
            )}
            <div className="flex justify-between text-base font-semibold">
              <dt>Total</dt>
              <dd data-testid="shared-total">{formatCents(estimate.totalCents)}</dd>
            </div>
            <div className="flex justify-between">
              <dt>Total time</dt>
              <dd>{formatDuration(estimate.totalMinutes)}</dd>
            </div>
          </dl>
          <p className="text-muted-foreground border-t p-4 text-xs">
            An estimate, not a quote: {company.name} confirms the price after seeing the job.
          </p>
        </section>
        <a href={calculatorHref} className={buttonVariants()}>
          Open the calculator
        </a>
      </div>
    </main>
  );
}
