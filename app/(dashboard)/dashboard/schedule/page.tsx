import type { Metadata } from "next";
import { SchedulePage } from "@/components/schedule/schedule-page";
import type { ScheduleView } from "@/components/schedule/time";
import { isDay } from "@/lib/dates/day";
import { jobParams } from "@/lib/validation/job";
import { requirePagePermission } from "@/lib/team/page-gate";

export const metadata: Metadata = { title: "Schedule" };

const VIEWS: ScheduleView[] = ["day", "week", "month"];

/**
 * `?view=day|week|month&date=YYYY-MM-DD` opens the schedule there (a link, a bookmark);
 * `?job=<id>` opens the dialog scheduling a visit of that job (the job page's link).
 */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requirePagePermission("schedule");
  const { view, date, job } = await searchParams;
  const initialView = VIEWS.find((option) => option === view);
  const initialDay = typeof date === "string" && isDay(date) ? date : undefined;
  const jobId =
    typeof job === "string" && jobParams.safeParse({ id: job }).success ? job : undefined;
  return <SchedulePage initialView={initialView} initialDay={initialDay} jobId={jobId} />;
}
