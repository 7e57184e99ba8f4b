/** Longest DNS name. */
export const MAX_HOST_LENGTH = 253;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * The embedding page's host as analytics stores it (docs/analytics.md "Sources"): a bare
 * lower-case hostname without port, trailing dot or leading "www."; null for anything that
 * is not a plain DNS name or IPv4 address (a URL, a path, a local file, an empty value).
 */
export function normalizeHost(value: string | null | undefined): string | null {
  if (typeof value !== "string") return null;
  let host = value.trim().toLowerCase();
  if (!host || host.length > MAX_HOST_LENGTH + 1) return null;
  if (host.endsWith(".")) host = host.slice(0, -1);
  if (host.startsWith("www.")) host = host.slice(4);
  if (!host || host.length > MAX_HOST_LENGTH) return null;
  const labels = host.split(".");
  if (!labels.every((label) => LABEL.test(label))) return null;
  // Punycode names (xn--) are plain labels; a single label ("localhost") is kept as given.
  return host;
}

/**
 * The source columns of a calculator view or estimate request: "direct", or "embed" with the
 * embedding page's host when the calculator sent one that normalises (docs/analytics.md).
 */
export function sourceOf(embedHost: string | null | undefined): {
  source: "direct" | "embed";
  host: string | null;
} {
  if (embedHost === undefined || embedHost === null) return { source: "direct", host: null };
  return { source: "embed", host: normalizeHost(embedHost) };
}

/** The EstimateRequest columns for the calculator's optional `embedHost`. */
export function requestSource(embedHost: string | undefined) {
  const { source, host } = sourceOf(embedHost);
  return { source, sourceHost: host };
}
