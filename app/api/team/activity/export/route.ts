import { withSession } from "@/lib/api/handler";
import { audit } from "@/lib/api/audit";
import { auditCsv } from "@/lib/audit/log";

/** The activity log as CSV (the download is itself in the log). */
export const GET = withSession({ permission: "audit" }, async ({ req, user }) => {
  await audit(req, user, {
    action: "export.downloaded",
    detail: "Exported the activity log (CSV)",
  });
  const csv = await auditCsv(user.companyId);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="activity-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
});
