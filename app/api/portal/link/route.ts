import { NextResponse } from "next/server";
import { publicRoute } from "@/lib/api/handler";
import { PORTAL_LINK_ANSWER, requestPortalLink } from "@/lib/portal";
import { clientIp } from "@/lib/rate-limit";
import { portalLinkSchema } from "@/lib/validation/portal";

/**
 * Public: mails a sign-in link to the customer portal when the company has a client with this
 * email (docs/invoices.md, "Customer portal"). 202 with the same body either way; 400 naming
 * the field; 429 over the limits (per client address, per email).
 */
export const POST = publicRoute({ body: portalLinkSchema }, async ({ req, body }) => {
  await requestPortalLink(body.company, body.email, clientIp(req.headers));
  return NextResponse.json(PORTAL_LINK_ANSWER, {
    status: 202,
    headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
});
