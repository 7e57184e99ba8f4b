import "server-only";
import { prisma } from "@/lib/db";
import { SERVICE_CATEGORIES } from "@/lib/categories";
import { bucketByWeek, lastWeekStarts, startOfUtcWeek, weekLabel } from "@/lib/dashboard/weeks";

/** The dashboard home's figures; spam requests are left out of every count. */
export async function getDashboardOverview(companyId: string, now = new Date()) {
  const weekStart = startOfUtcWeek(now);
  const thisWeek = { companyId, isSpam: false, createdAt: { gte: weekStart } };
  const [company, servicesCount, activeServicesCount, weekAggregate, recent, viewsThisWeek] =
    await Promise.all([
      prisma.company.findUniqueOrThrow({ where: { id: companyId }, select: { slug: true } }),
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

export const ANALYTICS_WEEKS = 8;

/** Real numbers for the Analytics page: services by category, requests and views per week. */
export async function getDashboardAnalytics(companyId: string, now = new Date()) {
  const starts = lastWeekStarts(now, ANALYTICS_WEEKS);
  const since = { gte: starts[0] };
  const [byCategory, requests, views] = await Promise.all([
    prisma.service.groupBy({ by: ["category"], where: { companyId }, _count: { _all: true } }),
    prisma.estimateRequest.findMany({
      where: { companyId, isSpam: false, createdAt: since },
      select: { createdAt: true },
    }),
    prisma.calculatorView.findMany({
      where: { companyId, createdAt: since },
      select: { createdAt: true },
    }),
  ]);
  const counts = new Map(byCategory.map((row) => [row.category, row._count._all]));
  const requestCounts = bucketByWeek(
    starts,
    requests.map((row) => row.createdAt),
  );
  const viewCounts = bucketByWeek(
    starts,
    views.map((row) => row.createdAt),
  );
  return {
    servicesByCategory: SERVICE_CATEGORIES.map((category) => ({
      category,
      count: counts.get(category) ?? 0,
    })).filter((row) => row.count > 0),
    weeks: starts.map((start, index) => ({
      weekStart: start.toISOString(),
      label: weekLabel(start),
      requests: requestCounts[index],
      views: viewCounts[index],
    })),
  };
}
