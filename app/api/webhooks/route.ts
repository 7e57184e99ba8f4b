import { NextResponse } from "next/server";
import { withSession } from "@/lib/api/handler";
import { audit } from "@/lib/api/audit";
import { createEndpoint, listEndpoints } from "@/lib/webhooks/endpoints";
import { webhookCreateSchema } from "@/lib/validation/webhook";

/** The company's webhook endpoints (never their secrets). */
export const GET = withSession({ permission: "integrations" }, async ({ user }) =>
  listEndpoints(user.companyId),
);

/** A new endpoint; the answer holds its signing secret, shown this once (docs/webhooks.md). */
export const POST = withSession(
  { permission: "integrations", body: webhookCreateSchema, maxBodyBytes: 8 * 1024 },
  async ({ req, user, body }) => {
    const endpoint = await createEndpoint(user.companyId, body);
    await audit(req, user, { action: "webhook.changed", detail: `Added the webhook ${body.url}` });
    return NextResponse.json(endpoint, { status: 201 });
  },
);
