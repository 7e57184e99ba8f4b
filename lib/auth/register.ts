import "server-only";
import { prisma } from "@/lib/db";
import { conflict } from "@/lib/api/errors";
import { uniqueViolation } from "@/lib/db/errors";
import { assertSlugNotRedirected, slugTaken } from "@/lib/companies/slug";
import { hashPassword } from "@/lib/auth/password";
import type { registerSchema } from "@/lib/validation/auth";
import type { z } from "zod";

/** Creates the owner and their company in one transaction. */
export async function registerOwner(input: z.output<typeof registerSchema>) {
  const passwordHash = await hashPassword(input.password);
  try {
    return await prisma.$transaction(async (tx) => {
      await assertSlugNotRedirected(tx, input.slug);
      const company = await tx.company.create({
        data: {
          name: input.companyName,
          slug: input.slug,
          industryType: input.industryType,
          plan: input.plan,
        },
        select: { id: true, slug: true },
      });
      const user = await tx.user.create({
        data: { email: input.email, name: input.name, passwordHash, companyId: company.id },
        select: { id: true, email: true },
      });
      return { userId: user.id, email: user.email, companyId: company.id, slug: company.slug };
    });
  } catch (error) {
    const violation = uniqueViolation(error);
    if (violation) {
      if (violation.includes("slug")) throw slugTaken();
      throw conflict("An account with this email already exists. Sign in instead.", [
        { path: "email", message: "An account with this email already exists. Sign in instead." },
      ]);
    }
    throw error;
  }
}
