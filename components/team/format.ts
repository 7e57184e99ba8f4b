"use client";

import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/components/query/keys";
import { formatDateTimeIn, localTimeZone, zoneOrUtc } from "@/lib/dates/zone";
import type { CompanyDto } from "@/lib/companies/types";
import { ROLE_LABELS, type Role } from "@/lib/team/permissions";

/** The company's time zone (dates on the team pages are the company's); the browser's until loaded. */
export function useCompanyTimeZone(): string {
  const { data: company } = useQuery<CompanyDto>({ queryKey: queryKeys.company });
  return zoneOrUtc(company?.timeZone ?? localTimeZone());
}

/** "Nov 23, 2026": the day an instant falls on in the company's zone. */
export function shortDateIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: zoneOrUtc(timeZone),
  }).format(new Date(iso));
}

/** "November 23, 2026, 9:30 PM CST": an instant's local time in the company's zone. */
export const dateTimeIn = (iso: string, timeZone: string) =>
  formatDateTimeIn(new Date(iso), timeZone);

/** "Sam Lee", or the address of a member without a name. */
export const memberName = (member: { name: string | null; email: string }) =>
  member.name?.trim() || member.email;

/** "an Admin", "an Office member": a role in a sentence. */
export function roleInSentence(role: Role): string {
  const label = role === "office" ? "an Office member" : ROLE_LABELS[role];
  if (role === "office") return label;
  return `${/^[AEIOU]/.test(label) ? "an" : "a"} ${label}`;
}
