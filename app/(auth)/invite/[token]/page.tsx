import type { Metadata } from "next";
import { AcceptInvitation } from "@/components/team/accept-invitation";

export const metadata: Metadata = {
  title: "Accept invitation",
  description: "Join your team on QuoteCraft.",
  robots: { index: false, follow: false },
  // The link's token is a secret: pages it leads to must not see it.
  referrer: "no-referrer",
};

/** /invite/<token>: the link of an invitation mail (docs/team.md). */
export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return <AcceptInvitation token={token} />;
}
