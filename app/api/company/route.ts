import { withSession } from "@/lib/api/handler";
import { getCompanyOrThrow } from "@/lib/companies/company";

export const GET = withSession({}, async ({ user }) => getCompanyOrThrow(user.companyId));
