import { publicRoute } from "@/lib/api/handler";
import { getPublicQuote } from "@/lib/quotes/public";
import { clientInfo, privateJson } from "@/lib/api/public-quote";
import { quoteTokenParams as params } from "@/lib/validation/public-quote";

/** The quote behind a link: a view (the first one marks it viewed and mails the owner). */
export const GET = publicRoute({ params }, async ({ req, params }) =>
  privateJson(await getPublicQuote(params.token, { ip: clientInfo(req).ip })),
);
