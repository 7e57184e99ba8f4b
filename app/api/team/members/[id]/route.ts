import { withSession } from "@/lib/api/handler";
import { auditSource } from "@/lib/api/audit";
import { removeMember, updateMember } from "@/lib/team/members";
import { memberChangeSchema, memberParams } from "@/lib/validation/team";

/** Changes a member's role or deactivates/reactivates them (409 last_owner). */
export const PATCH = withSession(
  { permission: "team", params: memberParams, body: memberChangeSchema, maxBodyBytes: 1024 },
  async ({ req, user, params, body }) => updateMember(auditSource(req, user), params.id, body),
);

/** Removes a member from the company; their login and attributed work stay. */
export const DELETE = withSession(
  { permission: "team", params: memberParams },
  async ({ req, user, params }) => removeMember(auditSource(req, user), params.id),
);
