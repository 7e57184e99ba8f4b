import { NextResponse } from "next/server";
import { withSession } from "@/lib/api/handler";
import { deleteAccountAndCompany } from "@/lib/account/account";
import { clearSessionCookies } from "@/lib/api/session-cookie";
import { deleteAccountSchema } from "@/lib/validation/account";

/** Deletes the account and its company (typed confirmation + password), then ends the session. */
export const POST = withSession(
  { permission: "company_delete", body: deleteAccountSchema, maxBodyBytes: 4 * 1024 },
  async ({ user, body, req }) => {
    await deleteAccountAndCompany(user, body);
    return clearSessionCookies(req, NextResponse.json({ ok: true }));
  },
);
