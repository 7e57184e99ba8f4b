import type { Metadata } from "next";
import { CompanyProfilePage } from "@/components/settings/company-profile-form";

export const metadata: Metadata = { title: "Company Profile" };

export default function CompanyPage() {
  return <CompanyProfilePage />;
}
