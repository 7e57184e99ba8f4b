import type { Metadata } from "next";
import { ClientsPage } from "@/components/clients/clients-page";
import { requirePagePermission } from "@/lib/team/page-gate";

export const metadata: Metadata = { title: "Clients" };

export default async function Page() {
  await requirePagePermission("clients");
  return <ClientsPage />;
}
