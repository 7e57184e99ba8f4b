import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";

/** A new endpoint secret in the Standard Webhooks form: whsec_ + base64 of 32 random bytes. */
export function newWebhookSecret() {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

/**
 * The three Standard Webhooks headers of one try (docs/webhooks.md, "Verifying"):
 * webhook-signature is `v1,` + base64 HMAC-SHA256 over `id.timestamp.body` with the
 * secret's bytes, computed by the standardwebhooks library receivers verify with.
 */
export function signatureHeaders(secret: string, eventId: string, body: string, at = new Date()) {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    "webhook-id": eventId,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": new Webhook(secret).sign(eventId, new Date(timestamp * 1000), body),
  };
}
