import type { Metadata } from "next";
import { TodayPage } from "@/components/jobs/today-page";
import { requirePagePermission } from "@/lib/team/page-gate";

export const metadata: Metadata = { title: "Today" };

/** The signed-in member's visits of today (docs/jobs.md, "Today"). */
export default async function Page() {
  const user = await requirePagePermission("field_work");
  return <TodayPage role={user.role} userId={user.userId} />;
}
