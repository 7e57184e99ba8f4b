import type { Metadata } from "next";
import { CalculatorSetupPage } from "@/components/calculator/setup/setup-page";
import { requirePagePermission } from "@/lib/team/page-gate";

export const metadata: Metadata = { title: "Calculator Setup" };

export default async function Page() {
  await requirePagePermission("company_settings");
  return <CalculatorSetupPage />;
}
