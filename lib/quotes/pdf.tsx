import "server-only";
import ipaddr from "ipaddr.js";
import type { Prisma } from "@prisma/client";
import { formatDateIn, formatDateTimeIn, formatLongDay } from "@/lib/dates";
import { prisma } from "@/lib/db";
import { formatCents, quoteDisplayNumber } from "@/lib/format";
import { stripeConfigured } from "@/lib/payments/stripe";
import { formatAddress } from "@/lib/properties/match";
import { EMBEDDED_FAMILY } from "@/lib/pdf/fonts";
import {
  AuditTrail,
  ClientBlock,
  CompanyHeader,
  imageDataUrl,
  LinesAndTotals,
  PdfDocument,
  PdfPage,
  RowsSection,
  SignatureBlock,
  TextSection,
  TitleBlock,
  type PdfAuditEntry,
  type PdfLine,
  type PdfLineGroup,
  type PdfTotal,
} from "@/lib/pdf/parts";
import { renderPdf } from "@/lib/pdf/server";
import { toCents, UNIT_TYPE_INFO } from "@/lib/pricing";
import { ESIGN_DISCLOSURE_VERSION } from "./disclosure";
import { PAYMENT_METHOD_LABELS, QUOTE_STATUS_LABELS } from "./format";
import { priceQuote } from "./price";

/**
 * The PDF of one quote, made on the server with lib/pdf's layout from the quote's rows: the
 * same file is attached to the quote mail and downloaded from the dashboard and the public
 * page. Totals come from priceQuote, so they equal the stored ones (and the pages) to the
 * cent. A signed quote ends with its audit page (docs/quotes-public.md).
 */

export const quotePdfInclude = {
  lines: { orderBy: [{ sortOrder: "asc" }, { id: "asc" }] },
  groups: { orderBy: [{ sortOrder: "asc" }, { id: "asc" }] },
  payments: { orderBy: [{ paidOn: "asc" }, { createdAt: "asc" }] },
  client: true,
  property: true,
  // Every column of the company (its name, contact, licence, payment instructions) and its logo.
  company: { include: { logoFile: { select: { contentType: true, data: true } } } },
} satisfies Prisma.QuoteInclude;

export type QuotePdfRow = Prisma.QuoteGetPayload<{ include: typeof quotePdfInclude }>;

/** The file name of a quote's PDF: "Q-0001.pdf" (a later revision "Q-0001-R2.pdf"). */
export const quotePdfFileName = (quote: { number: number; revision: number }) =>
  `${quoteDisplayNumber(quote.number, quote.revision)}.pdf`;

/** An address as people read it: an IPv4-mapped IPv6 (`::ffff:1.2.3.4`) prints as `1.2.3.4`. */
export function displayIp(ip: string | null | undefined): string | null {
  if (!ip) return null;
  try {
    return ipaddr.process(ip).toString();
  } catch {
    return ip;
  }
}

const TIMELINE_LABELS: Record<string, string> = {
  created: "Created",
  revised: "Revised",
  sent: "Sent",
  viewed: "Viewed",
  options_changed: "Options changed",
  approved: "Approved",
  declined: "Declined",
  expired: "Expired",
  reminder_sent: "Reminder sent",
  deposit_recorded: "Deposit recorded",
};

type TimelineRow = {
  id: string;
  quoteId: string;
  type: string;
  detail: string | null;
  data: Prisma.JsonValue;
  createdAt: Date;
  revision: number;
};

/** The timeline of every revision of the quote's number, oldest first. */
async function loadTimeline(quote: QuotePdfRow): Promise<TimelineRow[]> {
  const events = await prisma.quoteEvent.findMany({
    where: { quote: { companyId: quote.companyId, number: quote.number } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      quoteId: true,
      type: true,
      detail: true,
      data: true,
      createdAt: true,
      quote: { select: { revision: true } },
    },
  });
  return events.map(({ quote: row, ...event }) => ({ ...event, revision: row.revision }));
}

const ipOf = (data: Prisma.JsonValue): string | null =>
  data && typeof data === "object" && !Array.isArray(data) && typeof data.ip === "string"
    ? data.ip
    : null;

/** Renders the PDF of a quote loaded with quotePdfInclude. */
export async function renderQuotePdf(quote: QuotePdfRow): Promise<Buffer> {
  const timeline = await loadTimeline(quote);
  return renderPdf(<QuotePdfDocument quote={quote} timeline={timeline} />);
}

