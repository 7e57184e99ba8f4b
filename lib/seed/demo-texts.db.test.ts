/** @jest-environment node */
import {
  createOwner,
  makeRequest,
  routeParams,
  setupTestDatabase,
  TEST_SECRET,
  type TestDatabase,
} from "@/test/db";
import * as analytics from "@/app/api/dashboard/analytics/route";
import * as texts from "@/app/api/texts/route";
import type { Analytics } from "@/lib/analytics/types";
import {
  DEMO_COMPANY,
  DEMO_LABOR_RATES,
  DEMO_SERVICE_FEES,
  DEMO_SERVICES,
} from "./demo-price-book";
import { seedDemoActivity } from "./demo-activity";
import { seedDemoQuotes } from "./demo-quotes";
import { seedDemoTexts } from "./demo-texts";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.close();
});

const now = new Date("2026-11-23T08:30:00Z");

async function seedDemo() {
  const owner = await createOwner(db.prisma, DEMO_COMPANY.name);
  const { company } = owner;
  const demo = await db.prisma.company.update({
    where: { id: company.id },
    data: { serviceCallFee: "49.00", taxRate: "8.250", contactEmail: "office@demo.example" },
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
  const services = await db.prisma.service.findMany({
    where: { companyId: company.id, isActive: true },
    include: { laborRate: true, serviceFee: true },
    orderBy: { sortOrder: "asc" },
  });
  const result = await db.prisma.$transaction(
    async (tx) => {
      await seedDemoActivity(tx, demo, services, now);
      await seedDemoQuotes(tx, demo, services, { now, linkSecret: TEST_SECRET });
      return seedDemoTexts(tx, demo, { now });
    },
    { timeout: 60_000 },
  );
  return { companyId: company.id, result, cookie: owner.cookie };
}

describe("the demo company's texts", () => {
  it("hold a conversation with one unread text and a follow-up text an approval followed", async () => {
    const { result, cookie } = await seedDemo();
    expect(result.conversationQuoteId).not.toBeNull();
    expect(result.followUpQuoteId).not.toBeNull();
    const conversation = (await (
      await texts.GET(
        makeRequest("GET", `/api/texts?quoteId=${result.conversationQuoteId}`, { cookie }),
        routeParams(),
      )
    ).json()) as { messages: { direction: string }[]; consent: { status: string } };
    expect(conversation.consent.status).toBe("consented");
    expect(conversation.messages.map((m) => m.direction)).toEqual([
      "outbound",
      "inbound",
      "outbound",
      "inbound",
    ]);
    const followUp = await db.prisma.quote.findUniqueOrThrow({
      where: { id: result.followUpQuoteId! },
      include: { texts: true },
    });
    expect(followUp.status).toBe("approved");
    expect(followUp.texts[0].createdAt.getTime()).toBeLessThan(followUp.approvedAt!.getTime());
    const report = (await (
      await analytics.GET(
        makeRequest("GET", "/api/dashboard/analytics?preset=year", { cookie }),
        routeParams(),
      )
    ).json()) as Analytics;
    expect(report.followUps.approvedAfterText).toBeGreaterThanOrEqual(1);
    expect(report.current.approvedAfterText).toBeGreaterThanOrEqual(1);
  });
});
