import { withSession } from "@/lib/api/handler";
import { deleteClient, updateClient } from "@/lib/clients/clients";
import { getClientDetail } from "@/lib/dashboard/client-detail";
import { clientParamsSchema as params, clientUpdateSchema } from "@/lib/validation/client";

/** The client with their requests, quotes, tasks and activity. */
export const GET = withSession({ permission: "clients", params }, async ({ user, params }) =>
  getClientDetail(user.companyId, params.id),
);

export const PATCH = withSession(
  { permission: "clients", params, body: clientUpdateSchema, maxBodyBytes: 16 * 1024 },
  async ({ user, params, body }) => updateClient(user.companyId, params.id, body),
);

/** Their tasks go with them; their requests and quotes stay, without a client. */
export const DELETE = withSession({ permission: "clients", params }, async ({ user, params }) =>
  deleteClient(user.companyId, params.id),
);
