import type { Metadata } from "next";
import { MarketplacePage } from "@/components/marketplace/marketplace-page";
import { requirePagePermission } from "@/lib/team/page-gate";

export const metadata: Metadata = { title: "Marketplace" };

export default async function Page() {
  await requirePagePermission("price_book");
  return <MarketplacePage />;
}
