import { methodsNotAllowed, v1Route } from "@/lib/rest/route";
import { v1Operations } from "@/lib/rest/operations";
import { sendQuoteV1 } from "@/lib/rest/data";
import { kickJobsAfterResponse } from "@/lib/worker/run";

export const POST = v1Route(v1Operations.sendQuote, async ({ key, params, body }) => {
  const sent = await sendQuoteV1(key.companyId, params.id, body);
  kickJobsAfterResponse();
  return sent;
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(
  "/api/v1/quotes/{id}/send",
  v1Operations,
);
