import { v1Route } from "@/lib/api/v1";
import { v1Operations } from "@/lib/api/v1-operations";
import { listQuotesV1 } from "@/lib/api-keys/rest";

export const GET = v1Route(v1Operations.listQuotes, async ({ key, query }) =>
  listQuotesV1(key.companyId, query),
);
