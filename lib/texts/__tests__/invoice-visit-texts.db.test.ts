/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createOwner, setupTestDatabase, type TestDatabase } from "@/test/db";
import { createInvoiceRows } from "@/test/invoice-rows";
import { clearOutbox, outboxMails, setupTempOutbox } from "@/test/outbox";
import { getBoss } from "@/lib/queue/boss";
import { sendInvoice } from "@/lib/invoices/lifecycle";
import { queueInvoiceReminders } from "@/lib/invoices/sweep";
import { recordInvoicePayment } from "@/lib/invoices/payments";
import { createJob } from "@/lib/jobs/create";
import { changeJobStatus } from "@/lib/jobs/lifecycle";
import { progressVisit, scheduleVisit, updateVisit } from "@/lib/jobs/visits";
import { remindVisits } from "@/lib/jobs/sweep";
import { drainJobs } from "@/lib/worker/run";

/**
 * Invoices and visits by text (docs/texts.md, "What is texted"): each goes through the texts
 * queue to consented numbers only, in the company's template, held through quiet hours except
 * "on my way", and not at all once it no longer applies.
 */

const outbox = setupTempOutbox();
const textOutbox = mkdtempSync(path.join(tmpdir(), "qc-text-outbox-"));
process.env.TEXT_OUTBOX_DIR = textOutbox;
process.env.TWILIO_FROM = "+15005550006";
delete process.env.TWILIO_ACCOUNT_SID;

const PHONE = "(512) 555-0177";
const E164 = "+15125550177";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

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
  rmSync(textOutbox, { recursive: true, force: true });
});

type Text = { to: string; from: string; body: string; companyId: string };
/** The texts written since the last call (the outbox is emptied). */
function takeTexts(): Text[] {
  let files: string[] = [];
  try {
    files = readdirSync(textOutbox);
  } catch {
    return [];
  }
  const texts = files.map(
    (file) => JSON.parse(readFileSync(path.join(textOutbox, file), "utf8")) as Text,
  );
  rmSync(textOutbox, { recursive: true, force: true });
  return texts;
}

/** A company whose quiet hours cover now (so held texts wait), in UTC. */
async function quietNow(companyId: string) {
  const hour = new Date().getUTCHours();
  await db.prisma.company.update({
    where: { id: companyId },
    data: { timeZone: "UTC", textQuietStart: hour, textQuietEnd: (hour + 2) % 24 },
  });
}

async function consent(companyId: string, status: "consented" | "opted_out") {
  await db.prisma.textConsent.create({
    data: { companyId, phone: E164, status, source: "owner" },
  });
}

