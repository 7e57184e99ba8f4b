import { NextResponse } from "next/server";
import { badRequest } from "@/lib/api/errors";
import { publicRoute, withSession } from "@/lib/api/handler";
import { createEstimateRequest } from "@/lib/estimates/create";
import { listEstimateRequests } from "@/lib/estimates/owner";
import { clientIp } from "@/lib/rate-limit";
import { kickJobsAfterResponse } from "@/lib/worker/run";
import {
  estimateListQuerySchema,
  estimateRequestSchema,
  idempotencyKeySchema,
  MAX_ESTIMATE_BODY_BYTES,
} from "@/lib/validation/estimate";

/** Public: a customer's estimate request from the calculator. */
export const POST = publicRoute(
  { body: estimateRequestSchema, maxBodyBytes: MAX_ESTIMATE_BODY_BYTES },
  async ({ req, body }) => {
    const header = req.headers.get("idempotency-key");
    let idempotencyKey: string | null = null;
    if (header !== null) {
      const parsed = idempotencyKeySchema.safeParse(header);
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? "Invalid Idempotency-Key.";
        throw badRequest(message, [{ path: "Idempotency-Key", message }]);
      }
      idempotencyKey = parsed.data;
    }
    const { result, replayed } = await createEstimateRequest(body, {
      idempotencyKey,
      ip: clientIp(req.headers),
    });
    if (!replayed) kickJobsAfterResponse();
    return NextResponse.json(result, {
      status: replayed ? 200 : 201,
      headers: replayed ? { "Idempotent-Replayed": "true" } : undefined,
    });
  },
);

/** Owner: the company's requests, newest first. */
export const GET = withSession({ query: estimateListQuerySchema }, async ({ user, query }) =>
  listEstimateRequests(user.companyId, query),
);
