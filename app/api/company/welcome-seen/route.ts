import { withSession } from "@/lib/api/handler";
import { setWelcomeSeen } from "@/lib/companies/company";

export const POST = withSession({}, async ({ user }) => setWelcomeSeen(user.companyId, true));
