import { methodsNotAllowed, v1Route } from "@/lib/rest/route";
import { v1Operations } from "@/lib/rest/operations";
import { createEstimateRequestV1, listEstimateRequestsV1 } from "@/lib/rest/data";
import { kickJobsAfterResponse } from "@/lib/worker/run";

export const GET = v1Route(v1Operations.listEstimateRequests, async ({ key, query }) =>
  listEstimateRequestsV1(key.companyId, query),
);

export const POST = v1Route(
  v1Operations.createEstimateRequest,
  async ({ key, body, idempotencyKey }) => {
    const created = await createEstimateRequestV1(key.companyId, body, idempotencyKey);
    kickJobsAfterResponse();
    return created;
  },
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed("/api/v1/estimate-requests", v1Operations);
