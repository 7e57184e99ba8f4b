import { withSession } from "@/lib/api/handler";
import { rotateSecret } from "@/lib/webhooks/endpoints";
import { webhookParamsSchema as params } from "@/lib/validation/webhook";

/** A new signing secret, in force at once and shown this once. */
export const POST = withSession({ permission: "integrations", params }, async ({ user, params }) =>
  rotateSecret(user.companyId, params.id),
);
