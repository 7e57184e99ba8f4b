import { withSession } from "@/lib/api/handler";
import { assertFeature } from "@/lib/billing/limits";
import { prisma } from "@/lib/db";
import { publishCustomTemplate, unpublishCustomTemplate } from "@/lib/marketplace/community";
import { publishTemplateSchema } from "@/lib/validation/marketplace";
import { serviceIdParamsSchema as idParams } from "@/lib/validation/service";

/**
 * Publishes one of the session company's custom templates to the Community list (or edits its
 * listing): a plan feature. What is published stays listed after a downgrade; DELETE unlists.
 */
export const POST = withSession(
  {
    permission: "price_book",
    params: idParams,
    body: publishTemplateSchema,
    maxBodyBytes: 8 * 1024,
  },
  async ({ user, params, body }) => {
    await assertFeature(prisma, user.companyId, "marketplacePublishing");
    return publishCustomTemplate(user.companyId, params.id, body);
  },
);

/** Takes it off the Community list at once. */
export const DELETE = withSession(
  { permission: "price_book", params: idParams },
  async ({ user, params }) => unpublishCustomTemplate(user.companyId, params.id),
);
