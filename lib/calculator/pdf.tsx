/**
 * 'Save as PDF' of the customer calculator: a real PDF made in the browser with lib/pdf's
 * layout; the component imports this module on click so it stays out of the page's first load.
 */
import { formatCents, formatDuration } from "@/lib/format";
import { browserPdfFamily, renderPdfBlob } from "@/lib/pdf/browser";
import {
  CompanyHeader,
  LinesAndTotals,
  PdfDocument,
  PdfPage,
  TextSection,
  TitleBlock,
  type PdfCompany,
  type PdfTotal,
} from "@/lib/pdf/parts";
import { UNIT_TYPE_INFO } from "@/lib/pricing";
import type { CartItem, priceCart } from "./cart";

export type EstimatePdfInput = {
  company: PdfCompany;
  taxRate: string;
  breakdown: ReturnType<typeof priceCart> & { lines: { item: CartItem }[] };
  issuedOn?: Date;
};

export async function createCalculatorPdf({
  company,
  taxRate,
  breakdown,
  issuedOn = new Date(),
}: EstimatePdfInput) {
  const lines = breakdown.lines.map((line, index) => {
    const item = line.item;
    const details = [
      `${line.quantity} × ${formatCents(line.unitPriceCents)} ${UNIT_TYPE_INFO[item.unitType].label} · ${formatDuration(line.minutes)}`,
    ];
    if (line.fee) details.push(`Includes ${line.fee.name}: ${formatCents(line.fee.amountCents)}`);
    return {
      key: `${index}`,
      name: item.name,
      amount: formatCents(line.subtotalCents + (line.fee?.amountCents ?? 0)),
      details,
    };
  });
  const totals: PdfTotal[] = [];
  if (breakdown.serviceCallFeeCents > 0)
    totals.push({ label: "Service call fee", value: formatCents(breakdown.serviceCallFeeCents) });
  totals.push({ label: "Subtotal", value: formatCents(breakdown.subtotalCents) });
  if (breakdown.taxCents > 0)
    totals.push({ label: `Tax (${Number(taxRate)}%)`, value: formatCents(breakdown.taxCents) });
  totals.push({ label: "Total", value: formatCents(breakdown.totalCents), strong: true });
  totals.push({ label: "Estimated time", value: formatDuration(breakdown.totalMinutes) });
  const family = browserPdfFamily([
    ...Object.values(company).filter(
      (value) => typeof value === "string" && !value.startsWith("data:"),
    ),
    ...lines.flatMap((line) => [line.name, ...line.details]),
  ]);
  return renderPdfBlob(
    <PdfDocument title={`${company.name} estimate`}>
      <PdfPage family={family} footer={`${company.name}  ·  Service estimate`}>
        <CompanyHeader company={company} />
        <TitleBlock
          title="Service Estimate"
          lines={[issuedOn.toLocaleDateString("en-US", { dateStyle: "long" })]}
        />
        <LinesAndTotals groups={[{ key: "lines", lines }]} totals={totals} />
        <TextSection
          heading="Note"
          text="Prices are estimates; the final price is confirmed after an on-site visit."
        />
      </PdfPage>
    </PdfDocument>,
  );
}
