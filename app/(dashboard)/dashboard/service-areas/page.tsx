import type { Metadata } from "next";
import { ServiceAreasPage } from "@/components/settings/service-areas-manager";
import { requirePagePermission } from "@/lib/team/page-gate";

export const metadata: Metadata = { title: "Service Areas" };

export default async function ServiceAreasRoute() {
  await requirePagePermission("company_settings");
  return <ServiceAreasPage />;
}
