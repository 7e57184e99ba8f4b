import { createHash, createHmac } from "node:crypto";

/**
 * The arithmetic of public quote links, free of the server's environment so the demo seed can
 * derive the same links (lib/quotes/token.ts wraps it with the server's secret). A link token
 * is HMAC-SHA256(secret, "quote-link:" + quote id + ":" + nonce) in base64url (256 bits); the
 * database keeps only its SHA-256.
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
