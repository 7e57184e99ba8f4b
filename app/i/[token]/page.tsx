import { cache } from "react";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { PublicInvoiceView } from "@/components/invoices/public/public-invoice-view";
import { isNotFound } from "@/lib/errors";
import { getPublicInvoice } from "@/lib/invoices/public";
import { clientIp } from "@/lib/rate-limit";

type Params = Promise<{ token: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** One load (and one recorded first view) per request, shared by the metadata and the page. */
const loadInvoice = cache(async (token: string) => {
  try {
    // The viewer's address is kept with the view (the invoice's timeline).
    return await getPublicInvoice(token, { ip: clientIp(await headers()) });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
});

// The link is a password to the invoice: never indexed, never sent on as a referrer (the
// headers say the same: lib/security/headers.ts, next.config.mjs).
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const invoice = await loadInvoice((await params).token);
  return {
    title: invoice ? `Invoice ${invoice.number} from ${invoice.company.name}` : "Invoice",
    robots: { index: false, follow: false, nocache: true },
    referrer: "no-referrer",
  };
}

export default async function PublicInvoicePage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const { token } = await params;
  const invoice = await loadInvoice(token);
  if (!invoice) notFound();
  const query = await searchParams;
  return (
    <main className="bg-muted/30 min-h-dvh">
      <PublicInvoiceView
        invoice={invoice}
        token={token}
        paymentReturn={query.paid === "1" ? "paid" : query.canceled === "1" ? "canceled" : null}
      />
    </main>
  );
}
