/**
 * What a record id looks like (cuid and friends), kept free of zod: the pages check an id from
 * the address with it before asking the API (idSchema in ./service.ts is the same rule).
 */
export const ID_PATTERN = /^[A-Za-z0-9_-]+$/;
export const MAX_ID_LENGTH = 64;

/** True when `value`, trimmed, is an id the API could hold: 1 to 64 letters, digits, - and _. */
export function isRecordId(value: string): boolean {
  const id = value.trim();
  return id.length >= 1 && id.length <= MAX_ID_LENGTH && ID_PATTERN.test(id);
}
