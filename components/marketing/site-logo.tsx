import { siteConfig } from "@/lib/site";
import { cn } from "@/lib/utils";

/** The logo mark: a quote bubble with a check, drawn inline so it costs no request. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-8", className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M9 10.5A2.5 2.5 0 0 1 11.5 8h9A2.5 2.5 0 0 1 23 10.5v7a2.5 2.5 0 0 1-2.5 2.5H15l-4 4v-4h.5"
        fill="none"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-primary-foreground"
      />
      <path
        d="m12.5 14 2.5 2.5 4.5-4.5"
        fill="none"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-primary-foreground"
      />
    </svg>
  );
}

export function SiteLogo() {
  return (
    // The marketing pages link each other with plain anchors: next/link would add about 4 kB of
    // JavaScript to every page, more than the budget leaves (see lib/marketing/links.ts).
    // eslint-disable-next-line @next/next/no-html-link-for-pages
    <a
      href="/"
      className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight"
      aria-label={`${siteConfig.name} home`}
    >
      <LogoMark />
      <span aria-hidden="true">{siteConfig.name}</span>
    </a>
  );
}
