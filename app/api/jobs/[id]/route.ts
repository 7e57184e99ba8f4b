import { withSession } from "@/lib/api/handler";
import { viewerOf } from "@/lib/api/viewer";
import { deleteJob, updateJob } from "@/lib/jobs/lifecycle";
import { getJob } from "@/lib/jobs/queries";
import { jobParams as params, jobUpdateSchema } from "@/lib/validation/job";

export const GET = withSession({ permission: "field_work", params }, async ({ user, params }) =>
  getJob(viewerOf(user), params.id),
);

export const PATCH = withSession(
  { permission: "schedule", params, body: jobUpdateSchema, maxBodyBytes: 64 * 1024 },
  async ({ user, params, body }) => {
    await updateJob(viewerOf(user), params.id, body);
    return getJob(viewerOf(user), params.id);
  },
);

export const DELETE = withSession({ permission: "schedule", params }, async ({ user, params }) =>
  deleteJob(viewerOf(user), params.id),
);
