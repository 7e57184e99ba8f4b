/** @jest-environment node */
import { makeRequest, routeParams } from "@/test/db";
import { databaseForSuite, seedDemoCompany } from "@/test/demo-seed";
import * as analytics from "@/app/api/dashboard/analytics/route";
import * as texts from "@/app/api/texts/route";
import type { Analytics } from "@/lib/analytics/types";

const db = databaseForSuite();

const now = new Date("2026-11-23T08:30:00Z");

async function seedDemo() {
  const { company, results, cookie } = await seedDemoCompany(db, {
    now,
    steps: ["activity", "quotes", "texts"],
  });
  return { companyId: company.id, result: results.texts, cookie };
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
