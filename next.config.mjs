/** @type {import('next').NextConfig} */

// Every page refuses to be framed except the public calculator, which owners embed on their sites.
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
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
  ],
  async headers() {
    return [
      {
        source: "/calculator",
        headers: [
          ...securityHeaders,
          { key: "Content-Security-Policy", value: "frame-ancestors *" },
        ],
      },
      {
        source: "/((?!calculator$).*)",
        headers: [
          ...securityHeaders,
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Content-Security-Policy", value: "frame-ancestors 'none'" },
        ],
      },
    ];
  },
};

export default nextConfig;
