import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import type { Viewer } from "@/lib/jobs/access";

/** The signed-in member as the jobs domain sees them (docs/jobs.md, "Who sees what"). */
export const viewerOf = (user: SessionUser): Viewer => ({
  companyId: user.companyId,
  userId: user.userId,
  role: user.role,
});
