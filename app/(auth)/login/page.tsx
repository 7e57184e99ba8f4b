import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/auth/login-form";
import { getCurrentUser } from "@/lib/auth/session";
import { safeCallbackUrl } from "@/lib/auth/callback-url";

export const metadata: Metadata = {
  title: "Log in",
  description: "Sign in to your QuoteCraft account.",
  alternates: { canonical: "/login" },
};

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string | string[] }>;
}) {
  const { callbackUrl } = await searchParams;
  const target = typeof callbackUrl === "string" ? callbackUrl : undefined;
  if (await getCurrentUser())
    redirect(safeCallbackUrl(target?.startsWith("/") ? target : undefined));
  return <LoginForm callbackUrl={target} />;
}
