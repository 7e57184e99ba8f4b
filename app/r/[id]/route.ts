import { followReviewLink } from "@/lib/invoices/review-links";
import { REVIEW_LINK_HEADERS, reviewLinkNotFound } from "../html";

type Context = { params: Promise<{ id: string }> };

const forward = (target: string) =>
  new Response(null, { status: 302, headers: { ...REVIEW_LINK_HEADERS, Location: target } });

/**
 * A review request's link (docs/invoices.md, "Review requests"): counts the click and
 * forwards (302) to the company's review page; an unknown id is a 404 page.
 */
export async function GET(_req: Request, { params }: Context) {
  const target = await followReviewLink((await params).id);
  return target ? forward(target) : reviewLinkNotFound();
}

/** A link checker's HEAD is answered the same way but is no click. */
export async function HEAD(_req: Request, { params }: Context) {
  const target = await followReviewLink((await params).id, { count: false });
  return target
    ? forward(target)
    : new Response(null, { status: 404, headers: REVIEW_LINK_HEADERS });
}
