import type { Metadata } from "next";
import { AnalyticsDashboard } from "@/components/dashboard/analytics";
import { requirePagePermission } from "@/lib/team/page-gate";

export const metadata: Metadata = { title: "Analytics" };

export default async function Page() {
  await requirePagePermission("reports");
  return <AnalyticsDashboard />;
}
