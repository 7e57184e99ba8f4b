import { NextResponse } from "next/server";
import { withSession } from "@/lib/api/handler";
import { createEndpoint, listEndpoints } from "@/lib/webhooks/endpoints";
import { webhookCreateSchema } from "@/lib/validation/webhook";

/** The company's webhook endpoints (never their secrets). */
export const GET = withSession({ permission: "integrations" }, async ({ user }) =>
  listEndpoints(user.companyId),
);

/** A new endpoint; the answer holds its signing secret, shown this once (docs/webhooks.md). */
export const POST = withSession(
  { permission: "integrations", body: webhookCreateSchema, maxBodyBytes: 8 * 1024 },
  async ({ user, body }) =>
    NextResponse.json(await createEndpoint(user.companyId, body), { status: 201 }),
);
