import { withSession } from "@/lib/api/handler";
import { listMembers } from "@/lib/team/members";

/** The company's members: every member may see who is on the team (assignment lists them). */
export const GET = withSession({ permission: "account" }, async ({ user }) => ({
  members: await listMembers(user.companyId),
  you: { userId: user.userId, memberId: user.memberId, role: user.role },
}));
