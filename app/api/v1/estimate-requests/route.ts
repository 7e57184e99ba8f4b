import { v1Route } from "@/lib/api/v1";
import { v1Operations } from "@/lib/api/v1-operations";
import { listEstimateRequestsV1 } from "@/lib/api-keys/rest";

export const GET = v1Route(v1Operations.listEstimateRequests, async ({ key, query }) =>
  listEstimateRequestsV1(key.companyId, query),
);
