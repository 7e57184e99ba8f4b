import { withSession } from "@/lib/api/handler";
import { sendQuote } from "@/lib/quotes/send";
import { quoteParamsSchema as params, quoteSendSchema } from "@/lib/validation/quote";
import { kickJobsAfterResponse } from "@/lib/worker/run";

/** Mails the customer the link and the PDF (a job); answers `{ quote, url }`. */
export const POST = withSession(
  { permission: "quotes", params, body: quoteSendSchema, maxBodyBytes: 16 * 1024 },
  async ({ user, params, body }) => {
    const result = await sendQuote(user.companyId, params.id, body);
    kickJobsAfterResponse();
    return result;
  },
);
