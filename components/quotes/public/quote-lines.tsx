"use client";

import { formatCents } from "@/lib/format";
import type { PublicQuoteDto } from "@/lib/quotes/types";
import type { PublicLine } from "./live-totals";

const UNIT_LABELS: Record<string, string> = {
  per_item: "item",
  hourly: "hour",
  per_sq_foot: "sq ft",
};

const usd = (value: string) => formatCents(Math.round(Number(value) * 100));

/** "2 × $120.50 per item", or nothing for a flat line of quantity 1. */
function quantityText(line: PublicLine) {
  const unit = UNIT_LABELS[line.unitType];
  if (!unit && Number(line.quantity) === 1) return null;
  return `${line.quantity} × ${usd(line.unitPrice)}${unit ? ` per ${unit}` : ""}`;
}

function feeText(line: PublicLine) {
  if (!line.fee) return null;
  return line.fee.type === "percentage"
    ? `Includes ${line.fee.name} (${line.fee.value}%)`
    : `Includes ${line.fee.name} (${usd(line.fee.value)})`;
}

function LineDetails({ line, id }: { line: PublicLine; id?: string }) {
  const details = [quantityText(line), feeText(line)].filter(Boolean).join(" · ");
  return (
    <span id={id} className="text-muted-foreground block text-sm">
      {line.description && <span className="block whitespace-pre-line">{line.description}</span>}
      {details && <span className="block">{details}</span>}
      {line.note && <span className="block italic">{line.note}</span>}
    </span>
  );
}

const Amount = ({ cents, muted }: { cents: number; muted?: boolean }) => (
  <span className={`shrink-0 text-right tabular-nums ${muted ? "text-muted-foreground" : ""}`}>
    {formatCents(cents)}
  </span>
);

type Props = {
  quote: PublicQuoteDto;
  selection: string[];
  lineTotals: Map<string, number>;
  /** False once the quote is answered, expired or replaced: the choices are shown, locked. */
  editable: boolean;
  onChoose: (lineId: string, on: boolean) => void;
};

/**
 * The lines in the owner's order: plain lines, option groups as radio groups (one pick), and
 * optional lines as checkboxes "Add <name>". Groups sit where their first line is.
 */
export function QuoteLines({ quote, selection, lineTotals, editable, onChoose }: Props) {
  const chosen = new Set(selection);
  const groups = new Map(quote.groups.map((group) => [group.id, group]));
  const shownGroups = new Set<string>();
  const items: React.ReactNode[] = [];

  for (const line of quote.lines) {
    const total = lineTotals.get(line.id) ?? 0;
    if (line.groupId) {
      if (shownGroups.has(line.groupId)) continue;
      shownGroups.add(line.groupId);
      const group = groups.get(line.groupId);
      const options = quote.lines.filter((candidate) => candidate.groupId === line.groupId);
      items.push(
        <li key={`group-${line.groupId}`} className="py-3">
          <fieldset>
            <legend className="font-medium">{group?.name ?? "Options"}</legend>
            <p className="text-muted-foreground text-sm">Choose one</p>
            <div className="mt-2 space-y-2">
              {options.map((option) => (
                <label
                  key={option.id}
                  className="has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-ring/50 flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[:disabled]:cursor-default has-[:focus-visible]:ring-[3px]"
                >
                  <input
                    type="radio"
                    name={`group-${line.groupId}`}
                    value={option.id}
                    checked={chosen.has(option.id)}
                    disabled={!editable}
                    onChange={() => onChoose(option.id, true)}
                    aria-labelledby={`line-${option.id}-name`}
                    aria-describedby={`line-${option.id}-details`}
                    className="accent-primary mt-1 size-4 shrink-0"
                  />
                  <span className="min-w-0 flex-1">
                    <span id={`line-${option.id}-name`} className="block font-medium">
                      {option.name}
                    </span>
                    <LineDetails line={option} id={`line-${option.id}-details`} />
                  </span>
                  <Amount cents={lineTotals.get(option.id) ?? 0} />
                </label>
              ))}
            </div>
          </fieldset>
        </li>,
      );
    } else if (line.optional) {
      const on = chosen.has(line.id);
      items.push(
        <li key={line.id} className="py-3">
          <label className="has-[:focus-visible]:ring-ring/50 flex cursor-pointer items-start gap-3 rounded-md has-[:disabled]:cursor-default has-[:focus-visible]:ring-[3px]">
            <input
              type="checkbox"
              checked={on}
              disabled={!editable}
              onChange={(event) => onChoose(line.id, event.target.checked)}
              aria-label={`Add ${line.name}`}
              aria-describedby={`line-${line.id}-details`}
              className="accent-primary mt-1 size-4 shrink-0"
            />
            <span className="min-w-0 flex-1">
              <span className="block font-medium">
                {line.name} <span className="text-muted-foreground text-sm">(optional)</span>
              </span>
              <LineDetails line={line} id={`line-${line.id}-details`} />
            </span>
            <Amount cents={total} muted={!on} />
          </label>
        </li>,
      );
    } else {
      items.push(
        <li key={line.id} className="flex items-start gap-3 py-3">
          <span className="min-w-0 flex-1">
            <span className="block font-medium">{line.name}</span>
            <LineDetails line={line} />
          </span>
          <Amount cents={total} />
        </li>,
      );
    }
  }
  return <ul className="divide-y">{items}</ul>;
}
