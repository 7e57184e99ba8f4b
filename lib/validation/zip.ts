import { US_ZIP } from "@/lib/service-areas/match";

/**
 * The customer's ZIP code rule, shared by the request dialog and POST
 * /api/estimates: required and a US ZIP only when the company has service areas; without
 * areas the field is not asked for and anything sent is stored as given.
 */
export const ZIP_MESSAGES = {
  missing: "Please enter your ZIP code.",
  malformed: "Enter a 5-digit ZIP code, like 78701.",
} as const;

export function customerZipProblem(
  hasServiceAreas: boolean,
  zip: string | null | undefined,
): string | null {
  if (!hasServiceAreas) return null;
  const value = zip?.trim() ?? "";
  if (value === "") return ZIP_MESSAGES.missing;
  return US_ZIP.test(value) ? null : ZIP_MESSAGES.malformed;
}
