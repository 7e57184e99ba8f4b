import { NextResponse } from "next/server";
import { publicRoute } from "@/lib/api/handler";
import { registerOwner } from "@/lib/auth/register";
import { clientIp } from "@/lib/rate-limit";
import { registerSchema } from "@/lib/validation/auth";

/**
 * Sign-up (limited per client address): 201 creates the owner and the company, 200 when the
 * address already has an account and the password is its own; the client then signs in with
 * the same credentials. 202 "check your email" otherwise: it never says the address is taken.
 */
export const POST = publicRoute(
  { body: registerSchema, maxBodyBytes: 8 * 1024 },
  async ({ req, body }) => {
    const result = await registerOwner(body, clientIp(req.headers));
    if (result.status === "check-email") {
      return NextResponse.json(result, { status: 202 });
    }
    return NextResponse.json(result, { status: result.status === "created" ? 201 : 200 });
  },
);
