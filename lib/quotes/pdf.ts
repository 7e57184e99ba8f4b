import "server-only";
import { jsPDF } from "jspdf";
import type { Prisma } from "@prisma/client";
import { formatDateIn, formatDateTimeIn, formatLongDay } from "@/lib/dates";
import { prisma } from "@/lib/db";
import { formatCents } from "@/lib/format";
import { toCents, UNIT_TYPE_INFO } from "@/lib/pricing";
import { quoteDisplayNumber } from "@/lib/format";
import { PAYMENT_METHOD_LABELS, QUOTE_STATUS_LABELS } from "./format";
import { priceQuote } from "./price";

/**
 * The PDF of one quote, made on the server with jsPDF from the quote's rows: the same file is
 * attached to the quote mail and downloaded from the dashboard and the public page. Totals
 * come from priceQuote, so they equal the stored ones (and the pages) to the cent.
 */

const MARGIN = 54;
const LINE = 15;

export const quotePdfInclude = {
  lines: { orderBy: [{ sortOrder: "asc" }, { id: "asc" }] },
  groups: { orderBy: [{ sortOrder: "asc" }, { id: "asc" }] },
  payments: { orderBy: [{ paidOn: "asc" }, { createdAt: "asc" }] },
  client: true,
  company: {
    select: {
      name: true,
      contactEmail: true,
      phone: true,
      website: true,
      address: true,
      timeZone: true,
      logoFile: { select: { contentType: true, data: true } },
    },
  },
} satisfies Prisma.QuoteInclude;

export type QuotePdfRow = Prisma.QuoteGetPayload<{ include: typeof quotePdfInclude }>;

/** The file name of a quote's PDF: "Q-0001.pdf" (a later revision "Q-0001-R2.pdf"). */
export const quotePdfFileName = (quote: { number: number; revision: number }) =>
  `${quoteDisplayNumber(quote.number, quote.revision)}.pdf`;

// The standard PDF fonts speak WinAnsi: common typographic characters are mapped, anything
// else the fonts cannot show becomes "?" instead of garbage.
const REPLACEMENTS: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201C": '"',
  "\u201D": '"',
  "\u2013": "-",
  "\u2014": "-",
  "\u2026": "...",
  "\u2022": "\u00B7",
  "\u20AC": "EUR",
  "\t": "  ",
};
export function pdfText(text: string) {
  return text
    .normalize("NFC")
    .replace(/\r\n?/g, "\n")
    .replace(/[^\n\u0020-\u007E\u00A0-\u00FF]/g, (char) => REPLACEMENTS[char] ?? "?");
}

function imageFormat(bytes: Uint8Array, contentType?: string): "PNG" | "JPEG" | null {
  if (bytes.length > 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e) return "PNG";
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return "JPEG";
  if (contentType === "image/png") return "PNG";
  if (contentType === "image/jpeg") return "JPEG";
  return null;
}

