import { withSession } from "@/lib/api/handler";
import { deleteTask, updateTask } from "@/lib/tasks/tasks";
import { taskParamsSchema as params, taskUpdateSchema } from "@/lib/validation/task";

/** Title, due date, or done. */
export const PATCH = withSession(
  { permission: "tasks", params, body: taskUpdateSchema, maxBodyBytes: 4 * 1024 },
  async ({ user, params, body }) => updateTask(user.companyId, params.id, body),
);

export const DELETE = withSession({ permission: "tasks", params }, async ({ user, params }) =>
  deleteTask(user.companyId, params.id),
);
