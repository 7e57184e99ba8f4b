import type { Metadata } from "next";
import { LegalPage } from "@/components/marketing/legal-page";
import { PRIVACY } from "@/lib/marketing/legal";
import { pageMetadata } from "@/lib/marketing/seo";

export const metadata: Metadata = pageMetadata({
  title: PRIVACY.title,
  description: PRIVACY.description,
  path: "/privacy",
});

export default function PrivacyPage() {
  return <LegalPage document={PRIVACY} />;
}
