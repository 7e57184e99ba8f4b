import { timingSafeEqual } from "node:crypto";
import { notFound, unauthorized } from "@/lib/api/errors";
import { publicRoute } from "@/lib/api/handler";
import { getServerEnv } from "@/lib/env";
import { superviseNow } from "@/lib/queue/worker";
import { requestQuoteSweep } from "@/lib/queue/periodic";
import { drainJobs } from "@/lib/worker/run";

export const dynamic = "force-dynamic";
export const maxDuration = 60;

function sameSecret(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The serverless worker (vercel.json's cron calls it every minute with
 * `Authorization: Bearer $CRON_SECRET`): releases jobs of dead workers, asks for the
 * periodic quote sweep, then works a bounded batch. Without CRON_SECRET configured the route does not exist.
 */
export const GET = publicRoute({}, async ({ req }) => {
  const secret = getServerEnv().CRON_SECRET;
  if (!secret) throw notFound();
  const header = req.headers.get("authorization") ?? "";
  if (!sameSecret(header, `Bearer ${secret}`)) throw unauthorized();
  await superviseNow();
  // Periodic work: queued at most once per slot (15 minutes), worked by the drain below.
  await requestQuoteSweep();
  return drainJobs({ maxJobs: 200, deadlineMs: 45_000 });
});
