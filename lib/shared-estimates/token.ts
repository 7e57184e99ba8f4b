import "server-only";
import { createHash, randomBytes } from "node:crypto";

/**
 * Shared estimate links (/e/<token>): 256 random bits in base64url (43 characters). The
 * database keeps only the token's SHA-256, so a copy of the database opens no link.
 */
export const newSharedEstimateToken = () => randomBytes(32).toString("base64url");

export const hashSharedEstimateToken = (token: string) =>
  createHash("sha256").update(token).digest("base64url");

/** Anything but 43 base64url characters cannot be a token (not found without a query). */
export const isWellFormedSharedToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

export const sharedEstimatePath = (token: string) => `/e/${token}`;
