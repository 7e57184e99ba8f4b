import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { CspCompat } from "@/components/security/csp-compat";
import { ThemeProvider } from "@/components/theme/theme-provider";
import { themeInitScript } from "@/lib/theme/constants";
import { siteConfig } from "@/lib/site";
import "./globals.css";

const inter = localFont({
  src: "./fonts/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  display: "swap",
  weight: "100 900",
});

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: {
    default: `${siteConfig.name}: ${siteConfig.tagline}`,
    template: `%s | ${siteConfig.name}`,
  },
  description: siteConfig.description,
  applicationName: siteConfig.name,
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#111318" },
  ],
};

// The layout reads no request: a page that reads none either is rendered once, by the build
// (docs/scaling.md "Static pages"). The theme script runs under every page's policy by its hash
// (proxy.ts, lib/security/static-pages.ts); Next.js puts a nonce on its own scripts where the
// page renders per request.
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={inter.variable} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeInitScript }} />
      </head>
      <body className="min-h-dvh font-sans">
        <CspCompat />
        <ThemeProvider>{children}</ThemeProvider>
      </body>
    </html>
  );
}
