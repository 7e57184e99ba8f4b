import { z } from "zod";
import { withSession } from "@/lib/api/handler";
import { getEstimateRequest, updateEstimateRequest } from "@/lib/estimates/owner";
import { estimateUpdateSchema } from "@/lib/validation/estimate";

const params = z.object({ id: z.string().min(1).max(64) });

export const GET = withSession({ permission: "requests", params }, async ({ user, params }) =>
  getEstimateRequest(user.companyId, params.id),
);

/** Status changes and notes; only the owner's own requests. */
export const PATCH = withSession(
  { permission: "requests", params, body: estimateUpdateSchema, maxBodyBytes: 16 * 1024 },
  async ({ user, params, body }) => updateEstimateRequest(user.companyId, params.id, body),
);
