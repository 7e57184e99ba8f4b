/** @jest-environment node */
import type { InvoiceStatus } from "@prisma/client";
import { createOwner, setupTestDatabase, type TestDatabase } from "@/test/db";
import { getBoss } from "@/lib/queue/boss";
import { requestQuoteSweep } from "@/lib/queue/periodic";
import { addDays, todayIn } from "@/lib/dates";
import { recordInvoicePayment } from "@/lib/invoices/payments";
import { setInvoiceReminders, voidInvoice } from "@/lib/invoices/lifecycle";
import { dueReminders, sweepInvoices } from "@/lib/invoices/sweep";
import { drainJobs } from "@/lib/worker/run";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
  await getBoss();
}, 120_000);
afterAll(async () => {
  await db.close();
});

/** Noon UTC of a day: the clock of most tests (a UTC company unless said otherwise). */
const noon = (day: string) => new Date(`${day}T12:00:00.000Z`);

let invoiceNumber = 0;

async function openInvoice(
  options: {
    dueDate?: string;
    sentAt?: Date;
    status?: InvoiceStatus;
    timeZone?: string;
    reminderDays?: number[];
  } = {},
) {
  const owner = await createOwner(db.prisma);
  const companyId = owner.company.id;
  await db.prisma.company.update({
    where: { id: companyId },
    data: {
      timeZone: options.timeZone ?? "UTC",
      ...(options.reminderDays ? { invoiceReminderDays: options.reminderDays } : {}),
    },
  });
  const client = await db.prisma.client.create({
    data: { companyId, name: "Casey Client", email: `casey-${companyId}@example.com` },
  });
  invoiceNumber += 1;
  const dueDate = options.dueDate ?? "2026-11-10";
  const invoice = await db.prisma.invoice.create({
    data: {
      companyId,
      number: invoiceNumber,
      clientId: client.id,
      status: options.status ?? "sent",
      title: "Kitchen rewiring",
      issueDate: new Date(`${addDays(dueDate, -14)}T00:00:00.000Z`),
      dueDate: new Date(`${dueDate}T00:00:00.000Z`),
      terms: "net_15",
      subtotal: "250.00",
      total: "250.00",
      balance: "250.00",
      sentAt: options.sentAt ?? new Date("2026-10-27T15:00:00.000Z"),
      sentTo: client.email,
      lines: {
        create: [{ name: "Rewiring", unitPrice: "250.00", quantity: "1", lineTotal: "250.00" }],
      },
    },
  });
  return { companyId, invoice };
}

/** The reminder mails queued for an invoice (pg-boss keeps its jobs in its schema), by day. */
async function reminderMails(invoiceId: string) {
  const rows = await db.prisma.$queryRaw<{ data: { day: number; key: string } }[]>`
    SELECT data FROM pgboss.job
    WHERE name = 'mail' AND data->>'kind' = 'invoice-reminder' AND data->>'invoiceId' = ${invoiceId}
    ORDER BY created_on, data->>'day'`;
  return rows.map((row) => row.data.day);
}

