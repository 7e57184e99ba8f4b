import type { Metadata } from "next";
import { OwnerServiceBuilder } from "@/components/service-builder/owner-service-builder";

export const metadata: Metadata = { title: "Service Builder" };

export default function ServiceBuilderPage() {
  return <OwnerServiceBuilder />;
}
