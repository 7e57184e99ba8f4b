import { createHash } from "node:crypto";
import type {
  FeeType,
  InvoicePaymentMethod,
  InvoiceStatus,
  InvoiceTerms,
  Prisma,
  UnitType,
} from "@prisma/client";
import { addDays, dayIn, parseDay, startOfDayIn, todayIn } from "@/lib/dates";
import { newRowId } from "@/lib/db/statements";
import { together } from "@/lib/db/together";
import { formatCents, invoiceDisplayNumber, quoteDisplayNumber } from "@/lib/format";
import {
  dueDateFor,
  INVOICE_PAYMENT_METHOD_LABELS,
  OPEN_INVOICE_STATUSES,
} from "@/lib/invoices/format";
import { priceInvoice } from "@/lib/invoices/price";
import {
  centsToDecimalString,
  toCents,
  unitPriceCents,
  type DecimalLike,
  type PricingMaterial,
} from "@/lib/pricing";
import {
  depositToApply,
  planFromQuote,
  type InvoiceBreakdown,
  type InvoicePlanMode,
  type InvoiceQuoteContext,
  type PlannableQuoteLine,
} from "@/lib/pricing/invoice";
import { priceQuote } from "@/lib/quotes/price";
import { deriveInvoiceToken, hashQuoteToken } from "@/lib/resources/quote-link";

/**
 * The demo company's invoices, so the invoice feature is at work on first sign-in: one in
 * every status (draft, sent, viewed, partially paid, paid, void), with a partial payment by
 * check, a paid one with the quote's deposit credited and a review request clicked twice, a
 * paid one partly refunded, one overdue with its reminders and a 50% progress invoice of a
 * quote (paid) with the draft of its rest. Written as rows directly, like the demo quotes, in a
 * handful of bulk inserts (ids made here, so links, refunds and timeline rows can name them),
 * with every total computed by lib/pricing (planFromQuote, depositToApply, priceInvoice) and
 * every status, timeline row, reminder and review request as lib/invoices and the invoice
 * sweep (lib/invoices/sweep.ts) would have left them. Dated relative to `now` in the
 * company's time zone; numbered INV-0001… in the order they were created. Runs after
 * seedDemoQuotes, seedDemoRequestDetails and seedDemoAnalytics (which sets the time zone), in
 * the same transaction: the seed deletes the demo company first, so re-running it rebuilds
 * all of this.
 */

type SeedService = {
  id: string;
  name: string;
  description: string | null;
  unitType: UnitType;
  basePrice: Prisma.Decimal;
  estimatedTime: number;
  laborRate: { rate: Prisma.Decimal } | null;
  serviceFee: { name: string; type: FeeType; amount: Prisma.Decimal } | null;
  materials?: PricingMaterial[];
  markupPercent?: DecimalLike | null;
};

/** The demo company's review page (Company.reviewLink) and invoice defaults. */
export const DEMO_REVIEW_LINK = "https://brightline.example/review";
export const DEMO_INVOICE_TERMS: InvoiceTerms = "net_15";
export const DEMO_INVOICE_NOTES =
  "Thank you for choosing Brightline. Checks payable to Brightline Home Services; to pay by card, call (512) 555-0142.";

