import { methodsNotAllowed, v1Route } from "@/lib/rest/route";
import { v1Operations } from "@/lib/rest/operations";
import { getQuoteV1, updateQuoteV1 } from "@/lib/rest/data";

export const GET = v1Route(v1Operations.getQuote, async ({ key, params }) =>
  getQuoteV1(key.companyId, params.id),
);

export const PATCH = v1Route(v1Operations.updateQuote, async ({ key, params, body }) =>
  updateQuoteV1(key.companyId, params.id, body),
);

export const { POST, PUT, DELETE } = methodsNotAllowed("/api/v1/quotes/{id}", v1Operations);
