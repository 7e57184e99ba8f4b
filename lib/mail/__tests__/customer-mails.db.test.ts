/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseEml, type ParsedMail } from "@/e2e/eml";
import { body, post, priceBook } from "@/app/api/estimates/__tests__/fixtures";
import { createOwner, setupTestDatabase, type TestDatabase } from "@/test/db";
import { clearOutbox, setupTempOutbox } from "@/test/outbox";
import { createQuoteRows } from "@/test/quote-rows";
import { EVENT_EFFECTS } from "@/lib/events/effects";
import { getBoss } from "@/lib/queue/boss";
import { enqueue } from "@/lib/queue/enqueue";
import type { MailJob } from "@/lib/queue/kinds";
import { drainJobs } from "@/lib/worker/run";

/**
 * What the customer receives (docs/quotes-public.md, "Mails"): the confirmation of a request,
 * the signed copy after approving, and on every customer mail a Reply-To that reaches the
 * company and a plain-text part; never an internal note of the owner's.
 */

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

const mails = (): ParsedMail[] =>
  readdirSync(outbox)
    .filter((file) => file.endsWith(".eml"))
    .map((file) => parseEml(readFileSync(path.join(outbox, file)), file));

async function send(job: MailJob) {
  await db.prisma.$transaction((tx) => enqueue(tx, "mail", job));
  expect((await drainJobs({ maxJobs: 100, ignoreStartAfter: true })).failed).toBe(0);
}

const SECRET = "INTERNAL-NOTE-7731";

