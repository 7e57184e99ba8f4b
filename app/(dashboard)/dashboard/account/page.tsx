import type { Metadata } from "next";
import { AccountSettingsPage } from "@/components/settings/account-settings";
import { requirePagePermission } from "@/lib/team/page-gate";

export const metadata: Metadata = { title: "Account" };

export default async function AccountPage() {
  const user = await requirePagePermission("account");
  return <AccountSettingsPage role={user.role} />;
}
