import type { Metadata } from "next";
import { PriceBook } from "@/components/price-book/price-book";

export const metadata: Metadata = { title: "Price Book" };

export default function PriceBookPage() {
  return <PriceBook />;
}
