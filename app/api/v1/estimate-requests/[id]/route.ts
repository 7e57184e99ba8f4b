import { v1Route } from "@/lib/api/v1";
import { v1Operations } from "@/lib/api/v1-operations";
import { getEstimateRequestV1 } from "@/lib/api-keys/rest";

export const GET = v1Route(v1Operations.getEstimateRequest, async ({ key, params }) =>
  getEstimateRequestV1(key.companyId, params.id),
);
