import { ApiError } from "@/lib/api/errors";
import { publicRoute } from "@/lib/api/handler";
import { PaymentProviderError } from "@/lib/payments/stripe";
import { limitPublicAction, startDepositCheckout } from "@/lib/quotes/public-actions";
import { clientInfo, privateJson } from "@/lib/api/public-quote";
import { quoteTokenParams as params } from "@/lib/validation/public-quote";

/** A Stripe Checkout page for the deposit due of an approved quote → { url }. */
export const POST = publicRoute({ params }, async ({ req, params }) => {
  await limitPublicAction("checkout", clientInfo(req).ip);
  try {
    return privateJson(await startDepositCheckout(params.token));
  } catch (error) {
    if (error instanceof PaymentProviderError)
      throw new ApiError(502, "payment_provider_error", error.message);
    throw error;
  }
});
