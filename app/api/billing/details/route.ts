import { withSession } from "@/lib/api/handler";
import { billingDetails } from "@/lib/billing/stripe";
import { providerErrors } from "@/lib/api/payment-provider";

/** From Stripe: the payment method, the next charge and past invoices (409 without billing). */
export const GET = withSession({ permission: "billing" }, async ({ user }) =>
  providerErrors(() => billingDetails(user.companyId)),
);
