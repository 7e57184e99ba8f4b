import { withSession } from "@/lib/api/handler";
import { getProfile, updateProfile } from "@/lib/companies/profile";
import { companyProfileSchema } from "@/lib/validation/profile";

export const GET = withSession({ permission: "company_settings" }, async ({ user }) =>
  getProfile(user.companyId),
);

export const PATCH = withSession(
  { permission: "company_settings", body: companyProfileSchema, maxBodyBytes: 8 * 1024 },
  async ({ user, body }) => updateProfile(user.companyId, body),
);
