import type { Metadata } from "next";

// Next.js answers 404 with a noindex robots tag for this page.
export const metadata: Metadata = { title: "Estimate link expired" };

/** An expired or unknown shared estimate link (docs/product.md "Shared estimate"). */
export default function SharedEstimateNotFound() {
  return (
    <main className="bg-muted/30 flex min-h-dvh items-center justify-center p-6">
      <div className="bg-card max-w-md space-y-3 rounded-lg border p-8 text-center shadow-sm">
        <h1 className="text-xl font-semibold">This estimate link has expired</h1>
        <p className="text-muted-foreground">
          Shared estimates stay open for 30 days, and this one is no longer available (or the link
          is incomplete). Ask the person who sent it for a new link, or build a new estimate on the
          company&apos;s calculator.
        </p>
      </div>
    </main>
  );
}
