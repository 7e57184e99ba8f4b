import { withSession } from "@/lib/api/handler";
import { sendSupportMessage } from "@/lib/support/contact";
import { kickJobsAfterResponse } from "@/lib/worker/run";
import { supportMessageSchema } from "@/lib/validation/support";

/** The dashboard's contact form: queues a mail to the support address; 5 an hour per user. */
export const POST = withSession(
  { permission: "account", body: supportMessageSchema, maxBodyBytes: 32 * 1024 },
  async ({ user, body }) => {
    const result = await sendSupportMessage(user, body);
    kickJobsAfterResponse();
    return result;
  },
);
