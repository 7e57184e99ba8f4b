/**
 * Service-area matching, shared by the calculator (to warn the customer) and the server
 * (to mark the request for the owner). Pure functions: no database access here.
 */
export type ServiceAreaKind = "zip" | "city";
export type ServiceAreaLike = { kind: ServiceAreaKind; normalized: string };

export const US_ZIP = /^\d{5}(?:-\d{4})?$/;

/** "78701-1234" → "78701"; "  Austin " → "austin". */
export function normalizeArea(kind: ServiceAreaKind, value: string): string {
  const trimmed = value.trim().replace(/\s+/g, " ");
  return kind === "zip" ? trimmed.slice(0, 5) : trimmed.toLowerCase();
}

/**
 * Whether a customer's ZIP code is inside the company's areas. With no areas defined, or
 * only city names (a ZIP alone cannot be placed in a city offline), nobody is outside.
 */
export function isOutsideServiceArea(
  areas: readonly ServiceAreaLike[],
  customerZip: string | null | undefined,
) {
  const zips = areas.filter((area) => area.kind === "zip");
  if (zips.length === 0 || !customerZip || !US_ZIP.test(customerZip.trim())) return false;
  const zip = normalizeArea("zip", customerZip);
  return !zips.some((area) => area.normalized === zip);
}
