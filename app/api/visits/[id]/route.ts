import { withSession } from "@/lib/api/handler";
import { viewerOf } from "@/lib/api/viewer";
import { deleteVisit, updateVisit } from "@/lib/jobs/visits";
import { visitParams as params, visitUpdateSchema } from "@/lib/validation/job";

/** Moves or resizes a visit, or changes its members; 409 `double_booked` unless `force`. */
export const PATCH = withSession(
  { permission: "schedule", params, body: visitUpdateSchema, maxBodyBytes: 4 * 1024 },
  async ({ user, params, body }) => updateVisit(viewerOf(user), params.id, body),
);

export const DELETE = withSession({ permission: "schedule", params }, async ({ user, params }) =>
  deleteVisit(viewerOf(user), params.id),
);
