"use client";

import * as React from "react";
import { NativeSelect } from "@/components/ui/native-select";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { ListError, ListSkeleton } from "@/components/ui/list-states";

/**
 * The pieces of a dashboard list page (quotes, invoices, jobs, estimates): the heading with
 * its action, the search box and filters, the loading / error / empty / rows switch, and the
 * "Load more" of a list read by keyset pages (its own module: the clients page needs only it).
 */

/** The page's heading and what the list is, with its main action (New …) on the right. */
export function ListPageHeader({
  title,
  description,
  action,
}: {
  title: string;
  description: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{description}</p>
      </div>
      {action}
    </div>
  );
}

/** The labelled search box of a list (`type="search"`: a searchbox). */
export function SearchField({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid min-w-0 flex-1 gap-1.5 sm:max-w-xs">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Input
        id={id}
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

export type FilterOption<V extends string> = { value: V; label: string };

/** "All …" first, then each status by its label. */
export function statusOptions<S extends string>(
  allLabel: string,
  statuses: readonly S[],
  labels: Record<S, string>,
): FilterOption<S | "all">[] {
  return [
    { value: "all", label: allLabel },
    ...statuses.map((status) => ({ value: status, label: labels[status] })),
  ];
}

/**
 * The status filter: a select labelled "Status" (or, with `hiddenLabel`, a label only screen
 * readers get). The browser's own select, as the assignee and schedule pickers: the phone's
 * native picker, and no menu library on every list page (issue 34, "Owner pages").
 */
export function StatusFilter<V extends string>({
  id,
  value,
  options,
  onChange,
  label = "Status",
  hiddenLabel = false,
}: {
  id: string;
  value: V;
  options: readonly FilterOption<V>[];
  onChange: (value: V) => void;
  label?: string;
  hiddenLabel?: boolean;
}) {
  return (
    <div className={hiddenLabel ? "w-44" : "grid w-44 gap-1.5"}>
      <label htmlFor={id} className={hiddenLabel ? "sr-only" : "text-sm font-medium"}>
        {label}
      </label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value as V)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** The "Assigned to me" box (`?assigned=me`, docs/team.md). */
export function AssignedToMeFilter({
  id,
  checked,
  onChange,
  className,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className: string;
}) {
  return (
    <div className={className}>
      <Checkbox id={id} checked={checked} onCheckedChange={(next) => onChange(next === true)} />
      <label htmlFor={id} className="text-sm font-medium">
        Assigned to me
      </label>
    </div>
  );
}

type ListQuery<T> = {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

/**
 * What a list shows: placeholders while it loads, the error with Try again, `empty` when it
 * has no rows, else `children` (in a block that is busy while it refetches, unless `framed`
 * is false). `failed` is when the error shows (by default whenever the query failed).
 */
export function ListBody<T>({
  list,
  loadingLabel,
  errorFallback,
  failed = list.isError,
  isEmpty,
  empty,
  framed = true,
  children,
}: {
  list: ListQuery<T>;
  loadingLabel: string;
  errorFallback: string;
  failed?: boolean;
  isEmpty: boolean;
  empty: React.ReactNode;
  framed?: boolean;
  children: (data: T) => React.ReactNode;
}) {
  if (list.isPending) return <ListSkeleton label={loadingLabel} />;
  if (failed)
    return (
      <ListError error={list.error} fallback={errorFallback} onRetry={() => void list.refetch()} />
    );
  if (isEmpty) return empty;
  if (list.data === undefined) return null;
  if (!framed) return children(list.data);
  return (
    <div className="space-y-3" aria-busy={list.isFetching || undefined}>
      {children(list.data)}
    </div>
  );
}

export { LoadMoreButton } from "@/components/lists/load-more";
