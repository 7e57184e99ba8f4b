import { withSession } from "@/lib/api/handler";
import { assign } from "@/lib/team/assignment";
import { assigneeSchema, assignParams } from "@/lib/validation/team";

/** Assigns the quote to a member (or nobody: `{ "userId": null }`). */
export const PUT = withSession(
  { permission: "quotes", params: assignParams, body: assigneeSchema, maxBodyBytes: 1024 },
  async ({ user, params, body }) =>
    assign(user.companyId, user.userId, { kind: "quote", id: params.id }, body.userId),
);
