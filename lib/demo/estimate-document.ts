/**
 * The generated estimate as display-ready text, shared by the summary panel, the share
 * text and the PDF so that all three always say the same thing.
 */
import { formatCents } from "@/lib/format";
import type { DemoCustomerInfo, DemoEstimateLine } from "./estimate-reducer";
import {
  DEMO_TAX_PERCENT,
  formatLaborHours,
  lineLaborHours,
  lineTotalCents,
  type DemoTotals,
} from "./estimate-totals";

export type EstimateDocumentLine = {
  id: string;
  name: string;
  /** "2 × $75.00" */
  quantityText: string;
  /** "$150.00" */
  totalText: string;
  /** "2 hours" */
  hoursText: string;
};

export type EstimateDocument = {
  customer: { name: string; email: string; address: string | null };
  lines: EstimateDocumentLine[];
  subtotal: string;
  taxLabel: string;
  tax: string;
  total: string;
  labor: string;
};

export function buildEstimateDocument(
  customer: DemoCustomerInfo,
  lines: readonly DemoEstimateLine[],
  totals: DemoTotals,
): EstimateDocument {
  const address = customer.address.trim();
  return {
    customer: {
      name: customer.name.trim(),
      email: customer.email.trim(),
      address: address || null,
    },
    lines: lines.map((line) => ({
      id: line.id,
      name: line.service.name,
      quantityText: `${line.quantity} × ${formatCents(lineTotalCents({ ...line, quantity: 1 }))}`,
      totalText: formatCents(lineTotalCents(line)),
      hoursText: formatLaborHours(lineLaborHours(line)),
    })),
    subtotal: formatCents(totals.subtotalCents),
    taxLabel: `Tax (${DEMO_TAX_PERCENT}%)`,
    tax: formatCents(totals.taxCents),
    total: formatCents(totals.totalCents),
    labor: formatLaborHours(totals.laborHours),
  };
}

/** Plain-text version for the Web Share API and the clipboard fallback. */
export function estimateToText(document: EstimateDocument): string {
  const customer = [
    `Customer: ${document.customer.name}`,
    `Email: ${document.customer.email}`,
    ...(document.customer.address ? [`Address: ${document.customer.address}`] : []),
  ];
  const lines = document.lines.map(
    (line) => `- ${line.name}: ${line.totalText} (${line.quantityText}, ${line.hoursText})`,
  );
  return [
    "Service Estimate",
    "",
    ...customer,
    "",
    "Selected Services",
    ...lines,
    "",
    `Subtotal: ${document.subtotal}`,
    `${document.taxLabel}: ${document.tax}`,
    `Total: ${document.total}`,
    `Estimated labor: ${document.labor}`,
  ].join("\n");
}

/** "estimate-jane-doe.pdf" */
export function estimateFileName(document: EstimateDocument): string {
  const slug = document.customer.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `estimate${slug ? `-${slug}` : ""}.pdf`;
}
