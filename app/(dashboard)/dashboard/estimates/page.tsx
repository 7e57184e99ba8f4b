import { Suspense } from "react";
import type { Metadata } from "next";
import { EstimatesPage } from "@/components/estimates/estimates-page";
import { requirePagePermission } from "@/lib/team/page-gate";

export const metadata: Metadata = { title: "Estimates" };

export default async function Page() {
  await requirePagePermission("requests");
  return (
    <Suspense>
      <EstimatesPage />
    </Suspense>
  );
}
