import { withSession } from "@/lib/api/handler";
import { deleteService, getServiceOrThrow } from "@/lib/services/service";
import { serviceIdParamsSchema } from "@/lib/validation/service";

export const GET = withSession(
  { permission: "price_book", params: serviceIdParamsSchema },
  async ({ user, params }) => getServiceOrThrow(user.companyId, params.id),
);

export const DELETE = withSession(
  { permission: "price_book_delete", params: serviceIdParamsSchema },
  async ({ user, params }) => deleteService(user.companyId, params.id),
);
