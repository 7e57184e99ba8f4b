import { NextResponse } from "next/server";
import { withSession } from "@/lib/api/handler";
import { reissueSessionCookie } from "@/lib/api/session-cookie";
import { companyToSwitchTo, listMyCompanies } from "@/lib/team/companies";
import { switchCompanySchema } from "@/lib/validation/team";

/** The companies the signed-in user belongs to, and the one this session acts in. */
export const GET = withSession({ permission: "account" }, async ({ user }) => ({
  current: user.companyId,
  companies: await listMyCompanies(user.userId),
}));

/** Switches this session to another company of the user's (404 for any other). */
export const POST = withSession(
  { permission: "account", body: switchCompanySchema, maxBodyBytes: 1024 },
  async ({ req, user, body }) => {
    const companyId = await companyToSwitchTo(user.userId, body.companyId);
    return reissueSessionCookie(req, NextResponse.json({ current: companyId }), { companyId });
  },
);
