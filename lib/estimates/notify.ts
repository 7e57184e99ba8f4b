import "server-only";
import { prisma } from "@/lib/db";
import { getServerEnv } from "@/lib/env";
import { formatCurrency, formatDuration } from "@/lib/format";
import type { MailMessage } from "@/lib/mail";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Where the owner reads new requests: the company's contact address, else its owners' logins. */
async function ownerAddresses(companyId: string, contactEmail: string | null) {
  if (contactEmail) return [contactEmail];
  const users = await prisma.user.findMany({
    where: { companyId },
    select: { email: true },
    orderBy: { createdAt: "asc" },
  });
  return users.map((user) => user.email);
}

/**
 * The owner's mail about one stored estimate request (every line and the totals), composed
 * when its queued job runs; null when there is nothing (left) to tell anyone.
 */
export async function composeOwnerNotification(requestId: string): Promise<MailMessage | null> {
  const request = await prisma.estimateRequest.findUnique({
    where: { id: requestId },
    include: {
      items: { orderBy: { id: "asc" } },
      company: { select: { name: true, contactEmail: true } },
    },
  });
  if (!request) return null;
  const to = await ownerAddresses(request.companyId, request.company.contactEmail);
  if (to.length === 0) return null;
  const total = formatCurrency(request.totalAmount.toString());
  const lines = request.items.map(
    (item) =>
      `- ${item.name} × ${item.quantity.toString()}: ${formatCurrency(item.lineSubtotal.toString())}` +
      (item.feeName ? ` (+ ${item.feeName} ${formatCurrency(item.feeAmount.toString())})` : ""),
  );
  const link = `${getServerEnv().NEXT_PUBLIC_SITE_URL}/dashboard/estimates?id=${request.id}`;
  const contact = [
    `Name: ${request.customerName}`,
    `Email: ${request.customerEmail}`,
    request.customerPhone ? `Phone: ${request.customerPhone}` : null,
    request.customerZip
      ? `ZIP: ${request.customerZip}${request.outsideServiceArea ? " (outside your service area)" : ""}`
      : null,
  ].filter(Boolean) as string[];
  const text = [
    `New estimate request for ${request.company.name}`,
    "",
    ...contact,
    "",
    ...lines,
    "",
    `Tax: ${formatCurrency(request.taxAmount.toString())}`,
    `Total: ${total}`,
    `Estimated time: ${formatDuration(request.totalTime)}`,
    "",
    `Open it in QuoteCraft: ${link}`,
  ].join("\n");
  const html = `<h2>New estimate request</h2><p>${contact.map(escapeHtml).join("<br>")}</p><ul>${lines
    .map((line) => `<li>${escapeHtml(line.slice(2))}</li>`)
    .join("")}</ul><p><strong>Total: ${escapeHtml(total)}</strong> · ${escapeHtml(
    formatDuration(request.totalTime),
  )}</p><p><a href="${escapeHtml(link)}">Open it in QuoteCraft</a></p>`;
  return {
    to: to.join(", "),
    subject: `New estimate request from ${request.customerName} (${total})`,
    text,
    html,
    replyTo: request.customerEmail,
  };
}
