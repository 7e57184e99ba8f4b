import "server-only";
import type { Prisma } from "@prisma/client";
import { prisma } from "@/lib/db";
import { conflict, invalidField, notFound } from "@/lib/errors";
import { inTransaction, publish } from "@/lib/events";
import { isLineIncluded } from "@/lib/pricing/quote";
import { actorId } from "@/lib/team/actor";
import { jobDisplayNumber } from "@/lib/format";

/** The next job number of a company, taken in the caller's transaction (as quotes and invoices do). */
export async function nextJobNumber(tx: Prisma.TransactionClient, companyId: string) {
  const rows = await tx.$queryRaw<{ lastJobNumber: number }[]>`
    UPDATE "Company" SET "lastJobNumber" = "lastJobNumber" + 1
    WHERE "id" = ${companyId}
    RETURNING "lastJobNumber"`;
  if (rows.length === 0) throw notFound("Company not found.");
  return Number(rows[0].lastJobNumber);
}

/**
 * A fee line of a quote (the service-call fee): money, not work, so it is not on the job's
 * checklist (docs/jobs.md).
 */
export const isFeeLine = (line: {
  serviceId: string | null;
  minutesPerUnit: number;
  name: string;
}) => line.serviceId === null && line.minutesPerUnit === 0 && /\bfee$/i.test(line.name.trim());

const checklistLabel = (line: { name: string; quantity: Prisma.Decimal; unitType: string }) => {
  const quantity = Number(line.quantity.toString());
  return line.unitType !== "flat" && quantity !== 1
    ? `${line.name} × ${line.quantity.toString()}`
    : line.name;
};

async function createJobRow(
  tx: Prisma.TransactionClient,
  companyId: string,
  data: Omit<Prisma.JobUncheckedCreateInput, "companyId" | "number">,
  checklist: string[],
  detail: string,
) {
  const number = await nextJobNumber(tx, companyId);
  const job = await tx.job.create({
    data: {
      ...data,
      companyId,
      number,
      createdById: actorId(),
      updatedById: actorId(),
      checklist: { create: checklist.map((label, index) => ({ label, sortOrder: index })) },
    },
    select: { id: true },
  });
  await publish(tx, {
    type: "job.created",
    companyId,
    jobId: job.id,
    detail: `${jobDisplayNumber(number)}: ${detail}`,
  });
  return job;
}

/**
 * A job from an approved quote, in one click: its client and property, its approved lines (the
 * ticked options, the picked alternatives; no fee lines) as the checklist. One job per quote:
 * a second answers 409 with the first one's id.
 */
export async function createJobFromQuote(companyId: string, quoteId: string) {
  const quote = await prisma.quote.findFirst({
    where: { id: quoteId, companyId },
    include: {
      lines: { orderBy: [{ sortOrder: "asc" }, { id: "asc" }] },
      jobs: { select: { id: true } },
    },
  });
  if (!quote) throw notFound("Quote not found.");
  if (quote.status !== "approved")
    throw invalidField("quoteId", "Only an approved quote becomes a job.");
  if (quote.jobs.length > 0)
    throw conflict("This quote already has a job.", [
      { path: "quoteId", message: quote.jobs[0].id },
    ]);
  const checklist = quote.lines
    .filter((line) => isLineIncluded(line) && !isFeeLine(line))
    .map(checklistLabel);
  return inTransaction(async (tx) => {
    // The quote row is locked: two clicks at once make one job.
    await tx.$queryRaw`SELECT "id" FROM "Quote" WHERE "id" = ${quote.id} FOR UPDATE`;
    if ((await tx.job.count({ where: { quoteId: quote.id } })) > 0)
      throw conflict("This quote already has a job.");
    return createJobRow(
      tx,
      companyId,
      {
        title: quote.title?.trim() || `Work of quote ${quote.number}`,
        quoteId: quote.id,
        clientId: quote.clientId,
        propertyId: quote.propertyId,
      },
      checklist,
      `created from the approved quote`,
    );
  });
}

export type JobInput = {
  title: string;
  instructions?: string | null;
  clientId?: string | null;
  propertyId?: string | null;
  checklist?: string[];
};

/** A standalone job (no quote): the client and property must be the company's. */
export async function createJob(companyId: string, input: JobInput) {
  await checkClientAndProperty(companyId, input.clientId ?? null, input.propertyId ?? null);
  return inTransaction((tx) =>
    createJobRow(
      tx,
      companyId,
      {
        title: input.title,
        instructions: input.instructions ?? null,
        clientId: input.clientId ?? null,
        propertyId: input.propertyId ?? null,
      },
      input.checklist ?? [],
      "created",
    ),
  );
}

export async function checkClientAndProperty(
  companyId: string,
  clientId: string | null,
  propertyId: string | null,
) {
  if (
    clientId &&
    !(await prisma.client.findFirst({ where: { id: clientId, companyId }, select: { id: true } }))
  )
    throw invalidField("clientId", "No such client.");
  if (propertyId) {
    const property = await prisma.property.findFirst({
      where: { id: propertyId, companyId },
      select: { clientId: true },
    });
    if (!property || (clientId && property.clientId !== clientId))
      throw invalidField("propertyId", "No such property of this client.");
  }
}
