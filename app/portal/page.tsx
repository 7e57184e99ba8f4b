import type { Metadata } from "next";
import { PortalHeader } from "@/components/portal/portal-header";
import { PortalHome } from "@/components/portal/portal-home";
import { PortalSignInForm } from "@/components/portal/sign-in-form";
import { accentStyle } from "@/lib/calculator/accent";
import {
  findPortalCompany,
  getPortalSession,
  PORTAL_LINK_MINUTES,
  portalData,
  type PortalCompany,
} from "@/lib/portal";

// The portal is the client's own records: never indexed, never sent on as a referrer
// (proxy.ts adds X-Robots-Tag and Referrer-Policy for /portal; it is never framed).
export const metadata: Metadata = {
  title: "Customer portal",
  robots: { index: false, follow: false, nocache: true },
  referrer: "no-referrer",
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The customer portal (docs/invoices.md, "Customer portal"). Signed in (the portal cookie of
 * lib/portal/session.ts): the client's quotes, invoices, payments and requests with the
 * company. Signed out, or with `?company=<slug>` of another company than the session's: the
 * sign-in form of that company (a link mailed to the client's address, no password).
 */
export default async function PortalPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const slug = typeof params.company === "string" ? params.company : null;
  const expired = params.error === "expired";
  const [session, company] = await Promise.all([getPortalSession(), findPortalCompany(slug)]);

  if (session && (!company || company.id === session.companyId)) {
    const data = await portalData(session.companyId, session.clientId);
    if (data)
      return (
        <main className="bg-muted/30 min-h-dvh">
          <PortalHome data={data} />
        </main>
      );
  }
  return (
    <main className="bg-muted/30 min-h-dvh">
      <SignIn company={company} expired={expired} />
    </main>
  );
}

function SignIn({ company, expired }: { company: PortalCompany | null; expired: boolean }) {
  return (
    <div
      style={accentStyle(company?.accentColor) as React.CSSProperties | undefined}
      className="mx-auto max-w-xl space-y-6 px-4 py-6 sm:py-10"
    >
      {company && <PortalHeader company={company} />}
      <section className="bg-card text-card-foreground space-y-4 rounded-lg border p-4 shadow-sm sm:p-6">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">
            {company ? "See your quotes and invoices" : "Customer portal"}
          </h1>
          {company && (
            <p className="text-muted-foreground text-sm">
              Your quotes, invoices, payments and requests with {company.name}, in one place. Enter
              your email and we send you a sign-in link that works for {PORTAL_LINK_MINUTES}{" "}
              minutes.
            </p>
          )}
        </div>
        {expired && (
          <p
            role="alert"
            className="rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm dark:bg-amber-950/40"
          >
            That sign-in link has expired or was already used. Each link works once, for{" "}
            {PORTAL_LINK_MINUTES} minutes.
            {company ? " Enter your email below to get a new one." : ""}
          </p>
        )}
        {company ? (
          <PortalSignInForm company={company.slug} />
        ) : (
          <p className="text-sm">
            To sign in, open the portal from the business you work with: the link &ldquo;See all
            your quotes and invoices&rdquo; on a quote they sent you takes you to their sign-in
            page.
          </p>
        )}
      </section>
    </div>
  );
}
