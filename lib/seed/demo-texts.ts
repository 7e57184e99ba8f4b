/**
 * The demo's texts (docs/texts.md): a conversation with a customer on a quote that waits for an
 * answer (in and out, the last one unread), and a follow-up text that an approval followed
 * (the analytics follow-up report counts it).
 */
import type { Company, Prisma } from "@prisma/client";
import { toE164 } from "../texts/phone";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export async function seedDemoTexts(
  tx: Prisma.TransactionClient,
  company: Company,
  { now = new Date() }: { now?: Date } = {},
) {
  const from = "+15005550006"; // the demo's stand-in for the shared sender
  const quotes = await tx.quote.findMany({
    where: { companyId: company.id, supersededById: null, sentAt: { not: null } },
    include: { client: { select: { id: true, name: true, phone: true } } },
    orderBy: { number: "asc" },
  });
  const phoneOf = (quote: (typeof quotes)[number]) =>
    toE164(quote.client?.phone, company.country) ?? null;
  const consent = (phone: string, at: Date) =>
    tx.textConsent.upsert({
      where: { companyId_phone: { companyId: company.id, phone } },
      create: { companyId: company.id, phone, status: "consented", source: "request_form", at },
      update: {},
    });
  let texts = 0;

  // A follow-up text two days after sending, and the approval after it.
  const approved = quotes.find(
    (quote) =>
      quote.status === "approved" &&
      quote.approvedAt &&
      phoneOf(quote) &&
      quote.approvedAt.getTime() - quote.sentAt!.getTime() > 2 * HOUR,
  );
  if (approved) {
    const to = phoneOf(approved)!;
    const sentAt = approved.sentAt!;
    const at = new Date(
      Math.min(sentAt.getTime() + 2 * DAY, approved.approvedAt!.getTime() - HOUR),
    );
    await consent(to, sentAt);
    await tx.textMessage.create({
      data: {
        companyId: company.id,
        direction: "outbound",
        from,
        to,
        body: `Hi ${approved.client!.name.split(" ")[0]}, just checking in on your quote from ${company.name}. Any questions? Reply STOP to opt out.`,
        status: "delivered",
        purpose: "follow-up",
        clientId: approved.clientId,
        quoteId: approved.id,
        createdAt: at,
      },
    });
    await tx.quoteEvent.create({
      data: {
        quoteId: approved.id,
        type: "reminder_sent",
        actor: "system",
        detail: "Follow-up text sent (2 days after sending)",
        data: { day: 2, channel: "text" },
        createdAt: at,
      },
    });
    texts += 1;
  }

  // A conversation on a quote the customer has not answered yet; the last text is unread.
  const waiting = quotes.find(
    (quote) =>
      (quote.status === "sent" || quote.status === "viewed") &&
      phoneOf(quote) &&
      phoneOf(quote) !== (approved ? phoneOf(approved) : null),
  );
  if (waiting) {
    const to = phoneOf(waiting)!;
    const first = waiting.client!.name.split(" ")[0];
    const start = Math.max(waiting.sentAt!.getTime(), now.getTime() - 2 * DAY);
    const at = (hours: number) => new Date(Math.min(start + hours * HOUR, now.getTime() - 60_000));
    await consent(to, waiting.sentAt!);
    const link = { clientId: waiting.clientId, quoteId: waiting.id, companyId: company.id };
    const rows: Prisma.TextMessageCreateManyInput[] = [
      {
        ...link,
        direction: "outbound",
        from,
        to,
        body: `Hi ${first}, your quote from ${company.name} is ready: see the link in your mail. Reply here with any questions. Reply STOP to opt out.`,
        status: "delivered",
        purpose: "quote-sent",
        createdAt: at(0),
      },
      {
        ...link,
        direction: "inbound",
        from: to,
        to: from,
        body: "Thanks! Could you start next Tuesday?",
        status: "received",
        readAt: at(3),
        createdAt: at(2),
      },
      {
        ...link,
        direction: "outbound",
        from,
        to,
        body: "Tuesday works. We would be there at 8:30.",
        status: "delivered",
        purpose: "reply",
        createdAt: at(3),
      },
      {
        ...link,
        direction: "inbound",
        from: to,
        to: from,
        body: "Great. Does the price include the permit?",
        status: "received",
        createdAt: at(5),
      },
    ];
    await tx.textMessage.createMany({ data: rows });
    texts += rows.length;
  }
  return { texts, followUpQuoteId: approved?.id ?? null, conversationQuoteId: waiting?.id ?? null };
}

/**
 * Visit texts on the demo's schedule (after the jobs are seeded): for the visit on its way
 * today (else the latest one started), the customer's "visit booked" text when it was booked
 * and the "on my way" text when the technician set off, to a number that consented.
 */
export async function seedDemoVisitTexts(
  tx: Prisma.TransactionClient,
  company: Company,
  { now = new Date() }: { now?: Date } = {},
) {
  const from = "+15005550006";
  const visits = await tx.visit.findMany({
    where: { companyId: company.id, onMyWayAt: { not: null, lte: now } },
    select: {
      id: true,
      status: true,
      startAt: true,
      createdAt: true,
      onMyWayAt: true,
      assignees: { select: { user: { select: { name: true } } } },
      job: {
        select: { clientId: true, quoteId: true, client: { select: { name: true, phone: true } } },
      },
    },
    orderBy: { onMyWayAt: "desc" },
  });
  const visit =
    visits.find(
      (one) => one.status === "en_route" && toE164(one.job.client?.phone, company.country),
    ) ?? visits.find((one) => toE164(one.job.client?.phone, company.country));
  if (!visit) return { texts: 0, visitId: null };
  const to = toE164(visit.job.client!.phone, company.country)!;
  const first = visit.job.client!.name.split(" ")[0];
  const technician = visit.assignees[0]?.user.name ?? "Your technician";
  const bookedAt = new Date(Math.min(visit.createdAt.getTime(), visit.onMyWayAt!.getTime() - DAY));
  await tx.textConsent.upsert({
    where: { companyId_phone: { companyId: company.id, phone: to } },
    create: {
      companyId: company.id,
      phone: to,
      status: "consented",
      source: "verbal",
      at: bookedAt,
    },
    update: {},
  });
  const link = { companyId: company.id, clientId: visit.job.clientId, quoteId: visit.job.quoteId };
  await tx.textMessage.createMany({
    data: [
      {
        ...link,
        direction: "outbound",
        from,
        to,
        body: `Hi ${first}, ${company.name} has booked your visit. Reply here if that does not suit you. Reply STOP to opt out.`,
        status: "delivered",
        purpose: "visit-booked",
        createdAt: bookedAt,
      },
      {
        ...link,
        direction: "outbound",
        from,
        to,
        body: `Hi ${first}, ${technician} from ${company.name} is on the way to you now. Reply STOP to opt out.`,
        status: "delivered",
        purpose: "on-my-way",
        createdAt: visit.onMyWayAt!,
      },
    ],
  });
  return { texts: 2, visitId: visit.id };
}
