import { NextResponse } from "next/server";
import { withSession } from "@/lib/api/handler";
import { recordInvoicePayment } from "@/lib/invoices/payments";
import { invoiceParamsSchema as params, invoicePaymentSchema } from "@/lib/validation/invoice";
import { kickJobsAfterResponse } from "@/lib/worker/run";

/** Records a payment received by hand; the customer gets a receipt. Answers the invoice. */
export const POST = withSession(
  { permission: "payments", params, body: invoicePaymentSchema, maxBodyBytes: 4 * 1024 },
  async ({ user, params, body }) => {
    const invoice = await recordInvoicePayment(user.companyId, params.id, body);
    kickJobsAfterResponse();
    return NextResponse.json(invoice, { status: 201 });
  },
);
