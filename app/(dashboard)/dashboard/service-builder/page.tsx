import type { Metadata } from "next";
import { OwnerServiceBuilder } from "@/components/service-builder/owner-service-builder";
import { requirePagePermission } from "@/lib/team/page-gate";

export const metadata: Metadata = { title: "Service Builder" };

export default async function ServiceBuilderPage() {
  await requirePagePermission("price_book");
  return <OwnerServiceBuilder />;
}
