import { withSession } from "@/lib/api/handler";
import { auditSource } from "@/lib/api/audit";
import { revokeInvitation } from "@/lib/team/invitations";
import { invitationParams } from "@/lib/validation/team";

/** Withdraws a pending invitation: its link stops working. */
export const DELETE = withSession(
  { permission: "team", params: invitationParams },
  async ({ req, user, params }) => revokeInvitation(auditSource(req, user), params.id),
);
