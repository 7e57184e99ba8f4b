import { withSession } from "@/lib/api/handler";
import { recordClientConsent, textConsentSchema } from "@/lib/texts/conversation";

/** The owner records a client's consent to texts (or its withdrawal), with source and time. */
export const POST = withSession(
  { permission: "texts", body: textConsentSchema, maxBodyBytes: 2 * 1024 },
  async ({ user, body }) => recordClientConsent(user.companyId, body),
);
