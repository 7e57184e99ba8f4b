import { createHash } from "node:crypto";
import type { FeeType, Prisma, QuoteStatus, UnitType } from "@prisma/client";
import { formatCents } from "@/lib/format";
import {
  centsToDecimalString,
  unitPriceCents,
  type DecimalLike,
  type PricingMaterial,
} from "@/lib/pricing";
import { PAYMENT_METHOD_LABELS } from "@/lib/quotes/format";
import { quoteContentHash } from "@/lib/quotes/content-hash";
import { deriveQuoteToken, hashQuoteToken } from "@/lib/quotes/link";
import { priceQuote } from "@/lib/quotes/price";
import {
  ADDRESSES,
  DEMO_QUOTE_TERMS,
  QUOTES,
  type EventSpec,
  type QuoteSpec,
  type LineSpec,
} from "./demo-quotes-data";
import { signaturePng } from "./signature-png";

/**
 * The demo company's clients, follow-up tasks and quotes, so the quote feature is at work on
 * first sign-in: a client per customer of the seeded requests (linked to them), tasks due
 * today, overdue, later and done, and quotes in every status (draft, sent, viewed, approved
 * with a signature and a recorded deposit, approved with the deposit due, declined, expired,
 * and one revised: revision 2 superseding revision 1), with option groups and optional lines,
 * totals by priceQuote and a timeline each. Deterministic, dated relative to `now`.
 * Runs after seedDemoActivity, in the same transaction (the seed deletes the demo company
 * first, so re-running it rebuilds all of this).
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
  /** The materials and the markup that applies (docs/pricing.md M2, M5): priced as the server does. */
  materials?: PricingMaterial[];
  markupPercent?: DecimalLike | null;
};
type Company = { id: string; name: string; taxRate: Prisma.Decimal; quoteValidDays: number };

/** Link fields of a quote, derived as the server derives them (lib/quotes/link.ts). */
export function demoQuoteLink(quoteId: string, nonce: string, secret: string) {
  const token = deriveQuoteToken(secret, quoteId, nonce);
  return { token, tokenHash: hashQuoteToken(token) };
}

const DAY = 24 * 60 * 60 * 1000;
const emailKey = (email: string) => email.trim().toLowerCase();
const utcDay = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

