import { withSession } from "@/lib/api/handler";
import { assertFeature } from "@/lib/billing/limits";
import { prisma } from "@/lib/db";
import { readFormWithin } from "@/lib/api/body";
import { LOGO_UPLOAD_LIMIT_BYTES, removeLogo, uploadLogo } from "@/lib/companies/profile";

/**
 * multipart/form-data with one "file": PNG, JPEG or WebP, at most 1 MB (checked by content).
 * A plan feature (branding); a logo uploaded before a downgrade keeps showing.
 */
export const POST = withSession(
  { permission: "company_settings", accepts: "multipart" },
  async ({ user, req }) => {
    await assertFeature(prisma, user.companyId, "branding");
    return uploadLogo(user.companyId, await readFormWithin(req, LOGO_UPLOAD_LIMIT_BYTES));
  },
);

/** Removing the logo is allowed on every plan. */
export const DELETE = withSession({ permission: "company_settings" }, async ({ user }) =>
  removeLogo(user.companyId),
);
