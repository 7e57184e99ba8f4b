import "server-only";
import type { JobStatus, Prisma } from "@prisma/client";
import { prisma } from "@/lib/db";
import { keysetPage, newestFirstAfter, type NewestFirstCursor } from "@/lib/db/keyset";
import { inOrderOf, searchDocumentIds } from "@/lib/search/documents";
import { notFound } from "@/lib/errors";
import { jobDisplayNumber } from "@/lib/format";
import { centsToDecimalString, toCents } from "@/lib/pricing/money";
import { jobScope, seesAllJobs, seesMoney, visitScope, type Viewer } from "./access";
import type { JobDto, JobListItem, VisitDto } from "./dto";

const addressOf = (
  p: {
    line1: string;
    line2: string | null;
    city: string;
    region: string;
    postalCode: string;
  } | null,
) =>
  p
    ? [p.line1, p.line2, p.city, `${p.region} ${p.postalCode}`.trim()].filter(Boolean).join(", ")
    : null;

const personName = (u: { name: string | null; email: string } | null) =>
  u ? u.name || u.email : null;

export const visitSelect = {
  id: true,
  jobId: true,
  startAt: true,
  endAt: true,
  arrivalWindowMinutes: true,
  status: true,
  seriesId: true,
  recurrence: true,
  onMyWayAt: true,
  startedAt: true,
  completedAt: true,
  companyId: true,
  assignees: {
    select: {
      userId: true,
      user: {
        select: {
          name: true,
          email: true,
          memberships: { select: { companyId: true, color: true } },
        },
      },
    },
  },
  job: {
    select: {
      number: true,
      title: true,
      status: true,
      client: { select: { name: true, phone: true } },
      property: {
        select: { line1: true, line2: true, city: true, region: true, postalCode: true },
      },
    },
  },
} satisfies Prisma.VisitSelect;
export type VisitRow = Prisma.VisitGetPayload<{ select: typeof visitSelect }>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toVisitDto(row: VisitRow): VisitDto {
  return {
    id: row.id,
    jobId: row.jobId,
    jobNumber: jobDisplayNumber(row.job.number),
    jobTitle: row.job.title,
    jobStatus: row.job.status,
    clientName: row.job.client?.name ?? null,
    clientPhone: row.job.client?.phone ?? null,
    address: addressOf(row.job.property),
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    arrivalWindowMinutes: row.arrivalWindowMinutes,
    status: row.status,
    assignees: row.assignees.map((a) => ({
      userId: a.userId,
      name: a.user.name || a.user.email,
      color: a.user.memberships.find((m) => m.companyId === row.companyId)?.color ?? 0,
    })),
    seriesId: row.seriesId,
    recurrence: row.recurrence,
    onMyWayAt: iso(row.onMyWayAt),
    startedAt: iso(row.startedAt),
    completedAt: iso(row.completedAt),
  };
}

/** "J-0012", "j12", "12" → 12 (a search by number; at most 9 digits, within an Int). */
function jobNumberIn(q: string) {
  const match = /^(?:j-?)?0*(\d{1,9})$/i.exec(q.trim());
  return match ? Number(match[1]) : null;
}

export type JobListFilter = { status?: JobStatus; q?: string; cursor?: string; limit?: number };

/** The jobs the viewer may open (a technician's: those with a visit of theirs), newest first. */
export async function listJobs(
  viewer: Viewer,
  { status, q, cursor, limit = 50 }: JobListFilter = {},
) {
  const where: Prisma.JobWhereInput = {
    ...jobScope(viewer),
    ...(status ? { status } : {}),
    ...(q
      ? {
          OR: [
            { title: { contains: q, mode: "insensitive" } },
            { client: { name: { contains: q, mode: "insensitive" } } },
            ...[jobNumberIn(q)].flatMap((number) => (number === null ? [] : [{ number }])),
          ],
        }
      : {}),
  };
  let after: NewestFirstCursor | null = null;
  if (cursor) {
    // A keyset page after the last job seen (lib/db/keyset.ts); a job the viewer may not
    // open starts nothing.
    after = await prisma.job.findFirst({
      where: { ...jobScope(viewer), id: cursor },
      select: { createdAt: true, id: true },
    });
    if (!after) return { jobs: [], nextCursor: null };
    where.AND = newestFirstAfter(after);
  }
  // Someone who sees every job searches through the indexes (lib/search/documents.ts): the
  // matches' ids first, then their rows. A technician's jobs are few: the one statement.
  const ids =
    q && seesAllJobs(viewer)
      ? await searchDocumentIds(
          {
            table: "Job",
            companyId: viewer.companyId,
            text: q,
            number: jobNumberIn(q),
            clientEmail: false,
            where: (p) => [
              ...(status ? [`d."status" = ${p.add(status, '"JobStatus"')}`] : []),
              ...(after
                ? [
                    `(d."createdAt", d."id") < (${p.add(after.createdAt.toISOString(), "timestamp")}, ${p.add(after.id, "text")})`,
                  ]
                : []),
            ],
          },
          {
            orderColumns: ["createdAt"],
            orderBy: (alias) => `${alias}."createdAt" DESC, ${alias}."id" DESC`,
            limit: limit + 1,
          },
        )
      : null;
  const found = await prisma.job.findMany({
    where: ids ? { id: { in: ids }, companyId: viewer.companyId } : where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    select: {
      id: true,
      number: true,
      title: true,
      status: true,
      createdAt: true,
      client: { select: { name: true } },
      property: {
        select: { line1: true, line2: true, city: true, region: true, postalCode: true },
      },
      visits: {
        where: { status: { not: "cancelled" }, endAt: { gte: new Date() } },
        orderBy: { startAt: "asc" },
        take: 1,
        select: { startAt: true },
      },
    },
  });
  const rows = ids ? inOrderOf(ids, found) : found;
  const { page, last } = keysetPage(rows, limit);
  // Counted on the page's ids: Prisma's `_count` joined an aggregate of every visit.
  const visitCounts = new Map(
    page.length === 0
      ? []
      : (
          await prisma.visit.groupBy({
            by: ["jobId"],
            where: { jobId: { in: page.map((row) => row.id) } },
            _count: { _all: true },
          })
        ).map((group) => [group.jobId, group._count._all]),
  );
  const jobs: JobListItem[] = page.map((row) => ({
    id: row.id,
    number: jobDisplayNumber(row.number),
    title: row.title,
    status: row.status,
    clientName: row.client?.name ?? null,
    address: addressOf(row.property),
    nextVisitAt: row.visits[0]?.startAt.toISOString() ?? null,
    visitCount: visitCounts.get(row.id) ?? 0,
    createdAt: row.createdAt.toISOString(),
  }));
  return { jobs, nextCursor: last?.id ?? null };
}

