"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, throwIfResNotOk } from "@/components/query/client";
import { queryKeys } from "@/components/query/keys";
import type { CompanyProfileInput } from "@/lib/validation/profile";
import type { CompanyProfileDto } from "@/lib/companies/types";

export function useCompanyProfile() {
  return useQuery<CompanyProfileDto>({ queryKey: queryKeys.profile });
}

/** The sidebar, account menu and calculator read GET /api/company: refresh it after changes. */
function useRefreshCompany() {
  const queryClient = useQueryClient();
  return (profile?: Partial<CompanyProfileDto>) => {
    if (profile)
      queryClient.setQueryData<CompanyProfileDto>(queryKeys.profile, (old) =>
        old ? { ...old, ...profile } : old,
      );
    void queryClient.invalidateQueries({ queryKey: queryKeys.company, exact: true });
  };
}

export function useUpdateProfile() {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: async (input: CompanyProfileInput) =>
      (await (
        await apiRequest("PATCH", "/api/company/profile", input)
      ).json()) as CompanyProfileDto,
    onSuccess: (profile) => refresh(profile),
  });
}

export function useUploadLogo() {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append("file", file);
      const res = await fetch("/api/company/logo", {
        method: "POST",
        body: form,
        credentials: "include",
      });
      await throwIfResNotOk(res);
      return (await res.json()) as { logo: string };
    },
    onSuccess: ({ logo }) => refresh({ logo }),
  });
}

export function useRemoveLogo() {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: async () =>
      (await (await apiRequest("DELETE", "/api/company/logo")).json()) as { logo: null },
    onSuccess: () => refresh({ logo: null }),
  });
}
