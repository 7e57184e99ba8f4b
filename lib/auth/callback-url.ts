/** Only same-site paths may be returned to after sign-in (no open redirects). */
export function safeCallbackUrl(value: string | null | undefined, fallback = "/dashboard") {
  if (!value) return fallback;
  let path = value;
  // next-auth's middleware sends absolute URLs of this site; keep their path only.
  if (/^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value);
      if (typeof window !== "undefined" && url.origin !== window.location.origin) return fallback;
      path = `${url.pathname}${url.search}${url.hash}`;
    } catch {
      return fallback;
    }
  }
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return fallback;
  return path;
}
