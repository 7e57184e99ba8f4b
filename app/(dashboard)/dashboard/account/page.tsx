import type { Metadata } from "next";
import { AccountSettingsPage } from "@/components/settings/account-settings";

export const metadata: Metadata = { title: "Account" };

export default function AccountPage() {
  return <AccountSettingsPage />;
}
