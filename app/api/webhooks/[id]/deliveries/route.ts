import { withSession } from "@/lib/api/handler";
import { listDeliveries } from "@/lib/webhooks/endpoints";
import {
  webhookDeliveriesQuerySchema as query,
  webhookParamsSchema as params,
} from "@/lib/validation/webhook";

/** The endpoint's delivery log, newest first, 20 a page from `cursor`. */
export const GET = withSession(
  { permission: "integrations", params, query },
  async ({ user, params, query }) => listDeliveries(user.companyId, params.id, query),
);
