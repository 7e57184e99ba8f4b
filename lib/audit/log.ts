import "server-only";
import type { Prisma } from "@prisma/client";
import { prisma } from "@/lib/db";
import { CSV_BOM, toCsv } from "@/lib/csv/csv";

/** How long the activity log keeps a row (docs/team.md). */
export const AUDIT_RETENTION_DAYS = 365;

/** The actions of the activity log, with how the page names them. */
export const AUDIT_ACTIONS = {
  "member.signed_in": "Signed in",
  "member.invited": "Invited a member",
  "member.invitation_revoked": "Revoked an invitation",
  "member.joined": "Joined the company",
  "member.role_changed": "Changed a role",
  "member.deactivated": "Deactivated a member",
  "member.reactivated": "Reactivated a member",
  "member.removed": "Removed a member",
  "record.deleted": "Deleted",
  "export.downloaded": "Exported data",
  "api_key.created": "Created an API key",
  "webhook.changed": "Changed a webhook",
  "calendar_feed.rotated": "Made a new calendar address",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** Who did it and from where: the member and the request's address and browser. */
export type AuditSource = {
  companyId: string;
  actorId: string | null;
  ip?: string | null;
  userAgent?: string | null;
};

export type AuditEntry = {
  action: AuditAction;
  detail: string;
  targetType?: string;
  targetId?: string;
};

type Db = Pick<Prisma.TransactionClient, "auditEvent" | "user">;

/** Writes one row of the activity log (in the caller's transaction when one is given). */
export async function recordAudit(source: AuditSource, entry: AuditEntry, db: Db = prisma) {
  const actor = source.actorId
    ? await db.user.findUnique({
        where: { id: source.actorId },
        select: { name: true, email: true },
      })
    : null;
  await db.auditEvent.create({
    data: {
      companyId: source.companyId,
      actorId: source.actorId,
      actorLabel: actor ? actor.name || actor.email : null,
      action: entry.action,
      detail: entry.detail.slice(0, 1000),
      targetType: entry.targetType ?? null,
      targetId: entry.targetId ?? null,
      ip: source.ip && source.ip !== "unknown" ? source.ip.slice(0, 100) : null,
      userAgent: source.userAgent ? source.userAgent.slice(0, 300) : null,
    },
  });
}

export type AuditRow = {
  id: string;
  at: string;
  action: AuditAction | string;
  actionLabel: string;
  actor: { id: string | null; name: string | null; email: string | null } | null;
  detail: string;
  ip: string | null;
  userAgent: string | null;
};

const select = {
  id: true,
  createdAt: true,
  action: true,
  detail: true,
  ip: true,
  userAgent: true,
  actorId: true,
  actorLabel: true,
  actor: { select: { name: true, email: true } },
} satisfies Prisma.AuditEventSelect;

function toRow(row: Prisma.AuditEventGetPayload<{ select: typeof select }>): AuditRow {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    action: row.action,
    actionLabel: AUDIT_ACTIONS[row.action as AuditAction] ?? row.action,
    actor:
      row.actorId || row.actorLabel
        ? {
            id: row.actorId,
            name: row.actor?.name ?? row.actorLabel,
            email: row.actor?.email ?? null,
          }
        : null,
    detail: row.detail,
    ip: row.ip,
    userAgent: row.userAgent,
  };
}

/** The newest rows first, a page at a time (cursor: the last row's id). */
export async function listAudit(
  companyId: string,
  { cursor, limit = 50, action }: { cursor?: string; limit?: number; action?: string } = {},
) {
  const rows = await prisma.auditEvent.findMany({
    where: { companyId, ...(action ? { action } : {}) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    select,
  });
  // A cursor of another company's row finds nothing of this company's after it: an empty page.
  const page = rows.slice(0, limit);
  return {
    events: page.map(toRow),
    nextCursor: rows.length > limit ? (page[page.length - 1]?.id ?? null) : null,
  };
}

/** The cursor must be one of this company's rows (another's is a 404, never a leak). */
export async function auditCursorBelongs(companyId: string, cursor: string) {
  const row = await prisma.auditEvent.findFirst({
    where: { id: cursor, companyId },
    select: { id: true },
  });
  return row !== null;
}

/** The whole log (a year at most) as CSV, newest first. */
export async function auditCsv(companyId: string): Promise<string> {
  const rows = await prisma.auditEvent.findMany({
    where: { companyId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select,
  });
  return (
    CSV_BOM +
    toCsv([
      ["When (UTC)", "Who", "Email", "Action", "Detail", "Address", "Browser"],
      ...rows
        .map(toRow)
        .map((row) => [
          row.at,
          row.actor?.name ?? "",
          row.actor?.email ?? "",
          row.actionLabel,
          row.detail,
          row.ip ?? "",
          row.userAgent ?? "",
        ]),
    ])
  );
}

/** Deletes rows older than the retention (run by the daily sweep). */
export async function pruneAudit(now = new Date()) {
  const before = new Date(now.getTime() - AUDIT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const { count } = await prisma.auditEvent.deleteMany({ where: { createdAt: { lt: before } } });
  return count;
}
