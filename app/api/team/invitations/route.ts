import { NextResponse } from "next/server";
import { withSession } from "@/lib/api/handler";
import { auditSource } from "@/lib/api/audit";
import { inviteMember, listInvitations } from "@/lib/team/invitations";
import { inviteSchema } from "@/lib/validation/team";

export const GET = withSession({ permission: "team" }, async ({ user }) => ({
  invitations: await listInvitations(user.companyId),
}));

/** Invites a member by mail (a single-use link valid 7 days, sent through the queue). */
export const POST = withSession(
  { permission: "team", body: inviteSchema, maxBodyBytes: 2 * 1024 },
  async ({ req, user, body }) =>
    NextResponse.json(await inviteMember(auditSource(req, user), body), { status: 201 }),
);
