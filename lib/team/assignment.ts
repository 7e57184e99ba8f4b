import "server-only";
import { prisma } from "@/lib/db";
import { invalidField, notFound } from "@/lib/errors";
import { inTransaction, publish } from "@/lib/events";
import { assignedMail } from "@/lib/mail/templates/team";
import { absoluteUrl } from "@/lib/site";
import { quoteDisplayNumber } from "@/lib/format";
import { can, type Permission } from "@/lib/team/permissions";

type Target = { kind: "request"; id: string } | { kind: "quote"; id: string };

const NEEDS: Record<Target["kind"], Permission> = { request: "requests", quote: "quotes" };

/**
 * Assigns a request or a quote to an active member whose role may open it (400 naming userId
 * otherwise), or unassigns it (null). The assignee gets a mail unless they assigned it to
 * themselves or turned the mail off (event member.assigned, queued in the same transaction).
 */
export async function assign(
  companyId: string,
  actorId: string,
  target: Target,
  userId: string | null,
) {
  const record =
    target.kind === "request"
      ? await prisma.estimateRequest.findFirst({
          where: { id: target.id, companyId },
          select: { id: true, customerName: true },
        })
      : await prisma.quote.findFirst({
          where: { id: target.id, companyId },
          select: { id: true, number: true, revision: true, title: true },
        });
  if (!record)
    throw notFound(target.kind === "request" ? "Request not found." : "Quote not found.");
  const member = userId
    ? await prisma.membership.findFirst({
        where: { companyId, userId, deactivatedAt: null },
        select: {
          role: true,
          notifyAssigned: true,
          user: { select: { email: true } },
          company: { select: { name: true } },
        },
      })
    : null;
  if (userId && (!member || !can(member.role, NEEDS[target.kind])))
    throw invalidField(
      "userId",
      `Choose an active member who can open ${target.kind === "request" ? "requests" : "quotes"}.`,
    );
  const actor = await prisma.user.findUnique({
    where: { id: actorId },
    select: { name: true, email: true },
  });
  const what =
    target.kind === "request"
      ? `the estimate request of ${"customerName" in record ? record.customerName : ""}`
      : `quote ${"number" in record ? quoteDisplayNumber(record.number, record.revision) : ""}${"title" in record && record.title ? ` (${record.title})` : ""}`;
  const path =
    target.kind === "request"
      ? `/dashboard/estimates?id=${record.id}`
      : `/dashboard/quotes/${record.id}`;
  const message =
    member && userId !== actorId && member.notifyAssigned
      ? {
          to: member.user.email,
          subject: `Assigned to you: ${what}`,
          ...(await assignedMail({
            companyName: member.company.name,
            assignerName: actor?.name || actor?.email || "A teammate",
            what,
            url: absoluteUrl(path),
          })),
        }
      : null;
  await inTransaction(async (tx) => {
    if (target.kind === "request")
      await tx.estimateRequest.update({ where: { id: record.id }, data: { assignedToId: userId } });
    else
      await tx.quote.update({
        where: { id: record.id },
        data: { assignedToId: userId, updatedById: actorId },
      });
    if (userId) await publish(tx, { type: "member.assigned", companyId, userId, message });
  });
  return { assignedTo: userId };
}
