import { NextResponse } from "next/server";
import { publicRoute } from "@/lib/api/handler";
import { registerOwner } from "@/lib/auth/register";
import { registerSchema } from "@/lib/validation/auth";

/** Sign-up: creates the owner and the company; the client then signs in with the same credentials. */
export const POST = publicRoute(
  { body: registerSchema, maxBodyBytes: 8 * 1024 },
  async ({ body }) => {
    const created = await registerOwner(body);
    return NextResponse.json(
      { userId: created.userId, companyId: created.companyId, slug: created.slug },
      { status: 201 },
    );
  },
);
