import type { Metadata } from "next";
import { JobDetailPage } from "@/components/jobs/job-detail";
import { requirePagePermission } from "@/lib/team/page-gate";

export const metadata: Metadata = { title: "Job" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePagePermission("field_work");
  const { id } = await params;
  return <JobDetailPage id={id} role={user.role} />;
}
