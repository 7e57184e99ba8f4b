import { methodsNotAllowed, v1Route } from "@/lib/rest/route";
import { v1Operations } from "@/lib/rest/operations";
import { recordPaymentV1 } from "@/lib/rest/data";
import { kickJobsAfterResponse } from "@/lib/worker/run";

export const POST = v1Route(v1Operations.recordPayment, async ({ key, params, body }) => {
  const payment = await recordPaymentV1(key.companyId, params.id, body);
  kickJobsAfterResponse();
  return payment;
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(
  "/api/v1/quotes/{id}/payments",
  v1Operations,
);
