import { withSession } from "@/lib/api/handler";
import { viewerOf } from "@/lib/api/viewer";
import { changeJobStatus } from "@/lib/jobs/lifecycle";
import { jobParams as params, jobStatusSchema } from "@/lib/validation/job";

/** Complete, cancel or reopen a job (409 when its status does not allow it). */
export const POST = withSession(
  { permission: "schedule", params, body: jobStatusSchema, maxBodyBytes: 1024 },
  async ({ user, params, body }) => changeJobStatus(viewerOf(user), params.id, body.action),
);
