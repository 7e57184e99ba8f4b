import { withSession } from "@/lib/api/handler";
import { deleteServiceFee, updateServiceFee } from "@/lib/service-fees/service-fee";
import { serviceFeePatchSchema } from "@/lib/validation/service-fee";
import { serviceIdParamsSchema as idParams } from "@/lib/validation/service";

export const PATCH = withSession(
  {
    permission: "price_book",
    params: idParams,
    body: serviceFeePatchSchema,
    maxBodyBytes: 4 * 1024,
  },
  async ({ user, params, body }) => updateServiceFee(user.companyId, params.id, body),
);

/** Services that used the fee are unlinked (the dashboard asks first). */
export const DELETE = withSession(
  { permission: "price_book_delete", params: idParams },
  async ({ user, params }) => deleteServiceFee(user.companyId, params.id),
);
