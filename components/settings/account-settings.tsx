"use client";

import { Skeleton } from "@/components/ui/skeleton";
import { EmailForm, NameForm, PasswordForm } from "@/components/settings/account-forms";
import { DeleteAccountCard, SessionsCard } from "@/components/settings/account-danger";
import { DataExportCard } from "@/components/settings/account-export";
import { CalendarFeedCard } from "@/components/account/calendar-feed-card";
import { NotificationsCard } from "@/components/account/notifications-card";
import { useAccount } from "@/components/settings/account-queries";
import { LoadError, SettingsHeader } from "@/components/settings/settings-header";
import { can, type Role } from "@/lib/team/permissions";

/** The member's own account; the company's data export and deletion only for roles that have them. */
export function AccountSettingsPage({ role = "owner" }: { role?: Role }) {
  const account = useAccount();
  return (
    <div className="mx-auto max-w-3xl">
      <SettingsHeader title="Account" description="Your login, password and sessions." />
      {account.isPending ? (
        <div className="grid gap-4" aria-busy="true" aria-label="Loading account">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-52 w-full" />
        </div>
      ) : account.isError ? (
        <LoadError what="account" onRetry={() => void account.refetch()} />
      ) : (
        <div className="grid gap-6">
          <NameForm account={account.data} />
          <EmailForm account={account.data} />
          <PasswordForm />
          <NotificationsCard />
          {can(role, "field_work") ? <CalendarFeedCard /> : null}
          <SessionsCard />
          {can(role, "exports") ? <DataExportCard /> : null}
          {can(role, "company_delete") ? <DeleteAccountCard account={account.data} /> : null}
        </div>
      )}
    </div>
  );
}
