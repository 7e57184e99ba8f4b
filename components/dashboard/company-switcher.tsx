"use client";

import * as React from "react";
import { Building2, Check } from "lucide-react";
import {
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, serverMessage } from "@/components/query/client";
import type { MyCompanies } from "@/components/dashboard/my-companies";
import { ROLE_LABELS } from "@/lib/team/permissions";

/**
 * The account menu's company switcher (docs/team.md "Company switcher"), shown only to a login
 * in more than one company: the current one is marked, choosing another re-issues the session
 * for it and reloads the dashboard, so no cached query of the other company survives.
 */
export function CompanySwitcherItems({ data }: { data: MyCompanies | undefined }) {
  const [switching, setSwitching] = React.useState<string | null>(null);
  const labelId = React.useId();
  if (!data || data.companies.length < 2) return null;

  async function switchTo(companyId: string) {
    setSwitching(companyId);
    try {
      await apiRequest("POST", "/api/account/companies", { companyId });
      // A full load on purpose: every cached query belongs to the company just left.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign("/dashboard");
    } catch (error) {
      setSwitching(null);
      toast({
        variant: "destructive",
        title: "Could not switch company",
        description: serverMessage(error) ?? "Try again.",
      });
    }
  }

  return (
    <>
      <DropdownMenuGroup aria-labelledby={labelId}>
        <DropdownMenuLabel id={labelId} className="text-muted-foreground text-xs font-normal">
          Switch company
        </DropdownMenuLabel>
        {data.companies.map((company) => {
          const current = company.id === data.current;
          return (
            <DropdownMenuItem
              key={company.id}
              aria-current={current ? "true" : undefined}
              disabled={switching !== null}
              onSelect={(event) => {
                if (current) return;
                // Stay open while the session is re-issued; the page reloads after.
                event.preventDefault();
                void switchTo(company.id);
              }}
              data-testid="company-switcher-item"
            >
              {current ? (
                <Check aria-hidden="true" />
              ) : (
                <Building2 aria-hidden="true" className="opacity-60" />
              )}
              <span className="min-w-0 flex-1">
                <span className="block truncate">{company.name}</span>
                <span className="text-muted-foreground block text-xs">
                  {ROLE_LABELS[company.role]}
                  {current ? " · current" : switching === company.id ? " · switching…" : ""}
                </span>
              </span>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuGroup>
      <DropdownMenuSeparator />
    </>
  );
}
