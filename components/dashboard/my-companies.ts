"use client";

import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/components/query/keys";
import type { Role } from "@/lib/team/permissions";

export type MyCompanies = {
  current: string;
  companies: { id: string; name: string; role: Role }[];
};

/** GET /api/account/companies: the companies the signed-in user belongs to (docs/team.md). */
export function useMyCompanies() {
  return useQuery<MyCompanies>({ queryKey: queryKeys.myCompanies });
}
