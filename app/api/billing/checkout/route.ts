import { withSession } from "@/lib/api/handler";
import { startCheckout } from "@/lib/billing/stripe";
import { providerErrors } from "@/lib/api/payment-provider";
import { planChoiceSchema } from "@/lib/validation/billing";

/** A Stripe Checkout page for the first subscription → { url } (docs/billing.md). */
export const POST = withSession(
  { permission: "billing", body: planChoiceSchema, maxBodyBytes: 1024 },
  async ({ user, body }) => providerErrors(() => startCheckout(user.companyId, body)),
);
