import "server-only";
import { randomBytes } from "node:crypto";
import { getServerEnv } from "@/lib/env";
import { deriveQuoteToken, hashQuoteToken, quoteLinkSecret } from "./link";

export { hashQuoteToken };

/**
 * Public quote links. A quote keeps a random nonce (128 bits); its link token is
 * HMAC-SHA256(secret, "quote-link:" + quote id + ":" + nonce), 256 bits in base64url. The
 * database keeps only the token's SHA-256 (Quote.tokenHash), so a copy of the database
 * opens no quote, and the owner can still copy the link at any time. The secret is
 * QUOTE_LINK_SECRET, else NEXTAUTH_SECRET: rotating it retires every link sent before.
 */
function linkSecret() {
  const secret = quoteLinkSecret(getServerEnv());
  if (!secret)
    throw new Error("NEXTAUTH_SECRET (or QUOTE_LINK_SECRET) must be set for quote links.");
  return secret;
}

export const newTokenNonce = () => randomBytes(16).toString("base64url");

export function quoteToken(quoteId: string, nonce: string) {
  return deriveQuoteToken(linkSecret(), quoteId, nonce);
}

/** A token is 43 base64url characters; anything else cannot be one (404 without a query). */
export const isWellFormedToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** The path of the public page for a token. */
export const quotePath = (token: string) => `/q/${token}`;

/** Fresh link fields for a quote row: { tokenNonce, tokenHash } and the token itself. */
export function issueQuoteLink(quoteId: string) {
  const tokenNonce = newTokenNonce();
  const token = quoteToken(quoteId, tokenNonce);
  return { token, fields: { tokenNonce, tokenHash: hashQuoteToken(token) } };
}
