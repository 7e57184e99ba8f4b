import type { Metadata } from "next";
import { QuoteEditorPage } from "@/components/quotes/editor/quote-editor";

export const metadata: Metadata = { title: "Quote" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <QuoteEditorPage id={id} />;
}
