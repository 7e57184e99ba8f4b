import { publicRoute } from "@/lib/api/handler";
import { changeSelection, limitPublicAction } from "@/lib/quotes/public-actions";
import { clientInfo, privateJson } from "@/lib/api/public-quote";
import {
  quoteSelectionSchema as body,
  quoteTokenParams as params,
} from "@/lib/validation/public-quote";

/** The customer's options: optional lines ticked and one line per group; totals recomputed. */
export const PUT = publicRoute({ params, body }, async ({ req, params, body }) => {
  const client = clientInfo(req);
  await limitPublicAction("selection", client.ip);
  return privateJson(await changeSelection(params.token, body, new Date(), client.ip));
});
