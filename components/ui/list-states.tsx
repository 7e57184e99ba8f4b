import type * as React from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { serverMessage } from "@/components/query/client";

/** Rows of placeholders while a list loads, announced as busy. */
export function ListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div className="space-y-2" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-14 w-full" />
      ))}
    </div>
  );
}

/** A list that failed to load: the server's message (or the fallback) and Try again. */
export function ListError({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="space-y-3 rounded-md border p-6 text-center">
      <p>{serverMessage(error) ?? fallback}</p>
      <Button type="button" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** An empty list: what it is, and what to do about it. */
export function ListEmpty({
  icon: Icon,
  title,
  children,
}: {
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  title: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-md border border-dashed p-10 text-center">
      <Icon className="text-muted-foreground size-8" aria-hidden="true" />
      <p className="font-medium">{title}</p>
      {children ? <p className="text-muted-foreground text-sm">{children}</p> : null}
    </div>
  );
}
