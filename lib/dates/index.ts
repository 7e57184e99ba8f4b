/**
 * The one home of calendar days and time zones (README "Project layout"): days as
 * "YYYY-MM-DD" (./day.ts) and instants seen in a company's time zone (./zone.ts). A
 * ground-floor module on date-fns, @date-fns/tz and the runtime's Intl (./intl.ts: every date
 * written as text): it imports no domain.
 */
export * from "./day";
export * from "./zone";
