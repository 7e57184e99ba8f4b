import type { Metadata } from "next";
import { ClientDetailPage } from "@/components/clients/client-detail";
import { requirePagePermission } from "@/lib/team/page-gate";

export const metadata: Metadata = { title: "Client" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  await requirePagePermission("clients");
  const { id } = await params;
  return <ClientDetailPage id={id} />;
}
