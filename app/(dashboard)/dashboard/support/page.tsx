import type { Metadata } from "next";
import { SupportPage } from "@/components/settings/support-page";

export const metadata: Metadata = { title: "Support" };

export default function SupportRoute() {
  return <SupportPage />;
}
