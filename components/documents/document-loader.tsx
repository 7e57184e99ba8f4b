"use client";

import * as React from "react";
import Link from "next/link";
import type { UseQueryResult } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiRequestError, serverMessage } from "@/components/query/client";

type Names = {
  /** "quote", "invoice". */
  noun: string;
  /** The list's address and its link's words ("All quotes"). */
  listHref: string;
  listLabel: string;
};

/** An unknown, deleted or malformed id: the same answer, with the way back to the list. */
export function DocumentNotFound({ noun, listHref, listLabel }: Names) {
  return (
    <div role="alert" className="space-y-3 rounded-md border p-6 text-center">
      <p>This {noun} does not exist or was deleted.</p>
      <div className="flex justify-center gap-2">
        <Button asChild variant="link">
          <Link href={listHref}>{listLabel}</Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * A priced document's editor while it loads: skeletons, then `children(document)`; a 404 is
 * not found, any other failure offers Try again.
 */
export function DocumentLoader<T>({
  query,
  children,
  ...names
}: Names & { query: UseQueryResult<T>; children: (document: T) => React.ReactNode }) {
  if (query.isPending)
    return (
      <div className="space-y-4" aria-busy="true" aria-label={`Loading the ${names.noun}`}>
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  if (query.isError) {
    if (query.error instanceof ApiRequestError && query.error.status === 404)
      return <DocumentNotFound {...names} />;
    return (
      <div role="alert" className="space-y-3 rounded-md border p-6 text-center">
        <p>{serverMessage(query.error) ?? `The ${names.noun} could not be loaded.`}</p>
        <div className="flex justify-center gap-2">
          <Button type="button" variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
          <Button asChild variant="link">
            <Link href={names.listHref}>{names.listLabel}</Link>
          </Button>
        </div>
      </div>
    );
  }
  return children(query.data);
}
