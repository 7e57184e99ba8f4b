/**
 * Members' colours on the schedule: the API gives each assignee a palette index
 * (`VisitAssigneeDto.color`); a member not seen on any visit yet falls back to a hash of
 * their user id, so a column keeps its colour from one load to the next.
 */
export const PALETTE = [
  "#2563eb", // blue
  "#16a34a", // green
  "#d97706", // amber
  "#db2777", // pink
  "#7c3aed", // violet
  "#0891b2", // cyan
  "#dc2626", // red
  "#65a30d", // lime
  "#c026d3", // fuchsia
  "#0d9488", // teal
] as const;

export function hashIndex(value: string): number {
  let hash = 0;
  for (let index = 0; index < value.length; index++)
    hash = (hash * 31 + value.charCodeAt(index)) | 0;
  return Math.abs(hash) % PALETTE.length;
}

/** The hex colour of palette index `color` (any integer), or of the hash of `userId`. */
export function memberColor(userId: string, color?: number | null): string {
  if (typeof color === "number" && Number.isFinite(color))
    return PALETTE[((Math.trunc(color) % PALETTE.length) + PALETTE.length) % PALETTE.length];
  return PALETTE[hashIndex(userId)];
}
