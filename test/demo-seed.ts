/**
 * For the demo-seed tests (lib/seed/*.db.test.ts): a database for the suite
 * (databaseForSuite), and the demo company of prisma/seed.ts (seedDemoCompany) built as the
 * seed builds it (its price book, its services priced as the server prices them), then the
 * seed's steps a suite needs, in the seed's order and in one transaction, dated at the
 * suite's `now`.
 */
import type { Prisma } from "@prisma/client";
import { createOwner, setupTestDatabase, TEST_SECRET, type TestDatabase } from "@/test/db";
import { effectiveMarkup } from "@/lib/pricing";
import { seedDemoActivity } from "@/lib/seed/demo-activity";
import { seedDemoAnalytics } from "@/lib/seed/demo-analytics";
import { seedDemoInvoices } from "@/lib/seed/demo-invoices";
import {
  DEMO_COMPANY,
  DEMO_LABOR_RATES,
  DEMO_SERVICE_FEES,
  DEMO_SERVICES,
} from "@/lib/seed/demo-price-book";
import { seedDemoQuotes } from "@/lib/seed/demo-quotes";
import { seedDemoRequestDetails } from "@/lib/seed/demo-request-details";
import { seedDemoTeam } from "@/lib/seed/demo-team";
import { seedDemoTexts } from "@/lib/seed/demo-texts";

/**
 * A fresh database for the calling suite: set up before its tests, closed after them. Read
 * its `prisma` inside hooks and tests (before beforeAll has run there is none).
 */
export function databaseForSuite(): TestDatabase {
  let current: TestDatabase | undefined;
  beforeAll(async () => {
    current = await setupTestDatabase();
  }, 120_000);
  afterAll(async () => {
    await current?.close();
  });
  const database = () => {
    if (!current) throw new Error("The test database is set up in beforeAll.");
    return current;
  };
  return {
    get prisma() {
      return database().prisma;
    },
    get databaseUrl() {
      return database().databaseUrl;
    },
    get databaseEnv() {
      return database().databaseEnv;
    },
    close: () => database().close(),
  };
}

/** The contact address the demo-seed suites give the company (its bounced mail names it). */
export const DEMO_CONTACT_EMAIL = "office@demo.example";

type DemoCompany = Awaited<ReturnType<typeof createDemoCompany>>;

/** The company with the demo's fees, labor rates and services, as prisma/seed.ts makes them. */
async function createDemoCompany(db: TestDatabase, contactEmail: string | null) {
  const { company, user, cookie } = await createOwner(db.prisma, DEMO_COMPANY.name);
  const demo = await db.prisma.company.update({
    where: { id: company.id },
    data: {
      serviceCallFee: "49.00",
      taxRate: "8.250",
      ...(contactEmail ? { contactEmail } : {}),
    },
  });
  const laborIds = new Map<string, string>();
  for (const rate of DEMO_LABOR_RATES) {
    const row = await db.prisma.laborRate.create({
      data: { companyId: company.id, name: rate.name, rate: rate.rate },
    });
    laborIds.set(rate.key, row.id);
  }
  const feeIds = new Map<string, string>();
  for (const fee of DEMO_SERVICE_FEES) {
    const row = await db.prisma.serviceFee.create({
      data: { companyId: company.id, name: fee.name, type: fee.type, amount: fee.amount },
    });
    feeIds.set(fee.key, row.id);
  }
  await db.prisma.service.createMany({
    data: DEMO_SERVICES.map(({ labor, fee, ...service }, index) => ({
      ...service,
      companyId: company.id,
      sortOrder: index,
      laborRateId: labor ? laborIds.get(labor) : null,
      serviceFeeId: fee ? feeIds.get(fee) : null,
    })),
  });
  // Priced as the server prices requests: the markup that applies (docs/pricing.md M5).
  const services = (
    await db.prisma.service.findMany({
      where: { companyId: company.id, isActive: true },
      include: { laborRate: true, serviceFee: true, materials: true },
      orderBy: { sortOrder: "asc" },
    })
  ).map((service) => ({
    ...service,
    markupPercent: effectiveMarkup(service.markupPercent, demo.defaultMarkupPercent),
  }));
  return { company: demo, owner: user, cookie, services };
}

type StepContext = DemoCompany & { now: Date };

/** The seed's steps, in prisma/seed.ts's order (each may read what an earlier one wrote). */
const STEPS = {
  activity: (tx: Prisma.TransactionClient, { company, services, now }: StepContext) =>
    seedDemoActivity(tx, company, services, now),
  quotes: (tx: Prisma.TransactionClient, { company, services, now }: StepContext) =>
    seedDemoQuotes(tx, company, services, { now, linkSecret: TEST_SECRET }),
  details: (tx: Prisma.TransactionClient, { company, now }: StepContext) =>
    seedDemoRequestDetails(tx, company, { now }),
  texts: (tx: Prisma.TransactionClient, { company, now }: StepContext) =>
    seedDemoTexts(tx, company, { now }),
  analytics: (tx: Prisma.TransactionClient, { company, now }: StepContext) =>
    seedDemoAnalytics(tx, company.id, now),
  invoices: (tx: Prisma.TransactionClient, { company, services, now }: StepContext) =>
    seedDemoInvoices(tx, company, services, { now, linkSecret: TEST_SECRET }),
  team: (tx: Prisma.TransactionClient, { company, owner, now }: StepContext) =>
    seedDemoTeam(tx, company, { ownerId: owner.id, passwordHash: owner.passwordHash }, now),
};

export type DemoStep = keyof typeof STEPS;
type StepResults<S extends DemoStep> = {
  [K in S]: Awaited<ReturnType<(typeof STEPS)[K]>>;
};

/**
 * Builds the demo company and runs `steps` on it, in the seed's order whatever the order
 * given, in one transaction. The company row is the one before the steps; `results` holds
 * each step's answer. `contactEmail: null` leaves the company without one (no bounced mail).
 */
export async function seedDemoCompany<S extends DemoStep>(
  db: TestDatabase,
  {
    now,
    steps,
    contactEmail = DEMO_CONTACT_EMAIL,
  }: { now: Date; steps: readonly S[]; contactEmail?: string | null },
) {
  const demo = await createDemoCompany(db, contactEmail);
  const context = { ...demo, now };
  const results = await db.prisma.$transaction(
    async (tx) => {
      const answers: Partial<Record<DemoStep, unknown>> = {};
      for (const step of Object.keys(STEPS) as DemoStep[])
        if ((steps as readonly DemoStep[]).includes(step))
          answers[step] = await STEPS[step](tx, context);
      return answers as StepResults<S>;
    },
    { timeout: 60_000 },
  );
  return { company: demo.company, owner: demo.owner, cookie: demo.cookie, results };
}
