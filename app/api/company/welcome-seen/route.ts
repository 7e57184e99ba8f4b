import { withSession } from "@/lib/api/handler";
import { setWelcomeSeen } from "@/lib/companies/company";

export const POST = withSession({ permission: "account" }, async ({ user }) =>
  setWelcomeSeen(user.companyId, true),
);
