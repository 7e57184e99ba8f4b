import { createHash, createHmac } from "node:crypto";

/**
 * The arithmetic of public quote links (moved here from lib/quotes/link.ts, which
 * re-exports it, so a quote's public shape can carry its link without importing the quotes
 * domain). A link token is HMAC-SHA256(secret, "quote-link:" + quote id + ":" + nonce) in
 * base64url (256 bits); the database keeps only its SHA-256. Free of the server's
 * environment, so the demo seed derives the same links.
 */
export function deriveQuoteToken(secret: string, quoteId: string, nonce: string) {
  return createHmac("sha256", secret).update(`quote-link:${quoteId}:${nonce}`).digest("base64url");
}

/** What is stored and looked up: the token's SHA-256 in hex. */
export const hashQuoteToken = (token: string) =>
  createHash("sha256").update(token, "utf8").digest("hex");

/** The secret links are derived with: QUOTE_LINK_SECRET, else NEXTAUTH_SECRET. */
export const quoteLinkSecret = (env: { QUOTE_LINK_SECRET?: string; NEXTAUTH_SECRET?: string }) =>
  env.QUOTE_LINK_SECRET || env.NEXTAUTH_SECRET || null;

/** The path of the public page for a token. */
export const quotePath = (token: string) => `/q/${token}`;

/**
 * Invoice links follow the same rules (docs/invoices.md) under their own label, so a quote's
 * token can never open an invoice: HMAC-SHA256(secret, "invoice-link:" + id + ":" + nonce).
 */
export function deriveInvoiceToken(secret: string, invoiceId: string, nonce: string) {
  return createHmac("sha256", secret)
    .update(`invoice-link:${invoiceId}:${nonce}`)
    .digest("base64url");
}

/** The path of the public invoice page for a token. */
export const invoicePath = (token: string) => `/i/${token}`;
