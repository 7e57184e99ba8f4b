import type { Metadata } from "next";
import { PriceBook } from "@/components/price-book/price-book";
import { requirePagePermission } from "@/lib/team/page-gate";

export const metadata: Metadata = { title: "Price Book" };

export default async function PriceBookPage() {
  await requirePagePermission("price_book");
  return <PriceBook />;
}
