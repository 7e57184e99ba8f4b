import type { Metadata } from "next";
import { InvoicesPage } from "@/components/invoices/invoices-page";
import type { InvoiceStatusFilter } from "@/lib/validation/invoice-values";
import { requirePagePermission } from "@/lib/team/page-gate";

/** The list filter's choices an address may open on (the select offers these). */
const OPENABLE: InvoiceStatusFilter[] = [
  "draft",
  "unpaid",
  "overdue",
  "partially_paid",
  "paid",
  "void",
];

export const metadata: Metadata = { title: "Invoices" };

/** `?status=overdue` or `unpaid` (the dashboard's money card links here) opens filtered. */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requirePagePermission("invoices");
  const { status } = await searchParams;
  const initial = OPENABLE.find((value) => value === status) ?? "all";
  return <InvoicesPage initialStatus={initial} />;
}
