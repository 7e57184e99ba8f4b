"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, json } from "@/components/query/client";
import { queryKeys } from "@/components/query/keys";
import type { TextSettingsDto } from "@/lib/texts/settings";
import type { TextSettingsInput } from "@/lib/validation/text-settings";

/** What a conversation is on (exactly one). */
export type ConversationTarget = { clientId: string } | { quoteId: string } | { requestId: string };

export type TextMessageDto = {
  id: string;
  direction: "inbound" | "outbound";
  from: string;
  to: string;
  body: string;
  status: string;
  error: string | null;
  purpose: string;
  createdAt: string;
  readAt: string | null;
};

/** GET /api/texts (docs/texts.md "Two-way"). */
export type ConversationDto = {
  phone: string | null;
  clientId: string | null;
  consent: { status: "consented" | "opted_out"; source: string; at: string } | null;
  messages: TextMessageDto[];
  unreadCount: number;
};

/** GET/PATCH /api/company/text-settings (the server's own shape; nothing in it is a date). */
export type { TextSettingsDto };

/** New texts show up without a reload: the open conversation asks every 20 seconds. */
const CONVERSATION_POLL_MS = 20_000;
const UNREAD_POLL_MS = 60_000;

/** A conversation; reading it marks its texts read, so the unread badge takes its count. */
export function useConversation(target: ConversationTarget) {
  const queryClient = useQueryClient();
  return useQuery<ConversationDto>({
    queryKey: queryKeys.conversation(target),
    refetchInterval: CONVERSATION_POLL_MS,
    queryFn: async ({ signal }) => {
      const response = await apiRequest("GET", queryKeys.conversation(target)[0], undefined, {
        signal,
      });
      const conversation = (await response.json()) as ConversationDto;
      queryClient.setQueryData(queryKeys.textsUnread, { unreadCount: conversation.unreadCount });
      return conversation;
    },
  });
}

/** The dashboard navigation's badge: texts from customers not read yet. */
export function useUnreadTexts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<{ unreadCount: number }>({
    queryKey: queryKeys.textsUnread,
    refetchInterval: UNREAD_POLL_MS,
    // Off for a role without texts (docs/team.md): it would only answer 403.
    enabled,
  });
}

const isConversation = (key: readonly unknown[]) => String(key[0]).startsWith("/api/texts?");

/** The owner's reply (POST /api/texts): queued, then sent through the same channel. */
export function useSendText(target: ConversationTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      json<TextMessageDto>(apiRequest("POST", "/api/texts", { ...target, body })),
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => isConversation(query.queryKey) }),
  });
}

/** The owner records the client's consent (POST /api/texts/consent). */
export function useRecordConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { clientId: string; source: "owner" | "verbal" | "written" }) =>
      json(apiRequest("POST", "/api/texts/consent", { ...input, status: "consented" })),
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => isConversation(query.queryKey) }),
  });
}

export function useTextSettings() {
  return useQuery<TextSettingsDto>({ queryKey: queryKeys.textSettings });
}

export function useUpdateTextSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TextSettingsInput) =>
      json<TextSettingsDto>(apiRequest("PATCH", "/api/company/text-settings", body)),
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.textSettings, settings),
  });
}
