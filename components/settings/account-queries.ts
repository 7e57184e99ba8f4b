"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/components/query/client";
import { queryKeys } from "@/components/query/keys";
import type { AccountDto } from "@/lib/account/types";

export function useAccount() {
  return useQuery<AccountDto>({ queryKey: queryKeys.account });
}

function useAccountMutation<I>(method: "PATCH" | "POST", url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => (await apiRequest(method, url, input)).json(),
    onSuccess: (data: unknown) => {
      if (data && typeof data === "object" && "email" in data)
        queryClient.setQueryData(queryKeys.account, data);
    },
  });
}

export const useRenameAccount = () => useAccountMutation<{ name: string }>("PATCH", "/api/account");
export const useChangeEmail = () =>
  useAccountMutation<{ email: string; currentPassword: string }>("POST", "/api/account/email");
export const useChangePassword = () =>
  useAccountMutation<{ currentPassword: string; newPassword: string }>(
    "POST",
    "/api/account/password",
  );
export const useSignOutEverywhere = () =>
  useAccountMutation<undefined>("POST", "/api/account/sign-out-everywhere");
export const useDeleteAccount = () =>
  useAccountMutation<{ confirmation: string; currentPassword: string }>(
    "POST",
    "/api/account/delete",
  );
