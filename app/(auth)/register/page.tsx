import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { RegisterForm } from "@/components/auth/register-form";
import { getCurrentUser } from "@/lib/auth/session";
import { PLAN_IDS, type PlanId } from "@/lib/marketing/plans";

export const metadata: Metadata = {
  title: "Sign up",
  description: "Create your QuoteCraft account: price book, customer calculator and estimates.",
  alternates: { canonical: "/register" },
};

export default async function RegisterPage({
  searchParams,
}: {
  searchParams: Promise<{ plan?: string | string[] }>;
}) {
  if (await getCurrentUser()) redirect("/dashboard");
  const { plan } = await searchParams;
  const selected = PLAN_IDS.find((id) => id === plan) ?? "starter";
  return <RegisterForm plan={selected as PlanId} />;
}
