import "server-only";
import { createHash, createHmac, randomBytes } from "node:crypto";
import { getServerEnv } from "@/lib/env";

/**
 * Public quote links. A quote keeps a random nonce (128 bits); its link token is
 * HMAC-SHA256(secret, "quote-link:" + quote id + ":" + nonce), 256 bits in base64url. The
 * database keeps only the token's SHA-256 (Quote.tokenHash), so a copy of the database
 * opens no quote, and the owner can still copy the link at any time. The secret is
 * QUOTE_LINK_SECRET, else NEXTAUTH_SECRET: rotating it retires every link sent before.
 */
function linkSecret() {
  const env = getServerEnv();
  const secret = env.QUOTE_LINK_SECRET ?? env.NEXTAUTH_SECRET;
  if (!secret)
    throw new Error("NEXTAUTH_SECRET (or QUOTE_LINK_SECRET) must be set for quote links.");
  return secret;
}

export const newTokenNonce = () => randomBytes(16).toString("base64url");

export function quoteToken(quoteId: string, nonce: string) {
  return createHmac("sha256", linkSecret())
    .update(`quote-link:${quoteId}:${nonce}`)
    .digest("base64url");
}

/** What is stored and looked up: the token's SHA-256 in hex. */
export const hashQuoteToken = (token: string) =>
  createHash("sha256").update(token, "utf8").digest("hex");

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
