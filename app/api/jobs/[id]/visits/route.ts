import { NextResponse } from "next/server";
import { withSession } from "@/lib/api/handler";
import { viewerOf } from "@/lib/api/viewer";
import { scheduleVisit } from "@/lib/jobs/visits";
import { jobParams as params, visitCreateSchema } from "@/lib/validation/job";

/** Schedules a visit (or a recurring series); 409 `double_booked` unless `force`. */
export const POST = withSession(
  { permission: "schedule", params, body: visitCreateSchema, maxBodyBytes: 8 * 1024 },
  async ({ user, params, body }) =>
    NextResponse.json(await scheduleVisit(viewerOf(user), params.id, body), { status: 201 }),
);
