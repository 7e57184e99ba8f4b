import NextAuth from "next-auth";
import { declare } from "@/lib/api/handler";
import { nextAuthRoute } from "@/lib/api/next-auth";
import { authOptions } from "@/lib/auth/options";

// Sign-in and sign-out: public, throttled per account and address (lib/auth/throttle.ts).
const handler = declare(
  { kind: "public" },
  nextAuthRoute<{ params: Promise<{ nextauth: string[] }> }>(NextAuth(authOptions)),
);
export { handler as GET, handler as POST };
