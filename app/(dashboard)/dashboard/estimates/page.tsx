import { Suspense } from "react";
import type { Metadata } from "next";
import { EstimatesPage } from "@/components/estimates/estimates-page";

export const metadata: Metadata = { title: "Estimates" };

export default function Page() {
  return (
    <Suspense>
      <EstimatesPage />
    </Suspense>
  );
}
