import type { Metadata } from "next";
import { buttonVariants } from "@/components/ui/button";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/marketing/skip-link";

// Next.js adds the noindex robots tag to this page itself.
export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <>
      <SkipLink />
      <SiteHeader variant="content" />
      <main
        id={MAIN_CONTENT_ID}
        className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:py-32"
      >
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">404 Page Not Found</h1>
        <p className="text-muted-foreground mt-6 text-lg">
          Did you forget to add the page to the router?
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          {/* A plain anchor, like every marketing link (see lib/marketing/links.ts). */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/" className={buttonVariants({ size: "lg" })}>
            Back to the home page
          </a>
          <a href="/demo/calculator" className={buttonVariants({ size: "lg", variant: "outline" })}>
            Try Demo Calculator
          </a>
        </div>
      </main>
      <SiteFooter variant="content" />
    </>
  );
}
