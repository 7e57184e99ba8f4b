import { publicRoute } from "@/lib/api/handler";
import { declineQuote, limitPublicAction } from "@/lib/quotes/public-actions";
import { clientInfo, privateJson } from "@/lib/api/public-quote";
import {
  quoteDeclineSchema as body,
  quoteTokenParams as params,
} from "@/lib/validation/public-quote";

/** Decline, with an optional reason the owner reads. */
export const POST = publicRoute({ params, body }, async ({ req, params, body }) => {
  await limitPublicAction("answer", clientInfo(req).ip);
  return privateJson(await declineQuote(params.token, body));
});
