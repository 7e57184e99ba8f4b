import { z } from "zod";
import { notFound } from "@/lib/api/errors";
import { publicRoute } from "@/lib/api/handler";
import { quotePdfResponse } from "@/lib/api/files";
import { quotePdf } from "@/lib/quotes/pdf";
import { hashQuoteToken, isWellFormedToken } from "@/lib/quotes/token";

// Any string is looked at; one that cannot be a token is 404 without a query.
const params = z.object({ token: z.string() });

/** The customer's download of the quote behind a link: the token is the only key. */
export const GET = publicRoute({ params }, async ({ params }) => {
  if (!isWellFormedToken(params.token)) throw notFound("Quote not found.");
  const file = await quotePdf({ tokenHash: hashQuoteToken(params.token) });
  if (!file) throw notFound("Quote not found.");
  return quotePdfResponse(file);
});
