import type { Metadata } from "next";
import { Billing } from "@/components/dashboard/billing";
import { requirePagePermission } from "@/lib/team/page-gate";

export const metadata: Metadata = { title: "Billing" };

export default async function Page() {
  await requirePagePermission("billing");
  return <Billing />;
}
