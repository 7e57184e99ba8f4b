/** @jest-environment node */
import { createOwner, setupTestDatabase, type TestDatabase } from "@/test/db";
import { setupTempOutbox } from "@/test/outbox";
import { createQuoteRows } from "@/test/quote-rows";
import { call } from "@/test/api-helpers";
import { POST as createQuote } from "@/app/api/quotes/route";
import { POST as sendQuote } from "@/app/api/quotes/[id]/send/route";
import { POST as recordPayment } from "@/app/api/quotes/[id]/payments/route";
import { addDays, parseDay, todayIn } from "@/lib/dates";
import { getPublicQuote } from "@/lib/quotes/public";

/**
 * Quote days in the company's time zone (docs/quotes-server.md "Ids and days"): a new quote's
 * expiry, the last day a quote can be sent and answered, and a deposit's date. The routes run
 * against the real clock, so each check is relative to today in the zone; Pacific/Pago_Pago
 * (UTC-11) is a day behind UTC for most of the UTC day and Pacific/Kiritimati (UTC+14) a day
 * ahead, so the checks fail there when the code counts UTC days.
 */

setupTempOutbox();

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db?.close();
});

const PAGO_PAGO = "Pacific/Pago_Pago";
const KIRITIMATI = "Pacific/Kiritimati";

async function companyIn(timeZone: string) {
  const owner = await createOwner(db.prisma);
  await db.prisma.company.update({
    where: { id: owner.company.id },
    data: { timeZone, quoteValidDays: 14 },
  });
  return owner;
}

describe("a company's days", () => {
  it.each([PAGO_PAGO, KIRITIMATI, "America/Los_Angeles"])(
    "a new quote in %s is valid through today there + quoteValidDays",
    async (zone) => {
      const owner = await companyIn(zone);
      const res = await call(createQuote, "POST", { cookie: owner.cookie, body: {} });
      expect(res.status).toBe(201);
      expect((await res.json()).expiresAt).toBe(addDays(todayIn(zone), 14));
    },
  );

  it.each([PAGO_PAGO, KIRITIMATI])(
    "in %s a quote is sent through its last local day, not after",
    async (zone) => {
      const owner = await companyIn(zone);
      const today = todayIn(zone);
      const { quote: valid } = await createQuoteRows(db.prisma, owner.company.id, {
        status: "draft",
        expiresAt: parseDay(today),
      });
      const sent = await call(sendQuote, "POST", {
        cookie: owner.cookie,
        id: valid.id,
        body: { to: "dana@example.com" },
      });
      expect(sent.status).toBe(200);

      const yesterday = addDays(today, -1);
      const { quote: late } = await createQuoteRows(db.prisma, owner.company.id, {
        status: "draft",
        expiresAt: parseDay(yesterday),
      });
      const refused = await call(sendQuote, "POST", {
        cookie: owner.cookie,
        id: late.id,
        body: { to: "dana@example.com" },
      });
      expect(refused.status).toBe(409);
      expect((await refused.json()).message).toContain(`expired on ${yesterday}`);
    },
  );

  it.each([PAGO_PAGO, KIRITIMATI])(
    "in %s a deposit may be paid today there, not tomorrow",
    async (zone) => {
      const owner = await companyIn(zone);
      const { quote } = await createQuoteRows(db.prisma, owner.company.id, { status: "approved" });
      const pay = (paidOn: string) =>
        call(recordPayment, "POST", {
          cookie: owner.cookie,
          id: quote.id,
          body: { amount: 10, method: "cash", paidOn },
        });
      expect((await pay(todayIn(zone))).status).toBe(201);
      const tomorrow = await pay(addDays(todayIn(zone), 1));
      expect(tomorrow.status).toBe(400);
      expect((await tomorrow.json()).issues[0]).toMatchObject({
        path: "paidOn",
        message: "Paid on cannot be in the future.",
      });
    },
  );

  it("the customer's page expires a quote after its last valid local day", async () => {
    const owner = await companyIn("America/Los_Angeles");
    const { quote, token } = await createQuoteRows(db.prisma, owner.company.id, {
      status: "sent",
      expiresAt: new Date("2026-11-10T00:00:00.000Z"),
    });
    // 23:30 on 10 November in Los Angeles, the 11th in UTC: still open.
    const evening = await getPublicQuote(token, {
      recordView: false,
      now: new Date("2026-11-11T07:30:00.000Z"),
    });
    expect(evening.status).toBe("sent");
    expect(evening.expiresAt).toBe("2026-11-10");
    // 00:01 on the 11th in Los Angeles.
    const next = await getPublicQuote(token, {
      recordView: false,
      now: new Date("2026-11-11T08:01:00.000Z"),
    });
    expect(next.status).toBe("expired");
    const events = await db.prisma.quoteEvent.findMany({
      where: { quoteId: quote.id, type: "expired" },
    });
    expect(events).toHaveLength(1);
  });
});
