import { withSession } from "@/lib/api/handler";
import { assign } from "@/lib/team/assignment";
import { assigneeSchema, assignParams } from "@/lib/validation/team";

/** Assigns the estimate request to a member (or nobody: `{ "userId": null }`). */
export const PUT = withSession(
  { permission: "requests", params: assignParams, body: assigneeSchema, maxBodyBytes: 1024 },
  async ({ user, params, body }) =>
    assign(user.companyId, user.userId, { kind: "request", id: params.id }, body.userId),
);
