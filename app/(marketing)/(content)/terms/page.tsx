import type { Metadata } from "next";
import { LegalPage } from "@/components/marketing/legal-page";
import { TERMS } from "@/lib/marketing/legal";
import { pageMetadata } from "@/lib/marketing/seo";

export const metadata: Metadata = pageMetadata({
  title: TERMS.title,
  description: TERMS.description,
  path: "/terms",
});

export default function TermsPage() {
  return <LegalPage document={TERMS} />;
}
