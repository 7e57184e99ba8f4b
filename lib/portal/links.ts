import "server-only";
import { prisma } from "@/lib/db";
import { rateLimited } from "@/lib/errors";
import { inTransaction, publish } from "@/lib/events";
import { findPublicCompanyBySlug } from "@/lib/calculator/company";
import { clientEmailKey } from "@/lib/clients/match";
import { companyBrand, customerReplyTo } from "@/lib/mail/brand";
import { portalSignInMail } from "@/lib/mail/templates/portal";
import { hashClientIp, hitRateLimit } from "@/lib/rate-limit";
import { absoluteUrl } from "@/lib/site";
import {
  hashPortalToken,
  isWellFormedPortalToken,
  newPortalToken,
  portalSignInPath,
} from "./token";

/** A sign-in link works once, for 30 minutes. */
export const PORTAL_LINK_MINUTES = 30;
/** Links asked for per client address and hour (an office or a family shares one address). */
export const PORTAL_LINKS_PER_IP = { limit: 20, windowSeconds: 3600 };
/** Links asked for per email address and hour, whether or not it is anyone's. */
export const PORTAL_LINKS_PER_EMAIL = { limit: 5, windowSeconds: 3600 };

/** The one answer to a request, whether or not the address is a client's: it confirms nothing. */
export const PORTAL_LINK_ANSWER = {
  ok: true,
  message: `Check your email. If this address is on file, a sign-in link is on its way; it works for ${PORTAL_LINK_MINUTES} minutes.`,
} as const;

const SLUG_SHAPE = /^[a-z0-9-]{1,64}$/;

/** The branding of the portal page for `?company=<slug>` (old slugs followed), or null. */
export async function findPortalCompany(slug: string | null | undefined) {
  const normalized = slug?.trim().toLowerCase() ?? "";
  if (!SLUG_SHAPE.test(normalized)) return null;
  const found = await findPublicCompanyBySlug(normalized);
  if (!found) return null;
  const { id, name, logo, accentColor } = found.company;
  return { id, slug: found.company.slug, name, logo, accentColor };
}

export type PortalCompany = NonNullable<Awaited<ReturnType<typeof findPortalCompany>>>;

/**
 * A client asks for a portal sign-in link. When the company (by slug, old slugs followed)
 * has a client with this email (Client.emailKey), a link is stored (only its SHA-256) and
 * "portal.link_requested" queues the mail with it in the same transaction. Otherwise nothing
 * happens, and the caller cannot tell: the same answer, the same limits, and the mail is
 * composed either way so the time taken says little. Limited per client address (when the
 * platform vouches for one) and per email address: 429 when over.
 */
export async function requestPortalLink(
  companySlug: string,
  email: string,
  ip: string,
  now = new Date(),
): Promise<void> {
  const emailKey = clientEmailKey(email);
  if (!emailKey) return;
  // "unknown": no trusted address (see clientIp); one shared bucket would lock everybody out.
  if (ip !== "unknown") {
    const perIp = await hitRateLimit(
      { key: `portal-link:ip:${hashClientIp(ip)}`, ...PORTAL_LINKS_PER_IP },
      prisma,
      now,
    );
    if (!perIp.allowed) throw rateLimited(perIp.retryAfterSeconds);
  }
  // Keyed hash: the bucket table never holds the address itself.
  const perEmail = await hitRateLimit(
    { key: `portal-link:email:${hashClientIp(`email:${emailKey}`)}`, ...PORTAL_LINKS_PER_EMAIL },
    prisma,
    now,
  );
  if (!perEmail.allowed) throw rateLimited(perEmail.retryAfterSeconds);

  const company = await findPortalCompany(companySlug);
  const [client, full] = company
    ? await Promise.all([
        prisma.client.findUnique({
          where: { companyId_emailKey: { companyId: company.id, emailKey } },
          select: { id: true, name: true, email: true },
        }),
        prisma.company.findUnique({
          where: { id: company.id },
          select: {
            contactEmail: true,
            users: { select: { email: true }, orderBy: { createdAt: "asc" } },
          },
        }),
      ])
    : [null, null];

  const token = newPortalToken();
  const rendered = await portalSignInMail({
    brand: companyBrand({
      name: company?.name ?? "QuoteCraft",
      logo: company?.logo ?? null,
      accentColor: company?.accentColor ?? null,
    }),
    clientName: client?.name ?? "there",
    url: absoluteUrl(portalSignInPath(token)),
    minutes: PORTAL_LINK_MINUTES,
  });
  const to = client?.email?.trim();
  if (!company || !client || !to) return;

  const replyTo = customerReplyTo(
    full?.contactEmail ?? null,
    (full?.users ?? []).map((user) => user.email),
  );
  await inTransaction(async (tx) => {
    await tx.portalLink.create({
      data: {
        companyId: company.id,
        clientId: client.id,
        tokenHash: hashPortalToken(token),
        expiresAt: new Date(now.getTime() + PORTAL_LINK_MINUTES * 60_000),
      },
    });
    await publish(tx, {
      type: "portal.link_requested",
      companyId: company.id,
      message: {
        to,
        subject: `Your sign-in link for ${company.name}`,
        ...(replyTo ? { replyTo } : {}),
        ...rendered,
      },
    });
  });
}

export type ConsumedPortalLink =
  | { status: "ok"; companyId: string; clientId: string; companySlug: string }
  /** Unknown, expired or used; companySlug when the link was one of a company's. */
  | { status: "refused"; companySlug: string | null };

/**
 * Uses a sign-in link: a valid, unexpired, unused token is marked used (atomically: of two
 * racing uses one wins) and names its client and company; anything else is refused.
 */
export async function consumePortalLink(
  token: string,
  now = new Date(),
): Promise<ConsumedPortalLink> {
  if (!isWellFormedPortalToken(token)) return { status: "refused", companySlug: null };
  const tokenHash = hashPortalToken(token);
  const used = await prisma.portalLink.updateMany({
    where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  const link = await prisma.portalLink.findUnique({
    where: { tokenHash },
    select: {
      companyId: true,
      clientId: true,
      company: { select: { slug: true, isActive: true } },
    },
  });
  if (!link || !link.company.isActive) return { status: "refused", companySlug: null };
  if (used.count !== 1) return { status: "refused", companySlug: link.company.slug };
  return {
    status: "ok",
    companyId: link.companyId,
    clientId: link.clientId,
    companySlug: link.company.slug,
  };
}
