import type { Metadata } from "next";
import { ServiceAreasPage } from "@/components/settings/service-areas-manager";

export const metadata: Metadata = { title: "Service Areas" };

export default function ServiceAreasRoute() {
  return <ServiceAreasPage />;
}
