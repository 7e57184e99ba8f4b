import { withSession } from "@/lib/api/handler";
import { getQuote } from "@/lib/quotes/queries";
import { deleteQuote, saveQuote } from "@/lib/quotes/save";
import {
  MAX_QUOTE_BODY_BYTES,
  quoteParamsSchema as params,
  quoteSaveSchema,
} from "@/lib/validation/quote";

export const GET = withSession({ permission: "quotes", params }, async ({ user, params }) =>
  getQuote(user.companyId, params.id),
);

/** The full save of the editable content; totals are recomputed here (409 when locked). */
export const PUT = withSession(
  { permission: "quotes", params, body: quoteSaveSchema, maxBodyBytes: MAX_QUOTE_BODY_BYTES },
  async ({ user, params, body }) => saveQuote(user.companyId, params.id, body),
);

/** Drafts only. */
export const DELETE = withSession({ permission: "quotes", params }, async ({ user, params }) =>
  deleteQuote(user.companyId, params.id),
);