const timeline = (invoiceId: string, type: string) =>
  db.prisma.invoiceEvent.findMany({
    where: { invoiceId, type },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
const reminded = async (invoiceId: string) =>
  (await timeline(invoiceId, "reminder_sent")).map((event) => (event.data as { day: number }).day);
const saved = (id: string) => db.prisma.invoice.findUniqueOrThrow({ where: { id } });

/** Sweeps each day from `from` to `to` at `hour` UTC, twice (the second time two at once). */
async function sweepDays(from: string, to: string, hour = 12) {
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const at = new Date(`${day}T${String(hour).padStart(2, "0")}:00:00.000Z`);
    await sweepInvoices(at);
    await Promise.all([sweepInvoices(at), sweepInvoices(at)]);
  }
}

describe("reminders on the schedule (-3, 0, 7 and 14 days from the due date)", () => {
  it("go once each as the clock moves day by day, and invoice.overdue once", async () => {
    const { invoice } = await openInvoice({ dueDate: "2026-11-10" });
    const log: [string, number[]][] = [];
    for (let day = "2026-11-01"; day <= "2026-11-30"; day = addDays(day, 1)) {
      const before = (await reminderMails(invoice.id)).length;
      await sweepInvoices(noon(day));
      // Swept again, and twice at once, the same day: nothing more.
      await Promise.all([sweepInvoices(noon(day)), sweepInvoices(noon(day))]);
      const mails = await reminderMails(invoice.id);
      if (mails.length > before) log.push([day, mails.slice(before)]);
    }
    expect(log).toEqual([
      ["2026-11-07", [-3]],
      ["2026-11-10", [0]],
      ["2026-11-17", [7]],
      ["2026-11-24", [14]],
    ]);
    expect(await reminded(invoice.id)).toEqual([-3, 0, 7, 14]);
    const row = await saved(invoice.id);
    expect(row.remindersSent).toEqual([-3, 0, 7, 14]);
    expect(row.status).toBe("sent");
    // Overdue from the day after the due date, published once.
    const overdue = await timeline(invoice.id, "overdue");
    expect(overdue).toHaveLength(1);
    expect(overdue[0]).toMatchObject({
      actor: "system",
      detail: "Overdue: it was due on 2026-11-10",
    });
    expect(row.overdueAt?.toISOString()).toBe("2026-11-11T12:00:00.000Z");
    // Each mail is keyed by invoice and day (a retried job is delivered once).
    const [job] = await db.prisma.$queryRaw<{ data: { key: string } }[]>`
      SELECT data FROM pgboss.job
      WHERE name = 'mail' AND data->>'invoiceId' = ${invoice.id} AND data->>'day' = '7'`;
    expect(job.data.key).toBe(`invoice-reminder:${invoice.id}:7`);
  });

  it("are due from local midnight: 23:59 is still the day before", async () => {
    const { invoice } = await openInvoice({ dueDate: "2026-11-10" });
    await sweepInvoices(new Date("2026-11-06T23:59:00.000Z"));
    expect(await reminderMails(invoice.id)).toEqual([]);
    await sweepInvoices(new Date("2026-11-07T00:00:00.000Z"));
    expect(await reminderMails(invoice.id)).toEqual([-3]);
    await sweepInvoices(new Date("2026-11-10T23:59:00.000Z"));
    expect((await saved(invoice.id)).overdueAt).toBeNull();
    await sweepInvoices(new Date("2026-11-11T00:00:00.000Z"));
    expect((await saved(invoice.id)).overdueAt).not.toBeNull();
  });

  it("after downtime, send only the latest reminder due and mark the older ones done", async () => {
    const { invoice } = await openInvoice({ dueDate: "2026-11-10" });
    // No sweep from before day -3 until day 8: -3, 0 and 7 are all due.
    await sweepInvoices(noon("2026-11-18"));
    expect(await reminderMails(invoice.id)).toEqual([7]);
    expect(await reminded(invoice.id)).toEqual([7]);
    expect((await saved(invoice.id)).remindersSent).toEqual([-3, 0, 7]);
    expect(await timeline(invoice.id, "overdue")).toHaveLength(1);
    await sweepDays("2026-11-18", "2026-11-30");
    expect(await reminderMails(invoice.id)).toEqual([7, 14]);
  });

  it("never remind of a day before the invoice was sent, nor on the day it was sent", async () => {
    // Sent on 12 November, two days after its due date: -3 and 0 are in the past.
    const late = await openInvoice({
      dueDate: "2026-11-10",
      sentAt: new Date("2026-11-12T09:00:00.000Z"),
    });
    // Due on receipt, sent on its due day: day 0 would repeat the invoice's own mail.
    const onReceipt = await openInvoice({
      dueDate: "2026-11-10",
      sentAt: new Date("2026-11-10T09:00:00.000Z"),
    });
    await sweepDays("2026-11-10", "2026-11-16");
    expect(await reminderMails(late.invoice.id)).toEqual([]);
    expect(await reminderMails(onReceipt.invoice.id)).toEqual([]);
    expect((await saved(late.invoice.id)).remindersSent).toEqual([-3, 0]);
    expect((await saved(onReceipt.invoice.id)).remindersSent).toEqual([-3, 0]);
    await sweepDays("2026-11-17", "2026-11-24");
    expect(await reminderMails(late.invoice.id)).toEqual([7, 14]);
    expect(await reminderMails(onReceipt.invoice.id)).toEqual([7, 14]);
  });

  it("follow the company's own days", async () => {
    const { invoice } = await openInvoice({ dueDate: "2026-11-10", reminderDays: [1, 30] });
    await sweepDays("2026-11-01", "2026-12-12");
    expect(await reminderMails(invoice.id)).toEqual([1, 30]);
  });

  it("go on while partially paid", async () => {
    const { invoice } = await openInvoice({ dueDate: "2026-11-10", status: "partially_paid" });
    await sweepDays("2026-11-07", "2026-11-17");
    expect(await reminderMails(invoice.id)).toEqual([-3, 0, 7]);
  });
});

describe("no reminders", () => {
  it("once the invoice is paid in full (recorded with recordInvoicePayment)", async () => {
    const { companyId, invoice } = await openInvoice({ dueDate: "2026-11-10" });
    await sweepDays("2026-11-06", "2026-11-12");
    expect(await reminderMails(invoice.id)).toEqual([-3, 0]);
    await recordInvoicePayment(companyId, invoice.id, {
      amount: 250,
      method: "cash",
      reference: null,
      paidOn: todayIn("UTC"),
      note: null,
    });
    expect((await saved(invoice.id)).status).toBe("paid");
    await sweepDays("2026-11-13", "2026-12-01");
    expect(await reminderMails(invoice.id)).toEqual([-3, 0]);
    expect(await timeline(invoice.id, "overdue")).toHaveLength(1);
  });

  it("once it is voided: neither reminders nor overdue", async () => {
    const { companyId, invoice } = await openInvoice({ dueDate: "2026-11-10" });
    await voidInvoice(companyId, invoice.id, "Billed twice");
    await sweepDays("2026-11-05", "2026-11-30");
    expect(await reminderMails(invoice.id)).toEqual([]);
    expect(await timeline(invoice.id, "overdue")).toEqual([]);
    expect((await saved(invoice.id)).overdueAt).toBeNull();
  });

  it("for a paid or draft invoice", async () => {
    const paid = await openInvoice({ dueDate: "2026-11-10", status: "paid" });
    const draft = await openInvoice({ dueDate: "2026-11-10", status: "draft" });
    await sweepDays("2026-11-05", "2026-11-30");
    for (const { invoice } of [paid, draft]) {
      expect(await reminderMails(invoice.id)).toEqual([]);
      expect(await timeline(invoice.id, "overdue")).toEqual([]);
    }
  });

  it("while switched off (overdue is still published); switched on, the latest due one goes", async () => {
    const { companyId, invoice } = await openInvoice({ dueDate: "2026-11-10" });
    await setInvoiceReminders(companyId, invoice.id, false);
    await sweepDays("2026-11-05", "2026-11-19");
    expect(await reminderMails(invoice.id)).toEqual([]);
    expect((await saved(invoice.id)).remindersSent).toEqual([]);
    expect(await timeline(invoice.id, "overdue")).toHaveLength(1);
    await setInvoiceReminders(companyId, invoice.id, true);
    await sweepDays("2026-11-20", "2026-11-20");
    expect(await reminderMails(invoice.id)).toEqual([7]);
    expect((await saved(invoice.id)).remindersSent).toEqual([-3, 0, 7]);
  });
});

describe("in the company's time zone across a daylight-saving change (America/New_York)", () => {
  // Daylight saving ends on Sunday 1 November 2026 (EDT, UTC-4, before; EST, UTC-5, after).
  // Due on Tuesday 3 November: day -3 is Saturday 31 October (EDT), day 0 and the first day
  // overdue are in EST.
  const ZONE = "America/New_York";
  const at = (iso: string) => new Date(iso);

  it("counts days from local midnight on both sides of the change", async () => {
    const { invoice } = await openInvoice({
      dueDate: "2026-11-03",
      sentAt: at("2026-10-20T14:00:00.000Z"),
      timeZone: ZONE,
    });
    // 23:59 EDT on Friday 30 October (UTC is already the 31st): not yet day -3.
    await sweepInvoices(at("2026-10-31T03:59:00.000Z"));
    expect(await reminderMails(invoice.id)).toEqual([]);
    // 00:30 EDT on Saturday 31 October.
    await sweepInvoices(at("2026-10-31T04:30:00.000Z"));
    expect(await reminderMails(invoice.id)).toEqual([-3]);

    // 04:30 UTC on 3 November is 23:30 EST on Monday 2 November (in EDT it would have been
    // 00:30 on the 3rd): the due day has not come yet.
    await sweepInvoices(at("2026-11-03T04:30:00.000Z"));
    expect(await reminderMails(invoice.id)).toEqual([-3]);
    // Midnight EST on Tuesday 3 November.
    await sweepInvoices(at("2026-11-03T05:00:00.000Z"));
    expect(await reminderMails(invoice.id)).toEqual([-3, 0]);

    // 23:59 EST on the due day: not overdue yet, though UTC's day is the 4th.
    await sweepInvoices(at("2026-11-04T04:59:00.000Z"));
    let row = await saved(invoice.id);
    expect(row.overdueAt).toBeNull();
    // 00:00 EST on Wednesday 4 November: overdue.
    await sweepInvoices(at("2026-11-04T05:00:00.000Z"));
    row = await saved(invoice.id);
    expect(row.overdueAt?.toISOString()).toBe("2026-11-04T05:00:00.000Z");
    expect(await timeline(invoice.id, "overdue")).toHaveLength(1);

    // Day 7 is Tuesday 10 November: from 05:00 UTC, not 04:00.
    await sweepInvoices(at("2026-11-10T04:30:00.000Z"));
    expect(await reminderMails(invoice.id)).toEqual([-3, 0]);
    await sweepInvoices(at("2026-11-10T05:00:00.000Z"));
    expect(await reminderMails(invoice.id)).toEqual([-3, 0, 7]);
    expect(await reminded(invoice.id)).toEqual([-3, 0, 7]);
  });

  it("the same instants in UTC fall on other days", () => {
    const invoice = {
      dueDate: new Date("2026-11-03T00:00:00.000Z"),
      sentAt: at("2026-10-20T14:00:00.000Z"),
      remindersSent: [-3],
      reminderDays: [-3, 0, 7, 14],
    };
    // 04:30 UTC on 3 November: the due day in UTC, the day before in New York.
    expect(dueReminders(invoice, "UTC", at("2026-11-03T04:30:00.000Z"))).toEqual({
      done: [0],
      mail: 0,
    });
    expect(dueReminders(invoice, ZONE, at("2026-11-03T04:30:00.000Z"))).toEqual({
      done: [],
      mail: null,
    });
  });
});

describe("the periodic job", () => {
  it("sweeps invoices with the quotes", async () => {
    // Due long ago, reminders off (so no mail is composed here): overdue when the job runs.
    const { companyId, invoice } = await openInvoice({
      dueDate: "2020-01-10",
      sentAt: new Date("2020-01-01T12:00:00.000Z"),
    });
    await setInvoiceReminders(companyId, invoice.id, false);
    const boss = await getBoss();
    await boss.deleteAllJobs?.("quotes").catch(() => undefined);
    await requestQuoteSweep();
    await drainJobs({ maxJobs: 100, ignoreStartAfter: true });
    expect((await saved(invoice.id)).overdueAt).not.toBeNull();
    expect(await timeline(invoice.id, "overdue")).toHaveLength(1);
  });
});
