import "next-auth";
import "next-auth/jwt";

declare module "next-auth" {
  interface User {
    companyId: string;
    tokenVersion: number;
  }
  interface Session {
    user: { id: string; companyId: string; name?: string | null; email?: string | null };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    uid: string;
    cid: string;
    tv: number;
    /** This sign-in's session id (server-side sign-out revokes it). */
    sid?: string;
  }
}
