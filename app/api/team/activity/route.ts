import { withSession } from "@/lib/api/handler";
import { notFound } from "@/lib/errors";
import { auditCursorBelongs, listAudit } from "@/lib/audit/log";
import { activityQuerySchema } from "@/lib/validation/team";

/** The activity log, newest first, a page at a time. */
export const GET = withSession(
  { permission: "audit", query: activityQuerySchema },
  async ({ user, query }) => {
    if (query.cursor && !(await auditCursorBelongs(user.companyId, query.cursor)))
      throw notFound("No such page.");
    return listAudit(user.companyId, query);
  },
);
