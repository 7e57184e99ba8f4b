import { createHash, randomBytes } from "node:crypto";

/**
 * API keys of the REST API (docs/rest-api.md). A key is `qc_live_` and 32 random bytes
 * (base64url). Only its SHA-256 is stored: the key has 256 bits of entropy, so no one can
 * guess it or brute-force the hash, and a slow password hash (bcrypt, argon2) would add
 * nothing but tens of milliseconds to every API request. The hash is looked up through a
 * unique index, so a request costs one indexed read.
 */
export const KEY_PREFIX = "qc_live_";
/** What the owner sees of a key: the fixed prefix and the first 4 random characters. */
const SHOWN_RANDOM_CHARS = 4;
export const hashApiKey = (key: string) => createHash("sha256").update(key).digest("hex");

export function generateApiKey() {
  const key = KEY_PREFIX + randomBytes(32).toString("base64url");
  return {
    key,
    prefix: key.slice(0, KEY_PREFIX.length + SHOWN_RANDOM_CHARS),
    hash: hashApiKey(key),
  };
}
