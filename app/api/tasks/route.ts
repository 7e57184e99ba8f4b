import { NextResponse } from "next/server";
import { withSession } from "@/lib/api/handler";
import { createTask, listTasks } from "@/lib/tasks/tasks";
import { taskCreateSchema, taskListQuerySchema } from "@/lib/validation/task";

/** Follow-up tasks: `due=today` (open, due today or earlier), `due=open`, or by what they are on. */
export const GET = withSession(
  { permission: "tasks", query: taskListQuerySchema },
  async ({ user, query }) => listTasks(user.companyId, query),
);

export const POST = withSession(
  { permission: "tasks", body: taskCreateSchema, maxBodyBytes: 4 * 1024 },
  async ({ user, body }) =>
    NextResponse.json(await createTask(user.companyId, body), { status: 201 }),
);
