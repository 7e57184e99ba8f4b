import type { Metadata } from "next";
import { CompanyProfilePage } from "@/components/settings/company-profile-form";
import { requirePagePermission } from "@/lib/team/page-gate";

export const metadata: Metadata = { title: "Company Profile" };

export default async function CompanyPage() {
  await requirePagePermission("company_settings");
  return <CompanyProfilePage />;
}
