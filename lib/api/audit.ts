import "server-only";
import type { NextRequest } from "next/server";
import type { SessionUser } from "@/lib/auth/session";
import { clientIp } from "@/lib/rate-limit";
import { recordAudit, type AuditEntry, type AuditSource } from "@/lib/audit/log";

/** Who acts and from where, read from a signed-in request (for the activity log). */
export function auditSource(
  req: NextRequest,
  user: SessionUser,
): AuditSource & { actorRole: SessionUser["role"] } {
  return {
    companyId: user.companyId,
    actorId: user.userId,
    actorRole: user.role,
    ip: clientIp(req.headers),
    userAgent: req.headers.get("user-agent"),
  };
}

/** Records a signed-in request's action in the activity log (docs/team.md). */
export function audit(req: NextRequest, user: SessionUser, entry: AuditEntry) {
  return recordAudit(auditSource(req, user), entry);
}
