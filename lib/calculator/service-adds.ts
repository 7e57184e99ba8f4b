import "server-only";
import { prisma } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { hashClientIp, hitRateLimit } from "@/lib/rate-limit";
import { resolvePublicCompany } from "./company";

/** Adds counted per address and minute; more are ignored (a customer adds a few services). */
export const ADDS_PER_MINUTE = 60;

/**
 * Records that a customer added one of the company's active services to a calculator
 * estimate: the "views" of popular services (docs/analytics.md). No cookie is read or set
 * and no address is stored; the rate limit keys on a keyed hash that expires. A service that
 * is not the company's (or not offered) is a 404 and nothing is written.
 */
export async function recordServiceAdd(slug: string, serviceId: string, ip: string) {
  const company = await resolvePublicCompany(slug);
  const service = await prisma.service.findFirst({
    where: { id: serviceId, companyId: company.id, isActive: true },
    select: { id: true },
  });
  if (!service) throw notFound("Service not found.");
  const limit = await hitRateLimit({
    key: `service-add:${hashClientIp(ip)}`,
    limit: ADDS_PER_MINUTE,
    windowSeconds: 60,
  });
  if (!limit.allowed) return { recorded: false };
  await prisma.calculatorServiceAdd.create({ data: { companyId: company.id, serviceId } });
  return { recorded: true };
}
