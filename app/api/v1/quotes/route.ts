import { methodsNotAllowed, v1Route } from "@/lib/rest/route";
import { v1Operations } from "@/lib/rest/operations";
import { createQuoteV1, listQuotesV1 } from "@/lib/rest/data";

export const GET = v1Route(v1Operations.listQuotes, async ({ key, query }) =>
  listQuotesV1(key.companyId, query),
);

export const POST = v1Route(v1Operations.createQuote, async ({ key, body }) =>
  createQuoteV1(key.companyId, body),
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed("/api/v1/quotes", v1Operations);
