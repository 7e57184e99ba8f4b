import { withSession } from "@/lib/api/handler";
import { deleteCustomTemplate } from "@/lib/templates/template";
import { serviceIdParamsSchema as idParams } from "@/lib/validation/service";

export const DELETE = withSession(
  { permission: "price_book_delete", params: idParams },
  async ({ user, params }) => deleteCustomTemplate(user.companyId, params.id),
);
