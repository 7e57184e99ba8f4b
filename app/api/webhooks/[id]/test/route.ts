import { NextResponse } from "next/server";
import { withSession } from "@/lib/api/handler";
import { kickJobsAfterResponse } from "@/lib/worker/run";
import { sendTestEvent } from "@/lib/webhooks/endpoints";
import { webhookParamsSchema as params } from "@/lib/validation/webhook";

/** Queues a `webhook.test` delivery to the endpoint; the answer is the pending delivery. */
export const POST = withSession(
  { permission: "integrations", params },
  async ({ user, params }) => {
    const delivery = await sendTestEvent(user.companyId, params.id);
    kickJobsAfterResponse();
    return NextResponse.json(delivery, { status: 202 });
  },
);
