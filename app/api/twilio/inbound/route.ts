import { publicRoute } from "@/lib/api/handler";
import { receiveText } from "@/lib/texts/inbound";
import { signedTwilioParams } from "@/lib/api/twilio";

/**
 * Twilio's inbound-message webhook (docs/texts.md): a customer's text. The signature is
 * checked with the official library (403 when it fails); keywords are answered in the TwiML.
 */
export const POST = publicRoute({ accepts: "form" }, async ({ req }) => {
  const twiml = await receiveText(await signedTwilioParams(req));
  return new Response(twiml, { headers: { "content-type": "text/xml; charset=utf-8" } });
});
