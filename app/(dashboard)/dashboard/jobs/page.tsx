import type { Metadata } from "next";
import { JobsPage } from "@/components/jobs/jobs-page";
import { requirePagePermission } from "@/lib/team/page-gate";

export const metadata: Metadata = { title: "Jobs" };

/** Every job for the office; a technician's own (those with a visit of theirs). */
export default async function Page() {
  const user = await requirePagePermission("field_work");
  return <JobsPage role={user.role} />;
}
