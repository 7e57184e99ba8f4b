import { z } from "zod";

/** True for an IANA time zone name this runtime knows ("America/Los_Angeles", "UTC"). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A company's time zone as the profile and sign-up accept it (docs/analytics.md "Time zones"). */
export const timeZoneSchema = z
  .string()
  .trim()
  .max(64, "At most 64 characters.")
  .refine(isTimeZone, { message: "Choose a time zone from the list (e.g. America/New_York)." });

/** The calendar day (YYYY-MM-DD) it is in `timeZone` at `now`. */
export function localDay(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}