describe("the customer's confirmation of an estimate request", () => {
  it("summarises the request, says what happens next and links to the company's calculator", async () => {
    const { companyId, outlet, owner } = await priceBook(db.prisma, "Confirm Co");
    const res = await post(
      body(companyId, [{ id: outlet.id, quantity: 3 }], { customerName: "Ana Ruiz" }),
    );
    expect(res.status).toBe(201);
    expect((await drainJobs()).failed).toBe(0);
    const toCustomer = mails().filter((mail) => mail.to === "ana@example.com");
    expect(toCustomer).toHaveLength(1);
    const [mail] = toCustomer;
    expect(mail.subject).toBe("We received your estimate request (Confirm Co)");
    expect(mail.replyTo).toBe(`office-${companyId}@example.com`);
    expect(mail.text).toContain("Hello Ana Ruiz,");
    expect(mail.text).toContain("Outlet × 3: $225.00");
    // (3 × 75.00 + 49.00) × 1.0825 = 296.605 → 296.61
    expect(mail.text).toContain("Total: $296.61");
    expect(mail.text).toContain("What happens next:");
    const link = `http://localhost:3000/calculator?company=${owner.company.slug}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain("Outlet × 3: $225.00");
  });

  it("is not sent for a request marked as spam", async () => {
    const { companyId, outlet } = await priceBook(db.prisma, "Spam Co");
    const res = await post(
      body(companyId, [{ id: outlet.id, quantity: 1 }], { website: "http://bot.example" }),
    );
    expect(res.status).toBe(201);
    await drainJobs({ maxJobs: 100 });
    expect(mails()).toEqual([]);
  });
});

describe("the customer's signed copy", () => {
  it("is queued by quote.approved beside the owner's mail", () => {
    const jobs = EVENT_EFFECTS["quote.approved"].mails!({
      type: "quote.approved",
      companyId: "c1",
      quoteId: "q1",
      signerName: "Dana",
      contentHash: "h",
    });
    expect(jobs.map((job) => job.kind)).toEqual(["quote-owner-update", "quote-approved-customer"]);
  });

  it("attaches the approved quote's PDF and says how to pay without Stripe", async () => {
    const owner = await createOwner(db.prisma, "Signed Co");
    await db.prisma.company.update({
      where: { id: owner.company.id },
      data: {
        contactEmail: "office@signed.test",
        paymentInstructions: "Zelle: pay@signed.test\nOr call us to pay by card.",
      },
    });
    const { quote } = await createQuoteRows(db.prisma, owner.company.id, {
      status: "approved",
      clientName: "Dana Whitfield",
      clientEmail: "dana@example.com",
      approved: { name: "Dana Whitfield", contentHash: "a".repeat(64) },
    });
    await send({ kind: "quote-approved-customer", companyId: owner.company.id, quoteId: quote.id });
    const [mail, ...rest] = mails();
    expect(rest).toEqual([]);
    expect(mail.to).toBe("dana@example.com");
    expect(mail.subject).toBe("Your signed quote Q-0001 from Signed Co");
    expect(mail.replyTo).toBe("office@signed.test");
    expect(mail.text).toContain("Your signed copy is attached as a PDF.");
    expect(mail.text).toContain("Zelle: pay@signed.test");
    expect(mail.text).toContain("Deposit due:");
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      contentType: "application/pdf",
      filename: "Q-0001.pdf",
    });
    expect(mail.attachments[0].content.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("sends nothing for a quote that is not approved", async () => {
    const owner = await createOwner(db.prisma);
    const { quote } = await createQuoteRows(db.prisma, owner.company.id, { status: "sent" });
    await send({ kind: "quote-approved-customer", companyId: owner.company.id, quoteId: quote.id });
    expect(mails()).toEqual([]);
  });
});

describe("every customer mail", () => {
  it("has Reply-To the contact email (else the owner's login), a plain-text part, and no internal note", async () => {
    for (const contactEmail of ["office@every.test", null]) {
      clearOutbox(outbox);
      const owner = await createOwner(db.prisma, "Every Co");
      const companyId = owner.company.id;
      await db.prisma.company.update({ where: { id: companyId }, data: { contactEmail } });
      const { quote } = await createQuoteRows(db.prisma, companyId, {
        status: "approved",
        clientEmail: "casey@example.com",
        approved: { name: "Casey", contentHash: "b".repeat(64) },
      });
      await db.prisma.client.update({
        where: { id: quote.clientId! },
        data: { notes: `client ${SECRET}` },
      });
      const payment = await db.prisma.quotePayment.create({
        data: {
          companyId,
          quoteId: quote.id,
          amount: "10.00",
          method: "check",
          paidOn: new Date("2026-11-20T00:00:00Z"),
          note: `payment ${SECRET}`,
        },
      });
      const { quote: waiting } = await createQuoteRows(db.prisma, companyId, {
        clientEmail: "casey2@example.com",
      });
      await send({ kind: "quote-sent", companyId, quoteId: waiting.id, to: "casey2@example.com" });
      await send({ kind: "quote-reminder", companyId, quoteId: waiting.id, day: 3 });
      await send({ kind: "deposit-receipt", companyId, paymentId: payment.id });
      await send({ kind: "quote-approved-customer", companyId, quoteId: quote.id });

      const sent = mails();
      expect(sent).toHaveLength(4);
      for (const mail of sent) {
        expect(mail.replyTo).toBe(contactEmail ?? owner.user.email);
        expect(mail.text.trim().length).toBeGreaterThan(50);
        expect(mail.html).toContain("<html");
        expect(`${mail.text}${mail.html}`).not.toContain(SECRET);
        expect(mail.from).not.toBe(mail.replyTo);
      }
    }
  });

  it("never carries the owner's notes of a request", async () => {
    const { companyId, outlet } = await priceBook(db.prisma, "Notes Co");
    const res = await post(body(companyId, [{ id: outlet.id, quantity: 1 }]));
    const { id } = (await res.json()) as { id: string };
    await db.prisma.estimateRequest.update({ where: { id }, data: { notes: SECRET } });
    await drainJobs();
    const toCustomer = mails().filter((mail) => mail.to === "ana@example.com");
    expect(toCustomer).toHaveLength(1);
    expect(`${toCustomer[0].text}${toCustomer[0].html}`).not.toContain(SECRET);
  });
});
