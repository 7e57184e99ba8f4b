import type { Metadata } from "next";
import { DemoPage } from "@/components/demo/demo-header";
import { DemoCalculator } from "@/components/demo/calculator/demo-calculator";

const description =
  "Try QuoteCraft's service calculator with premade services for electrical, plumbing, HVAC, landscaping, cleaning and painting. Build an estimate in your browser, no sign-up needed.";

export const metadata: Metadata = {
  title: "Service Calculator Demo",
  description,
  alternates: { canonical: "/demo/calculator" },
  openGraph: { title: "Service Calculator Demo", description, url: "/demo/calculator" },
};

export default function DemoCalculatorPage() {
  return (
    <DemoPage current="/demo/calculator">
      <DemoCalculator />
    </DemoPage>
  );
}
