/** @jest-environment node */
// First of all: the environment of `PORT=4123 npm start` with no URL set (before lib/env reads it).
import { PORT_4123_ORIGIN, unsetSiteUrls } from "@/test/env-port-4123";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseEml, type ParsedMail } from "@/e2e/eml";
import { body, post, priceBook } from "@/app/api/estimates/__tests__/fixtures";
import { createMember, setupTestDatabase, type TestDatabase } from "@/test/db";
import { createInvoiceRows, todayUtc } from "@/test/invoice-rows";
import { setupTempOutbox } from "@/test/outbox";
import { createQuoteRows } from "@/test/quote-rows";
import { registerOwner } from "@/lib/auth/register";
import { recordSignInFailure } from "@/lib/auth/throttle";
import { logoUrl } from "@/lib/companies/logo-storage";
import { getServerEnv } from "@/lib/env";
import { EVENT_EFFECTS } from "@/lib/events/effects";
import { sendInvoice } from "@/lib/invoices/lifecycle";
import { recordInvoicePayment } from "@/lib/invoices/payments";
import { queueInvoiceReminders } from "@/lib/invoices/sweep";
import { createJob } from "@/lib/jobs/create";
import { remindVisits } from "@/lib/jobs/sweep";
import { progressVisit, scheduleVisit, updateVisit } from "@/lib/jobs/visits";
import { outboxFileName } from "@/lib/mail";
import { messageIdFor } from "@/lib/mail/deliver";
import { requestPortalLink } from "@/lib/portal/links";
import { getBoss } from "@/lib/queue/boss";
import { mailJobSchema } from "@/lib/queue/kinds";
import { recordDeposit } from "@/lib/quotes/payments";
import { getPublicQuote } from "@/lib/quotes/public";
import { approveQuote, declineQuote } from "@/lib/quotes/public-actions";
import { sendQuote } from "@/lib/quotes/send";
import { queueQuoteReminders } from "@/lib/quotes/sweep";
import { sendSupportMessage } from "@/lib/support/contact";
import { inviteMember } from "@/lib/team/invitations";
import { receiveText } from "@/lib/texts/inbound";
import { registerSchema } from "@/lib/validation/auth";
import { drainJobs } from "@/lib/worker/run";

/**
 * Issue 28, acceptance: with `PORT=4123 npm start` and no URL set, every link in every mail
 * points to port 4123; every customer mail has Reply-To = the company's contact email and a
 * plain-text part. Each mail is caused through its real domain function (events → job queue →
 * worker → .eml in the outbox), and read back as a mail client would.
 */

unsetSiteUrls(); // test/db.ts sets NEXTAUTH_URL when imported
const outbox = setupTempOutbox();
const textOutbox = mkdtempSync(path.join(tmpdir(), "qc-text-outbox-"));
process.env.TEXT_OUTBOX_DIR = textOutbox;

const CONTACT = "office@links.test";
const COMPANY_PHONE = "+15125550100";
const DAY = 86_400_000;

type Audience = "customer" | "staff";
/**
 * Who each mail goes to: a job kind of mailJobSchema or, for a "message" job (a message
 * finished when queued), `message:<the event that queued it>`. "staff": the company's
 * members, an invitee, QuoteCraft's support, the account holder.
 */
const AUDIENCE: Record<string, Audience> = {
  "estimate-request": "staff",
  "estimate-request-confirmation": "customer",
  "quote-sent": "customer",
  "quote-owner-update": "staff",
  "quote-reminder": "customer",
  "deposit-receipt": "customer",
  "quote-approved-customer": "customer",
  "invoice-sent": "customer",
  "invoice-receipt": "customer",
  "invoice-reminder": "customer",
  "invoice-owner-paid": "staff",
  "review-request": "customer",
  "visit-booked": "customer",
  "visit-reminder": "customer",
  "visit-on-my-way": "customer",
  "message:portal.link_requested": "customer",
  "message:member.invited": "staff",
  "message:member.assigned": "staff",
  "message:text.received": "staff",
  "message:support.requested": "staff",
  "message:account.sign_up_attempted": "staff",
  "message:account.sign_in_locked": "staff",
};

/**
 * Mails this test does not cause, each with its reason. Empty: every mail the code can queue
 * is covered. A new kind or message event fails the coverage test until it is caused below
 * (or listed here with a reason).
 */
