import type { Metadata } from "next";
import { ActivityPage } from "@/components/team/activity-page";
import { requirePagePermission } from "@/lib/team/page-gate";

export const metadata: Metadata = { title: "Activity log" };

export default async function Page() {
  await requirePagePermission("audit");
  return <ActivityPage />;
}
