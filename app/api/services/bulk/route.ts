import { withSession } from "@/lib/api/handler";
import { createServices } from "@/lib/services/service";
import { serviceBulkSchema } from "@/lib/validation/service";

/** All or nothing: one bad service stores none. */
export const POST = withSession(
  { permission: "price_book", body: serviceBulkSchema, maxBodyBytes: 2 * 1024 * 1024 },
  async ({ user, body }) => createServices(user.companyId, body.services),
);
