import type { Metadata } from "next";
import { QuotesPage } from "@/components/quotes/quotes-page";
import { requirePagePermission } from "@/lib/team/page-gate";

export const metadata: Metadata = { title: "Quotes" };

export default async function Page() {
  await requirePagePermission("quotes");
  return <QuotesPage />;
}
