import type { Metadata } from "next";
import { QuoteEditorPage } from "@/components/quotes/editor/quote-editor";
import { requirePagePermission } from "@/lib/team/page-gate";

export const metadata: Metadata = { title: "Quote" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  await requirePagePermission("quotes");
  const { id } = await params;
  return <QuoteEditorPage id={id} />;
}
