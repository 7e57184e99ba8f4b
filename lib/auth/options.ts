import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { prisma } from "@/lib/db";
import { getServerEnv } from "@/lib/env";
import { verifyPassword } from "@/lib/auth/password";
import { loginSchema } from "@/lib/validation/auth";

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * Email + password sign-in with JWT sessions in httpOnly cookies (Secure and __Secure-
 * prefixed when NEXTAUTH_URL is https, as in production). The token carries the user's
 * id, company id and token version; every API request re-checks them in the database.
 */
export const authOptions: NextAuthOptions = {
  secret: getServerEnv().NEXTAUTH_SECRET,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/login" },
  providers: [
    CredentialsProvider({
      name: "Email and password",
      credentials: { email: { type: "email" }, password: { type: "password" } },
      async authorize(credentials) {
        const parsed = loginSchema.safeParse(credentials ?? {});
        if (!parsed.success) return null;
        const user = await prisma.user.findUnique({ where: { email: parsed.data.email } });
        const ok = await verifyPassword(parsed.data.password, user?.passwordHash);
        if (!user || !ok) return null;
        return {
          id: user.id,
          email: user.email,
          name: user.name,
          companyId: user.companyId,
          tokenVersion: user.tokenVersion,
        };
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        token.uid = user.id;
        token.cid = user.companyId;
        token.tv = user.tokenVersion;
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
