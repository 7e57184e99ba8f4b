import { withSession } from "@/lib/api/handler";
import { deleteLaborRate, updateLaborRate } from "@/lib/labor-rates/labor-rate";
import { laborRatePatchSchema } from "@/lib/validation/labor-rate";
import { serviceIdParamsSchema as idParams } from "@/lib/validation/service";

export const PATCH = withSession(
  {
    permission: "price_book",
    params: idParams,
    body: laborRatePatchSchema,
    maxBodyBytes: 4 * 1024,
  },
  async ({ user, params, body }) => updateLaborRate(user.companyId, params.id, body),
);

/** Services that used the rate are unlinked (the dashboard asks first). */
export const DELETE = withSession(
  { permission: "price_book_delete", params: idParams },
  async ({ user, params }) => deleteLaborRate(user.companyId, params.id),
);
