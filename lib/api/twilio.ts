import "server-only";
import type { NextRequest } from "next/server";
import { forbidden, payloadTooLarge } from "@/lib/api/errors";
import { readBodyWithin } from "@/lib/api/body";
import { findUnstorableText } from "@/lib/validation/text";
import { formParams, verifyTwilioSignature, type TwilioParams } from "@/lib/texts/inbound";

/** Twilio's form posts are small (a text is at most 1600 characters). */
export const MAX_TWILIO_BODY_BYTES = 32 * 1024;

/** The params of a request Twilio signed, or 403 (a bad or missing signature) / 413. */
export async function signedTwilioParams(req: NextRequest): Promise<TwilioParams> {
  const raw = await readBodyWithin(req, MAX_TWILIO_BODY_BYTES);
  if (raw === null) throw payloadTooLarge(MAX_TWILIO_BODY_BYTES);
  const params = formParams(raw);
  if (!verifyTwilioSignature(req.nextUrl, req.headers.get("x-twilio-signature"), params))
    throw forbidden("Invalid Twilio signature.");
  // Signed but unstorable (NUL, lone surrogates): dropped, as a text could not hold them.
  if (findUnstorableText(params, "body")) throw forbidden("Unreadable Twilio request.");
  return params;
}
