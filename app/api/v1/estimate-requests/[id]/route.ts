import { methodsNotAllowed, v1Route } from "@/lib/rest/route";
import { v1Operations } from "@/lib/rest/operations";
import { getEstimateRequestV1 } from "@/lib/rest/data";

export const GET = v1Route(v1Operations.getEstimateRequest, async ({ key, params }) =>
  getEstimateRequestV1(key.companyId, params.id),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(
  "/api/v1/estimate-requests/{id}",
  v1Operations,
);