export async function seedDemoQuotes(
  tx: Prisma.TransactionClient,
  company: Company,
  services: SeedService[],
  { now = new Date(), linkSecret }: { now?: Date; linkSecret?: string } = {},
) {
  // A moment `days` ago at `hour` UTC, never later than a minute ago.
  const ago = (days: number, hour = 15) =>
    new Date(
      Math.min(
        utcDay(new Date(now.getTime() - days * DAY)).getTime() + hour * 3_600_000,
        now.getTime() - 60_000 * (1 + hour),
      ),
    );
  const service = (name: string) => {
    const found = services.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`Demo quotes: no service named ${name}`);
    return found;
  };

  // Clients: one per customer email of the requests (spam excluded), linked to their requests.
  const requests = await tx.estimateRequest.findMany({
    where: { companyId: company.id, isSpam: false },
    orderBy: { createdAt: "desc" },
  });
  const clients = new Map<string, { id: string; name: string; email: string }>();
  for (const request of [...requests].reverse()) {
    const key = emailKey(request.customerEmail);
    if (clients.has(key)) continue;
    const client = await tx.client.create({
      data: {
        companyId: company.id,
        name: request.customerName,
        email: request.customerEmail,
        emailKey: key,
        phone: request.customerPhone,
        address: ADDRESSES[request.customerName] ?? null,
        notes: request.notes,
        createdAt: request.createdAt,
      },
    });
    clients.set(key, { id: client.id, name: client.name, email: request.customerEmail });
    await tx.estimateRequest.updateMany({
      where: { companyId: company.id, customerEmail: request.customerEmail },
      data: { clientId: client.id },
    });
  }
  const clientNamed = (name: string) => {
    const found = [...clients.values()].find((client) => client.name === name);
    if (!found) throw new Error(`Demo quotes: no client named ${name}`);
    return found;
  };
  /** The client's latest request made before the quote was written (a quote answers a request). */
  const latestRequestBefore = (clientId: string, before: Date) =>
    requests.find((request) => clientIdOf(request) === clientId && request.createdAt <= before);
  const clientIdOf = (request: { customerEmail: string }) =>
    clients.get(emailKey(request.customerEmail))?.id;

  let signatureSeed = 0;
  const counts: Record<string, number> = {};

  /** Writes one quote row with its groups, lines, events and payment; returns it. */
  async function writeQuote(
    spec: QuoteSpec,
    number: number,
    revision: number,
    clientId: string,
    clientEmail: string,
    requestId: string | null,
    extraEvents: EventSpec[] = [],
  ) {
    const sentAt = spec.sent === null ? null : ago(spec.sent, 16);
    const createdAt = spec.sent === null ? ago(0, 9) : ago(spec.sent, 11);
    const quote = await tx.quote.create({
      data: {
        companyId: company.id,
        number,
        revision,
        clientId,
        estimateRequestId: requestId,
        status: spec.status,
        title: spec.title,
        message: spec.message ?? null,
        terms: DEMO_QUOTE_TERMS,
        discountType: spec.discount?.type ?? null,
        discountValue: spec.discount?.value ?? null,
        taxRate: company.taxRate,
        depositType: spec.deposit?.type ?? null,
        depositValue: spec.deposit?.value ?? null,
        expiresAt: utcDay(new Date(now.getTime() + spec.expiresIn * DAY)),
        sentAt,
        sentTo: sentAt ? clientEmail : null,
        firstViewedAt: spec.viewed !== undefined ? ago(spec.viewed, 18) : null,
        approvedAt: spec.approved ? ago(spec.approved.daysAgo, 19) : null,
        signerName: spec.approved?.name ?? null,
        signerIp: spec.approved?.ip ?? null,
        signerUserAgent: spec.approved
          ? "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1"
          : null,
        signatureImage: spec.approved ? signaturePng((signatureSeed += 1)) : null,
        declinedAt: spec.declined ? ago(spec.declined.daysAgo, 20) : null,
        declineReason: spec.declined?.reason ?? null,
        remindersSent: spec.remindersSent ?? [],
        createdAt,
      },
    });

    // Lines in order; a group's options stand where the group stands.
    type Row = Prisma.QuoteLineCreateManyInput & {
      unitPrice: string;
      quantity: string;
      feeValue: string | null;
      optional: boolean;
      groupId: string | null;
      selected: boolean;
    };
    const rows: Row[] = [];
    const lineRow = (line: LineSpec, groupId: string | null): Row => {
      const common = {
        quoteId: quote.id,
        sortOrder: rows.length,
        optional: groupId ? false : (line.optional ?? false),
        groupId,
        selected: line.selected ?? !groupId,
        note: line.note ?? null,
      };
      if ("service" in line) {
        const row = service(line.service);
        return {
          ...common,
          serviceId: row.id,
          name: row.name,
          description: row.description,
          unitType: row.unitType,
          unitPrice: centsToDecimalString(unitPriceCents(row)),
          quantity: String(line.quantity),
          feeName: row.serviceFee?.name ?? null,
          feeType: row.serviceFee?.type ?? null,
          feeValue: row.serviceFee ? row.serviceFee.amount.toFixed(2) : null,
          minutesPerUnit: row.unitType === "hourly" ? 60 : row.estimatedTime,
        };
      }
      return {
        ...common,
        serviceId: null,
        name: line.custom,
        description: line.description ?? null,
        unitType: line.unitType ?? "flat",
        unitPrice: line.unitPrice,
        quantity: String(line.quantity ?? 1),
        feeValue: null,
        minutesPerUnit: 0,
      };
    };
    let groupOrder = 0;
    for (const item of spec.items) {
      if ("group" in item) {
        const group = await tx.quoteGroup.create({
          data: { quoteId: quote.id, name: item.group, sortOrder: groupOrder++ },
        });
        for (const option of item.options) rows.push(lineRow(option, group.id));
      } else rows.push(lineRow(item, null));
    }
    const breakdown = priceQuote({
      lines: rows,
      discount: spec.discount ?? null,
      taxRate: company.taxRate,
      deposit: spec.deposit ?? null,
    });
    await tx.quoteLine.createMany({
      data: rows.map((row, index) => ({
        ...row,
        lineTotal: centsToDecimalString(breakdown.lines[index].totalCents),
      })),
    });

    // The approval evidence hashes exactly what the public page shows (docs/pricing.md Q7).
    const contentHash = spec.approved
      ? quoteContentHash(
          await tx.quote.findUniqueOrThrow({
            where: { id: quote.id },
            include: {
              lines: { orderBy: { sortOrder: "asc" } },
              groups: { orderBy: { sortOrder: "asc" } },
            },
          }),
        )
      : null;
    let link: { tokenNonce: string; tokenHash: string } | null = null;
    if (sentAt && linkSecret) {
      const tokenNonce = createHash("sha256")
        .update(`demo-nonce:${company.id}:${quote.id}`)
        .digest("base64url")
        .slice(0, 22);
      link = { tokenNonce, tokenHash: demoQuoteLink(quote.id, tokenNonce, linkSecret).tokenHash };
    }
    const saved = await tx.quote.update({
      where: { id: quote.id },
      data: {
        subtotal: centsToDecimalString(breakdown.subtotalCents),
        discountAmount: centsToDecimalString(breakdown.discountCents),
        taxAmount: centsToDecimalString(breakdown.taxCents),
        total: centsToDecimalString(breakdown.totalCents),
        depositAmount: centsToDecimalString(breakdown.depositCents),
        contentHash,
        ...(link ?? {}),
      },
    });

    // The timeline.
    const events: EventSpec[] = [
      {
        type: revision > 1 ? "revised" : "created",
        actor: "owner",
        detail: revision > 1 ? `Revision ${revision} created` : "Quote created",
        at: createdAt.getTime(),
      },
    ];
    if (sentAt)
      events.push({ type: "sent", actor: "owner", detail: `Sent to ${clientEmail}`, at: +sentAt });
    if (spec.viewed !== undefined)
      events.push({
        type: "viewed",
        actor: "customer",
        detail: "Viewed by the customer",
        at: +ago(spec.viewed, 18),
      });
    for (const day of spec.remindersSent ?? [])
      if (sentAt)
        events.push({
          type: "reminder_sent",
          actor: "system",
          detail: `Reminder sent (${day} days after sending)`,
          at: sentAt.getTime() + day * DAY + 3_600_000,
        });
    if (spec.approved) {
      if (spec.items.some((item) => "group" in item))
        events.push({
          type: "options_changed",
          actor: "customer",
          detail: "Options changed by the customer",
          at: +ago(spec.approved.daysAgo, 19) - 600_000,
        });
      events.push({
        type: "approved",
        actor: "customer",
        detail: `Approved by ${spec.approved.name}`,
        at: +ago(spec.approved.daysAgo, 19),
      });
    }
    if (spec.declined)
      events.push({
        type: "declined",
        actor: "customer",
        detail: `Declined: ${spec.declined.reason}`,
        at: +ago(spec.declined.daysAgo, 20),
      });
    if (spec.status === "expired")
      events.push({
        type: "expired",
        actor: "system",
        detail: `Expired: valid until ${saved.expiresAt!.toISOString().slice(0, 10)}`,
        at: saved.expiresAt!.getTime() + DAY + 900_000,
      });
    if (spec.payment) {
      const amountCents = breakdown.depositCents;
      await tx.quotePayment.create({
        data: {
          companyId: company.id,
          quoteId: quote.id,
          amount: centsToDecimalString(amountCents),
          method: spec.payment.method,
          paidOn: utcDay(ago(spec.payment.daysAgo)),
          note: spec.payment.note ?? null,
          createdAt: ago(spec.payment.daysAgo, 17),
        },
      });
      events.push({
        type: "deposit_recorded",
        actor: "owner",
        detail: `Deposit recorded: ${formatCents(amountCents)} (${PAYMENT_METHOD_LABELS[spec.payment.method]})`,
        at: +ago(spec.payment.daysAgo, 17),
      });
    }
    await tx.quoteEvent.createMany({
      data: [...events, ...extraEvents]
        .filter((event) => event.at <= now.getTime())
        .map((event) => ({
          quoteId: quote.id,
          type: event.type,
          actor: event.actor,
          detail: event.detail,
          data:
            event.type === "reminder_sent"
              ? { day: Number(/\d+/.exec(event.detail)![0]) }
              : undefined,
          createdAt: new Date(event.at),
        })),
    });
    counts[spec.status] = (counts[spec.status] ?? 0) + 1;
    return saved;
  }

  let number = 0;
  for (const spec of QUOTES) {
    number += 1;
    const client = clientNamed(spec.client);
    const firstSent = (spec.revisedFrom ?? spec).sent;
    const written = firstSent === null ? ago(0, 9) : ago(firstSent, 11);
    const request = latestRequestBefore(client.id, written) ?? null;
    if (spec.revisedFrom) {
      const first = await writeQuote(
        { ...spec.revisedFrom, client: spec.client, title: spec.title },
        number,
        1,
        client.id,
        client.email,
        request?.id ?? null,
        [
          {
            type: "revised",
            actor: "owner",
            detail: "Replaced by revision 2",
            at: +ago(spec.sent ?? 0, 10),
          },
        ],
      );
      const second = await writeQuote(
        spec,
        number,
        2,
        client.id,
        client.email,
        request?.id ?? null,
      );
      await tx.quote.update({ where: { id: first.id }, data: { supersededById: second.id } });
    } else {
      await writeQuote(spec, number, 1, client.id, client.email, request?.id ?? null);
    }
    if (request)
      await tx.estimateRequest.update({
        where: { id: request.id },
        data: {
          status:
            spec.status === "approved" ? "won" : spec.status === "declined" ? "lost" : "quoted",
        },
      });
  }
  await tx.company.update({
    where: { id: company.id },
    data: { lastQuoteNumber: number, quoteTerms: DEMO_QUOTE_TERMS },
  });

  // Follow-up tasks: due today, overdue, later, and done.
  const quotes = await tx.quote.findMany({
    where: { companyId: company.id, supersededById: null },
    select: { id: true, number: true, clientId: true, status: true },
    orderBy: { number: "asc" },
  });
  const quoteOf = (status: QuoteStatus) => quotes.find((quote) => quote.status === status);
  const today = utcDay(now);
  const dayFrom = (days: number) => new Date(today.getTime() + days * DAY);
  const unquoted = [...clients.values()].filter(
    (client) => !quotes.some((quote) => quote.clientId === client.id),
  );
  const tasks: Prisma.TaskCreateManyInput[] = [
    {
      title: "Call Linh about the transfer switch options",
      dueDate: dayFrom(0),
      quoteId: quoteOf("viewed")?.id,
      clientId: clientNamed("Linh Tran").id,
    },
    {
      title: "Schedule the panel upgrade with Maria",
      dueDate: dayFrom(0),
      quoteId: quoteOf("approved")?.id,
      clientId: clientNamed("Maria Gonzalez").id,
    },
    {
      title: "Collect the deposit from James",
      dueDate: dayFrom(-1),
      clientId: clientNamed("James Carter").id,
    },
    {
      title: "Follow up on the tune-up quote",
      dueDate: dayFrom(3),
      quoteId: quoteOf("sent")?.id,
      clientId: clientNamed("Kevin O'Brien").id,
    },
    ...(unquoted[0]
      ? [
          {
            title: `Visit ${unquoted[0].name} for measurements`,
            dueDate: dayFrom(2),
            clientId: unquoted[0].id,
            estimateRequestId: requests.find((request) => clientIdOf(request) === unquoted[0].id)
              ?.id,
          },
        ]
      : []),
    {
      title: "Order the 200A panel for Maria",
      dueDate: dayFrom(-8),
      done: true,
      doneAt: ago(8, 14),
      clientId: clientNamed("Maria Gonzalez").id,
    },
    {
      title: "Send Tom a repaint offer for the spring",
      dueDate: dayFrom(-4),
      done: true,
      doneAt: ago(4, 13),
      clientId: clientNamed("Tom Becker").id,
    },
  ].map((task) => ({ ...task, companyId: company.id }));
  await tx.task.createMany({ data: tasks });

  return {
    clients: clients.size,
    quotes: QUOTES.length,
    revisions: QUOTES.filter((spec) => spec.revisedFrom).length,
    tasks: tasks.length,
    statuses: counts,
  };
}
