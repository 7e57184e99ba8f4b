import type { Metadata } from "next";
import { TeamPage } from "@/components/team/team-page";
import { requirePagePermission } from "@/lib/team/page-gate";

export const metadata: Metadata = { title: "Team" };

export default async function Page() {
  await requirePagePermission("team");
  return <TeamPage />;
}
