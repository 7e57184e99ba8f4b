import type { Prisma } from "@prisma/client";

/** The two sites that embed the demo calculator (docs/analytics.md "Sources"). */
export const DEMO_EMBED_HOSTS = ["brightline.example", "austin-home-guide.example"] as const;
/** Austin, where the demo company works: its days and weeks for analytics. */
export const DEMO_TIME_ZONE = "America/Chicago";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The existing demo activity covers 8 weeks; analytics shows 12. */
const EXTRA_WEEKS = { from: 56, to: 84 };

function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Gives the demo company's activity the sources and service adds analytics reads (after
 * lib/seed/demo-activity.ts and demo-quotes.ts): its time zone; a host on every embedded
 * view, split between the two embedding sites; views for four more weeks; a source on each
 * request (most direct, the rest from the two sites); and the services customers added to
 * their estimate: every requested line once, plus adds that did not become requests, more
 * for a few services people look at but rarely ask for. A handful of bulk statements.
 */
export async function seedDemoAnalytics(
  tx: Prisma.TransactionClient,
  companyId: string,
  now = new Date(),
) {
  const random = generator(20261123);
  const [main, guide] = DEMO_EMBED_HOSTS;
  await tx.company.update({ where: { id: companyId }, data: { timeZone: DEMO_TIME_ZONE } });

  const older: Prisma.CalculatorViewCreateManyInput[] = [];
  for (let daysAgo = EXTRA_WEEKS.from; daysAgo < EXTRA_WEEKS.to; daysAgo += 1) {
    const date = new Date(now.getTime() - daysAgo * DAY_MS);
    const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
    const count = Math.round((weekend ? 4 : 10) + random() * 8);
    for (let visit = 0; visit < count; visit += 1) {
      older.push({
        companyId,
        source: random() < 0.25 ? "embed" : "direct",
        createdAt: new Date(date.getTime() - Math.floor(random() * 12) * 3600_000),
      });
    }
  }
  await tx.calculatorView.createMany({ data: older });
  // Two thirds of the embedded views come from the company's own site, the rest from the guide.
  await tx.$executeRaw`
    UPDATE "CalculatorView" SET "host" = CASE WHEN random() < 0.67 THEN ${main} ELSE ${guide} END
    WHERE "companyId" = ${companyId} AND "source" = 'embed'`;
  await tx.$executeRaw`
    UPDATE "EstimateRequest" SET "source" = 'embed', "sourceHost" = picked.host
    FROM (
      SELECT "id", CASE WHEN random() < 0.6 THEN ${main} ELSE ${guide} END AS host
      FROM "EstimateRequest" WHERE "companyId" = ${companyId} AND random() < 0.35
    ) AS picked
    WHERE "EstimateRequest"."id" = picked."id"`;

  // Each requested service was added once, shortly before its request was sent.
  const requested = await tx.$executeRaw`
    INSERT INTO "CalculatorServiceAdd" ("id", "companyId", "serviceId", "createdAt")
    SELECT gen_random_uuid()::text, request."companyId", item."serviceId",
           request."createdAt" - interval '3 minutes'
    FROM "EstimateRequest" request
    JOIN "EstimateRequestItem" item ON item."estimateRequestId" = request."id"
    WHERE request."companyId" = ${companyId} AND item."serviceId" IS NOT NULL`;
  // Adds that were never sent: spread over the 12 weeks, three services far more often.
  const services = await tx.service.findMany({
    where: { companyId, isActive: true },
    orderBy: { sortOrder: "asc" },
    select: { id: true },
  });
  const browsed = new Set(services.slice(-6, -3).map((service) => service.id));
  const adds: Prisma.CalculatorServiceAddCreateManyInput[] = [];
  for (const service of services) {
    const count = browsed.has(service.id)
      ? 18 + Math.floor(random() * 8)
      : Math.floor(random() * 5);
    for (let index = 0; index < count; index += 1) {
      const createdAt = new Date(now.getTime() - Math.floor(random() * EXTRA_WEEKS.to * DAY_MS));
      adds.push({ companyId, serviceId: service.id, createdAt });
    }
  }
  await tx.calculatorServiceAdd.createMany({ data: adds });
  return { olderViews: older.length, serviceAdds: requested + adds.length };
}
