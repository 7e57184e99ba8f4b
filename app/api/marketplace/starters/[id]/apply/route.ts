import { withSession } from "@/lib/api/handler";
import { applyStarterTemplate } from "@/lib/marketplace/apply";
import { applyStarterOptionsSchema, starterIdParamsSchema } from "@/lib/validation/marketplace";

/** Applies a starter price book to the session company's price book, in one transaction. */
export const POST = withSession(
  { permission: "price_book", params: starterIdParamsSchema, body: applyStarterOptionsSchema },
  async ({ user, params, body }) => applyStarterTemplate(user.companyId, params.id, body),
);
