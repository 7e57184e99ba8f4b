/**
 * 'Save as PDF' of the customer calculator: a real PDF made in the browser with jsPDF, which
 * is imported on click so it stays out of the page's first load.
 */
import { formatCents, formatDuration } from "@/lib/format";
import { UNIT_TYPE_INFO } from "@/lib/pricing";
import type { CartItem } from "./cart";
import type { priceCart } from "./cart";

const MARGIN = 54;
const LINE = 16;

export type EstimatePdfInput = {
  companyName: string;
  taxRate: string;
  breakdown: ReturnType<typeof priceCart> & { lines: { item: CartItem }[] };
  issuedOn?: Date;
};

export async function createCalculatorPdf({
  companyName,
  taxRate,
  breakdown,
  issuedOn = new Date(),
}: EstimatePdfInput) {
  const { jsPDF } = await import("jspdf");
  const pdf = new jsPDF({ unit: "pt", format: "letter" });
  const right = pdf.internal.pageSize.getWidth() - MARGIN;
  const bottom = pdf.internal.pageSize.getHeight() - MARGIN;
  let y = MARGIN;
  const room = (needed: number) => {
    if (y + needed > bottom) {
      pdf.addPage();
      y = MARGIN;
    }
  };
  const write = (
    text: string | string[],
    x: number,
    opts: { bold?: boolean; size?: number; right?: boolean } = {},
  ) => {
    pdf.setFont("helvetica", opts.bold ? "bold" : "normal");
    pdf.setFontSize(opts.size ?? 11);
    pdf.text(text, x, y, opts.right ? { align: "right" } : undefined);
  };

  pdf.setProperties({ title: `${companyName} estimate`, creator: "QuoteCraft" });
  write(companyName, MARGIN, { bold: true, size: 18 });
  write(issuedOn.toLocaleDateString("en-US", { dateStyle: "long" }), right, { right: true });
  y += LINE * 1.5;
  write("Service Estimate", MARGIN, { size: 13 });
  y += LINE * 2;

  for (const line of breakdown.lines) {
    const item = line.item;
    const nameLines: string[] = pdf.splitTextToSize(item.name, right - MARGIN - 140);
    room(LINE * (nameLines.length + 2));
    write(nameLines, MARGIN, { bold: true });
    write(formatCents(line.subtotalCents), right, { right: true, bold: true });
    y += LINE * nameLines.length;
    write(
      `${line.quantity} × ${formatCents(line.unitPriceCents)} ${UNIT_TYPE_INFO[item.unitType].label} · ${formatDuration(line.minutes)}`,
      MARGIN,
      { size: 10 },
    );
    y += LINE;
    if (line.fee) {
      write(line.fee.name, MARGIN + 12, { size: 10 });
      write(formatCents(line.fee.amountCents), right, { right: true, size: 10 });
      y += LINE;
    }
    y += LINE / 2;
  }

  room(LINE * 7);
  pdf.setDrawColor(200);
  pdf.line(MARGIN, y - LINE / 2, right, y - LINE / 2);
  y += LINE / 2;
  const rows: [string, string, boolean][] = [];
  if (breakdown.serviceCallFeeCents > 0)
    rows.push(["Service call fee", formatCents(breakdown.serviceCallFeeCents), false]);
  rows.push(["Subtotal", formatCents(breakdown.subtotalCents), false]);
  if (breakdown.taxCents > 0)
    rows.push([`Tax (${Number(taxRate)}%)`, formatCents(breakdown.taxCents), false]);
  rows.push(["Total", formatCents(breakdown.totalCents), true]);
  rows.push(["Estimated time", formatDuration(breakdown.totalMinutes), false]);
  for (const [label, value, bold] of rows) {
    write(label, MARGIN, { bold });
    write(value, right, { right: true, bold });
    y += LINE;
  }
  room(LINE * 2);
  y += LINE;
  write("Prices are estimates; the final price is confirmed after an on-site visit.", MARGIN, {
    size: 9,
  });
  return pdf.output("blob");
}
