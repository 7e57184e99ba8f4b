/**
 * Security headers of every response. Pages get their Content-Security-Policy from proxy.ts: a
 * per-request nonce, or the hashes of its inline scripts for a page of the build's static output; every response, API routes and static files included, gets the static headers of
 * next.config.mjs (Permissions-Policy, nosniff, Referrer-Policy, HSTS behind an https proxy).
 * Free of Node and Next imports: proxy.ts runs it on every page request.
 */

/** The request header that carries the page's nonce to the root layout (see app/layout.tsx). */
export const NONCE_HEADER = "x-nonce";

/** The pages that lay out a PDF in the browser (react-pdf runs yoga as WebAssembly). */
export function makesPdfInBrowser(pathname: string) {
  return isFramablePage(pathname) || pathname === "/demo/calculator";
}

/** The public calculator is the one page owners may frame on their own sites (public/embed.js). */
export function isFramablePage(pathname: string) {
  return pathname === "/calculator" || pathname === "/calculator/";
}

/**
 * The customer's quote page (/q/[token]) and invoice page (/i/[token]): the address holds the
 * link token, a password to the document, so no referrer leaves it and no search engine keeps
 * it. It is never framed (the default for every page but the calculator).
 */
export function isQuoteLinkPage(pathname: string) {
  return (
    pathname.startsWith("/q/") || isInvoiceLinkPage(pathname) || isSharedEstimatePage(pathname)
  );
}

/** The customer's invoice page (/i/[token], docs/invoices.md "Public page"): the same rules. */
export function isInvoiceLinkPage(pathname: string) {
  return pathname.startsWith("/i/");
}

/** A shared estimate (/e/[token], docs/product.md "Shared estimate"): its link is its key too. */
export function isSharedEstimatePage(pathname: string) {
  return pathname.startsWith("/e/");
}

/**
 * The customer portal (/portal, its sign-in link and sign-out): a client's own records behind
 * a session cookie, and a sign-in address holding a one-time token. Like a quote link: no
 * referrer, never indexed, never framed.
 */
export function isPortalPage(pathname: string) {
  return pathname === "/portal" || pathname.startsWith("/portal/");
}

/** Two years, as hstspreload.org asks; sent only on responses served over https. */
export const HSTS_VALUE = "max-age=63072000; includeSubDomains";

/** 128 random bits, base64: unguessable and fresh for each request. Works on Node and the edge. */
export function createNonce() {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export type PagePolicyOptions = {
  /** A page rendered per request: its scripts carry this nonce. */
  nonce?: string;
  /**
   * Inline scripts allowed by their SHA-256 (lib/security/static-pages.ts): every inline script
   * of a static page, which has no nonce, or the layout's theme script beside a nonce.
   */
  scriptHashes?: string[];
  pathname: string;
  /** `next dev` evaluates source maps and refreshes with eval(). */
  dev?: boolean;
  https?: boolean;
};

/**
 * The page policy. On a page rendered per request, scripts need the nonce (Next.js puts it on its
 * own scripts when it finds it in the request's Content-Security-Policy header) or a listed hash
 * (the layout's theme script); 'strict-dynamic' lets those scripts load the app's chunks. On a
 * static page (no nonce), each inline script is listed by its hash and the script files are the
 * site's own ('self'): an injected inline script matches neither. Styles allow inline: React
 * renders `style=` attributes and Radix injects <style> elements without a nonce, and a style
 * cannot run code.
 */
export function pageContentSecurityPolicy({
  nonce,
  scriptHashes = [],
  pathname,
  dev,
  https,
}: PagePolicyOptions) {
  const scriptSources = [
    "'self'",
    ...(nonce ? [`'nonce-${nonce}'`] : []),
    ...scriptHashes,
    ...(nonce ? ["'strict-dynamic'"] : []),
    // 'wasm-unsafe-eval' compiles WebAssembly only (no JS eval), and only where a PDF is made in
    // the browser (the calculator's and the demo's estimates lay out with yoga's WebAssembly).
    ...(makesPdfInBrowser(pathname) ? ["'wasm-unsafe-eval'"] : []),
    ...(dev ? ["'unsafe-eval'"] : []),
  ];
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSources.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // yoga's WebAssembly comes as a data: URL that react-pdf fetches (the same PDF pages).
    `connect-src 'self'${makesPdfInBrowser(pathname) ? " data:" : ""}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${isFramablePage(pathname) ? "*" : "'none'"}`,
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * Whether this request reached us over https: the platform's proxy says so (Vercel and most load
 * balancers set X-Forwarded-Proto), or the app's public address is https. Plain-http localhost
 * never gets HSTS, which would pin the browser to https for every port of localhost.
 */
export function servedOverHttps(forwardedProto: string | null, publicUrl: string | undefined) {
  const proto = forwardedProto?.split(",")[0]?.trim().toLowerCase();
  return proto === "https" || (publicUrl?.startsWith("https://") ?? false);
}

/** Headers a page response carries on top of next.config.mjs's shared ones. */
export function pageSecurityHeaders(options: PagePolicyOptions): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": pageContentSecurityPolicy(options),
  };
  if (!isFramablePage(options.pathname)) headers["X-Frame-Options"] = "DENY";
  if (isQuoteLinkPage(options.pathname) || isPortalPage(options.pathname)) {
    headers["Referrer-Policy"] = "no-referrer";
    headers["X-Robots-Tag"] = "noindex, nofollow";
  }
  if (options.https) headers["Strict-Transport-Security"] = HSTS_VALUE;
  return headers;
}
