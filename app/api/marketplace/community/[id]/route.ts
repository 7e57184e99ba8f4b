import { withSession } from "@/lib/api/handler";
import { getCommunityTemplate } from "@/lib/marketplace/community";
import { communityIdParamsSchema } from "@/lib/validation/marketplace";

/** One community template's public shape and services, for the preview and the apply dialog. */
export const GET = withSession(
  { permission: "price_book", params: communityIdParamsSchema },
  async ({ user, params }) => getCommunityTemplate(user.companyId, params.id),
);
