import "server-only";
import { createHash, randomBytes } from "node:crypto";

/**
 * Portal sign-in links (/portal/sign-in?token=<token>): 256 random bits in base64url (43
 * characters). The database keeps only the token's SHA-256 (PortalLink.tokenHash), so a copy
 * of the database signs no one in.
 */
export const newPortalToken = () => randomBytes(32).toString("base64url");

export const hashPortalToken = (token: string) =>
  createHash("sha256").update(token, "utf8").digest("hex");

/** Anything but 43 base64url characters cannot be a token (refused without a query). */
export const isWellFormedPortalToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** The path a mailed link opens. */
export const portalSignInPath = (token: string) =>
  `/portal/sign-in?token=${encodeURIComponent(token)}`;
