import "server-only";
import type { Prisma } from "@prisma/client";
import { can, type Role } from "@/lib/team/permissions";

/** Who looks at jobs and visits: the company, the member and their role (docs/jobs.md). */
export type Viewer = { companyId: string; userId: string; role: Role };

/** Members with `schedule` see every job; the others (technicians) the jobs with a visit of theirs. */
export const seesAllJobs = (viewer: Viewer) => can(viewer.role, "schedule");
/** Money (the quote's total, the deposit) is shown only to roles that read quotes. */
export const seesMoney = (viewer: Viewer) => can(viewer.role, "quotes");

export function jobScope(viewer: Viewer): Prisma.JobWhereInput {
  return seesAllJobs(viewer)
    ? { companyId: viewer.companyId }
    : {
        companyId: viewer.companyId,
        visits: { some: { assignees: { some: { userId: viewer.userId } } } },
      };
}

export function visitScope(viewer: Viewer): Prisma.VisitWhereInput {
  return seesAllJobs(viewer)
    ? { companyId: viewer.companyId }
    : { companyId: viewer.companyId, assignees: { some: { userId: viewer.userId } } };
}
