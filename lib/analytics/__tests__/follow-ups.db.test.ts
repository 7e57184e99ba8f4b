/** @jest-environment node */
import type { PrismaClient } from "@prisma/client";
import {
  createOwner,
  makeRequest,
  routeParams,
  setupTestDatabase,
  type TestDatabase,
} from "@/test/db";
import * as analytics from "@/app/api/dashboard/analytics/route";
import type { Analytics } from "@/lib/analytics/types";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db.close();
});

const at = (iso: string) => new Date(iso);

/** A quote number (revision 1) sent on a day, approved (or not) at a time. */
async function quote(
  prisma: PrismaClient,
  companyId: string,
  number: number,
  { sentAt, approvedAt }: { sentAt: string; approvedAt?: string },
) {
  return prisma.quote.create({
    data: {
      companyId,
      number,
      status: approvedAt ? "approved" : "sent",
      total: "100.00",
      sentAt: at(sentAt),
      approvedAt: approvedAt ? at(approvedAt) : null,
    },
  });
}

/** A follow-up text of a quote as the texts queue records it. */
const followUpText = (
  prisma: PrismaClient,
  companyId: string,
  quoteId: string,
  createdAt: string,
  status = "sent",
) =>
  prisma.textMessage.create({
    data: {
      companyId,
      quoteId,
      direction: "outbound",
      from: "+15005550006",
      to: "+15125550142",
      body: status === "skipped" ? "" : "Just checking in on your quote",
      status,
      purpose: "follow-up",
      createdAt: at(createdAt),
    },
  });

/** The timeline row of a follow-up step (the sweep's `quote.reminder_sent`). */
const reminderRow = (
  prisma: PrismaClient,
  quoteId: string,
  createdAt: string,
  channel: "mail" | "text",
  day: number,
) =>
  prisma.quoteEvent.create({
    data: {
      quoteId,
      type: "reminder_sent",
      actor: "system",
      data: channel === "text" ? { day, channel } : { day },
      createdAt: at(createdAt),
    },
  });

describe("the follow-up report", () => {
  it("counts quotes followed up and approved after a follow-up, by channel, per company", async () => {
    const a = await createOwner(db.prisma, "Follow-up A");
    const b = await createOwner(db.prisma, "Follow-up B");
    const A = a.company.id;

    // 1: a day-2 text, approved the day after it: approved after a text.
    const q1 = await quote(db.prisma, A, 1, {
      sentAt: "2026-11-03T15:00:00Z",
      approvedAt: "2026-11-06T10:00:00Z",
    });
    await reminderRow(db.prisma, q1.id, "2026-11-05T15:00:00Z", "text", 2);
    await followUpText(db.prisma, A, q1.id, "2026-11-05T15:00:01Z");
    // 2: a day-5 mail, approved after it: approved after a mail.
    const q2 = await quote(db.prisma, A, 2, {
      sentAt: "2026-11-03T15:00:00Z",
      approvedAt: "2026-11-09T10:00:00Z",
    });
    await reminderRow(db.prisma, q2.id, "2026-11-08T15:00:00Z", "mail", 5);
    // 3: a text step skipped (no consent) and a mail; never answered: followed up by mail only.
    const q3 = await quote(db.prisma, A, 3, { sentAt: "2026-11-03T15:00:00Z" });
    await reminderRow(db.prisma, q3.id, "2026-11-05T15:00:00Z", "text", 2);
    await followUpText(db.prisma, A, q3.id, "2026-11-05T15:00:01Z", "skipped");
    await reminderRow(db.prisma, q3.id, "2026-11-08T15:00:00Z", "mail", 5);
    // 4: approved before its follow-up text went (a text sent after approval does not count).
    const q4 = await quote(db.prisma, A, 4, {
      sentAt: "2026-11-03T15:00:00Z",
      approvedAt: "2026-11-04T10:00:00Z",
    });
    await followUpText(db.prisma, A, q4.id, "2026-11-05T15:00:01Z");
    // 5: sent before the range (its approval after a text is in the range's funnel only).
    const q5 = await quote(db.prisma, A, 5, {
      sentAt: "2026-10-20T15:00:00Z",
      approvedAt: "2026-11-02T10:00:00Z",
    });
    await followUpText(db.prisma, A, q5.id, "2026-10-22T15:00:01Z");
    // Company B's texted and approved quote is not A's.
    const qb = await quote(db.prisma, b.company.id, 1, {
      sentAt: "2026-11-03T15:00:00Z",
      approvedAt: "2026-11-06T10:00:00Z",
    });
    await followUpText(db.prisma, b.company.id, qb.id, "2026-11-05T15:00:01Z");

    const res = await analytics.GET(
      makeRequest("GET", "/api/dashboard/analytics?from=2026-11-01&to=2026-11-26", {
        cookie: a.cookie,
      }),
      routeParams(),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as Analytics;
    expect(body.followUps).toEqual({
      quotesSent: 4,
      followedUp: 4,
      followedUpByText: 2,
      followedUpByMail: 2,
      approved: 3,
      approvedAfterFollowUp: 2,
      approvedAfterText: 1,
      approvedAfterMail: 1,
    });
    // The funnel: approved in the range (1, 2, 4, 5), after a follow-up text (1 and 5).
    expect(body.current.quotesApproved).toBe(4);
    expect(body.current.approvedAfterText).toBe(2);

    const other = (await (
      await analytics.GET(
        makeRequest("GET", "/api/dashboard/analytics?from=2026-11-01&to=2026-11-26", {
          cookie: b.cookie,
        }),
        routeParams(),
      )
    ).json()) as Analytics;
    expect(other.followUps.followedUpByText).toBe(1);
    expect(other.followUps.approvedAfterText).toBe(1);
    expect(other.current.approvedAfterText).toBe(1);
  });
});
