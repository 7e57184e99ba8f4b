import { withSession } from "@/lib/api/handler";
import { unreadTextCount } from "@/lib/texts/conversation";

/** Texts from customers the owner has not read yet: the dashboard navigation's badge. */
export const GET = withSession({ permission: "texts" }, async ({ user }) => ({
  unreadCount: await unreadTextCount(user.companyId),
}));
