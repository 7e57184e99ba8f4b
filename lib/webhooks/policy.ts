import "server-only";
import { getServerEnv } from "@/lib/env";
import type { AddressPolicy } from "./address";

/**
 * The address rules in force (docs/webhooks.md, "Addresses"): in production only https
 * and public addresses; outside production http and loopback too, so a developer (and the
 * tests) can run a receiver on their machine. WEBHOOKS_ALLOW_LOOPBACK=1 opens loopback
 * (only) in production for the end-to-end suite.
 */
export function webhookPolicy(): AddressPolicy {
  const env = getServerEnv();
  const relaxed = env.NODE_ENV !== "production" || env.WEBHOOKS_ALLOW_LOOPBACK === "1";
  return { allowHttp: relaxed, allowLoopback: relaxed };
}
