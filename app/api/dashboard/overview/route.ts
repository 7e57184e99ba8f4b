import { withSession } from "@/lib/api/handler";
import { getDashboardOverview } from "@/lib/dashboard/overview";

export const GET = withSession({}, async ({ user }) => getDashboardOverview(user.companyId));
