"use client";

import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from "@tanstack/react-query";
import { apiRequest, json } from "@/components/query/client";
import { queryKeys } from "@/components/query/keys";
import type { AuditRow } from "@/lib/audit/log";
import type { InvitationDto } from "@/lib/team/invitations";
import type { MemberDto } from "@/lib/team/members";
import type { NotificationKind, NotificationSettings } from "@/lib/team/notifications";
import type { Role } from "@/lib/team/permissions";

export type { AuditRow, InvitationDto, MemberDto, NotificationKind, NotificationSettings };

/** GET /api/team/members (docs/team.md). */
export type TeamMembersDto = {
  members: MemberDto[];
  you: { userId: string; memberId: string; role: Role };
};
/** GET /api/team/invitations. */
export type InvitationsDto = { invitations: InvitationDto[] };
/** GET /api/team/activity: a page of the log, newest first. */
export type ActivityPage = { events: AuditRow[]; nextCursor: string | null };
/** GET/PUT /api/account/notifications. */
export type NotificationsDto = { settings: NotificationSettings; available: NotificationSettings };
/** POST /api/team/invitations (201). */
export type InvitedDto = { id: string; email: string; role: Role; expiresAt: string };

/** This feature's keys: the first element is the API path the default loader GETs. */
export const teamKeys = {
  members: queryKeys.teamMembers,
  invitations: ["/api/team/invitations"] as const,
  activity: ["/api/team/activity"] as const,
  notifications: ["/api/account/notifications"] as const,
};

export const memberPath = (id: string) => `/api/team/members/${encodeURIComponent(id)}`;
export const invitationPath = (id: string) => `/api/team/invitations/${encodeURIComponent(id)}`;
/** The activity log as CSV (an audited download, a plain link). */
export const ACTIVITY_EXPORT_PATH = "/api/team/activity/export";

export function useTeamMembers() {
  return useQuery<TeamMembersDto>({ queryKey: teamKeys.members });
}

export function useInvitations(enabled = true) {
  return useQuery<InvitationsDto>({ queryKey: teamKeys.invitations, enabled });
}

export type MemberChange = { role?: Role; active?: boolean };

/** PATCH /api/team/members/{id}: a role, or deactivation/reactivation (409 last_owner). */
export function useUpdateMember(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: MemberChange) =>
      json<MemberDto>(apiRequest("PATCH", memberPath(id), change)),
    onSuccess: (member) => {
      queryClient.setQueryData<TeamMembersDto>(teamKeys.members, (data) =>
        data
          ? { ...data, members: data.members.map((row) => (row.id === member.id ? member : row)) }
          : data,
      );
      // The list's order (owners first, active before deactivated) may have changed.
      void queryClient.invalidateQueries({ queryKey: teamKeys.members, exact: true });
      void queryClient.invalidateQueries({ queryKey: teamKeys.activity });
    },
  });
}

/** DELETE /api/team/members/{id}: the membership goes, the login and attribution stay. */
export function useRemoveMember(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("DELETE", memberPath(id)),
    // The row stays until the list reloads, so the caller's own callbacks still run.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: teamKeys.members, exact: true });
      void queryClient.invalidateQueries({ queryKey: teamKeys.activity });
    },
  });
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; role: Role }) =>
      json<InvitedDto>(apiRequest("POST", "/api/team/invitations", body)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: teamKeys.invitations, exact: true });
      void queryClient.invalidateQueries({ queryKey: teamKeys.activity });
    },
  });
}

export function useRevokeInvitation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("DELETE", invitationPath(id)),
    // The row stays until the list reloads, so the caller's own callbacks still run.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: teamKeys.invitations, exact: true });
      void queryClient.invalidateQueries({ queryKey: teamKeys.activity });
    },
  });
}

/** The activity log, a page at a time (`?cursor=` the last row's id). */
export function useActivity() {
  return useInfiniteQuery<
    ActivityPage,
    Error,
    InfiniteData<ActivityPage, string | null>,
    typeof teamKeys.activity,
    string | null
  >({
    queryKey: teamKeys.activity,
    initialPageParam: null,
    getNextPageParam: (page) => page.nextCursor,
    queryFn: ({ pageParam, signal }) =>
      json<ActivityPage>(
        apiRequest(
          "GET",
          pageParam
            ? `${teamKeys.activity[0]}?cursor=${encodeURIComponent(pageParam)}`
            : teamKeys.activity[0],
          undefined,
          { signal },
        ),
      ),
  });
}

export function useNotifications() {
  return useQuery<NotificationsDto>({ queryKey: teamKeys.notifications });
}

export function useSaveNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: Partial<NotificationSettings>) =>
      json<NotificationsDto>(apiRequest("PUT", teamKeys.notifications[0], settings)),
    onSuccess: (data) => queryClient.setQueryData(teamKeys.notifications, data),
  });
}
