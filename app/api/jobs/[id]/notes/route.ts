import { NextResponse } from "next/server";
import { withSession } from "@/lib/api/handler";
import { viewerOf } from "@/lib/api/viewer";
import { addJobNote } from "@/lib/jobs/field";
import { jobNoteSchema, jobParams as params } from "@/lib/validation/job";

export const POST = withSession(
  { permission: "field_work", params, body: jobNoteSchema, maxBodyBytes: 16 * 1024 },
  async ({ user, params, body }) =>
    NextResponse.json(await addJobNote(viewerOf(user), params.id, body.body), { status: 201 }),
);
