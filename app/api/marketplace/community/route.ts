import { withSession } from "@/lib/api/handler";
import { listCommunityTemplates } from "@/lib/marketplace/community";

/** Published community templates the session company may see, with usage (docs/marketplace.md). */
export const GET = withSession({ permission: "price_book" }, async ({ user }) =>
  listCommunityTemplates(user.companyId),
);
