import { NextResponse, type NextRequest } from "next/server";
import {
  consumePortalLink,
  PORTAL_COOKIE,
  portalCookieOptions,
  signPortalSession,
} from "@/lib/portal";

/** A relative redirect: the browser resolves it against the address it used, whatever host. */
const redirectTo = (path: string) =>
  new NextResponse(null, {
    status: 303,
    headers: {
      Location: path,
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });

/**
 * The mailed sign-in link (docs/invoices.md, "Customer portal"): a valid, unexpired, unused
 * token is used up and starts a portal session (the signed cookie), then /portal; anything
 * else goes to /portal?error=expired (with the company's slug when the link was its), where
 * the page says so and offers a new link.
 */
export async function GET(req: NextRequest) {
  const token = req.nextUrl.searchParams.get("token") ?? "";
  const result = await consumePortalLink(token);
  if (result.status === "refused") {
    const company = result.companySlug ? `company=${encodeURIComponent(result.companySlug)}&` : "";
    return redirectTo(`/portal?${company}error=expired`);
  }
  const { value, expiresAt } = signPortalSession(result);
  const response = redirectTo(`/portal?company=${encodeURIComponent(result.companySlug)}`);
  response.cookies.set(PORTAL_COOKIE, value, portalCookieOptions(expiresAt));
  return response;
}
