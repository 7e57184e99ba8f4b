/**
 * Turning what an owner types or pastes into service areas. Pure functions, shared by the
 * form (instant feedback) and the API (the rule that counts).
 */
import { normalizeArea, US_ZIP, type ServiceAreaKind } from "@/lib/service-areas/match";

export const AREA_MAX_LENGTH = 80;
export const AREAS_PER_REQUEST = 500;
export const AREAS_PER_COMPANY = 2000;

// Letters first, then letters, spaces, periods, apostrophes and hyphens ("St. Paul",
// "Coeur d'Alene", "Winston-Salem"), optionally a two-letter state ("Austin, TX").
const CITY = /^\p{L}[\p{L}\p{M} .'’-]*(?:,\s*[A-Za-z]{2})?$/u;

export type ParsedArea = { kind: ServiceAreaKind; value: string; normalized: string };

/** A ZIP code ("78701", "78701-1234") or a city name; null when it is neither. */
export function classifyArea(input: string): ParsedArea | null {
  const value = input.trim().replace(/\s+/g, " ");
  if (!value || value.length > AREA_MAX_LENGTH) return null;
  if (US_ZIP.test(value))
    return { kind: "zip", value: value.slice(0, 5), normalized: normalizeArea("zip", value) };
  if (/\d/.test(value) || !CITY.test(value)) return null;
  const city = value.replace(
    /,\s*([A-Za-z]{2})$/,
    (_match, state: string) => `, ${state.toUpperCase()}`,
  );
  return { kind: "city", value: city, normalized: normalizeArea("city", city) };
}

export const invalidAreaMessage = (value: string) =>
  `"${value.trim().slice(0, 40)}" is not a 5-digit ZIP code or a city name.`;

/**
 * Splits a pasted list on new lines, semicolons, tabs and commas, but keeps a trailing
 * state with its city ("Austin, TX" stays one entry; "78701, 78702" is two).
 */
export function splitAreaList(text: string): string[] {
  const entries: string[] = [];
  for (const line of text.split(/[\r\n;\t]+/)) {
    for (const raw of line.split(",")) {
      const part = raw.trim();
      if (!part) continue;
      const previous = entries[entries.length - 1];
      if (
        /^[A-Za-z]{2}$/.test(part) &&
        previous !== undefined &&
        !/\d/.test(previous) &&
        !previous.includes(",")
      ) {
        entries[entries.length - 1] = `${previous}, ${part}`;
      } else {
        entries.push(part);
      }
    }
  }
  return entries;
}

/** Drops repeats within one list (same kind and normalized form), keeping the first. */
export function uniqueAreas(areas: ParsedArea[]): ParsedArea[] {
  const seen = new Set<string>();
  return areas.filter((area) => {
    const key = `${area.kind}:${area.normalized}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
