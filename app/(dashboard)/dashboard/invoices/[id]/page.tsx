import type { Metadata } from "next";
import { InvoiceEditorPage } from "@/components/invoices/editor/invoice-editor";

export const metadata: Metadata = { title: "Invoice" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <InvoiceEditorPage id={id} />;
}
