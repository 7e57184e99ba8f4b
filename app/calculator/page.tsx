import type { Metadata } from "next";
import { CalculatorLoader } from "@/components/calculator/calculator-loader";
import { IncompleteLink } from "@/components/calculator/incomplete-link";
import { getPreviewSlug } from "@/lib/calculator/preview";

export const metadata: Metadata = {
  title: "Service Estimator",
  description: "Build an estimate from the company's price book and request a detailed quote.",
  robots: { index: false, follow: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * ?company=<slug> shows that company's calculator; without it an owner previews their own.
 * The company and its services are read on the server (in the first bytes when the read is
 * quick, otherwise behind the skeleton: components/calculator/calculator-loader.tsx).
 */
export default async function CalculatorPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const company = typeof params.company === "string" ? params.company.trim().toLowerCase() : "";
  const embedded = params.embed === "1";
  const slug = company || (await getPreviewSlug());
  if (!slug) return <IncompleteLink />;
  const mode = company ? (embedded ? "embed" : "public") : "preview";
  return (
    <main className={embedded ? "bg-background" : "bg-muted/30 min-h-dvh"}>
      <CalculatorLoader slug={slug} mode={mode} />
    </main>
  );
}
