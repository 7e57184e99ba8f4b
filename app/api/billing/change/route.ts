import { withSession } from "@/lib/api/handler";
import { changePlan } from "@/lib/billing/stripe";
import { providerErrors } from "@/lib/api/payment-provider";
import { planChoiceSchema } from "@/lib/validation/billing";

/** Moves the subscription to another paid plan or interval, prorated. */
export const POST = withSession(
  { permission: "billing", body: planChoiceSchema, maxBodyBytes: 1024 },
  async ({ user, body }) => providerErrors(() => changePlan(user.companyId, body)),
);
