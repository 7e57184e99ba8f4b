import { NextResponse } from "next/server";
import { withSession } from "@/lib/api/handler";
import { changePassword } from "@/lib/account/account";
import { reissueSessionCookie } from "@/lib/api/session-cookie";
import { changePasswordSchema } from "@/lib/validation/account";

/** Changes the password and signs out every other session; this one gets a fresh cookie. */
export const POST = withSession(
  { permission: "account", body: changePasswordSchema, maxBodyBytes: 4 * 1024 },
  async ({ user, body, req }) => {
    const { tokenVersion } = await changePassword(user, body);
    return reissueSessionCookie(req, NextResponse.json({ ok: true }), { tokenVersion });
  },
);
