import { NextResponse } from "next/server";
import { withSession } from "@/lib/api/handler";
import { refundInvoicePayment } from "@/lib/invoices/payments";
import {
  invoicePaymentParamsSchema as params,
  invoiceRefundSchema,
} from "@/lib/validation/invoice";
import { kickJobsAfterResponse } from "@/lib/worker/run";

/** Records a refund of a payment (with its reason); the customer gets a receipt. */
export const POST = withSession(
  { permission: "payments", params, body: invoiceRefundSchema, maxBodyBytes: 4 * 1024 },
  async ({ user, params, body }) => {
    const invoice = await refundInvoicePayment(user.companyId, params.id, params.paymentId, body);
    kickJobsAfterResponse();
    return NextResponse.json(invoice, { status: 201 });
  },
);
