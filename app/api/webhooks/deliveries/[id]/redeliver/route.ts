import { NextResponse } from "next/server";
import { withSession } from "@/lib/api/handler";
import { kickJobsAfterResponse } from "@/lib/worker/run";
import { redeliver } from "@/lib/webhooks/endpoints";
import { webhookParamsSchema as params } from "@/lib/validation/webhook";

/** Sends the delivery again (same body and webhook-id); 409 while it is still being tried. */
export const POST = withSession(
  { permission: "integrations", params },
  async ({ user, params }) => {
    const delivery = await redeliver(user.companyId, params.id);
    kickJobsAfterResponse();
    return NextResponse.json(delivery, { status: 202 });
  },
);
