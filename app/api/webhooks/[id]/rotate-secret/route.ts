import { withSession } from "@/lib/api/handler";
import { audit } from "@/lib/api/audit";
import { rotateSecret } from "@/lib/webhooks/endpoints";
import { webhookParamsSchema as params } from "@/lib/validation/webhook";

/** A new signing secret, in force at once and shown this once. */
export const POST = withSession(
  { permission: "integrations", params },
  async ({ req, user, params }) => {
    const rotated = await rotateSecret(user.companyId, params.id);
    await audit(req, user, {
      action: "webhook.changed",
      detail: `Rotated the signing secret of the webhook ${params.id}`,
      targetType: "webhook",
      targetId: params.id,
    });
    return rotated;
  },
);
