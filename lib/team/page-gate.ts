import "server-only";
import { notFound, redirect } from "next/navigation";
import { getCurrentUser, type SessionUser } from "@/lib/auth/session";
import { can, type Permission } from "@/lib/team/permissions";
/** A dashboard page's gate: signed in, and the member's role includes `permission` (else 404). */
export async function requirePagePermission(permission: Permission): Promise<SessionUser> {
  const user = await getCurrentUser();
  if (!user) redirect("/login?callbackUrl=/dashboard");
  if (!can(user.role, permission)) notFound();
  return user;
}
