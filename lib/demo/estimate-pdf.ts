/**
 * 'Download Estimate': a real PDF made in the browser. jsPDF is imported on click so it
 * stays out of the page's first load; nothing is uploaded anywhere.
 */
import type { EstimateDocument } from "./estimate-document";

const PAGE_MARGIN = 54; // 0.75 in
const LINE_HEIGHT = 16;

export async function createEstimatePdf(
  document: EstimateDocument,
  issuedOn = new Date(),
): Promise<Blob> {
  const { jsPDF } = await import("jspdf");
  const pdf = new jsPDF({ unit: "pt", format: "letter" });
  const pageWidth = pdf.internal.pageSize.getWidth();
  const pageHeight = pdf.internal.pageSize.getHeight();
  const right = pageWidth - PAGE_MARGIN;
  let y = PAGE_MARGIN;

  const ensureRoom = (needed: number) => {
    if (y + needed <= pageHeight - PAGE_MARGIN) return;
    pdf.addPage();
    y = PAGE_MARGIN;
  };
  const text = (
    value: string,
    x: number,
    options?: { align?: "right"; bold?: boolean; size?: number },
  ) => {
    pdf.setFont("helvetica", options?.bold ? "bold" : "normal");
    pdf.setFontSize(options?.size ?? 11);
    pdf.text(value, x, y, options?.align ? { align: options.align } : undefined);
  };
  const heading = (value: string) => {
    ensureRoom(LINE_HEIGHT * 3);
    y += LINE_HEIGHT;
    text(value, PAGE_MARGIN, { bold: true, size: 13 });
    y += LINE_HEIGHT * 1.25;
  };

  pdf.setProperties({ title: "Service Estimate", creator: "QuoteCraft demo" });
  text("Service Estimate", PAGE_MARGIN, { bold: true, size: 20 });
  text(issuedOn.toLocaleDateString("en-US", { dateStyle: "long" }), right, { align: "right" });
  y += LINE_HEIGHT;

  heading("Customer Information");
  const customer = [document.customer.name, document.customer.email, document.customer.address];
  for (const value of customer) {
    if (!value) continue;
    text(value, PAGE_MARGIN);
    y += LINE_HEIGHT;
  }

  heading("Selected Services");
  const nameWidth = right - PAGE_MARGIN - 220;
  for (const line of document.lines) {
    const nameLines: string[] = pdf.splitTextToSize(line.name, nameWidth);
    ensureRoom(LINE_HEIGHT * (nameLines.length + 1.5));
    pdf.setFont("helvetica", "bold");
    pdf.setFontSize(11);
    pdf.text(nameLines, PAGE_MARGIN, y);
    text(line.totalText, right, { align: "right", bold: true });
    y += LINE_HEIGHT * nameLines.length;
    text(`${line.quantityText} · ${line.hoursText}`, PAGE_MARGIN, { size: 10 });
    y += LINE_HEIGHT * 1.25;
  }

  ensureRoom(LINE_HEIGHT * 6);
  pdf.setDrawColor(200);
  pdf.line(PAGE_MARGIN, y - LINE_HEIGHT / 2, right, y - LINE_HEIGHT / 2);
  y += LINE_HEIGHT / 2;
  const totals: [string, string, boolean][] = [
    ["Subtotal", document.subtotal, false],
    [document.taxLabel, document.tax, false],
    ["Total", document.total, true],
    ["Estimated labor", document.labor, false],
  ];
  for (const [label, value, bold] of totals) {
    text(label, PAGE_MARGIN, { bold });
    text(value, right, { align: "right", bold });
    y += LINE_HEIGHT;
  }

  ensureRoom(LINE_HEIGHT * 3);
  y += LINE_HEIGHT;
  text("Prepared with the QuoteCraft demo calculator. Prices are estimates.", PAGE_MARGIN, {
    size: 9,
  });
  return pdf.output("blob");
}
