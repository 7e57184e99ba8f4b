/**
 * The values a quote's status and a payment's method may take: the lists the quote schemas
 * accept, kept free of zod so the public quote page can use them without the schemas. Labels
 * live with the domain (lib/quotes/format.ts).
 */
export const QUOTE_STATUSES = [
  "draft",
  "sent",
  "viewed",
  "approved",
  "declined",
  "expired",
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const PAYMENT_METHODS = ["cash", "check", "card", "bank_transfer", "stripe"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Methods the owner records by hand; card payments online come from Stripe only. */
export const MANUAL_PAYMENT_METHODS = PAYMENT_METHODS.filter((method) => method !== "stripe") as [
  "cash",
  "check",
  "card",
  "bank_transfer",
];
