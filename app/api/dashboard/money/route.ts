import { withSession } from "@/lib/api/handler";
import { getMoneyOverview } from "@/lib/dashboard/money";

/** The dashboard home's money: open invoices aged by days past due, and this month's payments. */
export const GET = withSession({ permission: "reports" }, async ({ user }) =>
  getMoneyOverview(user.companyId),
);
