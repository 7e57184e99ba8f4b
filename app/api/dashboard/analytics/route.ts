import { withSession } from "@/lib/api/handler";
import { assertFeature } from "@/lib/billing/limits";
import { prisma } from "@/lib/db";
import { getAnalytics } from "@/lib/analytics/analytics";
import { analyticsQuerySchema } from "@/lib/analytics/range";

/** GET /api/dashboard/analytics?preset=30d | ?from=YYYY-MM-DD&to=YYYY-MM-DD (docs/analytics.md). */
export const GET = withSession(
  { permission: "reports", query: analyticsQuerySchema },
  async ({ user, query }) => {
    await assertFeature(prisma, user.companyId, "analytics");
    return getAnalytics(user.companyId, query);
  },
);
