import { withSession } from "@/lib/api/handler";
import { deleteEndpoint, updateEndpoint } from "@/lib/webhooks/endpoints";
import { webhookParamsSchema as params, webhookUpdateSchema } from "@/lib/validation/webhook";

/** URL, description, events or enabled. */
export const PATCH = withSession(
  { permission: "integrations", params, body: webhookUpdateSchema, maxBodyBytes: 8 * 1024 },
  async ({ user, params, body }) => updateEndpoint(user.companyId, params.id, body),
);

/** The endpoint and its delivery log. */
export const DELETE = withSession(
  { permission: "integrations", params },
  async ({ user, params }) => deleteEndpoint(user.companyId, params.id),
);