describe("invoices by text", () => {
  it("the invoice link goes to a consented number when the invoice is sent; an opted-out one gets only the mail", async () => {
    const owner = await createOwner(db.prisma);
    const companyId = owner.company.id;
    await consent(companyId, "consented");
    const { invoice, client } = await createInvoiceRows(db.prisma, companyId, { status: "draft" });
    await db.prisma.client.update({ where: { id: client.id }, data: { phone: PHONE } });

    await sendInvoice(companyId, invoice.id, { to: null, message: null });
    await drainJobs({ maxJobs: 50, ignoreStartAfter: true });
    const [text, ...more] = takeTexts();
    expect(more).toEqual([]);
    expect(text.to).toBe(E164);
    expect(text.body).toMatch(/^Hi Casey, your invoice INV-\d{4} from .+ for \$1,280\.19 /);
    expect(text.body).toMatch(/View and pay: http:\/\/localhost:3000\/i\/[\w-]+ Reply STOP/);
    const row = await db.prisma.textMessage.findFirstOrThrow({
      where: { companyId, purpose: "invoice-sent" },
    });
    expect([row.status, row.clientId, row.to]).toEqual(["sent", client.id, E164]);
    expect(outboxMails(outbox).some((mail) => mail.includes(client.email!))).toBe(true);

    // Opted out: the mail still goes, the text is recorded as skipped.
    const other = await createOwner(db.prisma);
    await consent(other.company.id, "opted_out");
    const second = await createInvoiceRows(db.prisma, other.company.id, { status: "draft" });
    await db.prisma.client.update({ where: { id: second.client.id }, data: { phone: PHONE } });
    clearOutbox(outbox);
    await sendInvoice(other.company.id, second.invoice.id, { to: null, message: null });
    await drainJobs({ maxJobs: 50, ignoreStartAfter: true });
    expect(takeTexts()).toEqual([]);
    expect(outboxMails(outbox).some((mail) => mail.includes(second.client.email!))).toBe(true);
    const skipped = await db.prisma.textMessage.findFirstOrThrow({
      where: { companyId: other.company.id, purpose: "invoice-sent" },
    });
    expect(skipped.status).toBe("skipped");
  });

  it("reminders go by text with the due date, until the invoice is paid; the setting turns them off", async () => {
    const owner = await createOwner(db.prisma);
    const companyId = owner.company.id;
    await consent(companyId, "consented");
    const now = new Date();
    // Sent 20 days ago, due 7 days ago: today is the reminder of day 7.
    const overdue = {
      dueDate: new Date(now.getTime() - 7 * DAY).toISOString().slice(0, 10),
      data: { sentAt: new Date(now.getTime() - 20 * DAY) },
    };
    const { client } = await createInvoiceRows(db.prisma, companyId, overdue);
    await db.prisma.client.update({ where: { id: client.id }, data: { phone: PHONE } });
    await db.prisma.company.update({
      where: { id: companyId },
      data: { invoiceReminderDays: [7] },
    });

    await queueInvoiceReminders(now);
    await drainJobs({ maxJobs: 50, ignoreStartAfter: true });
    const [text, ...more] = takeTexts();
    expect(more).toEqual([]);
    expect(text.body).toContain("a reminder from");
    expect(text.body).toMatch(/for \$1,280\.19 was due on \w+ \d+, \d{4}\. View and pay: /);

    // Queued, then paid before it runs: nothing goes out, the row says why.
    const later = await createInvoiceRows(db.prisma, companyId, overdue);
    await db.prisma.client.update({ where: { id: later.client.id }, data: { phone: PHONE } });
    await queueInvoiceReminders(now);
    await recordInvoicePayment(companyId, later.invoice.id, {
      amount: 1280.19,
      method: "check",
      paidOn: now.toISOString().slice(0, 10),
      reference: "1042",
      note: null,
    });
    await drainJobs({ maxJobs: 50, ignoreStartAfter: true });
    expect(takeTexts()).toEqual([]);
    const row = await db.prisma.textMessage.findFirstOrThrow({
      where: { companyId, purpose: "invoice-reminder", status: "skipped" },
    });
    expect(row.error).toBe("The invoice is paid.");

    // Switched off: the reminder mail goes, no text is written at all.
    await db.prisma.company.update({
      where: { id: companyId },
      data: { textInvoiceReminder: false },
    });
    const third = await createInvoiceRows(db.prisma, companyId, overdue);
    await db.prisma.client.update({ where: { id: third.client.id }, data: { phone: PHONE } });
    clearOutbox(outbox);
    await queueInvoiceReminders(now);
    await drainJobs({ maxJobs: 50, ignoreStartAfter: true });
    expect(takeTexts()).toEqual([]);
    expect(outboxMails(outbox).some((mail) => mail.includes(third.client.email!))).toBe(true);
  });
});

