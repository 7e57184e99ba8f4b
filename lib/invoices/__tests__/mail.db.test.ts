/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseEml, type ParsedMail } from "@/e2e/eml";
import { createOwner, setupTestDatabase, type TestDatabase } from "@/test/db";
import { createInvoiceRows, todayUtc } from "@/test/invoice-rows";
import { clearOutbox, setupTempOutbox } from "@/test/outbox";
import { getBoss } from "@/lib/queue/boss";
import type { QueuedMailJob } from "@/lib/queue/kinds";
import { composeInvoiceMail } from "@/lib/invoices/mail";
import { refundInvoicePayment, recordInvoicePayment } from "@/lib/invoices/payments";
import { sendInvoice, voidInvoice } from "@/lib/invoices/lifecycle";
import { readInvoice } from "@/lib/resources";
import { drainJobs } from "@/lib/worker/run";

/**
 * The invoice mails (docs/invoices.md, "Mails") composed from real rows: the invoice with its
 * link and PDF, receipts and refunds with the balance after them, reminders worded from their
 * day and skipped once nothing is owed, the owner's news of an online payment and the review
 * request with its opt-out; and the worker delivering them.
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

type Job = Parameters<typeof composeInvoiceMail>[0];
const job = <J extends Omit<Job, "key" | "v">>(data: J) =>
  ({ ...data, key: `test:${Math.random()}`, v: 1 }) as unknown as Extract<
    QueuedMailJob,
    { kind: J["kind"] }
  >;

async function company(name: string, data: Record<string, unknown> = {}) {
  const owner = await createOwner(db.prisma, name);
  await db.prisma.company.update({
    where: { id: owner.company.id },
    data: { contactEmail: `office@${name.split(" ")[0].toLowerCase()}.test`, ...data },
  });
  return { owner, companyId: owner.company.id };
}

const pay = (companyId: string, invoiceId: string, amount: string, reference?: string) =>
  recordInvoicePayment(companyId, invoiceId, {
    amount: Number(amount),
    method: "check",
    reference: reference ?? null,
    paidOn: todayUtc(),
    note: "INTERNAL-NOTE-2211",
  });

describe("invoice-sent", () => {
  it("links to the public page, says what is owed by when and attaches INV-0001.pdf", async () => {
    const { companyId } = await company("Sent Co", {
      paymentInstructions: "Zelle: pay@sent.test",
    });
    const { invoice } = await createInvoiceRows(db.prisma, companyId, {
      clientName: "Dana Whitfield",
    });
    const { publicUrl } = await readInvoice(db.prisma, invoice.id);
    expect(publicUrl).toMatch(/^http:\/\/localhost:3000\/i\/[A-Za-z0-9_-]{43}$/);
    const message = await composeInvoiceMail(
      job({
        kind: "invoice-sent",
        companyId,
        invoiceId: invoice.id,
        to: "dana@example.com",
        message: "Thanks again for having us.",
      }),
    );
    expect(message).not.toBeNull();
    expect(message!.to).toBe("dana@example.com");
    expect(message!.subject).toBe("Invoice INV-0001 from Sent Co");
    expect(message!.replyTo).toBe("office@sent.test");
    expect(message!.text).toContain("Hello Dana Whitfield,");
    expect(message!.text).toContain("Thanks again for having us.");
    expect(message!.text).toContain("Total: $1,380.19");
    expect(message!.text).toContain("Deposit credited: $100.00");
    expect(message!.text).toContain("Balance due: $1,280.19");
    expect(message!.text).toContain("Due date: March 16, 2026");
    // Stripe is not keyed in the tests: the owner's instructions say how to pay.
    expect(message!.text).toContain("Zelle: pay@sent.test");
    expect(message!.text).toContain(publicUrl!);
    expect(message!.html).toContain(`href="${publicUrl}"`);
    expect(message!.attachments).toHaveLength(1);
    const [pdf] = message!.attachments!;
    expect(pdf).toMatchObject({ filename: "INV-0001.pdf", contentType: "application/pdf" });
    expect(pdf.content.subarray(0, 5).toString()).toBe("%PDF-");

    const bare = await composeInvoiceMail(
      job({ kind: "invoice-sent", companyId, invoiceId: invoice.id, to: "dana@example.com" }),
      { withoutAttachment: true },
    );
    expect(bare!.attachments).toBeUndefined();
  });

  it("is delivered by the worker when the owner sends the invoice", async () => {
    const { companyId } = await company("Deliver Co");
    const { invoice, client } = await createInvoiceRows(db.prisma, companyId, {
      status: "draft",
    });
    const { url } = await sendInvoice(companyId, invoice.id, { to: null, message: "Hi!" });
    expect((await drainJobs({ maxJobs: 100, ignoreStartAfter: true })).failed).toBe(0);
    const [mail, ...rest] = mails();
    expect(rest).toEqual([]);
    expect(mail.to).toBe(client.email);
    expect(mail.subject).toBe("Invoice INV-0001 from Deliver Co");
    expect(mail.text).toContain(url);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0].filename).toBe("INV-0001.pdf");
    expect(mail.attachments[0].content.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("sends nothing for an invoice voided before the job ran", async () => {
    const { companyId } = await company("Voided Co");
    const { invoice } = await createInvoiceRows(db.prisma, companyId, { depositApplied: "0" });
    await voidInvoice(companyId, invoice.id, "Entered twice");
    expect(
      await composeInvoiceMail(
        job({ kind: "invoice-sent", companyId, invoiceId: invoice.id, to: "x@example.com" }),
      ),
    ).toBeNull();
  });
});

describe("invoice-receipt", () => {
  it("acknowledges a payment and a refund, each with the balance right after it", async () => {
    const { companyId } = await company("Receipt Co");
    const { invoice, client } = await createInvoiceRows(db.prisma, companyId);
    await pay(companyId, invoice.id, "280.19", "1042");
    const [payment] = await db.prisma.invoicePayment.findMany({ where: { invoiceId: invoice.id } });
    const receipt = await composeInvoiceMail(
      job({ kind: "invoice-receipt", companyId, paymentId: payment.id }),
    );
    expect(receipt!.to).toBe(client.email);
    expect(receipt!.subject).toBe("Receipt: $280.19 paid on invoice INV-0001 (Receipt Co)");
    expect(receipt!.text).toContain("Method: Check 1042");
    expect(receipt!.text).toContain("Balance due: $1,000.00");
    expect(receipt!.text).not.toContain("INTERNAL-NOTE-2211");
    const { publicUrl } = await readInvoice(db.prisma, invoice.id);
    expect(receipt!.text).toContain(publicUrl!);

    await refundInvoicePayment(companyId, invoice.id, payment.id, {
      amount: 80.19,
      reason: "Outlet not installed",
      paidOn: todayUtc(),
    });
    const refund = await db.prisma.invoicePayment.findFirstOrThrow({
      where: { invoiceId: invoice.id, refundOfId: payment.id },
    });
    const refundMail = await composeInvoiceMail(
      job({ kind: "invoice-receipt", companyId, paymentId: refund.id }),
    );
    expect(refundMail!.subject).toBe("Refund of $80.19 on invoice INV-0001 (Receipt Co)");
    expect(refundMail!.text).toContain("Refund of $80.19");
    expect(refundMail!.text).toContain("Reason: Outlet not installed");
    expect(refundMail!.text).toContain("Balance due: $1,080.19");

    // The payment's receipt, composed late, still shows the balance right after it.
    const late = await composeInvoiceMail(
      job({ kind: "invoice-receipt", companyId, paymentId: payment.id }),
    );
    expect(late!.text).toContain("Balance due: $1,000.00");
  });

  it("is delivered by the worker for a recorded payment", async () => {
    const { companyId } = await company("Worker Receipt Co");
    const { invoice, client } = await createInvoiceRows(db.prisma, companyId);
    await pay(companyId, invoice.id, "80.19");
    expect((await drainJobs({ maxJobs: 100, ignoreStartAfter: true })).failed).toBe(0);
    const sent = mails();
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
      [client.email, "Receipt: $80.19 paid on invoice INV-0001 (Worker Receipt Co)"],
    ]);
  });

  it("sends nothing without an address or for another company's payment", async () => {
    const { companyId } = await company("Nobody Co");
    const other = await company("Other Co");
    const { invoice } = await createInvoiceRows(db.prisma, companyId, {
      clientEmail: null,
    });
    await pay(companyId, invoice.id, "10.00");
    const [payment] = await db.prisma.invoicePayment.findMany({ where: { invoiceId: invoice.id } });
    expect(
      await composeInvoiceMail(job({ kind: "invoice-receipt", companyId, paymentId: payment.id })),
    ).toBeNull();
    expect(
      await composeInvoiceMail(
        job({ kind: "invoice-receipt", companyId: other.companyId, paymentId: payment.id }),
      ),
    ).toBeNull();
  });
});

describe("invoice-reminder", () => {
  const remind = (companyId: string, invoiceId: string, day: number) =>
    composeInvoiceMail(job({ kind: "invoice-reminder", companyId, invoiceId, day }));

  it("words the reminder from its day: before the due date, on it, overdue; with the Pay link", async () => {
    const { companyId } = await company("Remind Co");
    const { invoice, client } = await createInvoiceRows(db.prisma, companyId);
    const { publicUrl } = await readInvoice(db.prisma, invoice.id);

    const before = await remind(companyId, invoice.id, -3);
    expect(before!.to).toBe(client.email);
    expect(before!.subject).toBe(
      "Reminder: invoice INV-0001 from Remind Co is due on March 16, 2026",
    );
    expect(before!.text).toContain("is due in 3 days, on March 16, 2026");
    expect(before!.text).toContain("Balance due: $1,280.19");
    expect(before!.html).toContain(`href="${publicUrl}"`);

    const today = await remind(companyId, invoice.id, 0);
    expect(today!.subject).toBe("Invoice INV-0001 from Remind Co is due today");

    const late = await remind(companyId, invoice.id, 7);
    expect(late!.subject).toBe(
      "Overdue: invoice INV-0001 from Remind Co was due on March 16, 2026",
    );
    expect(late!.text).toContain("7 days ago");
    expect(late!.text).toContain(publicUrl!);
  });

  it("is skipped once the invoice is paid, void, or its reminders are off", async () => {
    const { companyId } = await company("Skip Co");
    const paid = await createInvoiceRows(db.prisma, companyId);
    expect(await remind(companyId, paid.invoice.id, 7)).not.toBeNull();
    await pay(companyId, paid.invoice.id, "1280.19");
    expect(
      (await db.prisma.invoice.findUniqueOrThrow({ where: { id: paid.invoice.id } })).status,
    ).toBe("paid");
    expect(await remind(companyId, paid.invoice.id, 7)).toBeNull();

    const voided = await createInvoiceRows(db.prisma, companyId, { depositApplied: "0" });
    await voidInvoice(companyId, voided.invoice.id, "Cancelled");
    expect(await remind(companyId, voided.invoice.id, 0)).toBeNull();

    const off = await createInvoiceRows(db.prisma, companyId, {
      data: { remindersEnabled: false },
    });
    expect(await remind(companyId, off.invoice.id, -3)).toBeNull();
  });
});

describe("invoice-owner-paid", () => {
  it("tells the owner an invoice was paid online, with a link to it", async () => {
    const { companyId } = await company("Online Co");
    const { invoice } = await createInvoiceRows(db.prisma, companyId, {
      clientName: "Robin Payer",
    });
    await recordInvoicePayment(companyId, invoice.id, {
      online: {
        amountCents: 128019,
        paidOn: new Date(`${todayUtc()}T00:00:00Z`),
        stripeEventId: `evt_${invoice.id}`,
        stripeSessionId: `cs_${invoice.id}`,
      },
    });
    const message = await composeInvoiceMail(
      job({ kind: "invoice-owner-paid", companyId, invoiceId: invoice.id }),
    );
    expect(message!.to).toBe("office@online.test");
    expect(message!.subject).toBe("INV-0001 was paid online by Robin Payer");
    expect(message!.text).toContain("Paid online: $1,280.19");
    const link = `http://localhost:3000/dashboard/invoices/${invoice.id}`;
    expect(message!.text).toContain(link);
    expect(message!.html).toContain(`href="${link}"`);

    // The worker delivers the receipt and the owner's news (no review link: no request).
    expect((await drainJobs({ maxJobs: 100, ignoreStartAfter: true })).failed).toBe(0);
    expect(
      mails()
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual([
      "INV-0001 was paid online by Robin Payer",
      "Receipt: $1,280.19 paid on invoice INV-0001 (Online Co)",
    ]);
  });
});

describe("review-request", () => {
  async function paidWithReview(name: string) {
    const { companyId } = await company(name, { reviewLink: "https://g.page/r/example/review" });
    const rows = await createInvoiceRows(db.prisma, companyId, { clientName: "Jo Reviewer" });
    await pay(companyId, rows.invoice.id, "1280.19");
    const request = await db.prisma.reviewRequest.findFirstOrThrow({
      where: { invoiceId: rows.invoice.id },
    });
    return { companyId, ...rows, request };
  }

  it("asks the client for a review with a counted link and an opt-out link", async () => {
    const { companyId, client, request } = await paidWithReview("Review Co");
    const message = await composeInvoiceMail(
      job({ kind: "review-request", companyId, reviewRequestId: request.id }),
    );
    expect(message!.to).toBe(client.email);
    expect(message!.subject).toBe("How did Review Co do? Leave a quick review");
    expect(message!.replyTo).toBe("office@review.test");
    const review = `http://localhost:3000/r/${request.id}`;
    expect(message!.html).toContain(`href="${review}"`);
    expect(message!.html).toContain(`href="${review}/opt-out"`);
    expect(message!.text).toContain(review);
    expect(message!.text).toContain(`${review}/opt-out`);

    // Delivered by the worker with the receipt of the payment that paid the invoice.
    expect((await drainJobs({ maxJobs: 100, ignoreStartAfter: true })).failed).toBe(0);
    expect(
      mails()
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual([
      "How did Review Co do? Leave a quick review",
      "Receipt: $1,280.19 paid on invoice INV-0001 (Review Co)",
    ]);
  });

  it("is skipped for a client who opted out after it was queued, or a company without a review link", async () => {
    const optedOut = await paidWithReview("Opt Co");
    await db.prisma.client.update({
      where: { id: optedOut.client.id },
      data: { reviewOptOut: true },
    });
    expect(
      await composeInvoiceMail(
        job({
          kind: "review-request",
          companyId: optedOut.companyId,
          reviewRequestId: optedOut.request.id,
        }),
      ),
    ).toBeNull();

    const unlinked = await paidWithReview("Unlinked Co");
    await db.prisma.company.update({
      where: { id: unlinked.companyId },
      data: { reviewLink: null },
    });
    expect(
      await composeInvoiceMail(
        job({
          kind: "review-request",
          companyId: unlinked.companyId,
          reviewRequestId: unlinked.request.id,
        }),
      ),
    ).toBeNull();
    await drainJobs({ maxJobs: 100, ignoreStartAfter: true });
    expect(mails().filter((mail) => mail.subject.startsWith("How did"))).toEqual([]);
  });
});
