import { withSession } from "@/lib/api/handler";
import { viewerOf } from "@/lib/api/viewer";
import { progressVisit } from "@/lib/jobs/visits";
import { visitParams as params, visitProgressSchema } from "@/lib/validation/job";

/** "On my way", "Start", "Complete" (a technician: on their own visits). */
export const POST = withSession(
  { permission: "field_work", params, body: visitProgressSchema, maxBodyBytes: 1024 },
  async ({ user, params, body }) => progressVisit(viewerOf(user), params.id, body.action),
);
