import type { Metadata } from "next";
import { ClientDetailPage } from "@/components/clients/client-detail";

export const metadata: Metadata = { title: "Client" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ClientDetailPage id={id} />;
}
