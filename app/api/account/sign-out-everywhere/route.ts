import { NextResponse } from "next/server";
import { withSession } from "@/lib/api/handler";
import { signOutEverywhere } from "@/lib/account/account";
import { clearSessionCookies } from "@/lib/api/session-cookie";

/** Ends every session of the user, this one included. */
export const POST = withSession({ permission: "account" }, async ({ user, req }) => {
  await signOutEverywhere(user);
  return clearSessionCookies(req, NextResponse.json({ ok: true }));
});
