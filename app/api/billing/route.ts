import { withSession } from "@/lib/api/handler";
import { billingSummary } from "@/lib/billing/summary";

/** The company's plan in force, subscription and usage against its limits (docs/billing.md). */
export const GET = withSession({ permission: "billing" }, async ({ user }) =>
  billingSummary(user.companyId),
);