/** Renders the PDF of a quote loaded with quotePdfInclude. */
export function renderQuotePdf(quote: QuotePdfRow): Buffer {
  const pdf = new jsPDF({ unit: "pt", format: "letter", compress: true });
  const width = pdf.internal.pageSize.getWidth();
  const right = width - MARGIN;
  const bottom = pdf.internal.pageSize.getHeight() - MARGIN;
  const textWidth = right - MARGIN;
  let y = MARGIN;

  const room = (needed: number) => {
    if (y + needed > bottom) {
      pdf.addPage();
      y = MARGIN;
    }
  };
  type WriteOptions = {
    bold?: boolean;
    size?: number;
    right?: boolean;
    gray?: boolean;
    mono?: boolean;
  };
  const style = (opts: WriteOptions) => {
    pdf.setFont(opts.mono ? "courier" : "helvetica", opts.bold ? "bold" : "normal");
    pdf.setFontSize(opts.size ?? 10);
    pdf.setTextColor(opts.gray ? 110 : 20);
  };
  const write = (text: string | string[], x: number, opts: WriteOptions = {}) => {
    style(opts);
    pdf.text(text, x, y, opts.right ? { align: "right" } : undefined);
  };
  const wrap = (text: string, maxWidth: number, opts: WriteOptions = {}): string[] => {
    style(opts);
    return pdf.splitTextToSize(pdfText(text), maxWidth) as string[];
  };
  /** A wrapped paragraph that may run over pages, one line at a time. */
  const paragraph = (text: string, x: number, maxWidth: number, opts: WriteOptions = {}) => {
    const size = opts.size ?? 10;
    const step = Math.max(size * 1.35, 11);
    for (const line of wrap(text, maxWidth, opts)) {
      room(step);
      write(line, x, opts);
      y += step;
    }
  };
  const heading = (text: string) => {
    room(LINE * 3);
    y += LINE / 2;
    write(text, MARGIN, { bold: true, size: 12 });
    y += LINE * 1.2;
  };
  const rule = () => {
    pdf.setDrawColor(200);
    pdf.line(MARGIN, y - LINE / 2, right, y - LINE / 2);
  };

  const company = quote.company;
  const number = quoteDisplayNumber(quote.number, quote.revision);
  const breakdown = priceQuote(quote);
  const paidCents = quote.payments.reduce((sum, payment) => sum + toCents(payment.amount), 0);
  const depositDueCents = Math.max(0, breakdown.depositCents - paidCents);

  pdf.setProperties({
    title: `Quote ${number} from ${pdfText(company.name)}`,
    subject: quote.title ? pdfText(quote.title) : `Quote ${number}`,
    creator: "QuoteCraft",
  });

  // Header: the logo on the left, the company's details on the right.
  let logoBottom = y;
  const logo = company.logoFile;
  if (logo) {
    const bytes = new Uint8Array(logo.data);
    const format = imageFormat(bytes, logo.contentType);
    if (format) {
      try {
        const props = pdf.getImageProperties(bytes);
        const scale = Math.min(140 / props.width, 56 / props.height, 1);
        const w = props.width * scale;
        const h = props.height * scale;
        pdf.addImage(bytes, format, MARGIN, y - 10, w, h);
        logoBottom = y - 10 + h;
      } catch {
        // A logo the PDF library cannot read is left out; the quote is what matters.
      }
    }
  }
  const companyLines = [
    company.address,
    company.phone,
    company.contactEmail,
    company.website,
  ].filter((value): value is string => Boolean(value && value.trim()));
  write(wrap(company.name, 260, { bold: true, size: 14 }), right, {
    bold: true,
    size: 14,
    right: true,
  });
  y += LINE * wrap(company.name, 260, { bold: true, size: 14 }).length;
  for (const detail of companyLines) {
    for (const line of wrap(detail, 260, { size: 9 })) {
      write(line, right, { size: 9, right: true, gray: true });
      y += 12;
    }
  }
  y = Math.max(y, logoBottom + LINE) + LINE;

  // Title block: number, revision, status, dates.
  write(`Quote ${number}`, MARGIN, { bold: true, size: 20 });
  write(QUOTE_STATUS_LABELS[quote.status], right, { bold: true, size: 11, right: true });
  y += LINE * 1.4;
  if (quote.revision > 1) {
    write(`Revision ${quote.revision}`, MARGIN, { size: 10, gray: true });
    y += LINE;
  }
  if (quote.title) paragraph(quote.title, MARGIN, textWidth, { size: 12 });
  const issued = quote.sentAt ?? quote.createdAt;
  // Instants in the company's time zone; days (expiry, payment) are calendar days as stored.
  const timeZone = quote.company.timeZone;
  const dates = [`Issued: ${formatDateIn(issued, timeZone)}`];
  if (quote.expiresAt) dates.push(`Valid until: ${formatLongDay(quote.expiresAt)}`);
  write(dates.join("     "), MARGIN, { size: 10 });
  y += LINE * 1.6;

  // Client.
  if (quote.client) {
    write("Prepared for", MARGIN, { size: 9, gray: true });
    y += LINE;
    paragraph(quote.client.name, MARGIN, textWidth, { bold: true, size: 11 });
    for (const detail of [quote.client.email, quote.client.phone, quote.client.address]) {
      if (detail && detail.trim()) paragraph(detail, MARGIN, textWidth, { size: 10 });
    }
    y += LINE / 2;
  } else if (quote.sentTo) {
    write("Prepared for", MARGIN, { size: 9, gray: true });
    y += LINE;
    paragraph(quote.sentTo, MARGIN, textWidth, { size: 10 });
    y += LINE / 2;
  }

  if (quote.message && quote.message.trim()) {
    y += LINE / 2;
    paragraph(quote.message, MARGIN, textWidth, { size: 10 });
  }

  // Lines, in their order; an option group is shown where its first line stands.
  heading("Items");
  const priced = new Map(breakdown.lines.map((entry) => [entry.line.source, entry]));
  const amountWidth = 90;
  const nameWidth = textWidth - amountWidth - 10;
  const drawLine = (line: QuotePdfRow["lines"][number], indent: number, status: string | null) => {
    const entry = priced.get(line)!;
    const x = MARGIN + indent;
    const names = wrap(line.name, nameWidth - indent, { bold: true, size: 10 });
    room(LINE * (names.length + 1));
    write(names, x, { bold: true, size: 10, gray: !entry.included });
    write(
      entry.included ? formatCents(entry.totalCents) : `(${formatCents(entry.totalCents)})`,
      right,
      { bold: entry.included, size: 10, right: true, gray: !entry.included },
    );
    y += LINE * names.length - 2;
    const quantity = Number(line.quantity.toString()).toLocaleString("en-US", {
      maximumFractionDigits: 2,
    });
    const detail = `${quantity} \u00D7 ${formatCents(toCents(line.unitPrice))} ${UNIT_TYPE_INFO[line.unitType].label}`;
    paragraph(status ? `${detail}  \u00B7  ${status}` : detail, x, nameWidth - indent, {
      size: 9,
      gray: true,
    });
    if (entry.feeCents !== 0 && line.feeName) {
      room(LINE);
      write(`Includes ${line.feeName}: ${formatCents(entry.feeCents)}`, x, {
        size: 9,
        gray: true,
      });
      y += 12;
    }
    if (line.description && line.description.trim())
      paragraph(line.description, x, nameWidth - indent, { size: 9 });
    if (line.note && line.note.trim())
      paragraph(`Note: ${line.note}`, x, nameWidth - indent, { size: 9, gray: true });
    y += 6;
  };
  const groupsById = new Map(quote.groups.map((group) => [group.id, group]));
  const drawnGroups = new Set<string>();
  for (const line of quote.lines) {
    if (line.groupId && groupsById.has(line.groupId)) {
      if (drawnGroups.has(line.groupId)) continue;
      drawnGroups.add(line.groupId);
      const group = groupsById.get(line.groupId)!;
      room(LINE * 3);
      write(wrap(`${group.name} (choose one)`, textWidth, { bold: true, size: 10 })[0], MARGIN, {
        bold: true,
        size: 10,
      });
      y += LINE;
      for (const option of quote.lines.filter((other) => other.groupId === group.id))
        drawLine(option, 14, option.selected ? "[x] Chosen" : "[ ] Not chosen");
      continue;
    }
    drawLine(
      line,
      0,
      line.optional
        ? line.selected
          ? "[x] Optional, included"
          : "[ ] Optional, not included"
        : null,
    );
  }
  if (quote.lines.length === 0) paragraph("No items yet.", MARGIN, textWidth, { gray: true });

  // Totals.
  const rows: [string, string, boolean][] = [
    ["Subtotal", formatCents(breakdown.subtotalCents), false],
  ];
  if (breakdown.discountCents !== 0) {
    const label =
      quote.discountType === "percentage" && quote.discountValue
        ? `Discount (${Number(quote.discountValue.toString())}%)`
        : "Discount";
    rows.push([label, `-${formatCents(breakdown.discountCents)}`, false]);
  }
  rows.push([`Tax (${Number(quote.taxRate.toString())}%)`, formatCents(breakdown.taxCents), false]);
  rows.push(["Total", formatCents(breakdown.totalCents), true]);
  if (breakdown.depositCents > 0 || paidCents > 0) {
    const label =
      quote.depositType === "percentage" && quote.depositValue
        ? `Deposit (${Number(quote.depositValue.toString())}%)`
        : "Deposit";
    rows.push([label, formatCents(breakdown.depositCents), false]);
    rows.push(["Paid", formatCents(paidCents), false]);
    rows.push(["Deposit due", formatCents(depositDueCents), true]);
  }
  room(LINE * (rows.length + 2));
  y += LINE / 2;
  rule();
  y += 4;
  for (const [label, value, bold] of rows) {
    write(label, right - 200, { bold, size: bold ? 11 : 10 });
    write(value, right, { bold, size: bold ? 11 : 10, right: true });
    y += LINE;
  }

  if (quote.payments.length > 0) {
    heading("Payments");
    for (const payment of quote.payments) {
      room(LINE);
      const method = PAYMENT_METHOD_LABELS[payment.method];
      write(`${formatLongDay(payment.paidOn)}  \u00B7  ${method}`, MARGIN, { size: 10 });
      write(formatCents(toCents(payment.amount)), right, { size: 10, right: true });
      y += LINE;
      if (payment.note && payment.note.trim())
        paragraph(payment.note, MARGIN + 14, textWidth - 14, { size: 9, gray: true });
    }
  }

  if (quote.terms && quote.terms.trim()) {
    heading("Terms");
    for (const part of pdfText(quote.terms).split("\n"))
      if (part.trim()) paragraph(part, MARGIN, textWidth, { size: 9 });
      else y += 6;
  }

  if (quote.status === "declined") {
    heading("Declined");
    paragraph(
      `Declined${quote.declinedAt ? ` on ${formatDateTimeIn(quote.declinedAt, timeZone)}` : ""}.`,
      MARGIN,
      textWidth,
    );
    if (quote.declineReason) paragraph(`Reason: ${quote.declineReason}`, MARGIN, textWidth);
  }

  if (quote.status === "approved" && quote.approvedAt) {
    heading("Approval");
    room(LINE * 9 + 70);
    paragraph(`Signed by ${quote.signerName ?? "(no name)"}`, MARGIN, textWidth, {
      bold: true,
      size: 11,
    });
    paragraph(
      `Signed at ${quote.approvedAt.toISOString()} (${formatDateTimeIn(quote.approvedAt, timeZone)})`,
      MARGIN,
      textWidth,
    );
    if (quote.signerIp) paragraph(`IP address: ${quote.signerIp}`, MARGIN, textWidth);
    if (quote.contentHash)
      paragraph(`Content SHA-256: ${quote.contentHash}`, MARGIN, textWidth, {
        size: 8,
        mono: true,
      });
    const signature = quote.signatureImage ? new Uint8Array(quote.signatureImage) : null;
    if (signature && imageFormat(signature) === "PNG") {
      try {
        const props = pdf.getImageProperties(signature);
        const scale = Math.min(220 / props.width, 70 / props.height, 1);
        room(props.height * scale + 10);
        y += 4;
        pdf.addImage(signature, "PNG", MARGIN, y, props.width * scale, props.height * scale);
        y += props.height * scale + 6;
        pdf.setDrawColor(120);
        pdf.line(MARGIN, y, MARGIN + 220, y);
        y += LINE;
      } catch {
        paragraph("(The signature image could not be shown.)", MARGIN, textWidth, { gray: true });
      }
    }
  }

  // Footer on every page.
  const pages = pdf.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    pdf.setPage(page);
    const footerY = bottom + MARGIN / 2;
    pdf.setFont("helvetica", "normal");
    pdf.setFontSize(8);
    pdf.setTextColor(130);
    pdf.text(`${pdfText(company.name)}  \u00B7  Quote ${number}`, MARGIN, footerY);
    pdf.text(`Page ${page} of ${pages}`, right, footerY, { align: "right" });
  }
  return Buffer.from(pdf.output("arraybuffer"));
}

/** Loads and renders one quote's PDF; null when no quote matches. */
export async function quotePdf(where: Prisma.QuoteWhereInput) {
  const quote = await prisma.quote.findFirst({ where, include: quotePdfInclude });
  if (!quote) return null;
  return { quote, bytes: renderQuotePdf(quote), fileName: quotePdfFileName(quote) };
}
