import { withSession } from "@/lib/api/handler";
import { sendSupportMessage } from "@/lib/support/contact";
import { supportMessageSchema } from "@/lib/validation/support";

/** The dashboard's contact form: mails the support address; 5 messages an hour per user. */
export const POST = withSession(
  { body: supportMessageSchema, maxBodyBytes: 32 * 1024 },
  async ({ user, body }) => sendSupportMessage(user, body),
);
