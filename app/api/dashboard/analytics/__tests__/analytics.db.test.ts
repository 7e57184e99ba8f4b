/** @jest-environment node */
import type { PrismaClient } from "@prisma/client";
import { setupTestDatabase, makeRequest, routeParams, type TestDatabase } from "@/test/db";
import { seedCompany } from "@/test/api-helpers";
import * as analytics from "@/app/api/dashboard/analytics/route";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db.close();
});

const get = (cookie: string, query: string) =>
  analytics.GET(makeRequest("GET", `/api/dashboard/analytics?${query}`, { cookie }), routeParams());

const at = (iso: string) => new Date(iso);

type Ids = { companyId: string };

async function view(
  prisma: PrismaClient,
  { companyId }: Ids,
  createdAt: string,
  host?: string | null,
) {
  const source = host === undefined ? "direct" : "embed";
  await prisma.calculatorView.create({
    data: { companyId, createdAt: at(createdAt), source, host: host ?? null },
  });
}

async function request(
  prisma: PrismaClient,
  { companyId }: Ids,
  createdAt: string,
  host: string | null | undefined,
  items: {
    serviceId: string | null;
    name: string;
    quantity: string;
    lineSubtotal: string;
    feeAmount?: string;
  }[] = [],
  isSpam = false,
) {
  return prisma.estimateRequest.create({
    data: {
      companyId,
      customerName: "Pat",
      customerEmail: "pat@example.com",
      subtotal: "0",
      totalAmount: "0",
      totalTime: 60,
      isSpam,
      createdAt: at(createdAt),
      source: host === undefined ? "direct" : "embed",
      sourceHost: host ?? null,
      items: {
        create: items.map((item) => ({
          serviceId: item.serviceId,
          name: item.name,
          unitType: "flat" as const,
          quantity: item.quantity,
          unitPrice: "0",
          lineSubtotal: item.lineSubtotal,
          feeAmount: item.feeAmount ?? "0",
          time: 60,
        })),
      },
    },
  });
}

type Line = {
  serviceId: string | null;
  name: string;
  lineTotal: string;
  selected?: boolean;
  optional?: boolean;
};

async function quote(
  prisma: PrismaClient,
  { companyId }: Ids,
  data: {
    number: number;
    revision?: number;
    status: "draft" | "sent" | "viewed" | "approved" | "declined" | "expired";
    total: string;
    sentAt?: string;
    approvedAt?: string;
    estimateRequestId?: string;
    lines?: Line[];
  },
) {
  return prisma.quote.create({
    data: {
      companyId,
      number: data.number,
      revision: data.revision ?? 1,
      status: data.status,
      total: data.total,
      sentAt: data.sentAt ? at(data.sentAt) : null,
      approvedAt: data.approvedAt ? at(data.approvedAt) : null,
      estimateRequestId: data.estimateRequestId ?? null,
      lines: {
        create: (data.lines ?? []).map((line) => ({
          serviceId: line.serviceId,
          name: line.name,
          unitPrice: line.lineTotal,
          quantity: "1",
          lineTotal: line.lineTotal,
          optional: line.optional ?? false,
          selected: line.selected ?? true,
        })),
      },
    },
  });
}

async function payment(
  prisma: PrismaClient,
  { companyId }: Ids,
  quoteId: string,
  amount: string,
  paidOn: string,
) {
  await prisma.quotePayment.create({
    data: { companyId, quoteId, amount, method: "check", paidOn: at(`${paidOn}T00:00:00Z`) },
  });
}

/** An invoice of a quote (only its status, and paidAt when paid, matter to the funnel). */
async function invoice(
  prisma: PrismaClient,
  { companyId }: Ids,
  quoteId: string,
  number: number,
  status: "draft" | "sent" | "partially_paid" | "paid" | "void",
  paidAt?: string,
) {
  await prisma.invoice.create({
    data: {
      companyId,
      quoteId,
      number,
      status,
      issueDate: at("2026-01-01T00:00:00Z"),
      dueDate: at("2026-01-31T00:00:00Z"),
      total: "100.00",
      paidAt: paidAt ? at(paidAt) : null,
    },
  });
}

/**
 * A job (of a quote, or standalone) with visits of the given statuses: only whether a visit
 * that is not cancelled exists, and whether the job is completed, matter to the funnel.
 */
