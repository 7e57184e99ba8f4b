import "server-only";
import { prisma } from "@/lib/db";
import { hashClientIp, hitRateLimit } from "@/lib/rate-limit";
import { resolvePublicCompany } from "./company";

export const VIEW_SOURCES = ["direct", "embed"] as const;
export type ViewSource = (typeof VIEW_SOURCES)[number];

/** Views counted per address and minute; more are ignored (reloading is not interest). */
const VIEWS_PER_MINUTE = 30;

/**
 * Records one calculator view: the company, the source and the time. No cookie is read or
 * set and no address is stored (the rate limit keys on a keyed hash that expires).
 */
export async function recordCalculatorView(
  slug: string,
  source: ViewSource,
  ip: string,
  host: string | null = null,
) {
  const company = await resolvePublicCompany(slug);
  const limit = await hitRateLimit({
    key: `view:${hashClientIp(ip)}`,
    limit: VIEWS_PER_MINUTE,
    windowSeconds: 60,
  });
  if (!limit.allowed) return { recorded: false };
  await prisma.calculatorView.create({ data: { companyId: company.id, source, host } });
  return { recorded: true };
}
