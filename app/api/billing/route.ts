import { withSession } from "@/lib/api/handler";
import { billingSummary } from "@/lib/billing/summary";

/**
 * The company's plan in force, subscription and usage against its limits (docs/billing.md).
 * Every member reads it: the pages show what the plan includes (no money in it); changing the
 * plan and the payment details stay the owner's (docs/team.md).
 */
export const GET = withSession({ permission: "account" }, async ({ user }) =>
  billingSummary(user.companyId),
);
