import { SkipLink } from "@/components/marketing/skip-link";

// The pages render per request: the root layout puts the Content-Security-Policy's nonce on the
// page's scripts (proxy.ts), so they cannot be prerendered.

export default function MarketingLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SkipLink />
      {children}
    </>
  );
}
