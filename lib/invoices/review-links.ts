import "server-only";
import { prisma } from "@/lib/db";
import { absoluteUrl } from "@/lib/site";

/**
 * The links of a review request mail (docs/invoices.md, "Review requests"): `/r/<id>` counts
 * the click and forwards to the company's review page; `/r/<id>/opt-out` lets the client
 * stop review requests from the company. The domain side only: app/r/[id] answers HTTP.
 */

/** Any id a ReviewRequest can have; anything else is unknown without a query. */
const WELL_FORMED_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** The absolute links a review request mail carries. */
export const reviewLinkUrls = (id: string) => ({
  review: absoluteUrl(`/r/${id}`),
  optOut: absoluteUrl(`/r/${id}/opt-out`),
});

/** The company's review page when it is an http(s) URL (never a javascript: or data: one). */
export function safeReviewLink(link: string | null | undefined): string | null {
  const trimmed = link?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

async function findRequest(id: string) {
  if (!WELL_FORMED_ID.test(id)) return null;
  return prisma.reviewRequest.findUnique({
    where: { id },
    select: {
      id: true,
      clientId: true,
      company: { select: { name: true, reviewLink: true } },
      client: { select: { reviewOptOut: true } },
    },
  });
}

/**
 * Where a review link forwards: the company's review page, or null (an unknown request, or a
 * company that has no review link any more). With `count`, the click is counted (and the
 * first click's time kept) in one statement, so concurrent clicks are all counted.
 */
export async function followReviewLink(
  id: string,
  { count = true, now = new Date() }: { count?: boolean; now?: Date } = {},
): Promise<string | null> {
  const request = await findRequest(id);
  const target = safeReviewLink(request?.company.reviewLink);
  if (!request || !target) return null;
  if (count)
    await prisma.$executeRaw`
      UPDATE "ReviewRequest"
      SET "clicks" = "clicks" + 1, "firstClickAt" = COALESCE("firstClickAt", ${now})
      WHERE "id" = ${request.id}`;
  return target;
}

/** What the opt-out page shows: the company's name and whether the client already opted out. */
export async function reviewOptOutState(
  id: string,
): Promise<{ companyName: string; optedOut: boolean } | null> {
  const request = await findRequest(id);
  if (!request) return null;
  return { companyName: request.company.name, optedOut: request.client.reviewOptOut };
}

/** The client of the request asks for no more review requests (Client.reviewOptOut). */
export async function optOutOfReviews(id: string): Promise<{ companyName: string } | null> {
  const request = await findRequest(id);
  if (!request) return null;
  await prisma.client.update({
    where: { id: request.clientId },
    data: { reviewOptOut: true },
  });
  return { companyName: request.company.name };
}
