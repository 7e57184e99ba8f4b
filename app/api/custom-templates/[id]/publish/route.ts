import { withSession } from "@/lib/api/handler";
import { publishCustomTemplate, unpublishCustomTemplate } from "@/lib/marketplace/community";
import { publishTemplateSchema } from "@/lib/validation/marketplace";
import { serviceIdParamsSchema as idParams } from "@/lib/validation/service";

/** Publishes one of the session company's custom templates to the Community list. */
export const POST = withSession(
  { params: idParams, body: publishTemplateSchema, maxBodyBytes: 8 * 1024 },
  async ({ user, params, body }) => publishCustomTemplate(user.companyId, params.id, body),
);

/** Takes it off the Community list at once. */
export const DELETE = withSession({ params: idParams }, async ({ user, params }) =>
  unpublishCustomTemplate(user.companyId, params.id),
);
