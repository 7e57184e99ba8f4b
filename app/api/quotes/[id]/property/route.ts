import { z } from "zod";
import { withSession } from "@/lib/api/handler";
import { getQuoteProperty, setQuoteProperty } from "@/lib/quotes/property";

const params = z.object({ id: z.string().min(1).max(64) });
const body = z.object({ propertyId: z.string().min(1).max(64).nullable() }).strict();

/** The quote's service address and the client's properties to choose from. */
export const GET = withSession({ permission: "quotes", params }, async ({ user, params }) =>
  getQuoteProperty(user.companyId, params.id),
);

/** Picks the client's property the work is done at (null: none). */
export const PUT = withSession(
  { permission: "quotes", params, body },
  async ({ user, params, body }) => setQuoteProperty(user.companyId, params.id, body.propertyId),
);
