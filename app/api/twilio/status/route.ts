import { publicRoute } from "@/lib/api/handler";
import { recordTextStatus } from "@/lib/texts/inbound";
import { signedTwilioParams } from "@/lib/api/twilio";

/** Twilio's delivery reports of the texts sent (status callback), signature checked. */
export const POST = publicRoute({ accepts: "form" }, async ({ req }) => {
  await recordTextStatus(await signedTwilioParams(req));
  return new Response(null, { status: 204 });
});
