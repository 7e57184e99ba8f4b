import { NextResponse } from "next/server";
import { withSession } from "@/lib/api/handler";
import { createQuote } from "@/lib/quotes/create";
import { listQuotes } from "@/lib/quotes/queries";
import { quoteCreateSchema, quoteListQuerySchema } from "@/lib/validation/quote";

/** The company's quotes (latest revisions), filtered by status and a search, 25 a page. */
export const GET = withSession(
  { permission: "quotes", query: quoteListQuerySchema },
  async ({ user, query }) =>
    listQuotes(user.companyId, query, query.assigned === "me" ? user.userId : undefined),
);

/** A new draft: `{ estimateRequestId }`, `{ clientId }` or blank (`{}` or no body). */
export const POST = withSession(
  { permission: "quotes", body: quoteCreateSchema, maxBodyBytes: 4 * 1024 },
  async ({ user, body }) =>
    NextResponse.json(await createQuote(user.companyId, body), { status: 201 }),
);
