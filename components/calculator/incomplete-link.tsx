import { Calculator } from "lucide-react";

/**
 * /calculator without ?company= for a signed-out visitor: say what is missing and what to do.
 * Plain links: next/link here would put its router code into the calculator page's bundle.
 */
export function IncompleteLink() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 p-8 text-center">
      <Calculator className="text-muted-foreground size-10" aria-hidden="true" />
      <h1 className="text-2xl font-semibold">This calculator link is incomplete</h1>
      <p className="text-muted-foreground">
        A service estimator link names the company it belongs to, like
        <code className="bg-muted mx-1 rounded px-1">/calculator?company=your-company</code>. Please
        ask the business for its full link.
      </p>
      <p className="text-muted-foreground text-sm">
        Own a business on QuoteCraft?{" "}
        <a className="text-primary underline" href="/login?callbackUrl=/calculator">
          Log in
        </a>{" "}
        to preview your calculator, or{" "}
        <a className="text-primary underline" href="/demo/calculator">
          try the demo
        </a>
        .
      </p>
    </main>
  );
}
