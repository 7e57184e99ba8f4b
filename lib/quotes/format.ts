/** "Q-0001" for number 1; a revision after the first adds "-R2". */
export function quoteDisplayNumber(number: number, revision = 1) {
  const base = `Q-${String(number).padStart(4, "0")}`;
  return revision > 1 ? `${base}-R${revision}` : base;
}

export const QUOTE_STATUSES = [
  "draft",
  "sent",
  "viewed",
  "approved",
  "declined",
  "expired",
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  viewed: "Viewed",
  approved: "Approved",
  declined: "Declined",
  expired: "Expired",
};

export const PAYMENT_METHODS = ["cash", "check", "card", "bank_transfer", "stripe"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: "Cash",
  check: "Check",
  card: "Card in person",
  bank_transfer: "Bank transfer",
  stripe: "Card online (Stripe)",
};
