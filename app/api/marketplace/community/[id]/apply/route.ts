import { withSession } from "@/lib/api/handler";
import { applyCommunityTemplate } from "@/lib/marketplace/community";
import { applyStarterOptionsSchema, communityIdParamsSchema } from "@/lib/validation/marketplace";

/** Applies a community template to the session company's price book, in one transaction. */
export const POST = withSession(
  { permission: "price_book", params: communityIdParamsSchema, body: applyStarterOptionsSchema },
  async ({ user, params, body }) => applyCommunityTemplate(user.companyId, params.id, body),
);
