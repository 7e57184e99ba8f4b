import { withSession } from "@/lib/api/handler";
import { sendInvoice } from "@/lib/invoices/lifecycle";
import { invoiceParamsSchema as params, invoiceSendSchema } from "@/lib/validation/invoice";
import { kickJobsAfterResponse } from "@/lib/worker/run";

/** Mails the customer the link and the PDF (a job); answers `{ invoice, url }`. */
export const POST = withSession(
  { permission: "invoices", params, body: invoiceSendSchema, maxBodyBytes: 16 * 1024 },
  async ({ user, params, body }) => {
    const result = await sendInvoice(user.companyId, params.id, body);
    kickJobsAfterResponse();
    return result;
  },
);