/** Link fields of an invoice, derived as the server derives them (lib/invoices/lifecycle.ts). */
export function demoInvoiceLink(invoiceId: string, nonce: string, secret: string) {
  const token = deriveInvoiceToken(secret, invoiceId, nonce);
  return { token, tokenHash: hashQuoteToken(token) };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** How long after local midnight the sweep (every 15 minutes) first sees a new day. */
const SWEEP_DELAY = 5 * MINUTE;
const REVIEW_INTERVAL_DAYS = 90;
const OPEN: readonly InvoiceStatus[] = OPEN_INVOICE_STATUSES;

type LineSpec =
  | { service: string; quantity: number }
  | { custom: string; description?: string; unitPrice: string; quantity?: number };
type PaymentSpec = {
  at: Date;
  method: InvoicePaymentMethod;
  reference?: string;
  note?: string;
  /** Cents paid, from the balance at the time (default: all of it). */
  amount?: (balanceCents: number) => number;
};
type InvoiceSpec = {
  key: string;
  title?: string;
  terms: InvoiceTerms;
  created: Date;
  sent?: Date;
  viewed?: Date;
  payments?: PaymentSpec[];
  /** A refund of payments[of]. */
  refund?: { of: number; at: Date; cents: number; reason: string };
  voided?: { at: Date; reason: (numberOf: (key: string) => string) => string };
  reviewClicks?: number;
} & (
  | { client: string; lines: LineSpec[] }
  | { quote: ApprovedQuote; mode: InvoicePlanMode; how: string }
);

type ApprovedQuote = Prisma.QuoteGetPayload<{ include: { lines: true } }>;
type InvoiceLineRow = Omit<Prisma.InvoiceLineCreateManyInput, "invoiceId" | "sortOrder"> & {
  quoteLineId: string | null;
  unitPrice: string;
  quantity: string;
  feeValue: string | null;
};
type TimelineRow = {
  type: string;
  actor: "owner" | "customer" | "system";
  detail: string;
  data?: Prisma.InputJsonValue;
  at: number;
};
/** What an earlier invoice of a quote billed (as lib/invoices/quote-context.ts reads it). */
type Billed = {
  quoteId: string;
  lines: { quoteLineId: string | null; totalCents: number }[];
  quotedCents: number;
  quotedTaxCents: number;
  depositAppliedCents: number;
};

/** "Reminder sent (3 days before the due date)", as lib/events/effects.ts words it. */
const reminderDetail = (day: number) =>
  day === 0
    ? "Reminder sent (due today)"
    : day < 0
      ? `Reminder sent (${-day} day${day === -1 ? "" : "s"} before the due date)`
      : `Reminder sent (${day} day${day === 1 ? "" : "s"} overdue)`;

export async function seedDemoInvoices(
  tx: Prisma.TransactionClient,
  { id: companyId }: { id: string },
  services: SeedService[],
  { now = new Date(), linkSecret }: { now?: Date; linkSecret?: string } = {},
) {
  const company = await tx.company.update({
    where: { id: companyId },
    data: {
      reviewLink: DEMO_REVIEW_LINK,
      invoiceTerms: DEMO_INVOICE_TERMS,
      invoiceNotes: DEMO_INVOICE_NOTES,
    },
    select: { taxRate: true, timeZone: true, invoiceReminderDays: true, reviewLink: true },
  });
  const zone = company.timeZone;
  const today = todayIn(zone, now);
  /**
   * `hour`:`minute` local time, `days` days ago in the company's zone; a time of today still
   * to come is a few minutes ago instead (later times later), so nothing happens after `now`.
   */
  const at = (days: number, hour: number, minute = 0) => {
    const local =
      startOfDayIn(addDays(today, -days), zone).getTime() + hour * HOUR + minute * MINUTE;
    return new Date(Math.min(local, now.getTime() - (24 * 60 - hour * 60 - minute) * 1000));
  };
  const later = (date: Date, minutes: number) => new Date(date.getTime() + minutes * MINUTE);
  const notAfter = (date: Date, minutesBeforeNow: number) =>
    new Date(Math.min(date.getTime(), now.getTime() - minutesBeforeNow * MINUTE));

  const [clientRows, quotes, depositRows] = await together(tx, [
    () =>
      tx.client.findMany({
        where: { companyId },
        select: {
          id: true,
          name: true,
          email: true,
          reviewOptOut: true,
          properties: { select: { id: true }, take: 2 },
        },
      }),
    () =>
      tx.quote.findMany({
        where: { companyId, status: "approved", supersededById: null },
        include: { lines: { orderBy: [{ sortOrder: "asc" }, { id: "asc" }] } },
        orderBy: { number: "asc" },
      }),
    // A quote's deposit is what was paid on any revision of its number (as quote-context.ts).
    () =>
      tx.quotePayment.findMany({
        where: { companyId },
        select: { amount: true, quote: { select: { number: true } } },
      }),
  ]);
  const clientNamed = (name: string) => {
    const found = clientRows.find((client) => client.name === name);
    if (!found) throw new Error(`Demo invoices: no client named ${name}`);
    return found;
  };
  const depositPaidCents = (quote: ApprovedQuote) =>
    depositRows
      .filter((row) => row.quote.number === quote.number)
      .reduce((sum, row) => sum + toCents(row.amount), 0);
  // The approved quote with its deposit paid is invoiced whole (the deposit credited); the
  // other one in two: 50% now, the rest later.
  const deposited = quotes.find((quote) => depositPaidCents(quote) > 0);
  const progress = quotes.find((quote) => quote !== deposited);
  if (!deposited || !progress || !progress.approvedAt)
    throw new Error(
      "Demo invoices: two approved demo quotes are needed, one with its deposit paid",
    );
  const service = (name: string) => {
    const found = services.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`Demo invoices: no service named ${name}`);
    return found;
  };

  // The 50% invoice goes out the afternoon the quote was approved and is paid the next day.
  const progressCreated = later(progress.approvedAt, 90);
  const progressPaid = notAfter(
    new Date(
      startOfDayIn(addDays(dayIn(progress.approvedAt, zone), 1), zone).getTime() + 11 * HOUR,
    ),
    30,
  );
  const plumbing: LineSpec[] = [
    { service: "Water Softener Installation", quantity: 1 },
    { service: "Leak Repair", quantity: 2 },
  ];
  const specs: InvoiceSpec[] = [
    {
      key: "overdue",
      client: "Brian Murphy",
      title: "Water softener and leak repair",
      terms: "net_15",
      lines: plumbing,
      created: at(35, 10),
      sent: at(35, 10, 20),
    },
    {
      key: "void",
      client: "Brian Murphy",
      title: "Water softener and leak repair",
      terms: "net_15",
      lines: plumbing,
      created: at(30, 9),
      sent: at(30, 9, 15),
      voided: {
        at: at(27, 11),
        reason: (numberOf) => `Duplicate of ${numberOf("overdue")}, sent by mistake.`,
      },
    },
    {
      key: "refunded",
      client: "Elena Petrova",
      title: "Kitchen plumbing repairs",
      terms: "net_30",
      lines: [
        { service: "Garbage Disposal Installation", quantity: 1 },
        { service: "Faucet Replacement", quantity: 1 },
        { service: "Drain Cleaning", quantity: 1 },
      ],
      created: at(21, 14),
      sent: at(21, 14, 10),
      viewed: at(20, 19),
      payments: [{ at: at(18, 10), method: "card", note: "Paid in full at the door." }],
      refund: {
        of: 0,
        at: at(16, 15),
        cents: 200_00,
        reason: "The customer asked to pay part by check instead of card; refunded to the card.",
      },
    },
    {
      key: "partial",
      client: "Chris Walker",
      title: "Ceiling fans and lighting",
      terms: "net_30",
      lines: [
        { service: "Ceiling Fan Installation", quantity: 2 },
        { service: "Light Fixture Installation", quantity: 3 },
        {
          custom: "Fan-rated box upgrade",
          description: "Replace a light box with a fan-rated brace box.",
          unitPrice: "45.00",
          quantity: 2,
        },
      ],
      created: at(12, 16),
      sent: at(12, 16, 10),
      viewed: at(11, 20),
      payments: [
        {
          at: at(6, 13),
          method: "check",
          reference: "2087",
          note: "First payment; the rest on completion, as agreed.",
          // About 40%, in whole $50.
          amount: (balance) => Math.max(50_00, Math.round((balance * 0.4) / 50_00) * 50_00),
        },
      ],
    },
    {
      key: "paid",
      quote: deposited,
      mode: { kind: "rest" },
      how: "",
      terms: "net_15",
      created: at(7, 9),
      sent: at(7, 9, 15),
      viewed: at(6, 18),
      payments: [{ at: at(4, 12), method: "card", note: "Visa at the final walkthrough." }],
      reviewClicks: 2,
    },
    {
      key: "viewed",
      client: "Priya Natarajan",
      title: "Heat pump repair",
      terms: "net_15",
      lines: [
        { service: "HVAC Repair Visit", quantity: 2 },
        {
          custom: "Dual run capacitor and contactor",
          description: "Parts replaced to keep the old system running another season.",
          unitPrice: "138.00",
        },
      ],
      created: at(3, 10),
      sent: at(3, 10, 10),
      viewed: at(2, 19),
    },
    {
      key: "progress",
      quote: progress,
      mode: { kind: "percent", percent: "50" },
      how: " (50%)",
      terms: "net_15",
      created: progressCreated,
      sent: later(progressCreated, 10),
      payments: [{ at: progressPaid, method: "bank_transfer", reference: "ACH 88213" }],
    },
    {
      key: "sent",
      client: "Fatima Hassan",
      title: "Duct cleaning and furnace tune-up",
      terms: "net_15",
      lines: [
        { service: "Duct Cleaning", quantity: 14 },
        { service: "Furnace Tune-Up", quantity: 1 },
      ],
      created: at(1, 9),
      sent: at(1, 9, 10),
    },
    {
      key: "rest",
      quote: progress,
      mode: { kind: "rest" },
      how: "",
      terms: DEMO_INVOICE_TERMS,
      created: notAfter(later(progressPaid, 180), 20),
    },
    {
      key: "draft",
      client: "Daniel Kim",
      title: "Light fixtures and GFCI outlets",
      terms: DEMO_INVOICE_TERMS,
      lines: [
        { service: "Light Fixture Installation", quantity: 2 },
        { service: "GFCI Outlet Upgrade", quantity: 4 },
      ],
      created: at(0, 9),
    },
  ];

  // Numbered in the order they were created, as the server numbers them.
  const ordered = [...specs].sort((a, b) => a.created.getTime() - b.created.getTime());
  const ids = new Map(ordered.map((spec) => [spec.key, newRowId()]));
  const numberOf = (key: string) =>
    invoiceDisplayNumber(ordered.findIndex((spec) => spec.key === key) + 1);

  const invoices: Prisma.InvoiceCreateManyInput[] = [];
  const lineRows: Prisma.InvoiceLineCreateManyInput[] = [];
  const paymentRows: Prisma.InvoicePaymentCreateManyInput[] = [];
  const eventRows: Prisma.InvoiceEventCreateManyInput[] = [];
  const paidMoments: { at: Date; invoiceId: string; clientId: string | null; clicks: number }[] =
    [];
  const billed: Billed[] = [];
  const counts: Partial<Record<InvoiceStatus, number>> = {};

  for (const [index, spec] of ordered.entries()) {
    const id = ids.get(spec.key)!;
    const number = index + 1;

    // The lines and their pricing (docs/pricing.md I1-I8), as lib/invoices/create.ts does.
    let lines: InvoiceLineRow[];
    let discount: { type: FeeType; value: string } | null = null;
    let context: InvoiceQuoteContext | null = null;
    let depositAppliedCents = 0;
    let client: { id: string; name: string; email: string | null; reviewOptOut: boolean } | null;
    let propertyId: string | null;
    let title: string | null;
    let taxRate: Prisma.Decimal;
    let created: string;
    if ("client" in spec) {
      const row = clientNamed(spec.client);
      client = row;
      propertyId = row.properties.length === 1 ? row.properties[0].id : null;
      title = spec.title ?? null;
      taxRate = company.taxRate;
      created = `Created for ${row.name}`;
      lines = spec.lines.map((line): InvoiceLineRow => {
        if ("service" in line) {
          const found = service(line.service);
          return {
            quoteLineId: null,
            serviceId: found.id,
            name: found.name,
            description: found.description,
            unitType: found.unitType,
            unitPrice: centsToDecimalString(unitPriceCents(found)),
            quantity: String(line.quantity),
            feeName: found.serviceFee?.name ?? null,
            feeType: found.serviceFee?.type ?? null,
            feeValue: found.serviceFee ? found.serviceFee.amount.toFixed(2) : null,
          };
        }
        return {
          quoteLineId: null,
          serviceId: null,
          name: line.custom,
          description: line.description ?? null,
          unitType: "flat",
          unitPrice: line.unitPrice,
          quantity: String(line.quantity ?? 1),
          feeName: null,
          feeType: null,
          feeValue: null,
        };
      });
    } else {
      const { quote } = spec;
      const billing = quoteBilling(
        quote,
        billed.filter((one) => one.quoteId === quote.id),
      );
      context = billing.context;
      client = quote.clientId
        ? clientRows.find((candidate) => candidate.id === quote.clientId)!
        : null;
      propertyId = quote.propertyId;
      title = quote.title;
      taxRate = quote.taxRate;
      created = `Created from ${quoteDisplayNumber(quote.number, quote.revision)}${spec.how}`;
      const plan = planFromQuote(billing.context, billing.lines, spec.mode);
      if (plan.lines.length === 0)
        throw new Error(`Demo invoices: nothing left to bill on ${title}`);
      lines = plan.lines.map((line) => ({
        quoteLineId: line.quoteLineId,
        serviceId: line.serviceId,
        name: line.name,
        description: line.description,
        unitType: line.unitType,
        unitPrice: centsToDecimalString(line.unitPriceCents),
        quantity: line.quantity,
        feeName: line.fee ? line.feeName : null,
        feeType: line.fee?.type ?? null,
        feeValue: line.fee ? String(line.fee.value) : null,
      }));
      discount =
        plan.discountCents > 0
          ? { type: "fixed", value: centsToDecimalString(plan.discountCents) }
          : null;
      const first = priceInvoice({ lines, discount, taxRate }, context);
      depositAppliedCents = depositToApply(
        depositPaidCents(quote),
        billed
          .filter((one) => one.quoteId === quote.id)
          .reduce((sum, one) => sum + one.depositAppliedCents, 0),
        first.totalCents,
      );
    }
    const price = (paidCents: number) =>
      priceInvoice(
        {
          lines,
          discount,
          taxRate,
          depositApplied: centsToDecimalString(depositAppliedCents),
          amountPaid: centsToDecimalString(paidCents),
        },
        context,
      );
    const totalCents = price(0).totalCents;

    // Its life, step by step, as lib/invoices moves it (lifecycle.ts, payments.ts).
    let status = "draft" as InvoiceStatus;
    const changes: { at: number; status: InvoiceStatus }[] = [
      { at: spec.created.getTime(), status },
    ];
    const move = (when: Date, to: InvoiceStatus) => {
      status = to;
      changes.push({ at: when.getTime(), status: to });
    };
    const timeline: TimelineRow[] = [
      { type: "created", actor: "owner", detail: created, at: spec.created.getTime() },
    ];
    let paidCents = 0;
    let paidAt: Date | null = null;
    const payments: { id: string; cents: number; left: number; method: InvoicePaymentMethod }[] =
      [];
    const balance = () => totalCents - depositAppliedCents - paidCents;
    const sentTo = spec.sent ? client?.email : null;
    if (spec.sent && !sentTo) throw new Error(`Demo invoices: ${spec.key} has no one to send to`);

    type Step = { at: Date; run: () => void };
    const steps: Step[] = [];
    if (spec.sent)
      steps.push({
        at: spec.sent,
        run: () => {
          move(spec.sent!, "sent");
          timeline.push({
            type: "sent",
            actor: "owner",
            detail: `Sent to ${sentTo}`,
            at: spec.sent!.getTime(),
          });
        },
      });
    if (spec.viewed)
      steps.push({
        at: spec.viewed,
        run: () => {
          if (status === "sent") move(spec.viewed!, "viewed");
          timeline.push({
            type: "viewed",
            actor: "customer",
            detail: "Opened by the customer for the first time",
            data: { ip: `203.0.113.${20 + number}` },
            at: spec.viewed!.getTime(),
          });
        },
      });
    for (const payment of spec.payments ?? [])
      steps.push({
        at: payment.at,
        run: () => {
          if (!OPEN.includes(status))
            throw new Error(`Demo invoices: ${spec.key} cannot take a payment when ${status}`);
          const cents = (payment.amount ?? ((owed: number) => owed))(balance());
          if (cents <= 0 || cents > balance())
            throw new Error(`Demo invoices: ${spec.key} pays ${cents} of ${balance()}`);
          const paymentId = newRowId();
          payments.push({ id: paymentId, cents, left: cents, method: payment.method });
          paymentRows.push({
            id: paymentId,
            companyId,
            invoiceId: id,
            amount: centsToDecimalString(cents),
            method: payment.method,
            reference: payment.reference ?? null,
            paidOn: parseDay(dayIn(payment.at, zone))!,
            note: payment.note ?? null,
            createdAt: payment.at,
          });
          paidCents += cents;
          const label = INVOICE_PAYMENT_METHOD_LABELS[payment.method];
          timeline.push({
            type: "payment_recorded",
            actor: "owner",
            detail: `${formatCents(cents)} received (${label}${payment.reference ? ` ${payment.reference}` : ""})`,
            data: { paymentId },
            at: payment.at.getTime(),
          });
          if (balance() <= 0) {
            move(payment.at, "paid");
            paidAt = payment.at;
            timeline.push({
              type: "paid",
              actor: "owner",
              detail: "Paid in full",
              at: payment.at.getTime(),
            });
            paidMoments.push({
              at: payment.at,
              invoiceId: id,
              clientId: client?.id ?? null,
              clicks: spec.reviewClicks ?? 0,
            });
          } else move(payment.at, "partially_paid");
        },
      });
    if (spec.refund) {
      const refund = spec.refund;
      steps.push({
        at: refund.at,
        run: () => {
          const of = payments[refund.of];
          if (!of || refund.cents <= 0 || refund.cents > of.left)
            throw new Error(`Demo invoices: ${spec.key} refunds more than was paid`);
          const refundId = newRowId();
          of.left -= refund.cents;
          paymentRows.push({
            id: refundId,
            companyId,
            invoiceId: id,
            amount: centsToDecimalString(-refund.cents),
            method: of.method,
            paidOn: parseDay(dayIn(refund.at, zone))!,
            refundOfId: of.id,
            reason: refund.reason,
            createdAt: refund.at,
          });
          paidCents -= refund.cents;
          timeline.push({
            type: "payment_refunded",
            actor: "owner",
            detail: `${formatCents(refund.cents)} refunded: ${refund.reason}`,
            data: { paymentId: refundId },
            at: refund.at.getTime(),
          });
          if (status === "paid") paidAt = null;
          move(refund.at, paidCents + depositAppliedCents > 0 ? "partially_paid" : "sent");
        },
      });
    }
    let voidReason: string | null = null;
    if (spec.voided) {
      const voided = spec.voided;
      steps.push({
        at: voided.at,
        run: () => {
          if (paidCents > 0)
            throw new Error(`Demo invoices: ${spec.key} is voided with money on it`);
          voidReason = voided.reason(numberOf);
          move(voided.at, "void");
          timeline.push({
            type: "voided",
            actor: "owner",
            detail: `Voided: ${voidReason}`,
            at: voided.at.getTime(),
          });
        },
      });
    }
    steps.sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const step of steps) step.run();

    // What the sweep did meanwhile (lib/invoices/sweep.ts): overdue once the due day has
    // passed, the reminder offsets as their days came (mailed when after the day of sending).
    const issueDate = dayIn(spec.created, zone);
    const dueDate = dueDateFor(issueDate, spec.terms);
    const statusAt = (when: number) =>
      changes.filter((change) => change.at <= when).at(-1)?.status ?? "draft";
    const openAt = (when: number) => when <= now.getTime() && OPEN.includes(statusAt(when));
    let overdueAt: Date | null = null;
    const overdueSweep = startOfDayIn(addDays(dueDate, 1), zone).getTime() + SWEEP_DELAY;
    if (openAt(overdueSweep)) {
      overdueAt = new Date(overdueSweep);
      timeline.push({
        type: "overdue",
        actor: "system",
        detail: `Overdue: it was due on ${dueDate}`,
        at: overdueSweep,
      });
    }
    const remindersSent: number[] = [];
    if (spec.sent) {
      const sentDay = dayIn(spec.sent, zone);
      for (const day of [...new Set(company.invoiceReminderDays)].sort((a, b) => a - b)) {
        const reminderDay = addDays(dueDate, day);
        if (reminderDay > today) continue;
        const sweep =
          Math.max(startOfDayIn(reminderDay, zone).getTime(), spec.sent.getTime()) + SWEEP_DELAY;
        if (!openAt(sweep)) continue;
        remindersSent.push(day);
        if (reminderDay > sentDay)
          timeline.push({
            type: "reminder_sent",
            actor: "system",
            detail: reminderDetail(day),
            data: { day },
            at: sweep,
          });
      }
    }

    const breakdown = price(paidCents);
    if (breakdown.problems.length > 0)
      throw new Error(`Demo invoices: ${spec.key} bills more than its quote`);
    let link: { tokenNonce: string; tokenHash: string } | null = null;
    if (spec.sent && linkSecret) {
      const tokenNonce = createHash("sha256")
        .update(`demo-invoice-nonce:${companyId}:${id}`)
        .digest("base64url")
        .slice(0, 22);
      link = { tokenNonce, tokenHash: demoInvoiceLink(id, tokenNonce, linkSecret).tokenHash };
    }
    timeline.sort((a, b) => a.at - b.at);
    invoices.push({
      id,
      companyId,
      number,
      clientId: client?.id ?? null,
      propertyId,
      quoteId: "quote" in spec ? spec.quote.id : null,
      status,
      title,
      notes: DEMO_INVOICE_NOTES,
      terms: spec.terms,
      issueDate: parseDay(issueDate)!,
      dueDate: parseDay(dueDate)!,
      discountType: discount?.type ?? null,
      discountValue: discount?.value ?? null,
      taxRate,
      ...totalsData(breakdown),
      // A void invoice owes nothing (lib/invoices/lifecycle.ts voidInvoice).
      ...(status === "void" ? { balance: "0.00" } : {}),
      ...(link ?? {}),
      sentAt: spec.sent ?? null,
      sentTo: sentTo ?? null,
      firstViewedAt: spec.viewed ?? null,
      paidAt,
      voidedAt: spec.voided?.at ?? null,
      voidReason,
      overdueAt,
      remindersSent,
      createdAt: spec.created,
      updatedAt: new Date(timeline.at(-1)!.at),
    });
    breakdown.lines.forEach((priced, sortOrder) =>
      lineRows.push({
        ...lines[sortOrder],
        invoiceId: id,
        sortOrder,
        lineTotal: centsToDecimalString(priced.totalCents),
      }),
    );
    for (const row of timeline)
      eventRows.push({
        invoiceId: id,
        type: row.type,
        actor: row.actor,
        detail: row.detail,
        data: row.data,
        createdAt: new Date(row.at),
      });
    if (status !== "void" && "quote" in spec)
      billed.push({
        quoteId: spec.quote.id,
        lines: breakdown.lines.map((priced) => ({
          quoteLineId: priced.line.quoteLineId ?? null,
          totalCents: priced.totalCents,
        })),
        quotedCents: breakdown.quotedCents,
        quotedTaxCents: breakdown.quotedTaxCents,
        depositAppliedCents: breakdown.depositAppliedCents,
      });
    counts[status] = (counts[status] ?? 0) + 1;
  }

  // A review request after each payment in full, as lib/invoices/reviews.ts asks: a client
  // with an email who has not opted out, at most once in 90 days.
  const reviewRows: Prisma.ReviewRequestCreateManyInput[] = [];
  const asked = new Map<string, number>();
  for (const moment of paidMoments.sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const client = clientRows.find((row) => row.id === moment.clientId);
    if (!company.reviewLink || !client?.email || client.reviewOptOut) continue;
    const last = asked.get(client.id);
    if (last !== undefined && moment.at.getTime() - last < REVIEW_INTERVAL_DAYS * 24 * HOUR)
      continue;
    asked.set(client.id, moment.at.getTime());
    reviewRows.push({
      companyId,
      clientId: client.id,
      invoiceId: moment.invoiceId,
      sentAt: moment.at,
      clicks: moment.clicks,
      firstClickAt: moment.clicks > 0 ? notAfter(later(moment.at, 150), 2) : null,
    });
  }

  await tx.invoice.createMany({ data: invoices });
  await tx.invoiceLine.createMany({ data: lineRows });
  // Payments before their refunds (refundOfId names a row of the same batch).
  await tx.invoicePayment.createMany({ data: paymentRows.filter((row) => !row.refundOfId) });
  await tx.invoicePayment.createMany({ data: paymentRows.filter((row) => row.refundOfId) });
  await tx.invoiceEvent.createMany({ data: eventRows });
  if (reviewRows.length > 0) await tx.reviewRequest.createMany({ data: reviewRows });
  await tx.company.update({
    where: { id: companyId },
    data: { lastInvoiceNumber: invoices.length },
  });

  return {
    invoices: invoices.length,
    payments: paymentRows.filter((row) => !row.refundOfId).length,
    refunds: paymentRows.filter((row) => row.refundOfId).length,
    reviewRequests: reviewRows.length,
    statuses: counts,
  };
}

