"use client";

import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { apiRequest, throwIfResNotOk, json } from "@/components/query/client";
import { queryKeys } from "@/components/query/keys";
import type { CompanyDto } from "@/lib/companies/types";
import { localTimeZone, zoneOrUtc } from "@/lib/dates/zone";
import type { JobDto, JobListItem, VisitDto } from "@/lib/jobs/dto";
import { MAX_PHOTO_REQUEST_BYTES, MAX_PHOTOS_PER_REQUEST } from "@/lib/photos/limits";

export type { JobDto, JobListItem, VisitDto };
export type JobStatusValue = JobDto["status"];
export type JobListFilter = { status: JobStatusValue | "all"; q: string };
export type JobAction = "complete" | "cancel" | "reopen";
export type VisitProgressAction = "on_my_way" | "start" | "complete";

/**
 * This feature's keys, in the shape of the shared factory (components/query/keys.ts): the
 * first element is the API path the default loader GETs, so a prefix names every list.
 */
export const jobKeys = {
  all: ["/api/jobs"] as const,
  list: (filter: { status?: string; q?: string }) => ["/api/jobs", filter] as const,
  detail: (id: string) => [`/api/jobs/${encodeURIComponent(id)}`] as const,
  /** The schedule's key of a range of visits: the schedule and Today share the cache. */
  visits: queryKeys.visitRange,
};

export const jobPath = (id: string) => `/api/jobs/${encodeURIComponent(id)}`;
export const jobHref = (id: string) => `/dashboard/jobs/${encodeURIComponent(id)}`;

/** Every job list, job and visit list (the schedule's too): a change to one shows in all. */
export function invalidateJobs(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const path = String(query.queryKey[0]);
      return (
        path === "/api/jobs" ||
        path.startsWith("/api/jobs/") ||
        path.startsWith("/api/jobs?") ||
        path === "/api/visits" ||
        path.startsWith("/api/visits?") ||
        path.startsWith("/api/visits/")
      );
    },
  });
}

/** The company's time zone (dates of jobs and visits are shown in it); undefined while loading. */
export function useCompanyZone(): string | undefined {
  const company = useQuery<CompanyDto>({ queryKey: queryKeys.company });
  if (company.data) return zoneOrUtc(company.data.timeZone);
  // The company could not be read: the browser's zone is the best guess left.
  return company.isError ? localTimeZone() : undefined;
}

export function useJobList(filter: JobListFilter) {
  const key = {
    status: filter.status === "all" ? undefined : filter.status,
    q: filter.q.trim() || undefined,
  };
  return useInfiniteQuery({
    queryKey: jobKeys.list(key),
    initialPageParam: null as string | null,
    getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor ?? undefined,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (key.status) params.set("status", key.status);
      if (key.q) params.set("q", key.q);
      if (pageParam) params.set("cursor", pageParam);
      const query = params.size ? `?${params}` : "";
      return json<{ jobs: JobListItem[]; nextCursor: string | null }>(
        apiRequest("GET", `/api/jobs${query}`, undefined, { signal }),
      );
    },
  });
}

export function useJob(id: string, enabled = true) {
  return useQuery<JobDto>({ queryKey: jobKeys.detail(id), enabled });
}

export type NewJobBody =
  | { quoteId: string }
  | {
      title: string;
      instructions?: string | null;
      clientId?: string | null;
      checklist?: string[];
    };

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewJobBody) => json<{ id: string }>(apiRequest("POST", "/api/jobs", body)),
    onSuccess: () => invalidateJobs(queryClient),
  });
}

export function useJobStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: JobAction) =>
      json<{ status: string }>(apiRequest("POST", `${jobPath(id)}/status`, { action })),
    onSettled: () => invalidateJobs(queryClient),
  });
}

/** Ticks or unticks a checklist line: shown at once, put back if the server refuses. */
export function useChecklistItem(jobId: string) {
  const queryClient = useQueryClient();
  const key = jobKeys.detail(jobId);
  return useMutation({
    mutationFn: ({ itemId, done }: { itemId: string; done: boolean }) =>
      json<{ id: string; done: boolean }>(
        apiRequest("PATCH", `${jobPath(jobId)}/checklist/${encodeURIComponent(itemId)}`, { done }),
      ),
    onMutate: async ({ itemId, done }) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const before = queryClient.getQueryData<JobDto>(key);
      if (before)
        queryClient.setQueryData<JobDto>(key, {
          ...before,
          checklist: before.checklist.map((item) =>
            item.id === itemId
              ? { ...item, done, doneAt: done ? new Date().toISOString() : null }
              : item,
          ),
        });
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key, exact: true }),
  });
}

export function useAddNote(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      json<{ id: string }>(apiRequest("POST", `${jobPath(jobId)}/notes`, { body })),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: jobKeys.detail(jobId), exact: true }),
  });
}

/** The server takes 1 to 5 photos and 30 MB a request: bigger choices go in several. */
export function photoBatches(files: File[]): File[][] {
  const batches: File[][] = [];
  let batch: File[] = [];
  let bytes = 0;
  for (const file of files) {
    if (
      batch.length > 0 &&
      (batch.length >= MAX_PHOTOS_PER_REQUEST ||
        bytes + file.size > MAX_PHOTO_REQUEST_BYTES - 1024 * 1024)
    ) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(file);
    bytes += file.size;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/** Uploads photos as multipart `photos` (the browser sets the boundary), in batches. */
export function useUploadPhotos(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (files: File[]) => {
      for (const batch of photoBatches(files)) {
        const form = new FormData();
        for (const file of batch) form.append("photos", file);
        const res = await fetch(`${jobPath(jobId)}/photos`, {
          method: "POST",
          body: form,
          credentials: "include",
        });
        await throwIfResNotOk(res);
        await res.json();
      }
    },
    // Some batches may have gone through before a failure: show what is there either way.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: jobKeys.detail(jobId), exact: true }),
  });
}

export type VisitRange = { from: string; to: string; userId?: string };

/** GET /api/visits?from&to[&userId] answers `{ visits }`, in order of their start. */
export function useVisits(range: VisitRange | null) {
  return useQuery({
    queryKey: jobKeys.visits(range ?? { from: "", to: "" }),
    enabled: range !== null,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ from: range!.from, to: range!.to });
      if (range!.userId) params.set("userId", range!.userId);
      return json<{ visits: VisitDto[] }>(
        apiRequest("GET", `/api/visits?${params}`, undefined, { signal }),
      );
    },
  });
}

export function useVisitProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ visitId, action }: { visitId: string; action: VisitProgressAction }) =>
      // The answer is read whole: a response left unread can stay open in the browser.
      json<VisitDto>(
        apiRequest("POST", `/api/visits/${encodeURIComponent(visitId)}/progress`, { action }),
      ),
    onSettled: () => invalidateJobs(queryClient),
  });
}
