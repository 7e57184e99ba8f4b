import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { DashboardHome } from "@/components/dashboard/home";
import { TechnicianHome } from "@/components/dashboard/technician-home";
import { getCurrentUser } from "@/lib/auth/session";
import { can } from "@/lib/team/permissions";

export const metadata: Metadata = { title: "Dashboard" };

/**
 * Every member lands here; a role without the dashboard's figures (a technician) gets a home
 * with no money on it and no request it may not make (docs/team.md).
 */
export default async function DashboardPage() {
  const user = await getCurrentUser();
  if (!user) redirect("/login?callbackUrl=/dashboard");
  if (!can(user.role, "reports")) return <TechnicianHome />;
  return <DashboardHome role={user.role} />;
}
