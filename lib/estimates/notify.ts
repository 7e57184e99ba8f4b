import "server-only";
import { after } from "next/server";
import { prisma } from "@/lib/db";
import { getServerEnv } from "@/lib/env";
import { formatCurrency, formatDuration } from "@/lib/format";
import { sendMail } from "@/lib/mail";

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

/** Mails the owner about one stored estimate request (its text lists every line and the totals). */
export async function notifyOwnerOfRequest(requestId: string) {
  const request = await prisma.estimateRequest.findUnique({
    where: { id: requestId },
    include: {
      items: { orderBy: { id: "asc" } },
      company: { select: { name: true, contactEmail: true } },
    },
  });
  if (!request) return;
  const to = await ownerAddresses(request.companyId, request.company.contactEmail);
  if (to.length === 0) return;
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
  await sendMail({
    to: to.join(", "),
    subject: `New estimate request from ${request.customerName} (${total})`,
    text,
    html,
    replyTo: request.customerEmail,
  });
}

/**
 * Runs the notification after the response is sent (the customer never waits on SMTP);
 * outside a request (tests, scripts) it runs at once. A failed mail never loses the request.
 */
export async function scheduleOwnerNotification(requestId: string) {
  const task = () =>
    notifyOwnerOfRequest(requestId).catch((error) =>
      console.error("Estimate notification failed", error),
    );
  try {
    after(task);
  } catch {
    await task();
  }
}