/** The stored totals of a priced invoice (as lib/invoices/create.ts invoiceTotalsData). */
function totalsData(breakdown: InvoiceBreakdown<unknown>) {
  const money = centsToDecimalString;
  return {
    subtotal: money(breakdown.subtotalCents),
    discountAmount: money(breakdown.discountCents),
    taxAmount: money(breakdown.taxCents),
    total: money(breakdown.totalCents),
    quotedAmount: money(breakdown.quotedCents),
    quotedTax: money(breakdown.quotedTaxCents),
    depositApplied: money(breakdown.depositAppliedCents),
    amountPaid: money(breakdown.paidCents),
    balance: money(breakdown.balanceCents),
  };
}

/**
 * What an invoice of `quote` is planned and priced against, given what its earlier live
 * invoices billed: lockQuoteBilling of lib/invoices/quote-context.ts, read from memory.
 */
function quoteBilling(quote: ApprovedQuote, others: Billed[]) {
  const priced = priceQuote(quote);
  const billedOf = new Map<string, number>();
  let otherQuotedCents = 0;
  let otherQuotedTaxCents = 0;
  let otherDiscountCents = 0;
  for (const invoice of others) {
    let quotedSubtotal = 0;
    for (const line of invoice.lines) {
      if (!line.quoteLineId) continue;
      quotedSubtotal += line.totalCents;
      billedOf.set(line.quoteLineId, (billedOf.get(line.quoteLineId) ?? 0) + line.totalCents);
    }
    otherQuotedCents += invoice.quotedCents;
    otherQuotedTaxCents += invoice.quotedTaxCents;
    otherDiscountCents += Math.max(
      0,
      quotedSubtotal - (invoice.quotedCents - invoice.quotedTaxCents),
    );
  }
  const included = priced.lines.filter((line) => line.included);
  const context: InvoiceQuoteContext = {
    subtotalCents: priced.subtotalCents,
    discountCents: priced.discountCents,
    taxCents: priced.taxCents,
    totalCents: priced.totalCents,
    taxRate: quote.taxRate.toString(),
    lines: included.map(({ line, totalCents }) => ({
      id: line.source.id,
      totalCents,
      billedCents: billedOf.get(line.source.id) ?? 0,
    })),
    otherQuotedCents,
    otherQuotedTaxCents,
    otherDiscountCents,
  };
  const lines: PlannableQuoteLine[] = included.map(({ line, totalCents }) => ({
    id: line.source.id,
    serviceId: line.source.serviceId,
    name: line.source.name,
    description: line.source.description,
    unitType: line.source.unitType,
    unitPriceCents: line.unitPriceCents,
    quantity: line.source.quantity.toString(),
    fee: line.fee,
    feeName: line.source.feeName,
    minutesPerUnit: line.source.minutesPerUnit,
    totalCents,
    billedCents: billedOf.get(line.source.id) ?? 0,
  }));
  return { context, lines };
}