const NOT_COVERED: Record<string, string> = {};

/**
 * Mails with nothing for their reader to open, so no link of their own is required (their
 * links, such as the company logo, are still checked): the visit mails carry the visit and
 * its .ics; the support message is the owner's own words to QuoteCraft.
 */
const LINKLESS = new Set([
  "visit-booked",
  "visit-reminder",
  "visit-on-my-way",
  "message:support.requested",
]);

/**
 * Hosts outside the app a mail may link to. None: the review request links to the company's
 * review page through /r/<id> on the app (counted, then forwarded), never to it directly.
 */
const EXTERNAL_ORIGINS = new Set<string>();

/** Every mail the code can queue: each event's mails, probed with a stand-in event. */
function mailSources(): string[] {
  const probe = {
    ...{ companyId: "c", quoteId: "q", invoiceId: "i", visitId: "v", paymentId: "p" },
    ...{ requestId: "r", reviewRequestId: "rr", userId: "u", invitationId: "n", messageId: "m" },
    ...{ day: 1, channel: "mail", actor: "customer", to: "x@example.com", at: new Date() },
    message: { to: "x@example.com", subject: "s", text: "t" },
  };
  const sources = new Set<string>();
  for (const [type, effects] of Object.entries(EVENT_EFFECTS)) {
    const mails = (effects as { mails?: (event: unknown) => { kind: string }[] }).mails;
    for (const job of mails?.({ ...probe, type }) ?? [])
      sources.add(job.kind === "message" ? `message:${type}` : job.kind);
  }
  return [...sources].sort();
}

