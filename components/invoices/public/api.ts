/**
 * The customer's calls on an invoice link, with plain fetch and the project's dependency-free
 * error type (the page ships no query library or zod).
 */
import { throwIfResNotOk } from "@/components/query/request-error";

export function publicInvoiceApi(token: string) {
  const page = `/i/${encodeURIComponent(token)}`;
  const api = `/api/public/invoices/${encodeURIComponent(token)}`;
  return {
    pdfUrl: `${page}/pdf`,
    /** A Stripe Checkout page for the balance → its URL. */
    checkout: async (): Promise<{ url: string }> => {
      const res = await fetch(`${api}/checkout`, { method: "POST", cache: "no-store" });
      await throwIfResNotOk(res);
      return (await res.json()) as { url: string };
    },
  };
}

export type PublicInvoiceApi = ReturnType<typeof publicInvoiceApi>;
