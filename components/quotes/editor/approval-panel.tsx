import type { QuoteDto } from "@/lib/quotes/types";
import { dateTime } from "@/components/documents/timeline";

/** The evidence of the customer's signature on an approved quote. */
export function ApprovalPanel({ quote }: { quote: QuoteDto }) {
  const signature = quote.signature;
  if (!signature) return null;
  return (
    <section
      aria-labelledby="quote-approval-title"
      className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 dark:border-emerald-900 dark:bg-emerald-950/40"
    >
      <h2 id="quote-approval-title" className="font-semibold">
        Approved by {signature.name}
      </h2>
      <p className="text-muted-foreground text-sm">
        Signed <time dateTime={signature.signedAt}>{dateTime(signature.signedAt)}</time>
      </p>
      {signature.image ? (
        // A data URL from the customer's signature pad: next/image adds nothing here.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={signature.image}
          alt={`Signature of ${signature.name}`}
          className="my-3 max-h-32 w-auto max-w-full rounded border bg-white p-2"
        />
      ) : null}
      <dl className="grid gap-1 text-xs">
        <div>
          <dt className="inline font-medium">Content hash (SHA-256): </dt>
          <dd className="inline font-mono break-all" data-testid="content-hash">
            {signature.contentHash}
          </dd>
        </div>
        {signature.ip ? (
          <div>
            <dt className="inline font-medium">IP address: </dt>
            <dd className="inline">{signature.ip}</dd>
          </div>
        ) : null}
        {signature.userAgent ? (
          <div>
            <dt className="inline font-medium">Browser: </dt>
            <dd className="inline break-all">{signature.userAgent}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
