import { NextResponse } from "next/server";
import { withSession } from "@/lib/api/handler";
import { recordDeposit } from "@/lib/quotes/payments";
import { quoteParamsSchema as params, quotePaymentSchema } from "@/lib/validation/quote";
import { kickJobsAfterResponse } from "@/lib/worker/run";

/** Records a deposit received by hand; the customer gets a receipt. Answers the QuoteDto. */
export const POST = withSession(
  { permission: "payments", params, body: quotePaymentSchema, maxBodyBytes: 4 * 1024 },
  async ({ user, params, body }) => {
    const quote = await recordDeposit(user.companyId, params.id, body);
    kickJobsAfterResponse();
    return NextResponse.json(quote, { status: 201 });
  },
);
