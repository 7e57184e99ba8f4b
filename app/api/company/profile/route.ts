import { withSession } from "@/lib/api/handler";
import { getProfile, updateProfile } from "@/lib/companies/profile";
import { companyProfileSchema } from "@/lib/validation/profile";

export const GET = withSession({}, async ({ user }) => getProfile(user.companyId));

export const PATCH = withSession(
  { body: companyProfileSchema, maxBodyBytes: 8 * 1024 },
  async ({ user, body }) => updateProfile(user.companyId, body),
);
