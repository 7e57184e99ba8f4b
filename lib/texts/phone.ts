import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";

/**
 * A phone number as texts store it: E.164 ("+15125550100"), parsed and validated with
 * libphonenumber-js against the company's country (Company.country, "US" by default), so
 * "(512) 555-0100" typed by a customer in Texas and "+1 512 555 0100" are the same number.
 * Null for anything that is not a valid number.
 */
export function toE164(raw: string | null | undefined, country = "US"): string | null {
  if (!raw) return null;
  const text = raw.trim();
  if (text.length < 3 || text.length > 40) return null;
  const parsed = parsePhoneNumberFromString(text, country.toUpperCase() as CountryCode);
  return parsed && parsed.isValid() ? parsed.number : null;
}

/** The national significant number's last 7 digits: how stored free-text phones are narrowed. */
export const phoneTail = (e164: string) => e164.replace(/\D/g, "").slice(-7);
