import { withSession } from "@/lib/api/handler";
import { getViewedTooltips, saveViewedTooltips } from "@/lib/users/tooltips";
import { viewedTooltipsSchema } from "@/lib/validation/company";

export const GET = withSession({ permission: "account" }, async ({ user }) =>
  getViewedTooltips(user.userId),
);

export const POST = withSession(
  { permission: "account", body: viewedTooltipsSchema, maxBodyBytes: 16 * 1024 },
  async ({ user, body }) => saveViewedTooltips(user.userId, body.viewedTooltips),
);
