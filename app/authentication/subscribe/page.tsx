import { redirect } from "next/navigation";
import { registerHref } from "@/lib/marketing/plans";

/** /authentication/subscribe?plan=pro leads to sign-up with that plan preselected (unknown plans: plain sign-up). */
export default async function SubscribePage({
  searchParams,
}: {
  searchParams: Promise<{ plan?: string | string[] }>;
}) {
  const { plan } = await searchParams;
  redirect(registerHref(plan));
}
