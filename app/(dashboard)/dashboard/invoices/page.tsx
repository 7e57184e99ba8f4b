import type { Metadata } from "next";
import { initialInvoiceFilter, InvoicesPage } from "@/components/invoices/invoices-page";

export const metadata: Metadata = { title: "Invoices" };

/** `?status=overdue` or `unpaid` (the dashboard's money card links here) opens filtered. */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { status } = await searchParams;
  return <InvoicesPage initialStatus={initialInvoiceFilter(status)} />;
}