function QuotePdfDocument({ quote, timeline }: { quote: QuotePdfRow; timeline: TimelineRow[] }) {
  const company = quote.company;
  const timeZone = company.timeZone;
  const number = quoteDisplayNumber(quote.number, quote.revision);
  const breakdown = priceQuote(quote);
  const paidCents = quote.payments.reduce((sum, payment) => sum + toCents(payment.amount), 0);
  const depositDueCents = Math.max(0, breakdown.depositCents - paidCents);
  const approved = quote.status === "approved" && quote.approvedAt !== null;
  // The customer has chosen once they changed the selection of this revision or approved it;
  // before that the owner's preselection is a recommendation, not a choice.
  const chosen =
    approved ||
    timeline.some((event) => event.quoteId === quote.id && event.type === "options_changed");

  const priced = new Map(breakdown.lines.map((entry) => [entry.line.source, entry]));
  const toPdfLine = (
    line: QuotePdfRow["lines"][number],
    badge: string | null,
    indent: boolean,
  ): PdfLine => {
    const entry = priced.get(line)!;
    const quantity = Number(line.quantity.toString()).toLocaleString("en-US", {
      maximumFractionDigits: 2,
    });
    const details = [
      `${quantity} × ${formatCents(toCents(line.unitPrice))} ${UNIT_TYPE_INFO[line.unitType].label}`,
    ];
    if (entry.feeCents !== 0 && line.feeName)
      details.push(`Includes ${line.feeName}: ${formatCents(entry.feeCents)}`);
    if (line.description?.trim()) details.push(line.description);
    if (line.note?.trim()) details.push(`Note: ${line.note}`);
    return {
      key: line.id,
      name: line.name,
      amount: entry.included ? formatCents(entry.totalCents) : `(${formatCents(entry.totalCents)})`,
      details,
      badge,
      muted: !entry.included,
      indent,
    };
  };

  const groupsById = new Map(quote.groups.map((group) => [group.id, group]));
  const sections: PdfLineGroup[] = [];
  let plain: PdfLine[] = [];
  const flush = () => {
    if (plain.length > 0) sections.push({ key: `plain-${sections.length}`, lines: plain });
    plain = [];
  };
  const drawn = new Set<string>();
  for (const line of quote.lines) {
    const group = line.groupId ? groupsById.get(line.groupId) : undefined;
    if (group) {
      if (drawn.has(group.id)) continue;
      drawn.add(group.id);
      flush();
      sections.push({
        key: group.id,
        heading: `${group.name} (choose one)`,
        lines: quote.lines
          .filter((other) => other.groupId === group.id)
          .map((option) =>
            toPdfLine(
              option,
              option.selected
                ? chosen
                  ? "Chosen"
                  : "Recommended"
                : chosen
                  ? "Not chosen"
                  : "Also offered",
              true,
            ),
          ),
      });
      continue;
    }
    plain.push(
      toPdfLine(
        line,
        line.optional ? (line.selected ? "Optional, included" : "Optional, not included") : null,
        false,
      ),
    );
  }
  flush();

  const totals: PdfTotal[] = [{ label: "Subtotal", value: formatCents(breakdown.subtotalCents) }];
  if (breakdown.discountCents !== 0) {
    const label =
      quote.discountType === "percentage" && quote.discountValue
        ? `Discount (${Number(quote.discountValue.toString())}%)`
        : "Discount";
    totals.push({ label, value: `-${formatCents(breakdown.discountCents)}` });
  }
  totals.push({
    label: `Tax (${Number(quote.taxRate.toString())}%)`,
    value: formatCents(breakdown.taxCents),
  });
  totals.push({ label: "Total", value: formatCents(breakdown.totalCents), strong: true });
  if (breakdown.depositCents > 0 || paidCents > 0) {
    const label =
      quote.depositType === "percentage" && quote.depositValue
        ? `Deposit (${Number(quote.depositValue.toString())}%)`
        : "Deposit";
    totals.push({ label, value: formatCents(breakdown.depositCents) });
    totals.push({ label: "Paid", value: formatCents(paidCents) });
    totals.push({ label: "Deposit due", value: formatCents(depositDueCents), strong: true });
  }

  const issued = quote.sentAt ?? quote.createdAt;
  const dates = [`Issued: ${formatDateIn(issued, timeZone)}`];
  if (quote.expiresAt) dates.push(`Valid until: ${formatLongDay(quote.expiresAt)}`);
  const property = quote.property ? formatAddress(quote.property) : null;
  const clientAddress = quote.client?.address?.trim() || null;
  const footer = `${company.name}  ·  Quote ${number}`;
  const instructions =
    approved && depositDueCents > 0 && !stripeConfigured() ? company.paymentInstructions : null;
  const signerIp = displayIp(quote.signerIp);

  return (
    <PdfDocument
      title={`Quote ${number} from ${company.name}`}
      subject={quote.title ?? `Quote ${number}`}
    >
      <PdfPage family={EMBEDDED_FAMILY} footer={footer}>
        <CompanyHeader
          company={{
            name: company.name,
            logoSrc: imageDataUrl(company.logoFile ? new Uint8Array(company.logoFile.data) : null),
            address: company.address,
            phone: company.phone,
            email: company.contactEmail,
            website: company.website,
            licenseNumber: company.licenseNumber,
          }}
        />
        <TitleBlock
          title={`Quote ${number}`}
          status={QUOTE_STATUS_LABELS[quote.status]}
          lines={[
            quote.revision > 1 ? `Revision ${quote.revision}` : null,
            quote.title,
            dates.join("     "),
          ]}
        />
        <ClientBlock
          name={quote.client?.name ?? null}
          details={[
            quote.client?.email,
            quote.client?.phone,
            clientAddress,
            quote.client ? null : quote.sentTo,
          ]}
          serviceAddress={property !== clientAddress ? property : null}
        />
        <TextSection heading="Message" text={quote.message} />
        <LinesAndTotals groups={sections} totals={totals} />
        <RowsSection
          heading="Payments"
          rows={quote.payments.map((payment) => ({
            key: payment.id,
            left: `${formatLongDay(payment.paidOn)}  ·  ${PAYMENT_METHOD_LABELS[payment.method]}`,
            right: formatCents(toCents(payment.amount)),
            note: payment.note?.trim() || null,
          }))}
        />
        <TextSection heading="How to pay" text={instructions} />
        <TextSection heading="Terms" text={quote.terms} />
        {quote.status === "declined" ? (
          <TextSection
            heading="Declined"
            text={[
              `Declined${quote.declinedAt ? ` on ${formatDateTimeIn(quote.declinedAt, timeZone)}` : ""}.`,
              quote.declineReason ? `Reason: ${quote.declineReason}` : "",
            ].join("\n")}
          />
        ) : null}
        {approved ? (
          <SignatureBlock
            signature={{
              name: quote.signerName ?? "(no name)",
              method:
                quote.signatureMethod === "typed" || !quote.signatureImage ? "typed" : "drawn",
              imageSrc: imageDataUrl(
                quote.signatureImage ? new Uint8Array(quote.signatureImage) : null,
              ),
              facts: [
                `Signed at ${quote.approvedAt!.toISOString()} (${formatDateTimeIn(quote.approvedAt!, timeZone)})`,
                signerIp ? `IP address: ${signerIp}` : null,
                quote.consentAt
                  ? `Consented to sign electronically at ${quote.consentAt.toISOString()} (disclosure ${quote.consentVersion ?? ESIGN_DISCLOSURE_VERSION}); accepted the terms`
                  : null,
              ].filter((fact): fact is string => Boolean(fact)),
              contentHash: quote.contentHash,
            }}
          />
        ) : null}
      </PdfPage>
      {approved && quote.contentHash ? (
        <PdfPage family={EMBEDDED_FAMILY} footer={footer}>
          <AuditTrail
            title="Audit trail"
            intro={`Quote ${number} for ${company.name}: every recorded step, in the company's time zone (${timeZone}) and in UTC.`}
            entries={auditEntries(quote, timeline, signerIp)}
            contentHash={quote.contentHash}
            verify={[
              "The content hash is the SHA-256 of the quote's content as approved: the lines, options chosen, prices, totals, terms and expiry day, in a fixed order (docs/quotes-public.md). Any change to them gives another hash.",
              "To verify this document, open the quote's link: the approved quote's page shows its content hash under “Approved”. It must equal the hash above; the company's dashboard shows the same hash with the signature.",
            ]}
          />
        </PdfPage>
      ) : null}
    </PdfDocument>
  );
}

function auditEntries(
  quote: QuotePdfRow,
  timeline: TimelineRow[],
  signerIp: string | null,
): PdfAuditEntry[] {
  const timeZone = quote.company.timeZone;
  const multiple = new Set(timeline.map((event) => event.revision)).size > 1;
  return timeline.map((event) => {
    const label = TIMELINE_LABELS[event.type] ?? event.type;
    const revision = multiple ? ` (revision ${event.revision})` : "";
    const address =
      event.type === "approved" && event.quoteId === quote.id
        ? (displayIp(ipOf(event.data)) ?? signerIp)
        : displayIp(ipOf(event.data));
    return {
      key: event.id,
      time: `${formatDateTimeIn(event.createdAt, timeZone)}\n${event.createdAt.toISOString()}`,
      event: `${label}${revision}${event.detail ? `: ${event.detail}` : ""}`,
      address,
    };
  });
}

/** Loads and renders one quote's PDF; null when no quote matches. */
export async function quotePdf(where: Prisma.QuoteWhereInput) {
  const quote = await prisma.quote.findFirst({ where, include: quotePdfInclude });
  if (!quote) return null;
  return { quote, bytes: await renderQuotePdf(quote), fileName: quotePdfFileName(quote) };
}
