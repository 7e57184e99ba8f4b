import "server-only";
import type { Prisma } from "@prisma/client";
import { Text, View } from "@react-pdf/renderer";
import { formatDateIn, formatDay, formatLongDay, todayIn } from "@/lib/dates";
import { prisma } from "@/lib/db";
import { formatCents, invoiceDisplayNumber, quoteDisplayNumber } from "@/lib/format";
import { formatAddress } from "@/lib/properties/match";
import { EMBEDDED_FAMILY } from "@/lib/pdf/fonts";
import {
  ClientBlock,
  CompanyHeader,
  imageDataUrl,
  LinesAndTotals,
  PdfDocument,
  PdfPage,
  RowsSection,
  TextSection,
  TitleBlock,
  type PdfLine,
  type PdfTotal,
} from "@/lib/pdf/parts";
import { renderPdf } from "@/lib/pdf/server";
import { toCents, UNIT_TYPE_INFO } from "@/lib/pricing";
import {
  INVOICE_PAYMENT_METHOD_LABELS,
  INVOICE_STATUS_LABELS,
  INVOICE_TERMS_LABELS,
  shownInvoiceStatus,
} from "./format";

/**
 * The PDF of one invoice (docs/invoices.md, "PDF"), made on the server with lib/pdf's layout
 * from the invoice's rows: the same file is attached to the invoice mail and downloaded from
 * the dashboard and the public page. Every amount is the stored one (computed by lib/pricing
 * on each save and payment), so the PDF says what the pages say to the cent.
 */

export const invoicePdfInclude = {
  lines: { orderBy: [{ sortOrder: "asc" }, { id: "asc" }] },
  payments: { orderBy: [{ paidOn: "asc" }, { createdAt: "asc" }] },
  client: true,
  property: true,
  quote: { select: { number: true, revision: true } },
  // Every column of the company (its name, contact, licence, payment instructions) and its logo.
  company: { include: { logoFile: { select: { contentType: true, data: true } } } },
} satisfies Prisma.InvoiceInclude;

export type InvoicePdfRow = Prisma.InvoiceGetPayload<{ include: typeof invoicePdfInclude }>;

/** The file name of an invoice's PDF: "INV-0001.pdf". */
export const invoicePdfFileName = (invoice: { number: number }) =>
  `${invoiceDisplayNumber(invoice.number)}.pdf`;

const money = (value: { toString(): string }) => formatCents(toCents(value.toString()));
/** "-$50.00" for a negative amount (formatCents prints the sign its own way). */
const signed = (cents: number) => (cents < 0 ? `-${formatCents(-cents)}` : formatCents(cents));

/** Renders the PDF of an invoice loaded with invoicePdfInclude. */
export function renderInvoicePdf(invoice: InvoicePdfRow, now = new Date()): Promise<Buffer> {
  return renderPdf(<InvoicePdfDocument invoice={invoice} now={now} />);
}

/** "PAID" or "VOID" across the top of the first page, in the margin above the title. */
function Stamp({ text, color }: { text: string; color: string }) {
  return (
    <View
      style={{
        position: "absolute",
        top: 18,
        left: 230,
        borderWidth: 3,
        borderColor: color,
        borderRadius: 4,
        paddingHorizontal: 12,
        paddingVertical: 2,
        transform: "rotate(-8deg)",
        opacity: 0.85,
      }}
    >
      <Text style={{ fontSize: 26, fontWeight: "bold", color, letterSpacing: 4 }}>{text}</Text>
    </View>
  );
}

