import { NextResponse, type NextRequest } from "next/server";
import { prisma } from "@/lib/db";
import { clearedPortalCookieOptions, PORTAL_COOKIE, verifyPortalSession } from "@/lib/portal";

/**
 * Signs the customer out of the portal (the page's Sign out form): the session cookie is
 * cleared and the browser goes back to the company's portal sign-in. Only POST: a link or an
 * image cannot sign anyone out.
 */
export async function POST(req: NextRequest) {
  const session = verifyPortalSession(req.cookies.get(PORTAL_COOKIE)?.value);
  const company = session
    ? await prisma.company.findUnique({ where: { id: session.companyId }, select: { slug: true } })
    : null;
  const response = new NextResponse(null, {
    status: 303,
    headers: {
      Location: company ? `/portal?company=${encodeURIComponent(company.slug)}` : "/portal",
      "Cache-Control": "no-store",
    },
  });
  response.cookies.set(PORTAL_COOKIE, "", clearedPortalCookieOptions());
  return response;
}
