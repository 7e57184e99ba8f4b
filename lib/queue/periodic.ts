import "server-only";
import { enqueue } from "./enqueue";
import { QUEUES } from "./queues";

/**
 * The quote sweep's period (expiry and reminders: lib/quotes/sweep.ts; the same job deletes
 * pending photos older than 24 hours: lib/photos/photos.ts).
 */
export const QUOTE_SWEEP_SECONDS = 15 * 60;

/**
 * Asks for a sweep of quotes: queues one sweep job per 15-minute slot however often it is
 * called (by every worker process each minute, and by the cron route), so the sweep runs
 * every 15 minutes in every jobs mode. Returns whether this call queued it.
 */
export async function requestQuoteSweep() {
  const id = await enqueue(
    null,
    QUEUES.quotes.name,
    { kind: "sweep", key: "quote-sweep", companyId: null },
    { singleton: { key: "quote-sweep", seconds: QUOTE_SWEEP_SECONDS } },
  );
  return id !== null;
}
