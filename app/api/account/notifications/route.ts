import { withSession } from "@/lib/api/handler";
import { getNotifications, saveNotifications } from "@/lib/team/notifications";
import { notificationsSchema } from "@/lib/validation/team";

/** Which mails this member gets in this company (docs/team.md). */
export const GET = withSession({ permission: "account" }, async ({ user }) =>
  getNotifications(user.memberId),
);

export const PUT = withSession(
  { permission: "account", body: notificationsSchema, maxBodyBytes: 1024 },
  async ({ user, body }) => saveNotifications(user.memberId, user.role, body),
);
