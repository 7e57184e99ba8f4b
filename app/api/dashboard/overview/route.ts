import { withSession } from "@/lib/api/handler";
import { getDashboardOverview } from "@/lib/dashboard/overview";

export const GET = withSession({ permission: "reports" }, async ({ user }) =>
  getDashboardOverview(user.companyId),
);
