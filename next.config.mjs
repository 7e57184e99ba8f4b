/** @type {import('next').NextConfig} */

// Headers of every response, pages, API routes and static files alike. Pages get their
// per-request Content-Security-Policy, X-Frame-Options and (on https) HSTS from proxy.ts
// (lib/security/headers.ts); API routes get a static policy below. Features no page uses are
// switched off; the calculator's iframe (public/embed.js) asks only for clipboard-write.
const permissionsPolicy = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "bluetooth=()",
  "hid=()",
  "midi=()",
  "magnetometer=()",
  "gyroscope=()",
  "accelerometer=()",
  "display-capture=()",
  "browsing-topics=()",
].join(", ");

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: permissionsPolicy },
];

const nextConfig = {
  // A separate build folder lets several builds (e.g. parallel test runs) share one checkout.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  reactStrictMode: true,
  // `npm test` type-checks the whole project with tsc before it builds; skipping it here
  // halves build time on two cores.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@prisma/client",
    "pg",
    "bcryptjs",
    "pg-boss",
    // The PDFs are made with @react-pdf/renderer (on Next's own list of server externals too).
    "@react-pdf/renderer",
    // Mails are rendered with react-dom/server by Node itself: route handlers and the worker
    // are bundled for React Server Components, where react-dom/server is not available; the
    // components render with that same React, so they stay external too.
    "@react-email/render",
    "@react-email/body",
    "@react-email/button",
    "@react-email/container",
    "@react-email/head",
    "@react-email/hr",
    "@react-email/html",
    "@react-email/img",
    "@react-email/link",
    "@react-email/preview",
    "@react-email/section",
    "@react-email/text",
  ],
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      {
        // Behind an https proxy (Vercel, a load balancer) every response pins https for two years.
        // Pages also get it from proxy.ts when NEXTAUTH_URL is https; plain http never does.
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [
          { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
        ],
      },
      {
        // The customer's quote page and API: the address holds the link token (a password to
        // the quote), so no referrer leaves them and nothing indexes them. Listed after the
        // shared headers so that its Referrer-Policy wins; proxy.ts sets the same on the page.
        source: "/q/:path*",
        headers: [
          { key: "Referrer-Policy", value: "no-referrer" },
          { key: "X-Robots-Tag", value: "noindex, nofollow" },
        ],
      },
      {
        // A shared estimate (/e/<token>): the same, its link is the key to it.
        source: "/e/:path*",
        headers: [
          { key: "Referrer-Policy", value: "no-referrer" },
          { key: "X-Robots-Tag", value: "noindex, nofollow" },
        ],
      },
      {
        // The customer's invoice page (/i/<token>): the same, its link is the key to it.
        source: "/i/:path*",
        headers: [
          { key: "Referrer-Policy", value: "no-referrer" },
          { key: "X-Robots-Tag", value: "noindex, nofollow" },
        ],
      },
      {
        // The customer portal (/portal, its sign-in link, sign-out): the same.
        source: "/portal/:path*",
        headers: [
          { key: "Referrer-Policy", value: "no-referrer" },
          { key: "X-Robots-Tag", value: "noindex, nofollow" },
        ],
      },
      {
        source: "/api/public/quotes/:path*",
        headers: [{ key: "Referrer-Policy", value: "no-referrer" }],
      },
      {
        source: "/api/public/invoices/:path*",
        headers: [{ key: "Referrer-Policy", value: "no-referrer" }],
      },
      {
        // Data, never documents: nothing loads from an API response and nothing frames it.
        source: "/api/:path*",
        headers: [
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" },
        ],
      },
      {
        // A logo is an image that may be opened on its own: sandboxed too. Listed after the
        // /api rule so that this policy wins (the route sends the same, lib/api/files.ts).
        source: "/api/logos/:path*",
        headers: [
          {
            key: "Content-Security-Policy",
            value: "default-src 'none'; frame-ancestors 'none'; sandbox",
          },
        ],
      },
      // A customer's photo, to the owner and on the quote's link: sandboxed like a logo, after
      // the /api rule for the same reason (the routes send the same, lib/api/photo-response.ts).
      ...["/api/photos/:path*", "/api/public/quotes/:token/photos/:path*"].map((source) => ({
        source,
        headers: [
          {
            key: "Content-Security-Policy",
            value: "default-src 'none'; frame-ancestors 'none'; sandbox",
          },
        ],
      })),
    ];
  },
};

export default nextConfig;
