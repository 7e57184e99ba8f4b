/**
 * 'Download Estimate': a real PDF made in the browser with lib/pdf's layout. The summary
 * imports this module on click, so @react-pdf/renderer stays out of the demo's first load;
 * nothing is uploaded anywhere, and Latin text needs no font download (lib/pdf/fonts.ts).
 */
import { browserPdfFamily, renderPdfBlob } from "@/lib/pdf/browser";
import {
  ClientBlock,
  CompanyHeader,
  LinesAndTotals,
  PdfDocument,
  PdfPage,
  TextSection,
  TitleBlock,
} from "@/lib/pdf/parts";
import type { EstimateDocument } from "./estimate-document";

export const DEMO_COMPANY = {
  name: "QuoteCraft demo",
  website: "Prepared with the QuoteCraft demo calculator",
};

export async function createEstimatePdf(
  document: EstimateDocument,
  issuedOn = new Date(),
): Promise<Blob> {
  const lines = document.lines.map((line) => ({
    key: line.id,
    name: line.name,
    amount: line.totalText,
    details: [`${line.quantityText} · ${line.hoursText}`],
  }));
  const family = browserPdfFamily([
    document.customer.name,
    document.customer.email,
    document.customer.address,
    ...document.lines.map((line) => line.name),
  ]);
  return renderPdfBlob(
    <PdfDocument title="Service Estimate">
      <PdfPage family={family} footer="QuoteCraft demo  ·  Service Estimate">
        <CompanyHeader company={DEMO_COMPANY} />
        <TitleBlock
          title="Service Estimate"
          lines={[issuedOn.toLocaleDateString("en-US", { dateStyle: "long" })]}
        />
        <ClientBlock
          label="Customer Information"
          name={document.customer.name}
          details={[document.customer.email, document.customer.address]}
        />
        <LinesAndTotals
          heading="Selected Services"
          groups={[{ key: "lines", lines }]}
          totals={[
            { label: "Subtotal", value: document.subtotal },
            { label: document.taxLabel, value: document.tax },
            { label: "Total", value: document.total, strong: true },
            { label: "Estimated labor", value: document.labor },
          ]}
        />
        <TextSection
          heading="Note"
          text="Prepared with the QuoteCraft demo calculator. Prices are estimates."
        />
      </PdfPage>
    </PdfDocument>,
  );
}
