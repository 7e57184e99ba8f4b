import { withSession } from "@/lib/api/handler";
import { reorderServices } from "@/lib/services/service";
import { serviceReorderSchema } from "@/lib/validation/service";

export const POST = withSession(
  { permission: "price_book", body: serviceReorderSchema, maxBodyBytes: 512 * 1024 },
  async ({ user, body }) => reorderServices(user.companyId, body.ids),
);
