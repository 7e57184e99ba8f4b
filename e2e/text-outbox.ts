/**
 * The e2e server's texts (scripts/e2e-server.mjs): without a Twilio account SID each text is a
 * JSON file in the text outbox (lib/texts/transport.ts), and Twilio's webhooks are signed with
 * the auth token below (the same values as the server's).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const E2E_TWILIO_AUTH_TOKEN = "e2e-twilio-auth-token";
export const E2E_TWILIO_FROM = "+15005550006";

export type OutboxText = { to: string; from: string; body: string; companyId: string; key: string };

export const e2eTextOutbox = () =>
  process.env.E2E_TEXT_OUTBOX_DIR ??
  path.join(".data", `e2e-text-outbox-${process.env.E2E_PORT ?? "3100"}`);

/** Every text of the outbox (none when the folder does not exist yet). */
export function readTextOutbox(outbox = e2eTextOutbox()): OutboxText[] {
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(readFileSync(path.join(outbox, file), "utf8")) as OutboxText);
}
