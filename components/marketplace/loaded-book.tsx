"use client";

import type * as React from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { ListError } from "@/components/ui/list-states";
import { Skeleton } from "@/components/ui/skeleton";
import type { TemplateBook } from "./queries";

/** A template's book once loaded; a skeleton while it loads, the error with Try again if not. */
export function LoadedBook({
  book,
  children,
}: {
  book: UseQueryResult<TemplateBook>;
  children: (book: TemplateBook) => React.ReactNode;
}) {
  if (book.isPending)
    return (
      <div className="grid gap-2" aria-busy="true" aria-label="Loading the template">
        <Skeleton className="h-10" />
        <Skeleton className="h-48" />
      </div>
    );
  if (book.isError)
    return (
      <ListError
        error={book.error}
        fallback="Could not load the template."
        onRetry={() => void book.refetch()}
      />
    );
  return children(book.data);
}
