import { NextResponse } from "next/server";
import { publicRoute } from "@/lib/api/handler";

const SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"];

/** Ends the session by expiring its cookies (and any chunks of a large token). */
export const POST = publicRoute({}, async ({ req }) => {
  const response = NextResponse.json({ ok: true });
  for (const cookie of req.cookies.getAll()) {
    if (
      SESSION_COOKIES.some((name) => cookie.name === name || cookie.name.startsWith(`${name}.`))
    ) {
      response.cookies.set(cookie.name, "", {
        path: "/",
        maxAge: 0,
        httpOnly: true,
        sameSite: "lax",
        secure: cookie.name.startsWith("__Secure-"),
      });
    }
  }
  return response;
});
