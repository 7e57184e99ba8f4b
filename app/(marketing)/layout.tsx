import { SkipLink } from "@/components/marketing/skip-link";

// The pages read no request: the build renders them once and serves them as static output, under
// a policy that lists their inline scripts' hashes (proxy.ts, lib/security/static-pages.ts).

export default function MarketingLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SkipLink />
      {children}
    </>
  );
}
