import { Check, Minus } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { adjustmentLabel, LockedTextSection } from "@/components/documents/locked-document";
import { formatCurrency } from "@/lib/format";
import { UNIT_TYPE_INFO } from "@/lib/pricing";
import type { QuoteDto, QuoteLineDto } from "@/lib/quotes/types";

function LineItem({ line, mark }: { line: QuoteLineDto; mark?: "picked" | "added" | "left" }) {
  const excluded = mark === "left";
  return (
    <li className="flex justify-between gap-3 p-3 text-sm">
      <div className="min-w-0">
        <p className={excluded ? "text-muted-foreground font-medium" : "font-medium"}>
          {mark === "picked" || mark === "added" ? (
            <Check aria-hidden="true" className="mr-1 inline size-4 text-emerald-600" />
          ) : mark === "left" ? (
            <Minus aria-hidden="true" className="mr-1 inline size-4" />
          ) : null}
          {line.name} {mark === "picked" ? <Badge variant="secondary">Picked</Badge> : null}
          {mark === "added" ? <Badge variant="secondary">Optional, added</Badge> : null}
          {mark === "left" ? (
            <Badge variant="outline">{line.groupId ? "Not picked" : "Optional, not added"}</Badge>
          ) : null}
        </p>
        {line.description ? (
          <p className="text-muted-foreground text-xs">{line.description}</p>
        ) : null}
        <p className="text-muted-foreground text-xs">
          {Number(line.quantity)} × {formatCurrency(line.unitPrice)}{" "}
          {UNIT_TYPE_INFO[line.unitType].label}
          {line.fee ? ` · incl. ${line.fee.name}` : ""}
        </p>
        {line.note ? <p className="text-xs italic">{line.note}</p> : null}
      </div>
      <span className={excluded ? "text-muted-foreground" : "font-medium"}>
        {formatCurrency(line.lineTotal)}
      </span>
    </li>
  );
}

const markOf = (line: QuoteLineDto) =>
  line.groupId || line.optional
    ? line.selected
      ? line.groupId
        ? "picked"
        : "added"
      : "left"
    : undefined;

/** A quote that can no longer change: what was offered and what the customer chose. */
export function LockedQuote({ quote }: { quote: QuoteDto }) {
  const lines = [...quote.lines].sort((a, b) => a.sortOrder - b.sortOrder);
  const plain = lines.filter((line) => !line.groupId);
  return (
    <div className="grid gap-6">
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">Client</dt>
          <dd className="font-medium">{quote.client?.name ?? "No client"}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Title</dt>
          <dd className="font-medium">{quote.title || "Untitled"}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Expires on</dt>
          <dd className="font-medium">{quote.expiresAt?.slice(0, 10) ?? "No expiry"}</dd>
        </div>
      </dl>
      <section aria-labelledby="locked-lines-title" className="grid gap-2">
        <h2 id="locked-lines-title" className="text-lg font-semibold">
          Lines
        </h2>
        {plain.length > 0 ? (
          <ul className="divide-y rounded-md border">
            {plain.map((line) => (
              <LineItem key={line.id} line={line} mark={markOf(line)} />
            ))}
          </ul>
        ) : null}
        {[...quote.groups]
          .sort((a, b) => a.sortOrder - b.sortOrder)
          .map((group) => (
            <div key={group.id} className="grid gap-1">
              <h3 className="font-medium">{group.name}</h3>
              <ul className="divide-y rounded-md border">
                {lines
                  .filter((line) => line.groupId === group.id)
                  .map((line) => (
                    <LineItem key={line.id} line={line} mark={markOf(line)} />
                  ))}
              </ul>
            </div>
          ))}
      </section>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">Discount</dt>
          <dd>{adjustmentLabel(quote.discount)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Tax rate</dt>
          <dd>{Number(quote.taxRate)}%</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Deposit</dt>
          <dd>{adjustmentLabel(quote.deposit)}</dd>
        </div>
      </dl>
      <LockedTextSection
        id="locked-message-title"
        title="Message to the customer"
        text={quote.message}
      />
      <LockedTextSection id="locked-terms-title" title="Terms" text={quote.terms} />
    </div>
  );
}