describe("visits by text", () => {
  async function jobWithClient() {
    const owner = await createOwner(db.prisma);
    const companyId = owner.company.id;
    const client = await db.prisma.client.create({
      data: { companyId, name: "Maria Lopez", phone: PHONE, email: "maria@example.com" },
    });
    await db.prisma.user.update({ where: { id: owner.user.id }, data: { name: "Sam Rivera" } });
    const job = await createJob(companyId, { title: "Panel upgrade", clientId: client.id });
    const viewer = { companyId, userId: owner.user.id, role: "owner" as const };
    return { owner, companyId, client, job, viewer };
  }

  it("booked, moved, the day-before reminder and 'on my way': held through quiet hours except 'on my way'", async () => {
    const { companyId, job, viewer } = await jobWithClient();
    await consent(companyId, "consented");
    await quietNow(companyId);
    const startAt = new Date(Date.now() + 30 * HOUR);
    startAt.setUTCMinutes(0, 0, 0);
    const [visit] = (
      await scheduleVisit(viewer, job.id, {
        startAt,
        endAt: new Date(startAt.getTime() + 2 * HOUR),
        assigneeIds: [viewer.userId],
      })
    ).visits;
    // In quiet hours the booking waits; it is queued all the same.
    await drainJobs({ maxJobs: 50 });
    expect(takeTexts()).toEqual([]);
    await drainJobs({ maxJobs: 50, ignoreStartAfter: true });
    const [booked] = takeTexts();
    expect(booked.to).toBe(E164);
    expect(booked.body).toMatch(/^Hi Maria, .+ has booked your visit: /);

    const moved = new Date(startAt.getTime() + HOUR);
    await updateVisit(viewer, visit.id, {
      startAt: moved,
      endAt: new Date(moved.getTime() + 2 * HOUR),
    });
    await drainJobs({ maxJobs: 50, ignoreStartAfter: true });
    expect(takeTexts().map((text) => text.body)).toEqual([
      expect.stringMatching(/has moved your visit: /),
    ]);

    // The sweep the day before.
    await db.prisma.company.update({ where: { id: companyId }, data: { textQuietEnd: 0 } });
    await db.prisma.company.update({ where: { id: companyId }, data: { textQuietStart: 0 } });
    // Noon of the day before the visit, in the company's zone (UTC here): "moved - 20 h" fell
    // on the visit's own day whenever the test started between 13:00 and 17:00 UTC.
    const dayBefore = new Date(
      Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth(), moved.getUTCDate() - 1, 12),
    );
    await remindVisits(dayBefore);
    await drainJobs({ maxJobs: 50, ignoreStartAfter: true });
    expect(takeTexts().map((text) => text.body)).toEqual([
      expect.stringMatching(/a reminder from .+: we will see you tomorrow, \d+:\d{2}–\d+:\d{2}\./),
    ]);

    // "On my way" goes at once, whatever the hour.
    await quietNow(companyId);
    await progressVisit(viewer, visit.id, "on_my_way");
    await drainJobs({ maxJobs: 50 });
    expect(takeTexts().map((text) => text.body)).toEqual([
      expect.stringMatching(/^Hi Maria, Sam Rivera from .+ is on the way to you now\. Reply STOP/),
    ]);
    const rows = await db.prisma.textMessage.findMany({
      where: { companyId },
      orderBy: { createdAt: "asc" },
    });
    expect(rows.map((row) => [row.purpose, row.status])).toEqual([
      ["visit-booked", "sent"],
      ["visit-booked", "sent"],
      ["visit-reminder", "sent"],
      ["on-my-way", "sent"],
    ]);
  });

  it("no consent: the mails go, no text; a visit cancelled before its text runs sends none", async () => {
    const { companyId, job, viewer } = await jobWithClient();
    const startAt = new Date(Date.now() + 50 * HOUR);
    const [visit] = (
      await scheduleVisit(viewer, job.id, {
        startAt,
        endAt: new Date(startAt.getTime() + HOUR),
        assigneeIds: [viewer.userId],
      })
    ).visits;
    await drainJobs({ maxJobs: 50, ignoreStartAfter: true });
    expect(takeTexts()).toEqual([]);
    expect(outboxMails(outbox).some((mail) => mail.includes("maria@example.com"))).toBe(true);
    expect(
      await db.prisma.textMessage.findFirstOrThrow({
        where: { companyId, purpose: "visit-booked" },
      }),
    ).toMatchObject({ status: "skipped", error: "The number has not consented or opted out." });

    await consent(companyId, "consented");
    const [second] = (
      await scheduleVisit(viewer, job.id, {
        startAt: new Date(startAt.getTime() + DAY),
        endAt: new Date(startAt.getTime() + DAY + HOUR),
        assigneeIds: [viewer.userId],
      })
    ).visits;
    expect(second.id).not.toBe(visit.id);
    await changeJobStatus(viewer, job.id, "cancel");
    await drainJobs({ maxJobs: 50, ignoreStartAfter: true });
    expect(takeTexts()).toEqual([]);
    expect(
      await db.prisma.textMessage.findMany({
        where: { companyId, purpose: "visit-booked", status: "skipped" },
        select: { error: true },
      }),
    ).toEqual([
      { error: "The number has not consented or opted out." },
      { error: "The visit is no longer planned." },
    ]);
  });
});
