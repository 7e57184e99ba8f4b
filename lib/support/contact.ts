import "server-only";
import type { z } from "zod";
import { prisma } from "@/lib/db";
import { rateLimited } from "@/lib/errors";
import { getServerEnv } from "@/lib/env";
import { publish, readyToPublish } from "@/lib/events";
import { supportMail } from "@/lib/mail/templates/account";
import { hitRateLimit } from "@/lib/rate-limit";
import type { SessionUser } from "@/lib/auth/session";
import type { supportMessageSchema } from "@/lib/validation/support";

/** Enough for a real conversation, too few to turn the form into a mail cannon. */
export const SUPPORT_LIMIT = { limit: 5, windowSeconds: 3600 };

/**
 * Queues the owner's message to the support address (the job queue retries it until the
 * mail server takes it), with who sent it so support can answer: replies go to the owner.
 */
export async function sendSupportMessage(
  user: SessionUser,
  input: z.output<typeof supportMessageSchema>,
) {
  const rate = await hitRateLimit({ key: `support:${user.userId}`, ...SUPPORT_LIMIT });
  if (!rate.allowed) throw rateLimited(rate.retryAfterSeconds);
  const sender = await prisma.user.findUnique({
    where: { id: user.userId },
    select: {
      name: true,
      email: true,
      company: { select: { id: true, name: true, slug: true, plan: true } },
    },
  });
  const env = getServerEnv();
  const rendered = await supportMail({
    message: input.message,
    signature: [
      `From: ${sender?.name ?? "(no name)"} <${user.email}>`,
      `Company: ${sender?.company.name ?? "?"} (${sender?.company.slug ?? "?"}, id ${user.companyId}, plan ${sender?.company.plan ?? "?"})`,
    ],
  });
  await readyToPublish();
  await publish(prisma, {
    type: "support.requested",
    companyId: user.companyId,
    message: {
      to: env.NEXT_PUBLIC_SUPPORT_EMAIL,
      replyTo: user.email,
      subject: `[Support] ${input.subject}`,
      ...rendered,
    },
  });
  return { ok: true, to: env.NEXT_PUBLIC_SUPPORT_EMAIL };
}
