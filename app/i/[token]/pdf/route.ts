import { z } from "zod";
import { notFound } from "@/lib/api/errors";
import { publicRoute } from "@/lib/api/handler";
import { quotePdfResponse } from "@/lib/api/files";
import { findInvoiceByToken } from "@/lib/invoices/lifecycle";
import { invoicePdf } from "@/lib/invoices/pdf";

// Any string is looked at; one that cannot be a token is 404 without a query.
const params = z.object({ token: z.string() });

/**
 * The customer's download of the invoice behind a link (/i/<token>/pdf): the token is the
 * only key, a draft is never shown. Headers as the quote's public PDF (lib/api/files.ts),
 * plus no referrer and no indexing: the address holds the token.
 */
export const GET = publicRoute({ params }, async ({ params }) => {
  const invoice = await findInvoiceByToken(params.token);
  const file = invoice ? await invoicePdf({ id: invoice.id, companyId: invoice.companyId }) : null;
  if (!file) throw notFound("Invoice not found.");
  const response = quotePdfResponse(file);
  response.headers.set("Referrer-Policy", "no-referrer");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
});
