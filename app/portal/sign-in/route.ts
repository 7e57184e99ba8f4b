import { NextResponse, type NextRequest } from "next/server";
import { plainPage } from "@/lib/api/plain-page";
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
 * The mailed sign-in link (docs/invoices.md, "Customer portal"). Opening it changes nothing:
 * mail scanners (Outlook Safe Links and the like) follow links before the person does, and a
 * GET that used the link up would leave the client with an expired one. The page's one button
 * posts to the same address.
 */
export async function GET() {
  return plainPage({
    title: "Sign in to your customer portal",
    paragraphs: [
      "Press the button to see your quotes, invoices and payments. The link works once.",
    ],
    button: "Sign in",
  });
}

/**
 * The button: a valid, unexpired, unused token is used up and starts a portal session (the
 * signed cookie), then /portal; anything else goes to /portal?error=expired (with the
 * company's slug when the link was its), where the page says so and offers a new link.
 */
export async function POST(req: NextRequest) {
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
