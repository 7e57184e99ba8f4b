import { cache } from "react";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { PublicQuoteView } from "@/components/quotes/public/public-quote-view";
import { isNotFound } from "@/lib/errors";
import { getPublicQuote } from "@/lib/quotes/public";
import { clientIp } from "@/lib/rate-limit";

type Params = Promise<{ token: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** One load (and one recorded view) per request, shared by the metadata and the page. */
const loadQuote = cache(async (token: string) => {
  try {
    // The viewer's address is kept with the view for the signed PDF's audit page.
    return await getPublicQuote(token, { ip: clientIp(await headers()) });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
});

// The link is a password to the quote: never indexed, never sent on as a referrer.
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const quote = await loadQuote((await params).token);
  return {
    title: quote ? `Quote ${quote.displayNumber} from ${quote.company.name}` : "Quote",
    robots: { index: false, follow: false, nocache: true },
    referrer: "no-referrer",
  };
}

export default async function PublicQuotePage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const { token } = await params;
  const quote = await loadQuote(token);
  if (!quote) notFound();
  const payment = (await searchParams).payment;
  return (
    <main className="bg-muted/30 min-h-dvh">
      <PublicQuoteView
        initialQuote={quote}
        token={token}
        paymentReturn={payment === "success" || payment === "cancelled" ? payment : null}
      />
    </main>
  );
}
