import type { Metadata } from "next";
import { TextSettingsPage } from "@/components/texts/text-settings";

export const metadata: Metadata = { title: "Texts" };

export default function TextsRoute() {
  return <TextSettingsPage />;
}
