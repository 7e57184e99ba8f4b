import { withSession } from "@/lib/api/handler";
import { reportCommunityTemplate } from "@/lib/marketplace/community";
import { communityIdParamsSchema, reportTemplateSchema } from "@/lib/validation/marketplace";

/** Reports a community template (once per company; never one's own). */
export const POST = withSession(
  {
    permission: "price_book",
    params: communityIdParamsSchema,
    body: reportTemplateSchema,
    maxBodyBytes: 8 * 1024,
  },
  async ({ user, params, body }) => reportCommunityTemplate(user.companyId, params.id, body),
);