async function job(
  prisma: PrismaClient,
  { companyId }: Ids,
  quoteId: string | null,
  number: number,
  status: "unscheduled" | "scheduled" | "in_progress" | "completed" | "cancelled",
  visits: ("scheduled" | "completed" | "cancelled")[] = [],
) {
  await prisma.job.create({
    data: {
      companyId,
      quoteId,
      number,
      title: `Job ${number}`,
      status,
      completedAt: status === "completed" ? at("2026-02-01T00:00:00Z") : null,
      visits: {
        create: visits.map((visitStatus) => ({
          companyId,
          startAt: at("2026-01-20T15:00:00Z"),
          endAt: at("2026-01-20T17:00:00Z"),
          status: visitStatus,
        })),
      },
    },
  });
}

async function add(
  prisma: PrismaClient,
  { companyId }: Ids,
  serviceId: string,
  createdAt: string,
  times: number,
) {
  await prisma.calculatorServiceAdd.createMany({
    data: Array.from({ length: times }, () => ({ companyId, serviceId, createdAt: at(createdAt) })),
  });
}

describe("GET /api/dashboard/analytics on a fixed data set (UTC company)", () => {
  // Range 2026-01-01..2026-03-31 (90 days); previous period 2025-10-03..2025-12-31 (90 days).
  const QUERY = "from=2026-01-01&to=2026-03-31";
  let a: Awaited<ReturnType<typeof seedCompany>>;
  let b: Awaited<ReturnType<typeof seedCompany>>;
  let outletId: string;

  beforeAll(async () => {
    const p = db.prisma;
    a = await seedCompany(p, "Funnel A");
    b = await seedCompany(p, "Funnel B");
    const ids = { companyId: a.company.id };
    const panel = a.service.id; // "Panel Upgrade"
    const outlet = await p.service.create({
      data: { companyId: ids.companyId, name: "Outlet Installation", category: "electrical" },
    });
    outletId = outlet.id;

    // Views in range: 10 direct, 6 from acme-roofing.com, 4 from blog.example.org, 2 embeds
    // whose host the browser did not tell.
    for (let day = 1; day <= 10; day += 1)
      await view(p, ids, `2026-01-${String(day).padStart(2, "0")}T12:00:00Z`);
    for (let day = 1; day <= 6; day += 1)
      await view(p, ids, `2026-02-0${day}T12:00:00Z`, "acme-roofing.com");
    for (let day = 1; day <= 4; day += 1)
      await view(p, ids, `2026-03-0${day}T12:00:00Z`, "blog.example.org");
    await view(p, ids, "2026-03-20T12:00:00Z", null);
    await view(p, ids, "2026-03-31T23:59:59Z", null); // the last second of the range
    // Previous period: 3 direct views; after the range: 1 (not counted anywhere).
    await view(p, ids, "2025-10-03T00:00:00Z");
    await view(p, ids, "2025-12-01T00:00:00Z");
    await view(p, ids, "2025-12-31T23:00:00Z");
    await view(p, ids, "2026-04-01T00:00:00Z");

    // Requests in range: R1 direct, R2 acme, R3 blog, R4 direct, R5 direct, R6 acme; one
    // spam request (never counted); one request in the previous period.
    const r1 = await request(p, ids, "2026-01-05T10:00:00Z", undefined, [
      {
        serviceId: panel,
        name: "Panel Upgrade",
        quantity: "1",
        lineSubtotal: "1800.00",
        feeAmount: "125.00",
      },
      { serviceId: outletId, name: "Outlet Installation", quantity: "2", lineSubtotal: "150.00" },
    ]);
    const r2 = await request(p, ids, "2026-02-02T08:00:00Z", "acme-roofing.com", [
      { serviceId: outletId, name: "Outlet Installation", quantity: "4", lineSubtotal: "300.00" },
    ]);
    const r3 = await request(p, ids, "2026-02-10T00:00:00Z", "blog.example.org", [
      {
        serviceId: panel,
        name: "Panel Upgrade",
        quantity: "1",
        lineSubtotal: "1800.00",
        feeAmount: "125.00",
      },
    ]);
    const outletLine = [
      { serviceId: outletId, name: "Outlet Installation", quantity: "1", lineSubtotal: "75.00" },
    ];
    const r4 = await request(p, ids, "2026-03-03T00:00:00Z", undefined, outletLine);
    await request(p, ids, "2026-03-15T00:00:00Z", undefined, outletLine);
    await request(p, ids, "2026-03-28T00:00:00Z", "acme-roofing.com", outletLine);
    await request(p, ids, "2026-03-29T00:00:00Z", undefined, outletLine, true);
    await request(p, ids, "2025-12-20T00:00:00Z", undefined);

    // Q1: R1 sent after 24 h, approved 48 h later; optional outlet line not ticked.
    const q1 = await quote(p, ids, {
      number: 1,
      status: "approved",
      total: "1000.00",
      estimateRequestId: r1.id,
      sentAt: "2026-01-06T10:00:00Z",
      approvedAt: "2026-01-08T10:00:00Z",
      lines: [
        { serviceId: panel, name: "Panel Upgrade", lineTotal: "1000.00" },
        {
          serviceId: outletId,
          name: "Outlet Installation",
          lineTotal: "80.00",
          optional: true,
          selected: false,
        },
      ],
    });
    await payment(p, ids, q1.id, "300.00", "2026-01-09");
    // Q2: R2 sent after 12 h, declined.
    await quote(p, ids, {
      number: 2,
      status: "declined",
      total: "500.00",
      estimateRequestId: r2.id,
      sentAt: "2026-02-02T20:00:00Z",
    });
    // Q3: R3 sent after 48 h (revision 1, 800.00), revised (revision 2, 900.00), which was
    // approved on 1 March: 17 days = 408 h after the first sending.
    const q3r2 = await quote(p, ids, {
      number: 3,
      revision: 2,
      status: "approved",
      total: "900.00",
      estimateRequestId: r3.id,
      sentAt: "2026-02-13T00:00:00Z",
      approvedAt: "2026-03-01T00:00:00Z",
      lines: [{ serviceId: outletId, name: "Outlet Installation", lineTotal: "900.00" }],
    });
    await p.quote.update({
      where: {
        id: (
          await quote(p, ids, {
            number: 3,
            status: "sent",
            total: "800.00",
            estimateRequestId: r3.id,
            sentAt: "2026-02-12T00:00:00Z",
            lines: [{ serviceId: panel, name: "Panel Upgrade", lineTotal: "800.00" }],
          })
        ).id,
      },
      data: { supersededById: q3r2.id },
    });
    await payment(p, ids, q3r2.id, "450.00", "2026-03-02");
    // Q4: R4 sent after 6 h, viewed. Q5: no request, expired. Q6: a draft (never sent).
    const q4 = await quote(p, ids, {
      number: 4,
      status: "viewed",
      total: "200.00",
      estimateRequestId: r4.id,
      sentAt: "2026-03-03T06:00:00Z",
    });
    await quote(p, ids, {
      number: 5,
      status: "expired",
      total: "100.00",
      sentAt: "2026-03-20T00:00:00Z",
    });
    await quote(p, ids, { number: 6, status: "draft", total: "700.00" });
    // Q7: sent in the previous period (10 Dec), approved 10 Jan = 744 h later; a custom line.
    const q7 = await quote(p, ids, {
      number: 7,
      status: "approved",
      total: "250.00",
      sentAt: "2025-12-10T00:00:00Z",
      approvedAt: "2026-01-10T00:00:00Z",
      lines: [{ serviceId: null, name: "Service call", lineTotal: "250.00" }],
    });
    await payment(p, ids, q7.id, "50.00", "2025-12-31");
    await payment(p, ids, q7.id, "25.00", "2026-01-10");

    // Invoices of the approved quotes. Q1: two paid (the last 30 days after approval) and a
    // void one, which does not count. Q3: one on revision 2, paid 10 days after approval.
    // Q7: one paid, one partially paid: invoiced, not paid. Q4 (not approved): one paid.
    await invoice(p, ids, q1.id, 1, "paid", "2026-01-20T10:00:00Z");
    await invoice(p, ids, q1.id, 2, "paid", "2026-02-07T10:00:00Z");
    await invoice(p, ids, q1.id, 3, "void");
    await invoice(p, ids, q3r2.id, 4, "paid", "2026-03-11T00:00:00Z");
    await invoice(p, ids, q7.id, 5, "paid", "2026-01-12T00:00:00Z");
    await invoice(p, ids, q7.id, 6, "partially_paid");
    await invoice(p, ids, q4.id, 7, "paid", "2026-03-10T00:00:00Z");

    // Jobs of the approved quotes. Q1: completed after its visit. Q3 (on revision 2): its only
    // visit cancelled, so not scheduled. Q7: a visit on the schedule, not completed. A
    // standalone job, completed, belongs to no quote.
    await job(p, ids, q1.id, 1, "completed", ["completed"]);
    await job(p, ids, q3r2.id, 2, "unscheduled", ["cancelled"]);
    await job(p, ids, q7.id, 3, "scheduled", ["scheduled"]);
    await job(p, ids, null, 4, "completed", ["completed"]);

    // Services added to a calculator estimate: panel 7 times, outlet 3 times in range.
    await add(p, ids, panel, "2026-01-02T00:00:00Z", 7);
    await add(p, ids, outletId, "2026-02-02T00:00:00Z", 3);
    await add(p, ids, panel, "2026-04-02T00:00:00Z", 1);

    // Company B: its own rows in the same range, none of which A may count.
    const bIds = { companyId: b.company.id };
    await view(p, bIds, "2026-01-15T00:00:00Z", "acme-roofing.com");
    const bRequest = await request(p, bIds, "2026-01-15T01:00:00Z", "acme-roofing.com", [
      { serviceId: b.service.id, name: "Panel Upgrade", quantity: "1", lineSubtotal: "99.00" },
    ]);
    const bQuote = await quote(p, bIds, {
      number: 1,
      status: "approved",
      total: "99.00",
      estimateRequestId: bRequest.id,
      sentAt: "2026-01-15T02:00:00Z",
      approvedAt: "2026-01-15T03:00:00Z",
      lines: [{ serviceId: b.service.id, name: "Panel Upgrade", lineTotal: "99.00" }],
    });
    await payment(p, bIds, bQuote.id, "99.00", "2026-01-15");
    // B's quote number 1 is paid a day after approval (A's Q1 has the same number).
    await invoice(p, bIds, bQuote.id, 1, "paid", "2026-01-16T03:00:00Z");
    // B's quote's job is scheduled and completed (its number is A's Q1's too).
    await job(p, bIds, bQuote.id, 1, "completed", ["completed"]);
    await add(p, bIds, b.service.id, "2026-01-15T00:00:00Z", 5);
  });

  it("counts the funnel, money, win rate and medians as computed by hand", async () => {
    const res = await get(a.cookie, QUERY);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.range).toEqual({
      from: "2026-01-01",
      to: "2026-03-31",
      previousFrom: "2025-10-03",
      previousTo: "2025-12-31",
      timeZone: "UTC",
    });
    expect(body.current).toEqual({
      views: 22, // 10 direct + 6 acme + 4 blog + 2 unknown embeds
      requests: 6, // R1..R6, the spam request left out
      quotesSent: 5, // Q1..Q5 by their first sending; Q6 is a draft, Q7 was sent in December
      quotesApproved: 3, // Q1 (8 Jan), Q3 revision 2 (1 Mar), Q7 (10 Jan)
      approvedAfterText: 0, // no follow-up text in this data set (lib/analytics/__tests__/follow-ups)
      depositsPaid: 3, // Q1 (9 Jan), Q3 (2 Mar), Q7 (10 Jan): quotes with a payment in range
      quotedCents: 270_000, // 1000 + 500 + 900 (Q3's current revision) + 200 + 100 dollars
      wonCents: 215_000, // 1000 + 900 + 250
      depositsCents: 77_500, // 300 + 450 + 25
      winRate: 0.4, // of the 5 sent, Q1 and Q3 are approved
      medianHoursRequestToSent: 18, // Q1 24 h, Q2 12 h, Q3 48 h, Q4 6 h: (12 + 24) / 2
      medianHoursSentToApproved: 408, // Q1 48 h, Q3 408 h, Q7 744 h
      quotesScheduled: 2, // Q1 and Q7 (Q3's only visit is cancelled)
      quotesCompleted: 1, // Q1 (the standalone job has no quote)
      quotesInvoiced: 3, // Q1, Q3 and Q7 (Q4 is not approved)
      quotesPaid: 2, // Q1 (its void invoice left out) and Q3; Q7 is partially paid
      medianDaysApprovedToPaid: 20, // Q1 30 days, Q3 10 days
    });
    expect(body.previous).toEqual({
      views: 3,
      requests: 1,
      quotesSent: 1, // Q7
      quotesApproved: 0,
      approvedAfterText: 0,
      depositsPaid: 1, // Q7's 50.00 on 31 Dec
      quotedCents: 25_000,
      wonCents: 0,
      depositsCents: 5_000,
      winRate: 1, // Q7 has been approved since
      medianHoursRequestToSent: null, // Q7 came from no request
      medianHoursSentToApproved: null,
      quotesScheduled: 0,
      quotesCompleted: 0,
      quotesInvoiced: 0,
      quotesPaid: 0,
      medianDaysApprovedToPaid: null,
    });
  });

  it("lists views, requests and conversion per source", async () => {
    const body = await (await get(a.cookie, QUERY)).json();
    expect(body.sources).toEqual([
      { source: "direct", views: 10, requests: 3, conversion: 0.3 },
      { source: "acme-roofing.com", views: 6, requests: 2, conversion: 2 / 6 },
      { source: "blog.example.org", views: 4, requests: 1, conversion: 0.25 },
      { source: "embed", views: 2, requests: 0, conversion: 0 },
    ]);
  });

  it("lists services requested, won and added, with quantity, revenue and share", async () => {
    const body = await (await get(a.cookie, QUERY)).json();
    // Requested cents: panel 2 x (1800 + 125) = 3850.00; outlet 150 + 300 + 3 x 75 = 675.00.
    const total = 385_000 + 67_500;
    expect(body.services).toEqual([
      {
        serviceId: outletId,
        name: "Outlet Installation",
        category: "electrical",
        requested: 5,
        requestedQuantity: "9.00",
        requestedCents: 67_500,
        won: 1,
        wonCents: 90_000,
        share: 67_500 / total,
        views: 3,
      },
      {
        serviceId: a.service.id,
        name: "Panel Upgrade",
        category: "electrical",
        requested: 2,
        requestedQuantity: "2.00",
        requestedCents: 385_000,
        won: 1,
        wonCents: 100_000,
        share: 385_000 / total,
        views: 7,
      },
      {
        serviceId: null,
        name: "Service call",
        category: "custom",
        requested: 0,
        requestedQuantity: "0.00",
        requestedCents: 0,
        won: 1,
        wonCents: 25_000,
        share: 0,
        views: 0,
      },
    ]);
  });

  it("gives weekly trends for the range and the previous period, aligned by index", async () => {
    const body = await (await get(a.cookie, QUERY)).json();
    // 2026-01-01 is a Thursday: its week starts Monday 2025-12-29; 2026-03-31 is in the
    // week of 2026-03-30: 14 weeks.
    expect(body.trend).toHaveLength(14);
    expect(body.previousTrend).toHaveLength(14);
    expect(body.trend[0]).toEqual({
      weekStart: "2025-12-29",
      views: 4,
      requests: 0,
      quotesSent: 0,
      quotesApproved: 0,
    }); // views 1-4 Jan
    expect(body.trend[1]).toEqual({
      weekStart: "2026-01-05",
      views: 6,
      requests: 1,
      quotesSent: 1,
      quotesApproved: 2,
    }); // views 5-10 Jan, R1, Q1 sent, Q1 and Q7 approved
    expect(body.trend.at(-1)).toEqual({
      weekStart: "2026-03-30",
      views: 1,
      requests: 0,
      quotesSent: 0,
      quotesApproved: 0,
    });
    const sum = (key: string) =>
      body.trend.reduce((total: number, week: Record<string, number>) => total + week[key], 0);
    expect([sum("views"), sum("requests"), sum("quotesSent"), sum("quotesApproved")]).toEqual([
      22, 6, 5, 3,
    ]);
    // The previous period starts Friday 2025-10-03 (week of Monday 2025-09-29).
    expect(body.previousTrend[0]).toEqual({
      weekStart: "2025-09-29",
      views: 1,
      requests: 0,
      quotesSent: 0,
      quotesApproved: 0,
    });
  });

  it("never shows company A's rows to company B (tenant isolation)", async () => {
    const body = await (await get(b.cookie, QUERY)).json();
    expect(body.current).toMatchObject({
      views: 1,
      requests: 1,
      quotesSent: 1,
      quotesApproved: 1,
      depositsPaid: 1,
      quotedCents: 9_900,
      wonCents: 9_900,
      depositsCents: 9_900,
      winRate: 1,
      medianHoursRequestToSent: 1,
      medianHoursSentToApproved: 1,
      quotesScheduled: 1,
      quotesCompleted: 1,
      quotesInvoiced: 1,
      quotesPaid: 1,
      medianDaysApprovedToPaid: 1,
    });
    expect(body.sources).toEqual([
      { source: "acme-roofing.com", views: 1, requests: 1, conversion: 1 },
    ]);
    expect(body.services).toEqual([
      expect.objectContaining({ serviceId: b.service.id, requested: 1, won: 1, views: 5 }),
    ]);
    // And A's figures are unchanged by B's rows (checked above with B's rows present).
    const mine = await (await get(a.cookie, QUERY)).json();
    expect(mine.current.views).toBe(22);
    expect(mine.current).toMatchObject({
      quotesScheduled: 2,
      quotesCompleted: 1,
      quotesInvoiced: 3,
      quotesPaid: 2,
    });
  });
});

