import type { Metadata } from "next";
import { ServicesManager } from "@/components/services/services-manager";
import { requirePagePermission } from "@/lib/team/page-gate";

export const metadata: Metadata = { title: "Services" };

export default async function ServicesPage() {
  await requirePagePermission("price_book");
  return <ServicesManager />;
}
