import type { PaymentMethod, QuoteStatus } from "@/lib/validation/quote-values";

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  viewed: "Viewed",
  approved: "Approved",
  declined: "Declined",
  expired: "Expired",
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: "Cash",
  check: "Check",
  card: "Card in person",
  bank_transfer: "Bank transfer",
  stripe: "Card online (Stripe)",
};

/** The error code of an approval whose content hash is not the quote's any more. */
export const QUOTE_CHANGED = "quote_changed";
