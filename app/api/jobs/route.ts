import { NextResponse } from "next/server";
import { withSession } from "@/lib/api/handler";
import { viewerOf } from "@/lib/api/viewer";
import { createJob, createJobFromQuote } from "@/lib/jobs/create";
import { listJobs } from "@/lib/jobs/queries";
import { jobCreateSchema, jobListQuerySchema } from "@/lib/validation/job";

/** The jobs the member may open (a technician's: those with a visit of theirs). */
export const GET = withSession(
  { permission: "field_work", query: jobListQuerySchema },
  async ({ user, query }) => listJobs(viewerOf(user), query),
);

/** A job from an approved quote (`{ quoteId }`), or a standalone one. */
export const POST = withSession(
  { permission: "schedule", body: jobCreateSchema, maxBodyBytes: 32 * 1024 },
  async ({ user, body }) => {
    const job =
      "quoteId" in body
        ? await createJobFromQuote(user.companyId, body.quoteId)
        : await createJob(user.companyId, body);
    return NextResponse.json({ id: job.id }, { status: 201 });
  },
);
