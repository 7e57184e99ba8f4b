"use client";

import * as React from "react";
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from "@tanstack/react-query";
import { ApiRequestError, apiRequest, serverMessage, json } from "@/components/query/client";
import { queryKeys } from "@/components/query/keys";
import type { CompanyDto } from "@/lib/companies/types";
import type { JobDto, JobListItem, VisitDto } from "@/lib/jobs/dto";
import type { Recurrence } from "@/lib/jobs/recurrence";
import type { Role } from "@/lib/team/permissions";

export type { JobDto, JobListItem, VisitDto };

/** GET /api/team/members: who can be put on a visit (every active member can do field work). */
export type ScheduleMember = {
  id: string;
  userId: string;
  name: string | null;
  email: string;
  role: Role;
  active: boolean;
  /** The member's palette index (lib/team/members.ts). */
  color?: number;
};
export type TeamMembersDto = { members: ScheduleMember[]; you: { userId: string } };
/** GET /api/visits?from&to[&userId]. */
export type VisitsDto = { visits: VisitDto[] };
/** GET /api/jobs?status=unscheduled. */
export type JobsPageDto = { jobs: JobListItem[]; nextCursor: string | null };

export type RangeFilter = { from: string; to: string; userId?: string };

/** PATCH /api/visits/{id}. */
export type VisitPatch = {
  startAt?: string;
  endAt?: string;
  arrivalWindowMinutes?: number | null;
  assigneeIds?: string[];
  force?: boolean;
};

/** POST /api/jobs/{id}/visits. */
export type ScheduleBody = {
  startAt: string;
  endAt: string;
  arrivalWindowMinutes: number | null;
  assigneeIds: string[];
  recurrence: Recurrence | null;
  force?: boolean;
};

export const visitPath = (id: string) => `/api/visits/${encodeURIComponent(id)}`;
export const jobPath = (id: string) => `/api/jobs/${encodeURIComponent(id)}`;
export const jobHref = (id: string) => `/dashboard/jobs/${encodeURIComponent(id)}`;

export const memberName = (member: { name: string | null; email: string }) =>
  member.name || member.email;

/** The company's time zone (undefined until the company loads: never the browser's). */
export function useCompany() {
  return useQuery<CompanyDto>({ queryKey: queryKeys.company });
}

export function useTeam() {
  return useQuery<TeamMembersDto>({ queryKey: queryKeys.teamMembers });
}

/** The visits of a range; the previous range stays shown while the next one loads. */
export function useVisits(filter: RangeFilter | null) {
  return useQuery({
    queryKey: queryKeys.visitRange(filter ?? { from: "", to: "" }),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ from: filter!.from, to: filter!.to });
      if (filter!.userId) params.set("userId", filter!.userId);
      return json<VisitsDto>(apiRequest("GET", `/api/visits?${params}`, undefined, { signal }));
    },
  });
}

/** GET /api/jobs/{id} (the job page's entry of the cache): the job `?job=` names, if any. */
export function useJob(id: string | null) {
  return useQuery<JobDto>({ queryKey: [jobPath(id ?? "")], enabled: id !== null });
}

/** The jobs waiting for a visit, a page at a time (`?cursor=`). */
export function useUnscheduledJobs() {
  return useInfiniteQuery<
    JobsPageDto,
    Error,
    InfiniteData<JobsPageDto, string | null>,
    QueryKey,
    string | null
  >({
    queryKey: queryKeys.unscheduledJobs,
    initialPageParam: null,
    getNextPageParam: (page) => page.nextCursor,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ status: "unscheduled" });
      if (pageParam) params.set("cursor", pageParam);
      return json<JobsPageDto>(apiRequest("GET", `/api/jobs?${params}`, undefined, { signal }));
    },
  });
}

/** A 409 `double_booked`: a member of the visit already has one then. */
export function isDoubleBooked(error: unknown): error is ApiRequestError {
  return (
    error instanceof ApiRequestError && error.status === 409 && error.body?.code === "double_booked"
  );
}

/** "Sam is already booked then (Gutter cleaning). Save anyway?" */
export function doubleBookedQuestion(error: ApiRequestError): string {
  const message = (error.body?.message ?? "").replace(/\s*Save anyway[^.?]*[.?]?\s*$/i, "").trim();
  return `${message || "A member of this visit is already booked then."} Save anyway?`;
}

