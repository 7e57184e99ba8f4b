/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { extractText, getDocumentProxy } from "unpdf";
import { createOwner, setupTestDatabase, type TestDatabase } from "@/test/db";
import { clearOutbox, outboxMails, setupTempOutbox } from "@/test/outbox";
import { createQuoteRows } from "@/test/quote-rows";
import { formatCents } from "@/lib/format";
import { getBoss } from "@/lib/queue/boss";
import { enqueue } from "@/lib/queue/enqueue";
import type { MailJob } from "@/lib/queue/kinds";
import { drainJobs } from "@/lib/worker/run";

const outbox = setupTempOutbox();

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
  await getBoss();
});
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  await drainJobs({ maxJobs: 1000, ignoreStartAfter: true });
  clearOutbox(outbox);
});

async function send(job: MailJob, key?: string) {
  await db.prisma.$transaction((tx) => enqueue(tx, "mail", key ? { ...job, key } : job));
  const result = await drainJobs({ maxJobs: 100, ignoreStartAfter: true });
  expect(result.failed).toBe(0);
  return outboxMails(outbox);
}

/** The PDF attached to the only mail in the outbox, decoded from the raw .eml. */
function attachedPdf() {
  const [file] = readdirSync(outbox).filter((name) => name.endsWith(".eml"));
  const raw = readFileSync(path.join(outbox, file), "utf8").replace(/\r\n/g, "\n");
  const match = /Content-Type: application\/pdf[^]*?\n\n([A-Za-z0-9+/=\n]+?)\n(\n|--)/.exec(raw);
  expect(match).not.toBeNull();
  return Buffer.from(match![1].replace(/\n/g, ""), "base64");
}

async function companyWithQuote(name: string, options: Parameters<typeof createQuoteRows>[2] = {}) {
  const owner = await createOwner(db.prisma, name);
  await db.prisma.company.update({
    where: { id: owner.company.id },
    data: { contactEmail: `office@${name.toLowerCase().replace(/\W/g, "")}.test` },
  });
  const rows = await createQuoteRows(db.prisma, owner.company.id, {
    clientName: "Dana Whitfield",
    clientEmail: "dana@example.com",
    ...options,
  });
  return { owner, ...rows };
}

describe("quote-sent", () => {
  it("mails the link, the message, total and expiry, with the PDF attached", async () => {
    const { owner, quote, token, breakdown } = await companyWithQuote("Spark Co");
    const [mail, ...rest] = await send({
      kind: "quote-sent",
      companyId: owner.company.id,
      quoteId: quote.id,
      to: "dana@example.com",
      message: "Looking forward to working with you.",
    });
    expect(rest).toEqual([]);
    expect(mail).toContain("To: dana@example.com");
    expect(mail).toContain("Subject: Quote Q-0001 from Spark Co");
    expect(mail).toContain(`http://localhost:3000/q/${token}`);
    expect(mail).toContain("Looking forward to working with you.");
    expect(mail).toContain(formatCents(breakdown.totalCents));
    expect(mail).toContain("Valid until:");
    expect(mail).toContain("Reply-To: office@sparkco.test");
    expect(mail).toMatch(/filename=("?)Q-0001\.pdf\1/);
    const pdf = attachedPdf();
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
      mergePages: true,
    });
    expect(text).toContain("Quote Q-0001");
    expect(text).toContain("Dana Whitfield");
  });

  it("sends a keyed job once, however often it is queued", async () => {
    const { owner, quote } = await companyWithQuote("Once Co");
    const job: MailJob = {
      kind: "quote-sent",
      companyId: owner.company.id,
      quoteId: quote.id,
      to: "dana@example.com",
    };
    expect(await send(job, `quote-sent:${quote.id}:1`)).toHaveLength(1);
    clearOutbox(outbox);
    expect(await send(job, `quote-sent:${quote.id}:1`)).toHaveLength(0);
  });

  it("sends nothing for a quote of another company", async () => {
    const { quote } = await companyWithQuote("Victim Co");
    const other = await createOwner(db.prisma);
    expect(
      await send({
        kind: "quote-sent",
        companyId: other.company.id,
        quoteId: quote.id,
        to: "x@example.com",
      }),
    ).toEqual([]);
  });
});

