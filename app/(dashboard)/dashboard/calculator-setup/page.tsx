import type { Metadata } from "next";
import { CalculatorSetupPage } from "@/components/calculator/setup/setup-page";

export const metadata: Metadata = { title: "Calculator Setup" };

export default function Page() {
  return <CalculatorSetupPage />;
}
