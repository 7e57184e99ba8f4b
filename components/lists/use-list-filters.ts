import * as React from "react";
import { useDebounced } from "@/components/quotes/use-debounced";

/**
 * A list page's filters: the status, the search box (`q` is its debounced text, what the
 * query asks for), "Assigned to me" and the page. Changing a filter goes back to page 1.
 */
export function useListFilters<S extends string>(initialStatus: S | "all" = "all") {
  const [status, setStatus] = React.useState<S | "all">(initialStatus);
  const [search, setSearch] = React.useState("");
  const [mine, setMine] = React.useState(false);
  const [page, setPage] = React.useState(1);
  const q = useDebounced(search);
  const firstPage =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return {
    status,
    setStatus: firstPage(setStatus),
    search,
    setSearch: firstPage(setSearch),
    q,
    mine,
    setMine: firstPage(setMine),
    page,
    setPage,
    /** Anything narrows the list (its empty state says "No … match"). */
    filtered: status !== "all" || q.trim() !== "" || mine,
  };
}
