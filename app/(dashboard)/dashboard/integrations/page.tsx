import type { Metadata } from "next";
import { Integrations } from "@/components/dashboard/integrations";

export const metadata: Metadata = { title: "Integrations" };

export default function Page() {
  return <Integrations />;
}
