/** @jest-environment node */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  createOwner,
  makeRequest,
  routeParams,
  setupTestDatabase,
  type TestDatabase,
} from "@/test/db";
import { createQuoteRows } from "@/test/quote-rows";
import { countUsed } from "@/lib/billing/limits";
import { inTransaction, publish } from "@/lib/events";
import { getBoss } from "@/lib/queue/boss";
import { drainJobs } from "@/lib/worker/run";
import * as texts from "@/app/api/texts/route";

/**
 * The plan's texts a month (docs/billing.md), with limits on: an owner's reply over it is a
 * 402 naming the limit; an automated text over it is not sent and says why; a new month
 * starts again; texts skipped for consent do not count.
 */
process.env.PLAN_LIMITS = "on";
const textOutbox = mkdtempSync(path.join(tmpdir(), "qc-text-outbox-"));
process.env.TEXT_OUTBOX_DIR = textOutbox;
process.env.TWILIO_FROM = "+15005550006";
delete process.env.TWILIO_ACCOUNT_SID;

const PHONE = "+15125550199";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
  await getBoss();
});
afterAll(async () => {
  await db.close();
  rmSync(textOutbox, { recursive: true, force: true });
});

const outboxCount = () => {
  try {
    return readdirSync(textOutbox).length;
  } catch {
    return 0;
  }
};

async function companyWithQuote(plan: "starter" | "pro") {
  const owner = await createOwner(db.prisma);
  await db.prisma.company.update({ where: { id: owner.company.id }, data: { plan } });
  const rows = await createQuoteRows(db.prisma, owner.company.id, {
    status: "sent",
    sentAt: new Date(),
    expiresAt: new Date(Date.now() + 30 * 86_400_000),
  });
  await db.prisma.client.update({ where: { id: rows.client.id }, data: { phone: PHONE } });
  await db.prisma.quote.update({
    where: { id: rows.quote.id },
    data: { tokenNonce: "nonce-" + rows.quote.id },
  });
  await db.prisma.textConsent.create({
    data: { companyId: owner.company.id, phone: PHONE, status: "consented", source: "owner" },
  });
  return { owner, ...rows };
}

const reply = (cookie: string, quoteId: string, body = "See you at 9.") =>
  texts.POST(makeRequest("POST", "/api/texts", { cookie, body: { quoteId, body } }), routeParams());

/** Sent texts of a company, dated `at`. */
async function sentTexts(companyId: string, count: number, at: Date) {
  await db.prisma.textMessage.createMany({
    data: Array.from({ length: count }, (_, index) => ({
      companyId,
      direction: "outbound",
      from: "+15005550006",
      to: PHONE,
      body: `Text ${index}`,
      status: "delivered",
      purpose: "reply",
      createdAt: at,
    })),
  });
}

describe("texts a month", () => {
  it("Starter sends none: the owner's reply is a 402 naming the limit, the quote link is skipped with the reason", async () => {
    const { owner, quote } = await companyWithQuote("starter");
    const refused = await reply(owner.cookie, quote.id);
    expect(refused.status).toBe(402);
    const body = await refused.json();
    expect(body.code).toBe("plan_limit");
    expect(body).toMatchObject({
      limit: "textsPerMonth",
      plan: "starter",
      upgradeTo: "pro",
    });
    expect(await db.prisma.textMessage.count({ where: { companyId: owner.company.id } })).toBe(0);

    const before = outboxCount();
    await inTransaction((tx) =>
      publish(tx, {
        type: "quote.sent",
        companyId: owner.company.id,
        quoteId: quote.id,
        to: "casey@example.com",
        message: null,
      }),
    );
    await drainJobs({ maxJobs: 50, ignoreStartAfter: true });
    expect(outboxCount()).toBe(before);
    const row = await db.prisma.textMessage.findFirstOrThrow({
      where: { companyId: owner.company.id, purpose: "quote-sent" },
    });
    expect(row.status).toBe("skipped");
    expect(row.error).toContain(body.message);
  });

  it("Pro sends 500 a month: the 501st is refused, last month's do not count, skipped ones neither", async () => {
    const { owner, quote } = await companyWithQuote("pro");
    const companyId = owner.company.id;
    const lastMonth = new Date(Date.now() - 40 * 86_400_000);
    await sentTexts(companyId, 30, lastMonth);
    await sentTexts(companyId, 499, new Date());
    await db.prisma.textMessage.create({
      data: {
        companyId,
        direction: "outbound",
        from: "+15005550006",
        to: PHONE,
        body: "",
        status: "skipped",
        purpose: "follow-up",
      },
    });
    expect(await countUsed(db.prisma, companyId, "textsPerMonth")).toBe(499);

    expect((await reply(owner.cookie, quote.id)).status).toBe(201);
    const over = await reply(owner.cookie, quote.id, "One more?");
    expect(over.status).toBe(402);
    expect(await over.json()).toMatchObject({ limit: "textsPerMonth", plan: "pro" });
    // The accepted reply goes out (checked when it was accepted, not again when it is sent).
    await drainJobs({ maxJobs: 50, ignoreStartAfter: true });
    expect(
      await db.prisma.textMessage.findFirstOrThrow({
        where: { companyId, body: "See you at 9." },
      }),
    ).toMatchObject({ status: "sent" });
    // Next month counts again from 0.
    const nextMonth = new Date(Date.now() + 35 * 86_400_000);
    expect(await countUsed(db.prisma, companyId, "textsPerMonth", nextMonth)).toBe(0);
  });
});
