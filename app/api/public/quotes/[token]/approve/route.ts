import { publicRoute } from "@/lib/api/handler";
import { approveQuote, limitPublicAction } from "@/lib/quotes/public-actions";
import { clientInfo, privateJson } from "@/lib/api/public-quote";
import {
  MAX_APPROVE_BODY_BYTES,
  quoteApprovalSchema as body,
  quoteTokenParams as params,
} from "@/lib/validation/public-quote";

/** Approve with name, drawn signature, consent and the hash of the content approved. */
export const POST = publicRoute(
  { params, body, maxBodyBytes: MAX_APPROVE_BODY_BYTES },
  async ({ req, params, body }) => {
    const client = clientInfo(req);
    await limitPublicAction("answer", client.ip);
    return privateJson(await approveQuote(params.token, body, client));
  },
);
