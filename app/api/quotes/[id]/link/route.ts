import { withSession } from "@/lib/api/handler";
import { quoteLink } from "@/lib/quotes/send";
import { quoteParamsSchema as params } from "@/lib/validation/quote";

/** The public page's address (issued on first use): `{ url }`. */
export const GET = withSession({ permission: "quotes", params }, async ({ user, params }) =>
  quoteLink(user.companyId, params.id),
);
