import * as React from "react";
import { useDebounced } from "@/components/quotes/use-debounced";

/**
 * A list page's filters: the status, the search box (`q` is its debounced text, what the
 * query asks for) and "Assigned to me". A new filter is a new list, read from its first page.
 */
export function useListFilters<S extends string>(initialStatus: S | "all" = "all") {
  const [status, setStatus] = React.useState<S | "all">(initialStatus);
  const [search, setSearch] = React.useState("");
  const [mine, setMine] = React.useState(false);
  const q = useDebounced(search);
  return {
    status,
    setStatus,
    search,
    setSearch,
    q,
    mine,
    setMine,
    /** Anything narrows the list (its empty state says "No … match"). */
    filtered: status !== "all" || q.trim() !== "" || mine,
  };
}
