import { withSession } from "@/lib/api/handler";
import { readFormWithin } from "@/lib/api/body";
import { LOGO_UPLOAD_LIMIT_BYTES, removeLogo, uploadLogo } from "@/lib/companies/profile";

/** multipart/form-data with one "file": PNG, JPEG or WebP, at most 1 MB (checked by content). */
export const POST = withSession({ accepts: "multipart" }, async ({ user, req }) =>
  uploadLogo(user.companyId, await readFormWithin(req, LOGO_UPLOAD_LIMIT_BYTES)),
);

export const DELETE = withSession({}, async ({ user }) => removeLogo(user.companyId));
