import "server-only";
import { ApiError } from "@/lib/api/errors";
import { PaymentProviderError } from "@/lib/payments/stripe";

/** Stripe's failures as 502 payment_provider_error with a plain message. */
export async function providerErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PaymentProviderError)
      throw new ApiError(502, "payment_provider_error", error.message);
    throw error;
  }
}
