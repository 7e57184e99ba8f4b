import { withSession } from "@/lib/api/handler";
import { audit } from "@/lib/api/audit";
import { deleteEndpoint, updateEndpoint } from "@/lib/webhooks/endpoints";
import { webhookParamsSchema as params, webhookUpdateSchema } from "@/lib/validation/webhook";

/** URL, description, events or enabled. */
export const PATCH = withSession(
  { permission: "integrations", params, body: webhookUpdateSchema, maxBodyBytes: 8 * 1024 },
  async ({ req, user, params, body }) => {
    const endpoint = await updateEndpoint(user.companyId, params.id, body);
    await audit(req, user, {
      action: "webhook.changed",
      detail: `Changed the webhook ${params.id} (${Object.keys(body).join(", ")})`,
      targetType: "webhook",
      targetId: params.id,
    });
    return endpoint;
  },
);

/** The endpoint and its delivery log. */
export const DELETE = withSession(
  { permission: "integrations", params },
  async ({ user, params }) => deleteEndpoint(user.companyId, params.id),
);
