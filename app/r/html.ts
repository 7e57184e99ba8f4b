/**
 * The small pages of the review links (/r/<id>: not found; /r/<id>/opt-out: the form and its
 * answer): plain pages of lib/api/plain-page.ts.
 */
import { PLAIN_PAGE_HEADERS, plainPage } from "@/lib/api/plain-page";

export const REVIEW_LINK_HEADERS = PLAIN_PAGE_HEADERS;
export const reviewPage = plainPage;

/** The answer to an unknown (or no longer forwarding) review link. */
export const reviewLinkNotFound = () =>
  reviewPage({
    status: 404,
    title: "Link not found",
    paragraphs: ["This review link is not valid, or it no longer leads anywhere."],
  });
