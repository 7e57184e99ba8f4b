import { z } from "zod";
import { $Enums } from "@prisma/client";
import { SqlParams, sqlExecutor, type SqlDb } from "@/lib/db/statements";
import { jobDisplayNumber } from "@/lib/format";
import {
  isoSql,
  listSql,
  minutesSchema,
  timestampSchema,
  toListPage,
  type ListQuery,
  readRowById,
} from "./common";
import { serviceAddressResourceSchema } from "./estimate-request";
import { quoteClientSchema } from "./quote";

export const JOB_STATUSES = Object.values($Enums.JobStatus) as [
  $Enums.JobStatus,
  ...$Enums.JobStatus[],
];
export const VISIT_STATUSES = Object.values($Enums.VisitStatus) as [
  $Enums.VisitStatus,
  ...$Enums.VisitStatus[],
];

export const jobChecklistItemSchema = z
  .object({
    id: z.string(),
    label: z.string(),
    done: z.boolean(),
  })
  .meta({ id: "JobChecklistItem" });

/**
 * A job as /api/v1 answers it and job.* webhooks carry it (docs/jobs.md): the work for a
 * client at a property, its checklist and where its visits stand. A job carries no money
 * (the quote it comes from does).
 */
export const jobResourceSchema = z
  .object({
    id: z.string(),
    number: z.string().meta({ example: "J-0001" }),
    title: z.string(),
    instructions: z
      .string()
      .nullable()
      .meta({ description: "What the crew needs to know (gate code, where the shut-off is)." }),
    status: z.enum(JOB_STATUSES),
    client: quoteClientSchema.nullable(),
    serviceAddress: serviceAddressResourceSchema
      .nullable()
      .meta({ description: "The client's property where the work is done (null: none)." }),
    quoteId: z
      .string()
      .nullable()
      .meta({ description: "The approved quote it was made from; null for a standalone job." }),
    checklist: z.array(jobChecklistItemSchema),
    visitCount: z
      .number()
      .int()
      .meta({ description: "Visits on the schedule, cancelled ones left out." }),
    nextVisitAt: timestampSchema.nullable().meta({
      description: "The start of the next visit not yet done (scheduled, en route or in progress).",
    }),
    completedAt: timestampSchema.nullable(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: "Job" });

export type JobResource = z.infer<typeof jobResourceSchema>;

export const visitAssigneeSchema = z
  .object({
    userId: z.string(),
    name: z.string().meta({ description: "The member's name (their email when they have none)." }),
  })
  .meta({ id: "VisitAssignee" });

/**
 * A visit of a job as /api/v1 answers it and visit.* webhooks carry it (docs/jobs.md): when
 * the crew is there (UTC), the arrival window told to the customer, who goes, and how far it
 * got.
 */
export const visitResourceSchema = z
  .object({
    id: z.string(),
    jobId: z.string(),
    startAt: timestampSchema,
    endAt: timestampSchema,
    arrivalWindowMinutes: minutesSchema.nullable().meta({
      description:
        "The customer is told an arrival window of this many minutes from startAt (null: the visit's own start and end).",
    }),
    status: z.enum(VISIT_STATUSES),
    assignees: z.array(visitAssigneeSchema),
    seriesId: z
      .string()
      .nullable()
      .meta({ description: "Shared by the visits of one recurring series." }),
    recurrence: z
      .string()
      .nullable()
      .meta({ description: "The series' rule as people read it.", example: "Every 2 weeks" }),
    onMyWayAt: timestampSchema.nullable(),
    startedAt: timestampSchema.nullable(),
    completedAt: timestampSchema.nullable(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: "Visit" });

export type VisitResource = z.infer<typeof visitResourceSchema>;

type JobRow = Omit<JobResource, "number"> & { number: number };

/** Visits still to be done (the job's next visit is the first of them not over). */
const OPEN_VISIT = `v."status" IN ('scheduled', 'en_route', 'in_progress')`;

const JOB_SELECT = `SELECT j."id", j."number", j."title", j."instructions", j."status"::text AS "status",
    CASE WHEN c."id" IS NULL THEN NULL ELSE json_build_object('id', c."id", 'name', c."name",
      'email', c."email", 'phone', c."phone") END AS "client",
    CASE WHEN pr."id" IS NULL THEN NULL ELSE json_build_object('line1', pr."line1",
      'line2', pr."line2", 'city', pr."city", 'region', pr."region",
      'postalCode', pr."postalCode") END AS "serviceAddress",
    j."quoteId",
    COALESCE((SELECT json_agg(json_build_object('id', i."id", 'label', i."label", 'done', i."done")
        ORDER BY i."sortOrder", i."id")
      FROM "JobChecklistItem" i WHERE i."jobId" = j."id"), '[]'::json) AS "checklist",
    (SELECT count(*)::int FROM "Visit" v
      WHERE v."jobId" = j."id" AND v."status" <> 'cancelled') AS "visitCount",
    (SELECT ${isoSql('min(v."startAt")')} FROM "Visit" v
      WHERE v."jobId" = j."id" AND ${OPEN_VISIT}
        AND v."endAt" >= (now() AT TIME ZONE 'UTC')) AS "nextVisitAt",
    ${isoSql('j."completedAt"')} AS "completedAt",
    ${isoSql('j."createdAt"')} AS "createdAt", ${isoSql('j."updatedAt"')} AS "updatedAt"
  FROM "Job" j
    LEFT JOIN "Client" c ON c."id" = j."clientId"
    LEFT JOIN "Property" pr ON pr."id" = j."propertyId"`;

function toJob(row: JobRow): JobResource {
  const job: JobResource = { ...row, number: jobDisplayNumber(row.number) };
  // Key order as the schema lists it (a webhook body reads the same every time).
  return Object.fromEntries(
    Object.keys(jobResourceSchema.shape).map((key) => [key, job[key as keyof JobResource]]),
  ) as JobResource;
}

/**
 * One job by id with its checklist, in one statement on any executor; with `companyId`, only
 * that company's. Throws a not-found error when there is none.
 */
export async function readJob(db: SqlDb, id: string, companyId?: string): Promise<JobResource> {
  return toJob(await readRowById<JobRow>(db, JOB_SELECT, "j", "Job", id, companyId));
}

/** A page of the company's jobs, newest first. */
export async function listJobResources(
  db: SqlDb,
  query: ListQuery & { status?: $Enums.JobStatus },
) {
  const p = new SqlParams();
  const extra: string[] = [];
  if (query.status) extra.push(`j."status"::text = ${p.add(query.status, "text")}`);
  const rows = await sqlExecutor(db).query<JobRow>(
    `${JOB_SELECT} ${listSql(p, "j", query, extra)}`,
    p.values,
  );
  return toListPage(rows.map(toJob), query.limit);
}

const MEMBER_NAME = `COALESCE(NULLIF(u."name", ''), u."email")`;

const VISIT_SELECT = `SELECT v."id", v."jobId", ${isoSql('v."startAt"')} AS "startAt",
    ${isoSql('v."endAt"')} AS "endAt", v."arrivalWindowMinutes", v."status"::text AS "status",
    COALESCE((SELECT json_agg(json_build_object('userId', a."userId", 'name', ${MEMBER_NAME})
        ORDER BY ${MEMBER_NAME}, a."userId")
      FROM "VisitAssignee" a JOIN "User" u ON u."id" = a."userId"
      WHERE a."visitId" = v."id"), '[]'::json) AS "assignees",
    v."seriesId", v."recurrence", ${isoSql('v."onMyWayAt"')} AS "onMyWayAt",
    ${isoSql('v."startedAt"')} AS "startedAt", ${isoSql('v."completedAt"')} AS "completedAt",
    ${isoSql('v."createdAt"')} AS "createdAt", ${isoSql('v."updatedAt"')} AS "updatedAt"
  FROM "Visit" v`;

/** One visit by id with its assignees (any executor; with `companyId`, only that company's). */
export async function readVisit(db: SqlDb, id: string, companyId?: string): Promise<VisitResource> {
  return readRowById<VisitResource>(db, VISIT_SELECT, "v", "Visit", id, companyId);
}

/**
 * A page of the company's visits, newest first (by creation, as every list); `from` and `to`
 * keep the visits that overlap [from, to) (the schedule's filter), `jobId` one job's.
 */
export async function listVisitResources(
  db: SqlDb,
  query: ListQuery & { from?: Date; to?: Date; jobId?: string },
) {
  const p = new SqlParams();
  const extra: string[] = [];
  if (query.from) extra.push(`v."endAt" > ${p.add(query.from.toISOString(), "timestamp")}`);
  if (query.to) extra.push(`v."startAt" < ${p.add(query.to.toISOString(), "timestamp")}`);
  if (query.jobId) extra.push(`v."jobId" = ${p.add(query.jobId, "text")}`);
  const rows = await sqlExecutor(db).query<VisitResource>(
    `${VISIT_SELECT} ${listSql(p, "v", query, extra)}`,
    p.values,
  );
  return toListPage(rows, query.limit);
}
