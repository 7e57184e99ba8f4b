import { withSession } from "@/lib/api/handler";
import { deleteServiceArea } from "@/lib/service-areas/areas";
import { serviceAreaIdSchema } from "@/lib/validation/service-area";

export const DELETE = withSession({ params: serviceAreaIdSchema }, async ({ user, params }) => {
  await deleteServiceArea(user.companyId, params.id);
  return { ok: true };
});