function InvoicePdfDocument({ invoice, now }: { invoice: InvoicePdfRow; now: Date }) {
  const company = invoice.company;
  const timeZone = company.timeZone;
  const number = invoiceDisplayNumber(invoice.number);
  const status = shownInvoiceStatus(
    { status: invoice.status, dueDate: formatDay(invoice.dueDate) },
    todayIn(timeZone, now),
  );
  const isVoid = invoice.status === "void";
  const balanceCents = isVoid ? 0 : toCents(invoice.balance);
  const depositCents = toCents(invoice.depositApplied);
  const paidCents = toCents(invoice.amountPaid);

  const lines: PdfLine[] = invoice.lines.map((line) => {
    const quantity = Number(line.quantity.toString()).toLocaleString("en-US", {
      maximumFractionDigits: 2,
    });
    const details = [
      `${quantity} × ${money(line.unitPrice)} ${UNIT_TYPE_INFO[line.unitType].label}`,
    ];
    if (line.feeName && line.feeType && line.feeValue !== null)
      details.push(
        line.feeType === "percentage"
          ? `Includes ${line.feeName} (${Number(line.feeValue.toString())}%)`
          : `Includes ${line.feeName}: ${money(line.feeValue)}`,
      );
    if (line.description?.trim()) details.push(line.description);
    return { key: line.id, name: line.name, amount: money(line.lineTotal), details };
  });

  const totals: PdfTotal[] = [{ label: "Subtotal", value: money(invoice.subtotal) }];
  if (toCents(invoice.discountAmount) !== 0) {
    const label =
      invoice.discountType === "percentage" && invoice.discountValue
        ? `Discount (${Number(invoice.discountValue.toString())}%)`
        : "Discount";
    totals.push({ label, value: `-${money(invoice.discountAmount)}` });
  }
  totals.push({
    label: `Tax (${Number(invoice.taxRate.toString())}%)`,
    value: money(invoice.taxAmount),
  });
  totals.push({ label: "Total", value: money(invoice.total), strong: true });
  if (depositCents !== 0) totals.push({ label: "Deposit credited", value: signed(-depositCents) });
  if (paidCents !== 0 || invoice.payments.length > 0)
    totals.push({
      label: invoice.payments.some((payment) => toCents(payment.amount) < 0)
        ? "Paid (less refunds)"
        : "Paid",
      value: signed(-paidCents),
    });
  totals.push({ label: "Balance due", value: formatCents(balanceCents), strong: true });

  const dates = [
    `Issued: ${formatLongDay(invoice.issueDate)}`,
    `Due: ${formatLongDay(invoice.dueDate)}`,
  ];
  const property = invoice.property ? formatAddress(invoice.property) : null;
  const clientAddress = invoice.client?.address?.trim() || null;
  const footer = `${company.name}  ·  Invoice ${number}`;
  const instructions =
    balanceCents > 0 && !isVoid ? company.paymentInstructions?.trim() || null : null;

  return (
    <PdfDocument
      title={`Invoice ${number} from ${company.name}`}
      subject={invoice.title ?? `Invoice ${number}`}
    >
      <PdfPage family={EMBEDDED_FAMILY} footer={footer}>
        {isVoid ? <Stamp text="VOID" color="#b91c1c" /> : null}
        {invoice.status === "paid" ? <Stamp text="PAID" color="#15803d" /> : null}
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
          title={`Invoice ${number}`}
          status={INVOICE_STATUS_LABELS[status]}
          lines={[
            invoice.title,
            invoice.quote
              ? `For quote ${quoteDisplayNumber(invoice.quote.number, invoice.quote.revision)}`
              : null,
            dates.join("     "),
            `Terms: ${INVOICE_TERMS_LABELS[invoice.terms]}`,
          ]}
        />
        <ClientBlock
          label="Bill to"
          name={invoice.client?.name ?? null}
          details={[
            invoice.client?.email,
            invoice.client?.phone,
            clientAddress,
            invoice.client ? null : invoice.sentTo,
          ]}
          serviceAddress={property !== clientAddress ? property : null}
        />
        <LinesAndTotals groups={[{ key: "lines", lines }]} totals={totals} />
        <RowsSection
          heading="Payments"
          rows={invoice.payments.map((payment) => {
            const cents = toCents(payment.amount);
            const method = INVOICE_PAYMENT_METHOD_LABELS[payment.method];
            const reference = payment.reference?.trim() ? ` ${payment.reference.trim()}` : "";
            return {
              key: payment.id,
              left: `${formatLongDay(payment.paidOn)}  ·  ${cents < 0 ? "Refund" : method}${cents < 0 ? "" : reference}`,
              right: signed(cents),
              // The payment's note is the owner's own record: only a refund's reason is shown.
              note: cents < 0 && payment.reason?.trim() ? `Reason: ${payment.reason.trim()}` : null,
            };
          })}
        />
        <TextSection heading="How to pay" text={instructions} />
        <TextSection heading="Notes" text={invoice.notes} />
        {isVoid ? (
          <TextSection
            heading="Void"
            text={[
              `Voided${invoice.voidedAt ? ` on ${formatDateIn(invoice.voidedAt, timeZone)}` : ""}: nothing is owed on this invoice.`,
              invoice.voidReason ? `Reason: ${invoice.voidReason}` : "",
            ].join("\n")}
          />
        ) : null}
      </PdfPage>
    </PdfDocument>
  );
}

/** Loads and renders one invoice's PDF; null when no invoice matches. */
export async function invoicePdf(where: Prisma.InvoiceWhereInput) {
  const invoice = await prisma.invoice.findFirst({ where, include: invoicePdfInclude });
  if (!invoice) return null;
  return { invoice, bytes: await renderInvoicePdf(invoice), fileName: invoicePdfFileName(invoice) };
}
