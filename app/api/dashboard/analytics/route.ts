import { withSession } from "@/lib/api/handler";
import { getDashboardAnalytics } from "@/lib/dashboard/overview";

export const GET = withSession({}, async ({ user }) => getDashboardAnalytics(user.companyId));