/** Whether a visit belongs in the cached range `filter` (the same rule the API applies). */
function belongsIn(visit: VisitDto, filter: RangeFilter | undefined) {
  if (!filter?.from || !filter.to) return true;
  const overlaps =
    Date.parse(visit.startAt) < Date.parse(filter.to) &&
    Date.parse(visit.endAt) > Date.parse(filter.from);
  const member = !filter.userId || visit.assignees.some((a) => a.userId === filter.userId);
  return overlaps && member;
}

/** Puts `visit` into every cached range it belongs to, and out of those it no longer does. */
export function storeVisit(queryClient: QueryClient, visit: VisitDto) {
  for (const [key, data] of queryClient.getQueriesData<VisitsDto>({
    queryKey: queryKeys.visits,
  })) {
    if (!data) continue;
    const others = data.visits.filter((row) => row.id !== visit.id);
    const visits = belongsIn(visit, key[1] as RangeFilter | undefined)
      ? [...others, visit].sort((a, b) => a.startAt.localeCompare(b.startAt))
      : others;
    queryClient.setQueryData<VisitsDto>(key, { ...data, visits });
  }
}

type Snapshot = [QueryKey, VisitsDto | undefined][];

const restore = (queryClient: QueryClient, snapshot: Snapshot) => {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
};

export type MoveRequest = {
  /** The visit as it was. */
  visit: VisitDto;
  /** The visit as it will be (shown at once; put back if the save fails or is cancelled). */
  next: VisitDto;
  body: VisitPatch;
};

export type MoveOutcome = "saved" | "double_booked" | "failed";

export type PendingConflict = MoveRequest & { question: string; snapshot: Snapshot };

/**
 * Moving, resizing and reassigning a visit: optimistic (every cached range shows it at once),
 * put back on an error; a 409 `double_booked` keeps it in place and waits for the owner's
 * "Save anyway" (the same PATCH with `force: true`) or Cancel (it goes back).
 */
export function useVisitMover({ onError }: { onError: (message: string) => void }) {
  const queryClient = useQueryClient();
  const [conflict, setConflict] = React.useState<PendingConflict | null>(null);
  const mutation = useMutation({
    mutationFn: ({ id, body }: { id: string; body: VisitPatch }) =>
      json<VisitDto>(apiRequest("PATCH", visitPath(id), body)),
  });

  const run = async (
    request: MoveRequest,
    snapshot?: Snapshot,
    onApplied?: () => void,
  ): Promise<MoveOutcome> => {
    let before = snapshot;
    if (!before) {
      await queryClient.cancelQueries({ queryKey: queryKeys.visits });
      before = queryClient.getQueriesData<VisitsDto>({ queryKey: queryKeys.visits });
      storeVisit(queryClient, request.next);
    }
    onApplied?.();
    try {
      const saved = await mutation.mutateAsync({ id: request.visit.id, body: request.body });
      setConflict(null);
      storeVisit(queryClient, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.visits });
      void queryClient.invalidateQueries({ queryKey: [jobPath(saved.jobId)] });
      return "saved";
    } catch (error) {
      if (isDoubleBooked(error) && !request.body.force) {
        setConflict({ ...request, question: doubleBookedQuestion(error), snapshot: before });
        return "double_booked";
      }
      setConflict(null);
      restore(queryClient, before);
      onError(serverMessage(error) ?? "The visit could not be saved. Try again.");
      return "failed";
    }
  };

  return {
    /** `onApplied` runs once every cached range shows the change (the caller drops its preview). */
    move: (request: MoveRequest, onApplied?: () => void) => run(request, undefined, onApplied),
    conflict,
    pending: mutation.isPending,
    /** Save anyway: the same change with `force: true`. */
    confirm: () =>
      conflict
        ? run({ ...conflict, body: { ...conflict.body, force: true } }, conflict.snapshot)
        : Promise.resolve<MoveOutcome>("failed"),
    /** Cancel: the visit goes back to where it was. */
    cancel: () => {
      if (conflict) restore(queryClient, conflict.snapshot);
      setConflict(null);
    },
  };
}

/** POST /api/jobs/{id}/visits: the job leaves the unscheduled list. */
export function useScheduleJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, body }: { jobId: string; body: ScheduleBody }) =>
      json<VisitsDto>(apiRequest("POST", `${jobPath(jobId)}/visits`, body)),
    onSuccess: (_data, { jobId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.visits }),
        // Every list of jobs (the unscheduled one included) and the job itself.
        queryClient.invalidateQueries({ queryKey: [queryKeys.unscheduledJobs[0]] }),
        queryClient.invalidateQueries({ queryKey: [jobPath(jobId)] }),
      ]),
  });
}
