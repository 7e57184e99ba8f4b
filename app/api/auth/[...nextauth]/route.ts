import NextAuth from "next-auth";
import { nextAuthRoute } from "@/lib/api/next-auth";
import { authOptions } from "@/lib/auth/options";

const handler = nextAuthRoute<{ params: Promise<{ nextauth: string[] }> }>(NextAuth(authOptions));
export { handler as GET, handler as POST };
