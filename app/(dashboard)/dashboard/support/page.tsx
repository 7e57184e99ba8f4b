import type { Metadata } from "next";
import { SupportPage } from "@/components/settings/support-page";
import { requirePagePermission } from "@/lib/team/page-gate";

export const metadata: Metadata = { title: "Support" };

export default async function SupportRoute() {
  await requirePagePermission("account");
  return <SupportPage />;
}
