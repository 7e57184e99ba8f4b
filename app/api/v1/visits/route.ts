import { methodsNotAllowed, v1Route } from "@/lib/rest/route";
import { v1Operations } from "@/lib/rest/operations";
import { listVisitsV1 } from "@/lib/rest/data";

/** Visits of the company's jobs; `from`/`to` keep the ones overlapping a time range. */
export const GET = v1Route(v1Operations.listVisits, async ({ key, query }) =>
  listVisitsV1(key.companyId, query),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("/api/v1/visits", v1Operations);
