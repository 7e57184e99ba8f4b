import type { Metadata } from "next";
import { Integrations } from "@/components/dashboard/integrations";
import { requirePagePermission } from "@/lib/team/page-gate";

export const metadata: Metadata = { title: "Integrations" };

export default async function Page() {
  await requirePagePermission("integrations");
  return <Integrations />;
}
