import { withSession } from "@/lib/api/handler";
import { deleteServiceArea } from "@/lib/service-areas/areas";
import { serviceAreaIdSchema } from "@/lib/validation/service-area";

export const DELETE = withSession(
  { permission: "company_settings", params: serviceAreaIdSchema },
  async ({ user, params }) => {
    await deleteServiceArea(user.companyId, params.id);
    return { ok: true };
  },
);
