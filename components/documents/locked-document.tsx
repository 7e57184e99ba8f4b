import { formatCurrency } from "@/lib/format";
import type { FeeType } from "@/lib/pricing";

/** A stored discount (or deposit) in words: "10%", "$25.00", "None". */
export const adjustmentLabel = (value: { type: FeeType; value: string } | null) =>
  !value
    ? "None"
    : value.type === "percentage"
      ? `${Number(value.value)}%`
      : formatCurrency(value.value);

/** A text of a document that no longer changes (message, terms, notes); nothing when empty. */
export function LockedTextSection({
  id,
  title,
  text,
}: {
  /** The heading's id. */
  id: string;
  title: string;
  text: string | null;
}) {
  return text ? (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      <p className="text-sm whitespace-pre-line">{text}</p>
    </section>
  ) : null;
}
