import { withSession } from "@/lib/api/handler";
import { openPortal } from "@/lib/billing/stripe";
import { providerErrors } from "@/lib/api/payment-provider";

/** Stripe's customer portal (card, cancellation, invoices) → { url }. */
export const POST = withSession({ permission: "billing" }, async ({ user }) =>
  providerErrors(() => openPortal(user.companyId)),
);
