"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/components/query/client";
import { analyticsRangeKey, rangeQuery, type AnalyticsRange } from "./range";
import type { Analytics } from "./types";

/** Keys under queryKeys.analytics, so price-book changes that invalidate it refresh each range. */
export const analyticsKey = analyticsRangeKey;

/** GET /api/dashboard/analytics for a range; the last range's figures stay while the next loads. */
export function useAnalytics(range: AnalyticsRange) {
  return useQuery({
    queryKey: analyticsKey(range),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (await (
        await apiRequest("GET", `/api/dashboard/analytics?${rangeQuery(range)}`, undefined, {
          signal,
        })
      ).json()) as Analytics,
  });
}
