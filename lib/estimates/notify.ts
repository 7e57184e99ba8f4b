import "server-only";
import { formatDateTimeIn } from "@/lib/dates";
import { sqlDatabase } from "@/lib/db/sql";
import { prepared } from "@/lib/db/statements";
import { formatCurrency, formatDuration } from "@/lib/format";
import type { MailMessage } from "@/lib/mail";
import { companyBrand, customerReplyTo } from "@/lib/mail/brand";
import {
  newRequestOwnerMail,
  requestConfirmationMail,
  type RequestLine,
} from "@/lib/mail/templates/estimate-request";
import { absoluteUrl } from "@/lib/site";

type NotificationRow = {
  id: string;
  companyName: string;
  slug: string;
  logo: string | null;
  accentColor: string | null;
  contactEmail: string | null;
  phone: string | null;
  /** Who gets new requests: the contact address in place of the owners, and the other members who want them (docs/team.md). */
  to: string[];
  /** Its active owners' logins, oldest first (the reply-to when there is no contact address). */
  owners: string[];
  isSpam: boolean;
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
  `SELECT r."id", c."name" AS "companyName", c."slug", c."logo", c."accentColor",
      NULLIF(c."contactEmail", '') AS "contactEmail", NULLIF(c."phone", '') AS "phone",
      ARRAY(SELECT u."email" FROM "Membership" m JOIN "User" u ON u."id" = m."userId"
        WHERE m."companyId" = c."id" AND m."role" = 'owner' AND m."deactivatedAt" IS NULL
        ORDER BY m."createdAt") AS "owners",
      r."isSpam",
      -- The members who want new requests (docs/team.md); the contact address stands in for
      -- the owners' own logins when it is set.
      (CASE WHEN COALESCE(c."contactEmail", '') <> '' THEN ARRAY[c."contactEmail"] ELSE ARRAY[]::text[] END)
      || ARRAY(SELECT u."email" FROM "Membership" m JOIN "User" u ON u."id" = m."userId"
        WHERE m."companyId" = c."id" AND m."deactivatedAt" IS NULL AND m."notifyNewRequest"
          AND m."role" IN ('owner', 'admin', 'office')
          AND (m."role" <> 'owner' OR COALESCE(c."contactEmail", '') = '')
          AND u."email" <> COALESCE(c."contactEmail", '')
        ORDER BY (m."role" = 'owner') DESC, m."createdAt") AS "to",
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

const requestLines = (request: NotificationRow): RequestLine[] =>
  request.items.map((item) => ({
    name: item.name,
    quantity: item.quantity,
    amount: formatCurrency(item.lineSubtotal),
    fee: item.feeName ? `${item.feeName} ${formatCurrency(item.feeAmount)}` : null,
  }));

const requestTotals = (request: NotificationRow) => [
  `Tax: ${formatCurrency(request.taxAmount)}`,
  `Total: ${formatCurrency(request.totalAmount)}`,
  `Estimated time: ${formatDuration(request.totalTime)}`,
];

const readRequest = async (requestId: string) =>
  (await sqlDatabase.query<NotificationRow>(NOTIFICATION_SQL, [requestId]))[0];

/**
 * The owner's mail about one stored estimate request (every line and the totals), composed
 * when its queued job runs; null when there is nothing (left) to tell anyone. One plain-SQL
 * read: in the default mode this job runs in the server beside every request that caused
 * it (docs/performance.md).
 */
export async function composeOwnerNotification(requestId: string): Promise<MailMessage | null> {
  const request = await readRequest(requestId);
  if (!request) return null;
  const { to } = request;
  if (to.length === 0) return null;
  const total = formatCurrency(request.totalAmount);
  const link = absoluteUrl(`/dashboard/estimates?id=${request.id}`);
  const contact = [
    `Name: ${request.customerName}`,
    `Email: ${request.customerEmail}`,
    request.customerPhone ? `Phone: ${request.customerPhone}` : null,
    request.customerZip
      ? `ZIP: ${request.customerZip}${request.outsideServiceArea ? " (outside your service area)" : ""}`
      : null,
    `Received: ${formatDateTimeIn(new Date(request.createdAt), request.timeZone)}`,
  ].filter(Boolean) as string[];
  const { text, html } = await newRequestOwnerMail({
    brand: companyBrand({
      name: request.companyName,
      logo: request.logo,
      accentColor: request.accentColor,
    }),
    contact,
    lines: requestLines(request),
    totals: requestTotals(request),
    link,
  });
  return {
    to: to.join(", "),
    subject: `New estimate request from ${request.customerName} (${total})`,
    text,
    html,
    replyTo: request.customerEmail,
  };
}

/**
 * The customer's confirmation of their request (docs/quotes-public.md, "Mails"): what they
 * asked for, the estimate, what happens next, and the company's contact; replies go to the
 * company. Never for a request marked as spam (those publish no event; this checks again).
 */
export async function composeRequestConfirmation(requestId: string): Promise<MailMessage | null> {
  const request = await readRequest(requestId);
  if (!request || request.isSpam) return null;
  const company = request.companyName;
  const contact = [
    request.contactEmail ? `Email: ${request.contactEmail}` : null,
    request.phone ? `Phone: ${request.phone}` : null,
  ].filter(Boolean) as string[];
  const { text, html } = await requestConfirmationMail({
    brand: companyBrand({ name: company, logo: request.logo, accentColor: request.accentColor }),
    customerName: request.customerName,
    lines: requestLines(request),
    totals: [
      ...requestTotals(request).slice(0, 2),
      `Estimated time: ${formatDuration(request.totalTime)}`,
      "This is an estimate from the price list; the final price is in the quote.",
    ],
    nextSteps: `${company} will review your request and contact you with a detailed quote, which you can accept online.`,
    contact,
    link: absoluteUrl(`/calculator?company=${encodeURIComponent(request.slug)}`),
  });
  return {
    to: request.customerEmail,
    subject: `We received your estimate request (${company})`,
    text,
    html,
    replyTo: customerReplyTo(request.contactEmail, request.owners),
  };
}
