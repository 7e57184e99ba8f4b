import "server-only";
import { formatDateTimeIn } from "@/lib/dates";
import { sqlDatabase } from "@/lib/db/sql";
import { prepared } from "@/lib/db/statements";
import { getServerEnv } from "@/lib/env";
import { formatCurrency, formatDuration } from "@/lib/format";
import type { MailMessage } from "@/lib/mail";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

type NotificationRow = {
  id: string;
  companyName: string;
  /** The company's contact address, else its owners' logins (oldest first). */
  to: string[];
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  customerZip: string | null;
  outsideServiceArea: boolean;
  /** When the request was stored (ISO, UTC) and the company's time zone to show it in. */
  createdAt: string;
  timeZone: string;
  taxAmount: string;
  totalAmount: string;
  totalTime: number;
  items: {
    name: string;
    quantity: string;
    lineSubtotal: string;
    feeName: string | null;
    feeAmount: string;
  }[];
};

const NOTIFICATION_SQL = prepared(
  `SELECT r."id", c."name" AS "companyName",
      CASE WHEN COALESCE(c."contactEmail", '') <> '' THEN ARRAY[c."contactEmail"]
        ELSE ARRAY(SELECT u."email" FROM "User" u WHERE u."companyId" = c."id" ORDER BY u."createdAt")
      END AS "to",
      r."customerName", r."customerEmail", r."customerPhone", r."customerZip",
      r."outsideServiceArea", r."taxAmount"::text AS "taxAmount",
      to_char(r."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt", c."timeZone",
      r."totalAmount"::text AS "totalAmount", r."totalTime",
      COALESCE((SELECT json_agg(json_build_object('name', i."name",
          'quantity', trim_scale(i."quantity")::text, 'lineSubtotal', i."lineSubtotal"::text,
          'feeName', i."feeName", 'feeAmount', i."feeAmount"::text) ORDER BY i."id")
        FROM "EstimateRequestItem" i WHERE i."estimateRequestId" = r."id"), '[]'::json) AS "items"
    FROM "EstimateRequest" r JOIN "Company" c ON c."id" = r."companyId"
    WHERE r."id" = $1::text`,
);

/**
 * The owner's mail about one stored estimate request (every line and the totals), composed
 * when its queued job runs; null when there is nothing (left) to tell anyone. One plain-SQL
 * read: in the default mode this job runs in the server beside every request that caused
 * it (docs/performance.md).
 */
export async function composeOwnerNotification(requestId: string): Promise<MailMessage | null> {
  const [request] = await sqlDatabase.query<NotificationRow>(NOTIFICATION_SQL, [requestId]);
  if (!request) return null;
  const { to } = request;
  if (to.length === 0) return null;
  const total = formatCurrency(request.totalAmount);
  const lines = request.items.map(
    (item) =>
      `- ${item.name} × ${item.quantity}: ${formatCurrency(item.lineSubtotal)}` +
      (item.feeName ? ` (+ ${item.feeName} ${formatCurrency(item.feeAmount)})` : ""),
  );
  const link = `${getServerEnv().NEXT_PUBLIC_SITE_URL}/dashboard/estimates?id=${request.id}`;
  const contact = [
    `Name: ${request.customerName}`,
    `Email: ${request.customerEmail}`,
    request.customerPhone ? `Phone: ${request.customerPhone}` : null,
    request.customerZip
      ? `ZIP: ${request.customerZip}${request.outsideServiceArea ? " (outside your service area)" : ""}`
      : null,
    `Received: ${formatDateTimeIn(new Date(request.createdAt), request.timeZone)}`,
  ].filter(Boolean) as string[];
  const text = [
    `New estimate request for ${request.companyName}`,
    "",
    ...contact,
    "",
    ...lines,
    "",
    `Tax: ${formatCurrency(request.taxAmount)}`,
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
