import "server-only";
import { prisma } from "@/lib/db";
import { rateLimited } from "@/lib/errors";
import { uniqueViolation } from "@/lib/db/errors";
import { assertSlugNotRedirected, slugTaken } from "@/lib/companies/slug";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { publish, readyToPublish } from "@/lib/events";
import { hashClientIp, hitRateLimit } from "@/lib/rate-limit";
import { getServerEnv } from "@/lib/env";
import { isServiceCategory } from "@/lib/categories";
import { signUpAttemptedMail } from "@/lib/mail/templates/account";
import { absoluteUrl } from "@/lib/site";
import type { registerSchema } from "@/lib/validation/auth";
import type { z } from "zod";

/** Sign-ups per client address: enough for a team setting up, too few to probe addresses. */
/** Sign-ups per client address per hour (SIGNUPS_PER_HOUR, 10 by default). */
const registerLimit = () => ({ limit: getServerEnv().SIGNUPS_PER_HOUR, windowSeconds: 3600 });

/** The neutral answer when the address already has an account (and the password is not its). */
export const CHECK_EMAIL_MESSAGE =
  "Thanks! Check your email: we have sent the next step to this address.";

export type RegisterResult =
  | {
      status: "created" | "signed-in";
      userId: string;
      companyId: string;
      slug: string;
    }
  | { status: "check-email"; message: string };

async function existingAccountMail(email: string) {
  return {
    to: email,
    subject: "Someone tried to create a QuoteCraft account with your email",
    ...(await signUpAttemptedMail({ email, loginUrl: absoluteUrl("/login") })),
  };
}

/** The existing owner learns of the attempt by mail; the answer says nothing either way. */
async function answerExisting(email: string, password: string): Promise<RegisterResult> {
  const user = await prisma.user.findUnique({
    where: { email },
    select: { id: true, email: true, passwordHash: true, companyId: true, company: true },
  });
  if (!user) return { status: "check-email", message: CHECK_EMAIL_MESSAGE };
  if (await verifyPassword(password, user.passwordHash)) {
    // The person owns the account: the client signs them in (the sign-in throttle applies).
    return {
      status: "signed-in",
      userId: user.id,
      companyId: user.companyId,
      slug: user.company.slug,
    };
  }
  await readyToPublish();
  await publish(prisma, {
    type: "account.sign_up_attempted",
    companyId: user.companyId,
    message: await existingAccountMail(user.email),
  });
  return { status: "check-email", message: CHECK_EMAIL_MESSAGE };
}

/**
 * Sign-up, limited per client address. Creates the owner and their company in one
 * transaction. An email that already has an account is not confirmed: with its password the
 * person is signed in, otherwise the answer is a neutral "check your email" and the owner is
 * mailed. (A new address still signs in at once, which tells it apart: see README, "Sign-up
 * and account discovery".)
 */
export async function registerOwner(
  input: z.output<typeof registerSchema>,
  ip: string,
): Promise<RegisterResult> {
  // "unknown": no address the platform vouches for (see clientIp); one shared bucket would
  // let anyone close sign-up for everybody.
  if (ip !== "unknown") {
    const rate = await hitRateLimit({ key: `register:${hashClientIp(ip)}`, ...registerLimit() });
    if (!rate.allowed) throw rateLimited(rate.retryAfterSeconds);
  }
  if (await prisma.user.findUnique({ where: { email: input.email }, select: { id: true } })) {
    return answerExisting(input.email, input.password);
  }
  const passwordHash = await hashPassword(input.password);
  try {
    return await prisma.$transaction(async (tx) => {
      await assertSlugNotRedirected(tx, input.slug);
      const company = await tx.company.create({
        data: {
          name: input.companyName,
          slug: input.slug,
          industryType: input.industryType,
          // The calculator opens on the trade picked at sign-up (a plumber's on Plumbing).
          defaultCategory: isServiceCategory(input.industryType) ? input.industryType : null,
          plan: input.plan,
          ...(input.timeZone ? { timeZone: input.timeZone } : {}),
        },
        select: { id: true, slug: true },
      });
      const user = await tx.user.create({
        data: {
          email: input.email,
          name: input.name,
          passwordHash,
          companyId: company.id,
          // The one who signs up owns the company (docs/team.md).
          memberships: { create: { companyId: company.id, role: "owner" } },
        },
        select: { id: true },
      });
      return {
        status: "created" as const,
        userId: user.id,
        companyId: company.id,
        slug: company.slug,
      };
    });
  } catch (error) {
    const violation = uniqueViolation(error);
    if (violation) {
      if (violation.includes("slug")) throw slugTaken();
      // The same email registered by a concurrent request.
      return answerExisting(input.email, input.password);
    }
    throw error;
  }
}
