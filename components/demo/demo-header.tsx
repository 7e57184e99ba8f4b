/* eslint-disable @next/next/no-html-link-for-pages --
   Plain anchors on purpose: the demos promise no network traffic after load, so nothing
   may prefetch, and leaving a demo is a full page load anyway. next/link with usePathname
   would also add about 5 kB of JavaScript to a page with a 185 kB budget. */
import { cn } from "@/lib/utils";

const DEMOS = [
  { href: "/demo/calculator", label: "Calculator" },
  { href: "/demo/service-builder", label: "Service Builder" },
] as const;

export type DemoPath = (typeof DEMOS)[number]["href"];

/** The demos' top bar; `current` marks the page it sits on. */
export function DemoHeader({ current }: { current: DemoPath }) {
  return (
    <header className="bg-background/95 border-b">
      <a
        href="#main"
        className="focus:bg-background sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-14 w-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <a href="/" className="rounded-sm text-lg font-bold tracking-tight">
          QuoteCraft
        </a>
        <nav aria-label="Demos" className="flex items-center gap-1 text-sm sm:gap-2">
          {DEMOS.map(({ href, label }) => (
            <a
              key={href}
              href={href}
              aria-current={href === current ? "page" : undefined}
              className={cn(
                "text-muted-foreground hover:bg-accent hover:text-accent-foreground rounded-md px-2 py-1.5",
                href === current && "text-foreground font-medium",
              )}
            >
              {label}
              <span className="hidden sm:inline">&nbsp;demo</span>
            </a>
          ))}
          <a
            href="/register"
            className="bg-primary text-primary-foreground hover:bg-primary/90 ml-1 inline-flex h-8 items-center rounded-md px-3 font-medium"
          >
            Sign up
          </a>
        </nav>
      </div>
    </header>
  );
}

/** Header and main landmark of a demo page. */
export function DemoPage({ current, children }: { current: DemoPath; children: React.ReactNode }) {
  return (
    <>
      <DemoHeader current={current} />
      <main id="main" className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
        {children}
      </main>
    </>
  );
}
