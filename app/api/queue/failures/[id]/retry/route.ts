import { z } from "zod";
import { notFound } from "@/lib/api/errors";
import { withSession } from "@/lib/api/handler";
import { retryFailure } from "@/lib/queue/failures";

const params = z.object({ id: z.string().min(1).max(64) });

/** Sends a failed delivery again; another company's (or an already retried) id is 404. */
export const POST = withSession(
  { permission: "integrations", params },
  async ({ user, params }) => {
    if (!(await retryFailure(user.companyId, params.id))) throw notFound();
    return { ok: true };
  },
);
