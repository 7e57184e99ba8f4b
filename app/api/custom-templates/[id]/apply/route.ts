import { withSession } from "@/lib/api/handler";
import { applyCustomTemplate } from "@/lib/templates/template";
import { serviceIdParamsSchema as idParams } from "@/lib/validation/service";

/** Adds the template's services to the session company's price book. */
export const POST = withSession(
  { permission: "price_book", params: idParams },
  async ({ user, params }) => applyCustomTemplate(user.companyId, params.id),
);
