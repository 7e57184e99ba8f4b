import { buttonVariants } from "@/components/ui/button";
import { headerLinks, type HeaderVariant } from "@/lib/marketing/navigation";
import { cn } from "@/lib/utils";
import { MobileMenu } from "./mobile-menu";
import { SiteLogo } from "./site-logo";
import { ThemeToggle } from "./theme-toggle";

/**
 * The sticky header of the marketing pages. It also sets the page's scroll padding to its own
 * height, so that the section an anchor link jumps to is not hidden under it.
 */
export function SiteHeader({ variant }: { variant: HeaderVariant }) {
  const { nav, secondary, primary } = headerLinks(variant);
  return (
    <header className="bg-background sticky top-0 z-40 border-b [html:has(&)]:scroll-pt-16">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-4 sm:px-6 lg:px-8">
        <SiteLogo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {nav.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="text-muted-foreground hover:bg-accent hover:text-accent-foreground rounded-md px-3 py-2 text-sm font-medium transition-colors"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          <a
            href={secondary.href}
            className={cn(buttonVariants({ variant: "ghost" }), "hidden sm:inline-flex")}
          >
            {secondary.label}
          </a>
          <a href={primary.href} className={cn(buttonVariants(), "hidden sm:inline-flex")}>
            {primary.label}
          </a>
          <MobileMenu links={[...nav, secondary]} action={primary} />
        </div>
      </div>
    </header>
  );
}
