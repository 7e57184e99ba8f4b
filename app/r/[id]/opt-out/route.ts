import { optOutOfReviews, reviewOptOutState } from "@/lib/invoices/review-links";
import { reviewLinkNotFound, reviewPage } from "../../html";

type Context = { params: Promise<{ id: string }> };

/**
 * The opt-out link of a review request mail. GET only shows a page with a button: mail
 * scanners follow links, and a GET that opted out would opt out every client whose mail was
 * scanned. The button's POST sets Client.reviewOptOut.
 */
export async function GET(_req: Request, { params }: Context) {
  const state = await reviewOptOutState((await params).id);
  if (!state) return reviewLinkNotFound();
  if (state.optedOut)
    return reviewPage({
      title: "You are opted out",
      paragraphs: [`${state.companyName} will not send you review requests.`],
    });
  return reviewPage({
    title: "Stop review requests?",
    paragraphs: [
      `${state.companyName} asks its customers for a review after a paid invoice. Press the button and they will not ask you again.`,
    ],
    button: "Stop review requests",
  });
}

export async function POST(_req: Request, { params }: Context) {
  const done = await optOutOfReviews((await params).id);
  if (!done) return reviewLinkNotFound();
  return reviewPage({
    title: "You are opted out",
    paragraphs: [
      `${done.companyName} will not send you review requests any more. Invoices and receipts still come as before.`,
    ],
  });
}
