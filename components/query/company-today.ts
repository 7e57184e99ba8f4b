"use client";

import { useQuery } from "@tanstack/react-query";
import { localTimeZone, todayIn } from "@/lib/dates/zone";
import type { CompanyDto } from "@/lib/companies/types";
import { queryKeys } from "./keys";

/**
 * Today's YYYY-MM-DD in the company's time zone (docs/events.md: days are the company's),
 * for the owner's pages: "due today", "overdue", a payment's default date. The browser's
 * own zone stands in until the company is loaded.
 */
export function useCompanyToday(): string {
  const { data: company } = useQuery<CompanyDto>({ queryKey: queryKeys.company });
  return todayIn(company?.timeZone ?? localTimeZone());
}
