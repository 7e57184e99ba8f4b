import { randomUUID } from "node:crypto";
import type { EstimateStatus, Prisma, UnitType } from "@prisma/client";
import { requestItemRows, requestTotals } from "@/lib/estimates/rows";
import { formatCurrency } from "@/lib/format";
import {
  computeEstimate,
  type DecimalLike,
  type FeeType,
  type PricingMaterial,
  UNIT_TYPE_INFO,
} from "@/lib/pricing";

/**
 * The demo company's activity, so a newcomer's first look is not empty: eight weeks of
 * estimate requests in every status (priced from the price book by lib/pricing, as the
 * server prices them), two caught as spam, calculator views for the conversion charts, and
 * one owner notification that bounced (Integrations → Failed deliveries, with Retry).
 * Deterministic: the same seed gives the same rows, dated relative to `now`.
 */

type SeedService = {
  id: string;
  name: string;
  unitType: UnitType;
  basePrice: Prisma.Decimal;
  estimatedTime: number;
  laborRate: { rate: Prisma.Decimal } | null;
  serviceFee: { name: string; type: FeeType; amount: Prisma.Decimal } | null;
  /** The materials and the markup that applies (docs/pricing.md M2, M5): priced as the server does. */
  materials?: PricingMaterial[];
  markupPercent?: DecimalLike | null;
};

type Company = {
  id: string;
  contactEmail: string | null;
  serviceCallFee: Prisma.Decimal | null;
  taxRate: Prisma.Decimal;
};

const CUSTOMERS = [
  ["Maria Gonzalez", "(512) 555-0187"],
  ["James Carter", null],
  ["Priya Natarajan", "(512) 555-0119"],
  ["Tom Becker", "(737) 555-0164"],
  ["Aisha Okafor", null],
  ["Kevin O'Brien", "(512) 555-0133"],
  ["Linh Tran", "(512) 555-0171"],
  ["Robert Hayes", null],
  ["Sofia Rossi", "(737) 555-0108"],
  ["Daniel Kim", "(512) 555-0126"],
  ["Hannah Schultz", null],
  ["Marcus Johnson", "(512) 555-0150"],
  ["Elena Petrova", "(737) 555-0192"],
  ["Chris Walker", "(512) 555-0145"],
  ["Fatima Hassan", null],
  ["Brian Murphy", "(512) 555-0178"],
] as const;

const NOTES = [
  "Gate code is 4412. Dog is friendly.",
  "Prefer a morning appointment, any weekday.",
  "Breaker keeps tripping when the microwave runs.",
  null,
  "Please call before coming; street parking only.",
  null,
  "Older house (1962), plaster walls.",
  null,
];

/** Statuses by age: recent requests are new, older ones were worked through. */
function statusFor(daysAgo: number, roll: number): EstimateStatus {
  if (daysAgo < 3) return roll < 0.8 ? "new" : "contacted";
  if (daysAgo < 10)
    return (["new", "contacted", "contacted", "quoted"] as const)[Math.floor(roll * 4)];
  return (["quoted", "won", "won", "won", "lost", "lost", "contacted"] as const)[
    Math.floor(roll * 7)
  ];
}

/** A small seeded generator (mulberry32): the demo is the same on every machine. */
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

function quantityFor(unitType: UnitType, roll: number) {
  switch (unitType) {
    case "per_item":
      return 1 + Math.floor(roll * 4);
    case "hourly":
      return 1 + Math.floor(roll * 6) * UNIT_TYPE_INFO.hourly.step;
    case "per_sq_foot":
      return 200 + Math.floor(roll * 16) * 100;
    default:
      return 1;
  }
}

export async function seedDemoActivity(
  tx: Prisma.TransactionClient,
  company: Company,
  services: SeedService[],
  now = new Date(),
) {
  const random = generator(20261122);
  const day = 24 * 60 * 60 * 1000;
  const requests: { id: string; customerName: string; total: string; createdAt: Date }[] = [];

  for (let index = 0; index < 38; index += 1) {
    const daysAgo = Math.floor((index / 38) * 56 + random() * 1.5);
    const createdAt = new Date(now.getTime() - daysAgo * day - Math.floor(random() * 9) * 3600_000);
    const [customerName, customerPhone] = CUSTOMERS[index % CUSTOMERS.length];
    const picks = new Set<SeedService>();
    const lineCount = 1 + Math.floor(random() * 3);
    while (picks.size < lineCount) picks.add(services[Math.floor(random() * services.length)]);
    const breakdown = computeEstimate(
      [...picks].map((item) => ({ item, quantity: quantityFor(item.unitType, random()) })),
      { serviceCallFee: company.serviceCallFee, taxRate: company.taxRate },
    );
    const spam = index === 7 || index === 23;
    const email = customerName.toLowerCase().replace(/[^a-z]+/g, ".");
    const row = await tx.estimateRequest.create({
      data: {
        companyId: company.id,
        customerName: spam ? "Rank #1 on Google www.rank-boost.example" : customerName,
        customerEmail: spam ? "growth@rank-boost.example" : `${email}@example.com`,
        customerPhone: spam ? null : customerPhone,
        customerZip: spam ? null : `787${String(index % 50).padStart(2, "0")}`,
        notes: spam ? "Boost your ranking today, reply for prices." : NOTES[index % NOTES.length],
        ...requestTotals(breakdown),
        status: spam ? "new" : statusFor(daysAgo, random()),
        isSpam: spam,
        spamReason: spam ? "link-in-name" : null,
        createdAt,
      },
    });
    await tx.estimateRequestItem.createMany({ data: requestItemRows(row.id, breakdown) });
    if (!spam)
      requests.push({ id: row.id, customerName, total: row.totalAmount.toString(), createdAt });
  }

  // Calculator visits: more on weekdays, a fifth through the embedded calculator.
  const views: Prisma.CalculatorViewCreateManyInput[] = [];
  for (let daysAgo = 0; daysAgo < 56; daysAgo += 1) {
    const date = new Date(now.getTime() - daysAgo * day);
    const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
    const count = Math.round((weekend ? 6 : 14) + random() * 10);
    for (let visit = 0; visit < count; visit += 1) {
      views.push({
        companyId: company.id,
        source: random() < 0.2 ? "embed" : "direct",
        createdAt: new Date(date.getTime() - Math.floor(random() * 12) * 3600_000),
      });
    }
  }
  await tx.calculatorView.createMany({ data: views });

  // One owner notification that bounced after its last try, as the dead-letter worker records it.
  const bounced = requests[requests.length - 3];
  if (bounced && company.contactEmail) {
    await tx.jobFailure.create({
      data: {
        id: randomUUID(),
        companyId: company.id,
        queue: "mail",
        kind: "mail",
        summary: `Mail to ${company.contactEmail}: New estimate request from ${bounced.customerName} (${formatCurrency(bounced.total)})`,
        error: "550 5.2.2 Mailbox full: the receiving server refused the message.",
        data: {
          key: randomUUID(),
          kind: "estimate-request",
          companyId: company.id,
          requestId: bounced.id,
        },
        failedAt: new Date(bounced.createdAt.getTime() + 3 * 3600_000),
      },
    });
  }
  return { requests: requests.length, views: views.length };
}
