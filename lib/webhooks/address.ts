import ipaddr from "ipaddr.js";

/**
 * Which addresses a webhook may reach (docs/webhooks.md, "Addresses"). Only public unicast
 * addresses; loopback too when the policy allows it (development, or the end-to-end
 * override). Everything else ipaddr.js names is refused: private (10/8, 172.16/12,
 * 192.168/16), loopback, link-local (169.254/16 with the cloud metadata address, fe80::/10),
 * carrier-grade NAT (100.64/10), multicast, broadcast, unspecified, reserved, IPv6 unique
 * local (fc00::/7), and the IPv6 forms that carry an IPv4 address (mapped, NAT64, 6to4,
 * Teredo) are judged by that IPv4 address or refused.
 */
export type AddressPolicy = {
  /** Plain http:// allowed (outside production). */
  allowHttp: boolean;
  /** 127.0.0.0/8 and ::1 allowed (outside production, or WEBHOOKS_ALLOW_LOOPBACK=1). */
  allowLoopback: boolean;
};

export const PRODUCTION_POLICY: AddressPolicy = { allowHttp: false, allowLoopback: false };

/** Why an address is refused, or null when a webhook may connect to it. */
export function addressProblem(address: string, policy: AddressPolicy): string | null {
  if (!ipaddr.isValid(address)) return "is not an IP address";
  // ::ffff:127.0.0.1 is 127.0.0.1 to the kernel: judge the IPv4 address.
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (range === "unicast") return null;
  if (range === "loopback" && policy.allowLoopback) return null;
  return `points at a ${range} address`;
}

/** The hostname of a URL as an IP literal (brackets stripped), or null for a name. */
export function ipLiteral(hostname: string): string | null {
  const bare =
    hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : null;
}

/** A URL's scheme, credentials and literal address checked; null when acceptable. */
export function urlProblem(raw: string, policy: AddressPolicy): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "Enter a full URL, like https://example.com/webhooks.";
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && policy.allowHttp))
    return policy.allowHttp ? "Use an http:// or https:// URL." : "Use an https:// URL.";
  if (url.username || url.password) return "Leave the user name and password out of the URL.";
  if (!url.hostname) return "Enter a full URL, like https://example.com/webhooks.";
  const literal = ipLiteral(url.hostname);
  if (literal) {
    const problem = addressProblem(literal, policy);
    if (problem) return `This URL ${problem}; use a public address.`;
  }
  return null;
}
