import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getServerEnv } from "@/lib/env";
import { authenticate, toHeaders } from "@/lib/auth/sign-in";
import { newSessionId, revokeSession } from "@/lib/auth/revocation";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/auth/session-age";

export { SESSION_MAX_AGE_SECONDS };

/**
 * Email + password sign-in with JWT sessions in httpOnly cookies (Secure and __Secure-
 * prefixed when NEXTAUTH_URL is https, as in production). The token carries the user's
 * id, company id, token version and session id; every API request re-checks them in the
 * database (a signed-out session id is refused).
 */
export const authOptions: NextAuthOptions = {
  secret: getServerEnv().NEXTAUTH_SECRET,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/login" },
  providers: [
    CredentialsProvider({
      name: "Email and password",
      credentials: { email: { type: "email" }, password: { type: "password" } },
      // Throttled per account and address (lib/auth/throttle.ts); a refusal is thrown so that
      // its message (when to try again) reaches the login page.
      authorize: (credentials, req) => authenticate(credentials, toHeaders(req?.headers)),
    }),
  ],
  events: {
    // next-auth's own sign-out (POST /api/auth/signout) revokes the session server-side too.
    async signOut({ token }) {
      await revokeSession(token, SESSION_MAX_AGE_SECONDS);
    },
  },
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        token.uid = user.id;
        token.cid = user.companyId;
        token.tv = user.tokenVersion;
        token.sid = newSessionId();
      }
      return token;
    },
    async session({ session, token }) {
      if (session.user) {
        session.user.id = token.uid;
        session.user.companyId = token.cid;
      }
      return session;
    },
  },
};