/** One job the viewer may open (404 otherwise: another company's, or another technician's). */
export async function getJob(viewer: Viewer, id: string): Promise<JobDto> {
  const job = await prisma.job.findFirst({
    where: { id, ...jobScope(viewer) },
    include: {
      client: { select: { id: true, name: true, email: true, phone: true } },
      property: true,
      checklist: { orderBy: [{ sortOrder: "asc" }, { id: "asc" }] },
      notes: {
        orderBy: { createdAt: "asc" },
        include: { author: { select: { name: true, email: true } } },
      },
      photos: { select: { id: true }, orderBy: { createdAt: "asc" } },
      visits: { where: visitScope(viewer), orderBy: { startAt: "asc" }, select: visitSelect },
      createdBy: { select: { name: true, email: true } },
      updatedBy: { select: { name: true, email: true } },
      quote: {
        select: {
          total: true,
          payments: { select: { amount: true } },
          invoices: { select: { id: true }, take: 1, orderBy: { createdAt: "desc" } },
        },
      },
    },
  });
  if (!job) throw notFound("Job not found.");
  const money =
    seesMoney(viewer) && job.quote
      ? {
          quoteTotal: centsToDecimalString(toCents(job.quote.total.toString())),
          depositPaid: centsToDecimalString(
            job.quote.payments.reduce((sum, p) => sum + toCents(p.amount.toString()), 0),
          ),
        }
      : null;
  return {
    id: job.id,
    number: jobDisplayNumber(job.number),
    title: job.title,
    instructions: job.instructions,
    status: job.status,
    quoteId: seesMoney(viewer) ? job.quoteId : null,
    client: job.client,
    property: job.property ? { id: job.property.id, address: addressOf(job.property)! } : null,
    checklist: job.checklist.map((item) => ({
      id: item.id,
      label: item.label,
      done: item.done,
      doneAt: iso(item.doneAt),
    })),
    notes: job.notes.map((note) => ({
      id: note.id,
      body: note.body,
      author: personName(note.author),
      createdAt: note.createdAt.toISOString(),
    })),
    photos: job.photos.map((photo) => ({
      id: photo.id,
      url: `/api/jobs/${job.id}/photos/${photo.id}`,
      thumbnailUrl: `/api/jobs/${job.id}/photos/${photo.id}?size=thumbnail`,
    })),
    visits: job.visits.map(toVisitDto),
    money,
    invoiceId: seesMoney(viewer) ? (job.quote?.invoices[0]?.id ?? null) : null,
    createdByName: personName(job.createdBy),
    updatedByName: personName(job.updatedBy),
    completedAt: iso(job.completedAt),
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  };
}

/** The visits between two instants the viewer may see (the schedule), optionally one member's. */
export async function listVisits(
  viewer: Viewer,
  { from, to, userId }: { from: Date; to: Date; userId?: string },
) {
  const rows = await prisma.visit.findMany({
    where: {
      // AND: the member filter narrows the viewer's scope (a technician's own visits), never
      // replaces it (visitScope's own `assignees`).
      AND: [
        visitScope(viewer),
        { startAt: { lt: to }, endAt: { gt: from } },
        ...(userId ? [{ assignees: { some: { userId } } }] : []),
      ],
    },
    orderBy: [{ startAt: "asc" }, { id: "asc" }],
    take: 2000,
    select: visitSelect,
  });
  return rows.map(toVisitDto);
}
