import { formatCents } from "@/lib/format";
import type { PublicInvoiceDto } from "@/lib/invoices/public";
import { toCents, UNIT_TYPE_INFO, type UnitType } from "@/lib/pricing";

type Line = PublicInvoiceDto["lines"][number];

const usd = (value: string) => formatCents(toCents(value));

/** "2 × $120.50 per item", or nothing for a flat line of quantity 1. */
function quantityText(line: Line) {
  const flat = line.unitType === "flat";
  if (flat && Number(line.quantity) === 1) return null;
  const unit = flat ? "" : ` ${UNIT_TYPE_INFO[line.unitType as UnitType]?.label ?? ""}`;
  return `${line.quantity} × ${usd(line.unitPrice)}${unit.trimEnd()}`;
}

function feeText(line: Line) {
  if (!line.fee) return null;
  return line.fee.type === "percentage"
    ? `Includes ${line.fee.name} (${line.fee.value}%)`
    : `Includes ${line.fee.name} (${usd(line.fee.value)})`;
}

/** The invoice's lines in the owner's order: name, details, amount (a list, phone-first). */
export function InvoiceLines({ lines }: { lines: PublicInvoiceDto["lines"] }) {
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="invoice-lines-heading">
      <h2 id="invoice-lines-heading" className="sr-only">
        Work billed
      </h2>
      <ul className="divide-y">
        {lines.map((line) => {
          const details = [quantityText(line), feeText(line)].filter(Boolean).join(" · ");
          return (
            <li key={line.id} className="flex items-start gap-3 py-3">
              <span className="min-w-0 flex-1">
                <span className="block font-medium break-words">{line.name}</span>
                <span className="text-muted-foreground block text-sm">
                  {line.description && (
                    <span className="block whitespace-pre-line">{line.description}</span>
                  )}
                  {details && <span className="block">{details}</span>}
                </span>
              </span>
              <span className="shrink-0 text-right tabular-nums">{usd(line.lineTotal)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
