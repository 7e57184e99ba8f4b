import { withSession } from "@/lib/api/handler";
import { listServices, upsertService } from "@/lib/services/service";
import { serviceUpsertSchema } from "@/lib/validation/service";

export const GET = withSession({ permission: "price_book" }, async ({ user }) =>
  listServices(user.companyId),
);

/** Creates a service, or updates the session company's service named by `id` (404 otherwise). */
export const POST = withSession(
  { permission: "price_book", body: serviceUpsertSchema, maxBodyBytes: 16 * 1024 },
  async ({ user, body }) => upsertService(user.companyId, body),
);
