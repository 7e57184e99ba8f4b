import { withSession } from "@/lib/api/handler";
import { getSetupChecklist } from "@/lib/dashboard/setup";

/** GET /api/dashboard/setup: the first-run checklist of the signed-in owner's company. */
export const GET = withSession({ permission: "company_settings" }, async ({ user }) =>
  getSetupChecklist(user.companyId),
);
