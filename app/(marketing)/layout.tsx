import { SkipLink } from "@/components/marketing/skip-link";

// The pages are static; rebuilding them daily keeps the footer's year current.
export const revalidate = 86400;

export default function MarketingLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SkipLink />
      {children}
    </>
  );
}
