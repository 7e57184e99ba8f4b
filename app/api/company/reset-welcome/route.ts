import { withSession } from "@/lib/api/handler";
import { setWelcomeSeen } from "@/lib/companies/company";

export const POST = withSession({ permission: "company_settings" }, async ({ user }) =>
  setWelcomeSeen(user.companyId, false),
);
