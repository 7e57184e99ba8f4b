import { withSession } from "@/lib/api/handler";
import { getCompanyOrThrow } from "@/lib/companies/company";

export const GET = withSession({ permission: "account" }, async ({ user }) =>
  getCompanyOrThrow(user.companyId),
);
