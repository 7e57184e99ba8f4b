import { footerColumns, type FooterVariant } from "@/lib/marketing/navigation";
import { siteConfig } from "@/lib/site";
import { SiteLogo } from "./site-logo";

export function SiteFooter({ variant }: { variant: FooterVariant }) {
  const columns = footerColumns(variant);
  return (
    <footer className="bg-muted/50 border-t">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_3fr] lg:px-8">
        <div className="max-w-xs space-y-3">
          <SiteLogo />
          <p className="text-muted-foreground text-sm">{siteConfig.tagline}</p>
        </div>
        <nav
          aria-label="Footer"
          className="grid grid-cols-2 gap-8 sm:auto-cols-fr sm:grid-flow-col sm:grid-cols-none"
        >
          {columns.map((column) => (
            <div key={column.title}>
              <h2 className="text-sm font-semibold">{column.title}</h2>
              <ul className="mt-3 space-y-2">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      className="text-muted-foreground hover:text-foreground text-sm transition-colors hover:underline"
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t">
        <p className="text-muted-foreground mx-auto max-w-7xl px-4 py-6 text-sm sm:px-6 lg:px-8">
          © {new Date().getFullYear()} {siteConfig.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