/** Every absolute address a mail carries: URLs of its text, its HTML's href/src, its .ics. */
function linksOf(mail: ParsedMail) {
  const inText = (text: string) =>
    [...text.matchAll(/https?:\/\/[^\s<>"'\])]+/g)].map((m) => m[0].replace(/[.,;:!?]+$/, ""));
  const hrefs = [...mail.html.matchAll(/\shref\s*=\s*"([^"]*)"/gi)].map((m) => m[1]);
  const srcs = [...mail.html.matchAll(/\ssrc\s*=\s*"([^"]*)"/gi)].map((m) => m[1]);
  const attached = mail.attachments
    .filter((file) => file.contentType.startsWith("text/"))
    .flatMap((file) => inText(file.content.toString("utf8")));
  const pdfLinks = mail.attachments
    .filter((file) => file.contentType === "application/pdf")
    .flatMap((file) => [...file.content.toString("latin1").matchAll(/\/URI\s*\(([^)]*)\)/g)])
    .map((m) => m[1]);
  const decode = (url: string) => url.replace(/&amp;/g, "&");
  return {
    links: [...inText(mail.text), ...hrefs.map(decode), ...pdfLinks],
    all: [...inText(mail.text), ...[...hrefs, ...srcs].map(decode), ...attached, ...pdfLinks],
  };
}

function linkProblem(url: string): string | null {
  if (/^(mailto|tel):/i.test(url)) return null;
  try {
    const { origin } = new URL(url);
    return origin === PORT_4123_ORIGIN || EXTERNAL_ORIGINS.has(origin) ? null : origin;
  } catch {
    return "not an absolute URL";
  }
}

let db: TestDatabase;
const sent: { source: string; mail: ParsedMail }[] = [];
const seenJobs = new Set<string>();

/**
 * Does one thing, works the queue and reads the mails it sent, each named by its job (the
 * .eml of a job is named after its key); `messageEvent`: the event of its "message" jobs.
 */
async function step(action: () => Promise<unknown>, messageEvent?: string) {
  await action();
  const { failed } = await drainJobs({ maxJobs: 500, ignoreStartAfter: true });
  if (failed > 0) throw new Error(`${failed} job(s) failed after ${messageEvent ?? action}`);
  const jobs = await db.prisma.$queryRaw<{ id: string; data: { kind: string; key: string } }[]>`
    SELECT id::text AS id, data FROM pgboss.job WHERE name = 'mail' AND state = 'completed'`;
  for (const { id, data } of jobs) {
    if (seenJobs.has(id)) continue;
    seenJobs.add(id);
    const file = path.join(outbox, outboxFileName(messageIdFor(data.key), true));
    if (!existsSync(file)) continue; // composed to nothing (not sent)
    if (data.kind === "message" && !messageEvent)
      throw new Error(`A message mail from an unnamed step: ${file}`);
    const source = data.kind === "message" ? `message:${messageEvent}` : data.kind;
    sent.push({ source, mail: parseEml(readFileSync(file), file) });
  }
}

beforeAll(async () => {
  db = await setupTestDatabase();
  await getBoss();
  const { owner, companyId, outlet } = await priceBook(db.prisma, "Links Co");
  const company = await db.prisma.company.update({
    where: { id: companyId },
    data: {
      contactEmail: CONTACT,
      // A logo stored by the app: mails show it by its absolute address (lib/mail/brand.ts).
      logo: logoUrl(companyId, "ab".repeat(32)),
      reviewLink: "https://g.page/r/links-co/review",
      timeZone: "UTC",
      quoteReminderDays: [3],
      invoiceReminderDays: [7],
      textFrom: COMPANY_PHONE,
    },
  });
  const viewer = { companyId, userId: owner.user.id, role: "owner" as const };

  // A request: the owner's notification and the customer's confirmation.
  await step(async () => {
    expect((await post(body(companyId, [{ id: outlet.id, quantity: 2 }]))).status).toBe(201);
  });

  // A quote sent, viewed, approved (owner's news, signed copy), its deposit recorded.
  const approved = await createQuoteRows(db.prisma, companyId, { status: "draft" });
  await step(() => sendQuote(companyId, approved.quote.id, { to: null, message: "Hello!" }));
  await step(() => getPublicQuote(approved.token, { ip: "203.0.113.5" }));
  const { contentHash } = await getPublicQuote(approved.token, { recordView: false });
  const signing = { name: "Casey Client", signatureMethod: "typed" as const, contentHash };
  const evidence = { consent: true as const, termsAccepted: true as const };
  const client = { ip: "203.0.113.5", userAgent: "jest" };
  await step(() => approveQuote(approved.token, { ...signing, ...evidence }, client));
  const deposit = { amount: 100, method: "check" as const, paidOn: todayUtc(), note: null };
  await step(() => recordDeposit(companyId, approved.quote.id, deposit));
  // Another declined; a third sent 4 days ago gets the reminder of day 3.
  const declined = await createQuoteRows(db.prisma, companyId);
  await step(() => declineQuote(declined.token, { reason: "Too expensive" }));
  await createQuoteRows(db.prisma, companyId, { sentAt: new Date(Date.now() - 4 * DAY) });
  await step(() => queueQuoteReminders());

  // An invoice sent, paid by check then online (receipts, owner's news, review request).
  const { invoice } = await createInvoiceRows(db.prisma, companyId, { status: "draft" });
  await step(() => sendInvoice(companyId, invoice.id, { to: null, message: "Thanks!" }));
  const check = { amount: 280.19, method: "check" as const, reference: "1042", note: null };
  await step(() => recordInvoicePayment(companyId, invoice.id, { ...check, paidOn: todayUtc() }));
  const online = { amountCents: 100_000, stripeEventId: "evt_links", stripeSessionId: "cs_links" };
  const paidOn = new Date(`${todayUtc()}T00:00:00Z`);
  await step(() => recordInvoicePayment(companyId, invoice.id, { online: { ...online, paidOn } }));
  // Another, 7 days overdue: its reminder.
  await createInvoiceRows(db.prisma, companyId, {
    dueDate: new Date(Date.now() - 7 * DAY).toISOString().slice(0, 10),
    data: { sentAt: new Date(Date.now() - 20 * DAY) },
  });
  await step(() => queueInvoiceReminders());

  // A visit tomorrow with a technician (their assignment mail), moved, reminded, on the way.
  const tech = await createMember(db.prisma, companyId, "technician", "Sam Rivera");
  const visitClient = await db.prisma.client.create({
    data: { companyId, name: "Maria Lopez", email: "maria@example.com", address: "1 Elm St" },
  });
  const job = await createJob(companyId, { title: "Panel upgrade", clientId: visitClient.id });
  const tomorrow = new Date(Date.now() + DAY);
  tomorrow.setUTCHours(15, 0, 0, 0);
  const at = (hours: number) => new Date(tomorrow.getTime() + hours * 3_600_000);
  let visitId = "";
  await step(async () => {
    const input = { startAt: at(0), endAt: at(2), assigneeIds: [tech.user.id] };
    visitId = (await scheduleVisit(viewer, job.id, input)).visits[0].id;
  }, "member.assigned");
  await step(() => updateVisit(viewer, visitId, { startAt: at(1), endAt: at(3) }));
  await step(() => remindVisits());
  await step(() => progressVisit(viewer, visitId, "on_my_way"));

  // The messages finished when queued: the portal link, team, texts, support, account.
  const portalEmail = approved.client.email!;
  await step(
    () => requestPortalLink(company.slug, portalEmail, "unknown"),
    "portal.link_requested",
  );
  const inviter = { companyId, actorId: owner.user.id, actorRole: "owner" as const };
  const invitee = { email: "new-hire@example.com", role: "office" as const };
  await step(() => inviteMember(inviter, invitee), "member.invited");
  const text = {
    From: "+15125550177",
    To: COMPANY_PHONE,
    Body: "Is Tuesday ok?",
    MessageSid: "SM1",
  };
  await step(() => receiveText(text), "text.received");
  const member = await db.prisma.membership.findFirstOrThrow({ where: { userId: owner.user.id } });
  const session = { ...viewer, email: owner.user.email, memberId: member.id };
  const support = { subject: "Mail links", message: "Do the links in my mails work?" };
  await step(() => sendSupportMessage(session, support), "support.requested");
  const signUp = registerSchema.parse({
    ...{ name: "Someone", email: owner.user.email, password: "not-the-password-1" },
    ...{ companyName: "Copy Co", industryType: "electrical", slug: "copy-co-links" },
  });
  await step(() => registerOwner(signUp, "unknown"), "account.sign_up_attempted");
  const lock = [{ key: `account:${owner.user.email}`, lockAt: 1 }];
  const account = { email: owner.user.email, companyId };
  await step(() => recordSignInFailure(lock, account), "account.sign_in_locked");
});

afterAll(async () => {
  await db?.close();
  for (const dir of [outbox, textOutbox]) rmSync(dir, { recursive: true, force: true });
});

describe("mails of a server started as `PORT=4123 npm start` with no URL set", () => {
  it("take the site URL from PORT (read after the environment was set)", () => {
    const env = getServerEnv();
    expect(env.SITE_URL).toBe(PORT_4123_ORIGIN);
    expect([env.NEXTAUTH_URL, process.env.NEXT_PUBLIC_SITE_URL]).toEqual([undefined, undefined]);
  });

  it("cover every mail the code can queue, except those listed with a reason", () => {
    const sources = mailSources();
    expect(Object.keys(AUDIENCE).sort()).toEqual(sources);
    const kinds = mailJobSchema.options.map((option) => option.shape.kind.value);
    const queued = sources.map((source) => (source.startsWith("message:") ? "message" : source));
    expect([...new Set(queued)].sort()).toEqual([...kinds].sort());
    for (const audience of ["customer", "staff"] as const) {
      const covered = new Set(sent.map((one) => one.source));
      const of = (list: string[]) => list.filter((source) => AUDIENCE[source] === audience);
      expect(of([...covered].sort())).toEqual(of(sources.filter((s) => !(s in NOT_COVERED))));
    }
  });

  it("link only to http://localhost:4123 (or a listed outside host); each mail that should has a link", () => {
    expect(sent.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const { source, mail } of sent) {
      const { links, all } = linksOf(mail);
      const appLinks = links.filter((url) => url.startsWith(`${PORT_4123_ORIGIN}/`));
      if (appLinks.length === 0 && !LINKLESS.has(source))
        problems.push(`${source} "${mail.subject}": no link`);
      for (const url of new Set(all)) {
        const problem = linkProblem(url);
        if (problem) problems.push(`${source} "${mail.subject}": ${url} (${problem})`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("to a customer: Reply-To the company's contact email, a plain-text part and the logo", () => {
    const customer = sent.filter(({ source }) => AUDIENCE[source] === "customer");
    const logo = `${PORT_4123_ORIGIN}/api/logos/`;
    const rows = customer.map(({ source, mail }) => ({
      source,
      replyTo: mail.replyTo,
      plainText: mail.text.trim().length > 40,
      logo: mail.html.includes(`src="${logo}`),
    }));
    expect(rows).toEqual(
      customer.map(({ source }) => ({ source, replyTo: CONTACT, plainText: true, logo: true })),
    );
  });
});
