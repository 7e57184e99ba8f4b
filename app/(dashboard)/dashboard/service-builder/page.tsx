import type { Metadata } from "next";
import { ServiceBuilder } from "@/components/service-builder/service-builder";

export const metadata: Metadata = { title: "Service Builder" };

export default function ServiceBuilderPage() {
  return <ServiceBuilder />;
}
