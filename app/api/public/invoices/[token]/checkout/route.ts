import { ApiError } from "@/lib/api/errors";
import { publicRoute } from "@/lib/api/handler";
import { clientInfo, privateJson } from "@/lib/api/public-quote";
import { limitInvoiceCheckout } from "@/lib/invoices/public";
import { startInvoiceCheckout } from "@/lib/invoices/stripe";
import { PaymentProviderError } from "@/lib/payments/stripe";
import { quoteTokenParams as params } from "@/lib/validation/public-quote";

/**
 * A Stripe Checkout page for the balance of an invoice → { url } (docs/invoices.md,
 * "Payments"). The token is checked as a quote's (malformed or unknown: 404).
 */
export const POST = publicRoute({ params }, async ({ req, params }) => {
  await limitInvoiceCheckout(clientInfo(req).ip);
  try {
    return privateJson(await startInvoiceCheckout(params.token));
  } catch (error) {
    if (error instanceof PaymentProviderError)
      throw new ApiError(502, "payment_provider_error", error.message);
    throw error;
  }
});
