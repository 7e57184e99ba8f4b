import "server-only";
import { dehydrate, QueryClient, type DehydratedState, type QueryKey } from "@tanstack/react-query";

/**
 * A server page's data for the browser's query cache (pass it to <HydrationBoundary>): each
 * value under the key the browser would GET it by (components/query/keys.ts), as that API
 * route's JSON carries it (dates as ISO strings, decimals as strings), so the first render has
 * it and nothing is fetched again. A null value (a part the member may not read, or the plan
 * does not include) is left out: the browser asks for it, or not, as without this.
 */
export function queryState(entries: [QueryKey, unknown][]): DehydratedState {
  const queryClient = new QueryClient();
  for (const [key, value] of entries)
    if (value !== null && value !== undefined)
      queryClient.setQueryData(key, JSON.parse(JSON.stringify(value)) as unknown);
  return dehydrate(queryClient);
}
