import { z } from "zod";
import { isTimeZone } from "@/lib/dates";

/**
 * A company's time zone as the profile and sign-up accept it (docs/analytics.md "Time zones").
 * Here, not in lib/dates: the browser's date helpers must not bring zod to every page.
 */
export const timeZoneSchema = z
  .string()
  .trim()
  .max(64, "At most 64 characters.")
  .refine(isTimeZone, { message: "Choose a time zone from the list (e.g. America/New_York)." });
