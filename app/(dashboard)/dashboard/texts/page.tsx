import type { Metadata } from "next";
import { TextSettingsPage } from "@/components/texts/text-settings";
import { requirePagePermission } from "@/lib/team/page-gate";

export const metadata: Metadata = { title: "Texts" };

export default async function TextsRoute() {
  await requirePagePermission("texts");
  return <TextSettingsPage />;
}