describe("time zones", () => {
  // 2026-03-08 is the first day of daylight time in Los Angeles (UTC-8 before, UTC-7 after).
  const rows = [
    "2026-03-02T07:30:00Z", // LA Sun 1 Mar 23:30 (before the range)  | UTC Mon 2 Mar
    "2026-03-02T08:30:00Z", // LA Mon 2 Mar 00:30                      | UTC Mon 2 Mar
    "2026-03-09T05:00:00Z", // LA Sun 8 Mar 22:00                      | UTC Mon 9 Mar
    "2026-03-09T06:00:00Z", // LA Sun 8 Mar 23:00                      | UTC Mon 9 Mar
    "2026-03-09T07:30:00Z", // LA Mon 9 Mar 00:30                      | UTC Mon 9 Mar
    "2026-03-16T06:30:00Z", // LA Sun 15 Mar 23:30                     | UTC Mon 16 Mar (after)
    "2026-03-16T07:30:00Z", // LA Mon 16 Mar 00:30 (after the range)   | UTC Mon 16 Mar (after)
  ];

  it("puts each row in the day and week of the company's time zone", async () => {
    const la = await seedCompany(db.prisma, "Pacific Co");
    const utc = await seedCompany(db.prisma, "Greenwich Co");
    await db.prisma.company.update({
      where: { id: la.company.id },
      data: { timeZone: "America/Los_Angeles" },
    });
    for (const owner of [la, utc]) {
      for (const createdAt of rows)
        await view(db.prisma, { companyId: owner.company.id }, createdAt);
      // A request on Sunday evening in Los Angeles, Monday morning in UTC.
      await request(db.prisma, { companyId: owner.company.id }, "2026-03-09T05:00:00Z", undefined);
    }
    const query = "from=2026-03-02&to=2026-03-15";

    const pacific = await (await get(la.cookie, query)).json();
    expect(pacific.range.timeZone).toBe("America/Los_Angeles");
    expect(pacific.current.views).toBe(5); // rows 2-6
    expect(pacific.trend).toEqual([
      { weekStart: "2026-03-02", views: 3, requests: 1, quotesSent: 0, quotesApproved: 0 },
      { weekStart: "2026-03-09", views: 2, requests: 0, quotesSent: 0, quotesApproved: 0 },
    ]);

    const greenwich = await (await get(utc.cookie, query)).json();
    expect(greenwich.current.views).toBe(5); // rows 1-5
    expect(greenwich.trend).toEqual([
      { weekStart: "2026-03-02", views: 2, requests: 0, quotesSent: 0, quotesApproved: 0 },
      { weekStart: "2026-03-09", views: 3, requests: 1, quotesSent: 0, quotesApproved: 0 },
    ]);
  });
});

describe("validation", () => {
  it.each([
    ["preset=month", "preset"],
    ["from=2026-02-30&to=2026-03-01", "from"],
    ["from=2026-03-02&to=2026-03-01", "to"],
    ["from=2020-01-01&to=2026-01-01", "from"],
    ["from=2026-01-01", "to"],
    ["to=2026-01-01", "from"],
    ["preset=7d&from=2026-01-01&to=2026-01-02", "preset"],
    ["from=20260101&to=2026-01-02", "from"],
    ["days=7", "query"],
  ])("%s answers 400 naming %s", async (query, field) => {
    const owner = await seedCompany(db.prisma, "Validation Co");
    const res = await get(owner.cookie, query);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.issues[0].path).toBe(field);
  });

  it("accepts every preset and defaults to 30 days", async () => {
    const owner = await seedCompany(db.prisma, "Presets Co");
    for (const preset of ["7d", "30d", "90d", "year", "week"]) {
      const res = await get(owner.cookie, `preset=${preset}`);
      expect(res.status).toBe(200);
    }
    const body = await (await get(owner.cookie, "")).json();
    const days = (Date.parse(body.range.to) - Date.parse(body.range.from)) / 86_400_000 + 1;
    expect(days).toBe(30);
  });
});
