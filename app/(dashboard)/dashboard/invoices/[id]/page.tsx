import type { Metadata } from "next";
import { InvoiceEditorPage } from "@/components/invoices/editor/invoice-editor";
import { requirePagePermission } from "@/lib/team/page-gate";

export const metadata: Metadata = { title: "Invoice" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  await requirePagePermission("invoices");
  const { id } = await params;
  return <InvoiceEditorPage id={id} />;
}