describe("quote-owner-update", () => {
  it("tells the owner of a first view, an approval and a decline", async () => {
    const { owner, quote } = await companyWithQuote("Owner Co");
    const base = {
      kind: "quote-owner-update",
      companyId: owner.company.id,
      quoteId: quote.id,
    } as const;
    const [viewed] = await send({ ...base, event: "viewed" });
    expect(viewed).toContain("To: office@ownerco.test");
    expect(viewed).toContain("Subject: Dana Whitfield viewed quote Q-0001");
    expect(viewed).toContain(`http://localhost:3000/dashboard/quotes/${quote.id}`);
    clearOutbox(outbox);

    await db.prisma.quote.update({
      where: { id: quote.id },
      data: { status: "approved", approvedAt: new Date(), signerName: "Dana W." },
    });
    const [approved] = await send({ ...base, event: "approved" });
    expect(approved).toContain(
      `Subject: Quote Q-0001 approved by Dana W. (${formatCents(Number(quote.total) * 100)})`,
    );
    expect(approved).toContain("Deposit due:");
    clearOutbox(outbox);

    await db.prisma.quote.update({
      where: { id: quote.id },
      data: { status: "declined", declineReason: "Went with a cheaper offer" },
    });
    const [declined] = await send({ ...base, event: "declined" });
    expect(declined).toContain("Subject: Quote Q-0001 declined by Dana Whitfield");
    expect(declined).toContain("Reason: Went with a cheaper offer");
  });

  it("falls back to the owner's login address without a contact email", async () => {
    const owner = await createOwner(db.prisma);
    const { quote } = await createQuoteRows(db.prisma, owner.company.id);
    const [mail] = await send({
      kind: "quote-owner-update",
      companyId: owner.company.id,
      quoteId: quote.id,
      event: "viewed",
    });
    expect(mail).toContain(`To: ${owner.user.email}`);
  });
});

describe("quote-reminder", () => {
  it("reminds a quote that still waits, and nothing once it is answered or expired", async () => {
    const { owner, quote, token } = await companyWithQuote("Remind Co", { status: "viewed" });
    const job = {
      kind: "quote-reminder",
      companyId: owner.company.id,
      quoteId: quote.id,
      day: 3,
    } as const;
    const [mail] = await send(job);
    expect(mail).toContain("To: dana@example.com");
    expect(mail).toContain("Subject: Reminder: quote Q-0001 from Remind Co");
    expect(mail).toContain(`/q/${token}`);
    clearOutbox(outbox);

    // Expiring today is still valid; yesterday is not.
    const today = new Date();
    const midnight = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()),
    );
    await db.prisma.quote.update({ where: { id: quote.id }, data: { expiresAt: midnight } });
    expect(await send({ ...job, day: 7 })).toHaveLength(1);
    clearOutbox(outbox);
    await db.prisma.quote.update({
      where: { id: quote.id },
      data: { expiresAt: new Date(midnight.getTime() - 86_400_000) },
    });
    expect(await send({ ...job, day: 8 })).toEqual([]);

    for (const status of ["approved", "declined", "expired", "draft"] as const) {
      await db.prisma.quote.update({ where: { id: quote.id }, data: { status, expiresAt: null } });
      expect(await send({ ...job, day: 9 })).toEqual([]);
    }
  });
});

describe("deposit-receipt", () => {
  it("mails the customer the amount, method, date, total paid and what is still due", async () => {
    const { owner, quote, breakdown } = await companyWithQuote("Receipt Co", {
      status: "approved",
    });
    await db.prisma.quotePayment.create({
      data: {
        companyId: owner.company.id,
        quoteId: quote.id,
        amount: "50.00",
        method: "cash",
        paidOn: new Date("2026-11-01"),
      },
    });
    const payment = await db.prisma.quotePayment.create({
      data: {
        companyId: owner.company.id,
        quoteId: quote.id,
        amount: "100.00",
        method: "bank_transfer",
        paidOn: new Date("2026-11-21"),
        note: "Ref 42",
      },
    });
    const [mail] = await send({
      kind: "deposit-receipt",
      companyId: owner.company.id,
      paymentId: payment.id,
    });
    expect(mail).toContain("To: dana@example.com");
    expect(mail).toContain("Subject: Receipt: $100.00 paid for quote Q-0001 (Receipt Co)");
    expect(mail).toContain("Method: Bank transfer");
    expect(mail).toContain("Date: November 21, 2026");
    expect(mail).toContain("Total paid: $150.00");
    expect(mail).toContain(`Deposit still due: ${formatCents(breakdown.depositCents - 15_000)}`);
  });

  it("sends nothing for another company's payment", async () => {
    const { owner, quote } = await companyWithQuote("Pay Co");
    const payment = await db.prisma.quotePayment.create({
      data: {
        companyId: owner.company.id,
        quoteId: quote.id,
        amount: "1.00",
        method: "cash",
        paidOn: new Date(),
      },
    });
    const other = await createOwner(db.prisma);
    expect(
      await send({ kind: "deposit-receipt", companyId: other.company.id, paymentId: payment.id }),
    ).toEqual([]);
  });
});
