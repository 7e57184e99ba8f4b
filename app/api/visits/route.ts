import { withSession } from "@/lib/api/handler";
import { viewerOf } from "@/lib/api/viewer";
import { listVisits } from "@/lib/jobs/queries";
import { visitListQuerySchema } from "@/lib/validation/job";

/** The visits between two instants the member may see (a technician: their own). */
export const GET = withSession(
  { permission: "field_work", query: visitListQuerySchema },
  async ({ user, query }) => ({ visits: await listVisits(viewerOf(user), query) }),
);
