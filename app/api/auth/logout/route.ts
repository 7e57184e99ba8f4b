import { NextResponse } from "next/server";
import { publicRoute } from "@/lib/api/handler";
import { clearSessionCookies, revokeRequestSession } from "@/lib/api/session-cookie";

/**
 * Ends the session: revokes it server-side (a copy of the cookie stops working too), then
 * expires its cookies (and any chunks of a large token). Signed out already: just 200.
 */
export const POST = publicRoute({}, async ({ req }) => {
  await revokeRequestSession(req);
  return clearSessionCookies(req, NextResponse.json({ ok: true }));
});
