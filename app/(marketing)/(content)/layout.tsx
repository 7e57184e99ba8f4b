import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";
import { MAIN_CONTENT_ID } from "@/components/marketing/skip-link";

/** About, Industries, the legal pages and the product pages: Log in / Sign up header. */
export default function ContentLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader variant="content" />
      <main id={MAIN_CONTENT_ID}>{children}</main>
      <SiteFooter variant="content" />
    </>
  );
}
