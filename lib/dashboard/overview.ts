import "server-only";
import { prisma } from "@/lib/db";
import { startOfWeekIn } from "@/lib/dates";

/**
 * The dashboard home's figures; spam requests are left out of every count. "This week"
 * began on Monday 00:00 in the company's time zone.
 */
export async function getDashboardOverview(companyId: string, now = new Date()) {
  const company = await prisma.company.findUniqueOrThrow({
    where: { id: companyId },
    select: { slug: true, timeZone: true },
  });
  const weekStart = startOfWeekIn(now, company.timeZone);
  const thisWeek = { companyId, isSpam: false, createdAt: { gte: weekStart } };
  const [servicesCount, activeServicesCount, weekAggregate, recent, viewsThisWeek] =
    await Promise.all([
      prisma.service.count({ where: { companyId } }),
      prisma.service.count({ where: { companyId, isActive: true } }),
      prisma.estimateRequest.aggregate({
        where: thisWeek,
        _count: { _all: true },
        _sum: { totalAmount: true },
      }),
      prisma.estimateRequest.findMany({
        where: { companyId, isSpam: false },
        orderBy: { createdAt: "desc" },
        take: 5,
        select: { id: true, customerName: true, totalAmount: true, status: true, createdAt: true },
      }),
      prisma.calculatorView.count({ where: { companyId, createdAt: { gte: weekStart } } }),
    ]);
  return {
    slug: company.slug,
    servicesCount,
    activeServicesCount,
    weekStart: weekStart.toISOString(),
    requestsThisWeek: weekAggregate._count._all,
    valueThisWeek: (weekAggregate._sum.totalAmount ?? 0).toString(),
    viewsThisWeek,
    recentRequests: recent.map((request) => ({
      ...request,
      totalAmount: request.totalAmount.toString(),
    })),
  };
}
