/** @jest-environment node */
import { NextRequest } from "next/server";
import {
  createMember,
  createOwner,
  makeRequest,
  routeParams,
  setupTestDatabase,
  type TestDatabase,
} from "@/test/db";
import { setupTempOutbox } from "@/test/outbox";
import { makePng } from "@/test/png";
import { createSentQuote } from "@/test/quotes";
import { mailJobs } from "@/app/api/quotes/__tests__/fixtures";
import { GET as listJobsRoute, POST as createJobRoute } from "@/app/api/jobs/route";
import {
  DELETE as deleteJobRoute,
  GET as getJobRoute,
  PATCH as patchJobRoute,
} from "@/app/api/jobs/[id]/route";
import { POST as jobStatusRoute } from "@/app/api/jobs/[id]/status/route";
import { PATCH as checklistRoute } from "@/app/api/jobs/[id]/checklist/[itemId]/route";
import { POST as notesRoute } from "@/app/api/jobs/[id]/notes/route";
import { POST as scheduleRoute } from "@/app/api/jobs/[id]/visits/route";
import { GET as listVisitsRoute } from "@/app/api/visits/route";
import { DELETE as deleteVisitRoute, PATCH as patchVisitRoute } from "@/app/api/visits/[id]/route";
import { POST as progressRoute } from "@/app/api/visits/[id]/progress/route";
import { POST as photosRoute } from "@/app/api/jobs/[id]/photos/route";
import { GET as photoRoute } from "@/app/api/jobs/[id]/photos/[photoId]/route";
import type { JobDto, JobListItem, VisitDto } from "@/lib/jobs/dto";

// Jobs, visits and the schedule (docs/jobs.md) through the real route handlers on one
// database: a job from an approved quote (its approved lines as the checklist, one per quote,
// J-numbers), scheduling with the double-booking check, what a technician sees and presses,
// the status actions, tenant isolation, and a recurring series across a DST change.

setupTempOutbox();

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db?.close();
});

type Handler = (
  req: ReturnType<typeof makeRequest>,
  ctx: ReturnType<typeof routeParams>,
) => Promise<Response>;

type Answer<T> = {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: T & { code?: string; message?: string; issues?: { path: string; message: string }[] } & any;
};

async function call<T = unknown>(
  handler: Handler,
  method: string,
  {
    cookie,
    params = {},
    body,
    query,
  }: {
    cookie: string;
    params?: Record<string, string>;
    body?: unknown;
    query?: Record<string, string>;
  },
): Promise<Answer<T>> {
  const search = query ? `?${new URLSearchParams(query).toString()}` : "";
  const res = await handler(
    makeRequest(method, `/api/x${search}`, { cookie, body }),
    routeParams(params),
  );
  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json: json as Answer<T>["json"] };
}

const issuePaths = (json: { issues?: { path: string }[] }) =>
  (json.issues ?? []).map((issue) => issue.path);

// --- the calls, by route ------------------------------------------------------------------

const getJob = (cookie: string, id: string) =>
  call<JobDto>(getJobRoute, "GET", { cookie, params: { id } });
const listJobs = (cookie: string, query?: Record<string, string>) =>
  call<{ jobs: JobListItem[] }>(listJobsRoute, "GET", { cookie, query });
const createJob = (cookie: string, body: unknown) =>
  call<{ id: string }>(createJobRoute, "POST", { cookie, body });
const schedule = (cookie: string, jobId: string, body: Record<string, unknown>) =>
  call<{ visits: VisitDto[] }>(scheduleRoute, "POST", { cookie, params: { id: jobId }, body });
const moveVisit = (cookie: string, id: string, body: Record<string, unknown>) =>
  call<VisitDto>(patchVisitRoute, "PATCH", { cookie, params: { id }, body });
const progress = (cookie: string, id: string, action: string) =>
  call<VisitDto>(progressRoute, "POST", { cookie, params: { id }, body: { action } });
const jobStatus = (cookie: string, id: string, action: string) =>
  call<{ status: string }>(jobStatusRoute, "POST", { cookie, params: { id }, body: { action } });
const listVisits = (cookie: string, from: string, to: string, userId?: string) =>
  call<{ visits: VisitDto[] }>(listVisitsRoute, "GET", {
    cookie,
    query: { from, to, ...(userId ? { userId } : {}) },
  });

// --- fixtures -----------------------------------------------------------------------------

/** A company with its owner, two technicians and an office member. */
async function crewCompany(name: string, timeZone?: string) {
  const owner = await createOwner(db.prisma, name);
  if (timeZone)
    await db.prisma.company.update({ where: { id: owner.company.id }, data: { timeZone } });
  const techA = await createMember(db.prisma, owner.company.id, "technician", "Tess Tech");
  const techB = await createMember(db.prisma, owner.company.id, "technician", "Bo Tech");
  const office = await createMember(db.prisma, owner.company.id, "office", "Olive Office");
  return { ...owner, companyId: owner.company.id, techA, techB, office };
}

/**
 * An approved quote of test/quotes.ts at a property: "Survey" (plain), a group whose picked
 * alternative is "Better panel" ("Good panel" not picked), an unticked optional "Surge
 * protector" and a "Service call fee" line; a deposit of 25.00 paid.
 */
async function approvedQuote(companyId: string) {
  const sent = await createSentQuote(db.prisma, companyId, {
    status: "approved",
    approvedAt: new Date(),
  });
  await db.prisma.quoteLine.update({
    where: { id: sent.lines.good.id },
    data: { selected: false },
  });
  await db.prisma.quoteLine.update({
    where: { id: sent.lines.better.id },
    data: { selected: true },
  });
  await db.prisma.quoteLine.create({
    data: {
      quoteId: sent.quote.id,
      sortOrder: 4,
      name: "Service call fee",
      unitType: "flat",
      unitPrice: "49.00",
      quantity: "1",
      minutesPerUnit: 0,
    },
  });
  const property = await db.prisma.property.create({
    data: {
      companyId,
      clientId: sent.client.id,
      line1: "12 Oak St",
      city: "Springfield",
      region: "CA",
      postalCode: "94000",
      matchKey: `12 oak st|94000|${sent.quote.id}`,
    },
  });
  const quote = await db.prisma.quote.update({
    where: { id: sent.quote.id },
    data: { propertyId: property.id },
  });
  await db.prisma.quotePayment.create({
    data: {
      companyId,
      quoteId: quote.id,
      amount: "25.00",
      method: "check",
      paidOn: new Date("2026-10-01T00:00:00.000Z"),
    },
  });
  return { quote, client: sent.client, property };
}

/** A job made through POST /api/jobs (from a quote, or standalone). */
async function newJob(cookie: string, body: Record<string, unknown>) {
  const res = await createJob(cookie, body);
  expect([res.status, res.json]).toEqual([201, { id: expect.any(String) }]);
  return res.json.id as string;
}

/** A visit scheduled through POST /api/jobs/{id}/visits (201). */
async function newVisit(
  cookie: string,
  jobId: string,
  startAt: string,
  endAt: string,
  assigneeIds: string[],
  extra: Record<string, unknown> = {},
) {
  const res = await schedule(cookie, jobId, { startAt, endAt, assigneeIds, ...extra });
  expect([res.status, res.json.message]).toEqual([201, undefined]);
  return res.json.visits[0];
}

const mailsOfKind = async (kind: string) =>
  (await mailJobs(db.prisma)).filter((job) => job.kind === kind);

// --- jobs from approved quotes ------------------------------------------------------------

describe("a job from an approved quote", () => {
  it("takes the quote's client, property and approved lines; one per quote; J-numbers in order", async () => {
    const a = await crewCompany("Spark Co");
    const first = await approvedQuote(a.companyId);
    const jobId = await newJob(a.cookie, { quoteId: first.quote.id });

    const job = await getJob(a.cookie, jobId);
    expect(job.status).toBe(200);
    expect(job.json).toMatchObject({
      number: "J-0001",
      title: "Panel upgrade",
      status: "unscheduled",
      quoteId: first.quote.id,
      client: { id: first.client.id, name: "Ann Customer", email: "ann@example.com" },
      property: { id: first.property.id, address: "12 Oak St, Springfield, CA 94000" },
      visits: [],
      createdByName: "Owner",
    });
    // Plain lines and the picked alternative; no unticked option, no unpicked one, no fee.
    expect(job.json.checklist.map((item: { label: string }) => item.label)).toEqual([
      "Survey",
      "Better panel",
    ]);
    expect(job.json.checklist.every((item: { done: boolean }) => !item.done)).toBe(true);
    // The job carries no prices: money is the quote's total and the deposit paid.
    expect(job.json.money).toEqual({
      quoteTotal: first.quote.total.toFixed(2),
      depositPaid: "25.00",
    });

    // A second job of the same quote: 409, naming the first.
    const again = await createJob(a.cookie, { quoteId: first.quote.id });
    expect(again.status).toBe(409);
    expect(again.json.issues).toEqual([{ path: "quoteId", message: jobId }]);
    expect(await db.prisma.job.count({ where: { quoteId: first.quote.id } })).toBe(1);

    // A draft quote is not work yet.
    const draft = await createSentQuote(db.prisma, a.companyId, { status: "draft", sentAt: null });
    const fromDraft = await createJob(a.cookie, { quoteId: draft.quote.id });
    expect(fromDraft.status).toBe(400);
    expect(issuePaths(fromDraft.json)).toEqual(["quoteId"]);

    // Numbers are consecutive per company (the refused attempts took none).
    const second = await approvedQuote(a.companyId);
    const secondId = await newJob(a.cookie, { quoteId: second.quote.id });
    expect((await getJob(a.cookie, secondId)).json.number).toBe("J-0002");
    const standalone = await newJob(a.cookie, {
      title: "Replace the porch light",
      instructions: "Gate code 1234",
      clientId: first.client.id,
      checklist: ["Take the old fixture down", "Mount the new one"],
    });
    expect((await getJob(a.cookie, standalone)).json).toMatchObject({
      number: "J-0003",
      quoteId: null,
      money: null,
      instructions: "Gate code 1234",
      client: { id: first.client.id },
      checklist: [
        { label: "Take the old fixture down", done: false },
        { label: "Mount the new one", done: false },
      ],
    });
    // The list searches by number, title and client; a number too big for any job is no error.
    const search = async (q: string) =>
      (await listJobs(a.cookie, { q })).json.jobs.map((j: JobListItem) => j.number);
    expect(await search("J-0002")).toEqual(["J-0002"]);
    expect(await search("j3")).toEqual(["J-0003"]);
    expect(await search("porch")).toEqual(["J-0003"]);
    expect(await search("99999999999")).toEqual([]);
    expect(await search("J-99999999999999999999")).toEqual([]);
    expect(
      (await listJobs(a.cookie, { status: "unscheduled" })).json.jobs.map(
        (j: JobListItem) => j.number,
      ),
    ).toEqual(["J-0003", "J-0002", "J-0001"]);
    // Another company starts at J-0001.
    const b = await crewCompany("Other Sparks");
    const bJob = await newJob(b.cookie, { title: "First job" });
    expect((await getJob(b.cookie, bJob)).json.number).toBe("J-0001");
  });

  it("is the office's: a technician cannot create or edit one (403)", async () => {
    const a = await crewCompany("Office Only Co");
    const quote = await approvedQuote(a.companyId);
    const created = await createJob(a.techA.cookie, { quoteId: quote.quote.id });
    expect([created.status, created.json.code]).toEqual([403, "role_forbidden"]);
    const jobId = await newJob(a.office.cookie, { quoteId: quote.quote.id });
    const edit = await call(patchJobRoute, "PATCH", {
      cookie: a.techA.cookie,
      params: { id: jobId },
      body: { title: "Mine now" },
    });
    expect([edit.status, edit.json.code]).toEqual([403, "role_forbidden"]);
    const renamed = await call<JobDto>(patchJobRoute, "PATCH", {
      cookie: a.office.cookie,
      params: { id: jobId },
      body: { title: "Panel swap", instructions: "Dog in the yard" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toMatchObject({
      title: "Panel swap",
      instructions: "Dog in the yard",
      updatedByName: "Olive Office",
    });
  });
});

// --- scheduling ---------------------------------------------------------------------------

describe("scheduling visits", () => {
  it("schedules the job, tells the customer, and refuses a double booking unless forced", async () => {
    const a = await crewCompany("Schedule Co");
    const quote = await approvedQuote(a.companyId);
    const jobId = await newJob(a.cookie, { quoteId: quote.quote.id });
    const otherJob = await newJob(a.cookie, { title: "Second job", clientId: quote.client.id });

    const booked = await schedule(a.cookie, jobId, {
      startAt: "2026-12-07T16:00:00Z",
      endAt: "2026-12-07T18:00:00Z",
      arrivalWindowMinutes: 120,
      assigneeIds: [a.techA.user.id],
    });
    expect(booked.status).toBe(201);
    expect(booked.json.visits).toHaveLength(1);
    const visit = booked.json.visits[0] as VisitDto;
    expect(visit).toMatchObject({
      jobId,
      jobNumber: "J-0001",
      startAt: "2026-12-07T16:00:00.000Z",
      endAt: "2026-12-07T18:00:00.000Z",
      arrivalWindowMinutes: 120,
      status: "scheduled",
      clientName: "Ann Customer",
      address: "12 Oak St, Springfield, CA 94000",
      assignees: [{ userId: a.techA.user.id, name: "Tess Tech" }],
      seriesId: null,
    });
    const job = await getJob(a.cookie, jobId);
    expect(job.json.status).toBe("scheduled");
    expect(job.json.visits.map((v: VisitDto) => v.id)).toEqual([visit.id]);
    // The customer's booking mail (with its .ics) is queued with the change.
    expect(await mailsOfKind("visit-booked")).toContainEqual(
      expect.objectContaining({ companyId: a.companyId, visitId: visit.id, update: false }),
    );

    // The same technician at an overlapping time, on another job: 409 double_booked.
    const clash = await schedule(a.cookie, otherJob, {
      startAt: "2026-12-07T17:00:00Z",
      endAt: "2026-12-07T19:00:00Z",
      assigneeIds: [a.techA.user.id],
    });
    expect(clash.status).toBe(409);
    expect(clash.json.code).toBe("double_booked");
    expect(issuePaths(clash.json)).toEqual(["assigneeIds"]);
    expect(clash.json.issues[0].message).toContain("Tess Tech");
    expect(await db.prisma.visit.count({ where: { jobId: otherJob } })).toBe(0);
    // Another technician then is fine; the owner may double-book on purpose.
    await newVisit(a.cookie, otherJob, "2026-12-07T17:00:00Z", "2026-12-07T19:00:00Z", [
      a.techB.user.id,
    ]);
    const forced = await schedule(a.cookie, otherJob, {
      startAt: "2026-12-07T17:00:00Z",
      endAt: "2026-12-07T19:00:00Z",
      assigneeIds: [a.techA.user.id],
      force: true,
    });
    expect(forced.status).toBe(201);
    // Back to back is no clash.
    const later = await newVisit(
      a.cookie,
      otherJob,
      "2026-12-07T19:00:00Z",
      "2026-12-07T20:00:00Z",
      [a.techA.user.id],
    );

    // Moving a visit onto a busy slot: 409, then saved with force.
    const move = await moveVisit(a.cookie, later.id, { startAt: "2026-12-07T16:30:00Z" });
    expect([move.status, move.json.code]).toEqual([409, "double_booked"]);
    const before = (await mailsOfKind("visit-booked")).length;
    const moved = await moveVisit(a.cookie, later.id, {
      startAt: "2026-12-07T16:30:00Z",
      force: true,
    });
    expect(moved.status).toBe(200);
    // The length is kept when only the start moves.
    expect(moved.json).toMatchObject({
      startAt: "2026-12-07T16:30:00.000Z",
      endAt: "2026-12-07T17:30:00.000Z",
    });
    // The customer gets the updated invite.
    expect((await mailsOfKind("visit-booked")).slice(before)).toEqual([
      expect.objectContaining({ visitId: later.id, update: true }),
    ]);

    // An end before the start: 400 naming endAt, on POST and PATCH alike.
    const backwards = await schedule(a.cookie, jobId, {
      startAt: "2026-12-08T18:00:00Z",
      endAt: "2026-12-08T16:00:00Z",
      assigneeIds: [a.techB.user.id],
    });
    expect([backwards.status, issuePaths(backwards.json)]).toEqual([400, ["endAt"]]);
    const backwardsMove = await moveVisit(a.cookie, visit.id, { endAt: "2026-12-07T15:00:00Z" });
    expect([backwardsMove.status, issuePaths(backwardsMove.json)]).toEqual([400, ["endAt"]]);
  });

  it("unschedules a job when its last visit is removed", async () => {
    const a = await crewCompany("Unschedule Co");
    const jobId = await newJob(a.cookie, { title: "One visit" });
    const visit = await newVisit(a.cookie, jobId, "2026-12-09T16:00:00Z", "2026-12-09T17:00:00Z", [
      a.techA.user.id,
    ]);
    expect((await getJob(a.cookie, jobId)).json.status).toBe("scheduled");
    const removed = await call(deleteVisitRoute, "DELETE", {
      cookie: a.office.cookie,
      params: { id: visit.id },
    });
    expect(removed.status).toBe(200);
    expect((await getJob(a.cookie, jobId)).json).toMatchObject({
      status: "unscheduled",
      visits: [],
    });
  });
});

// --- technicians --------------------------------------------------------------------------

describe("a technician", () => {
  it("sees and works only the jobs and visits assigned to them", async () => {
    const a = await crewCompany("Field Co");
    const quote = await approvedQuote(a.companyId);
    const mine = await newJob(a.cookie, { quoteId: quote.quote.id });
    const theirs = await newJob(a.cookie, { title: "Bo's job", checklist: ["Bo's item"] });
    await newJob(a.cookie, { title: "Nobody's yet" });
    const visit1 = await newVisit(a.cookie, mine, "2026-12-10T16:00:00Z", "2026-12-10T18:00:00Z", [
      a.techA.user.id,
    ]);
    const visit2 = await newVisit(a.cookie, mine, "2026-12-11T16:00:00Z", "2026-12-11T18:00:00Z", [
      a.techA.user.id,
    ]);
    const visitB = await newVisit(
      a.cookie,
      theirs,
      "2026-12-10T16:00:00Z",
      "2026-12-10T18:00:00Z",
      [a.techB.user.id],
    );
    const tech = a.techA.cookie;

    // The list: only the job with a visit of theirs (the office sees all three).
    expect((await listJobs(tech)).json.jobs.map((job: JobListItem) => job.id)).toEqual([mine]);
    expect((await listJobs(a.office.cookie)).json.jobs).toHaveLength(3);
    // Another's job is not found; so is its checklist and its notes.
    expect((await getJob(tech, theirs)).status).toBe(404);
    const theirItem = (await getJob(a.cookie, theirs)).json.checklist[0].id as string;
    expect(
      (
        await call(checklistRoute, "PATCH", {
          cookie: tech,
          params: { id: theirs, itemId: theirItem },
          body: { done: true },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(notesRoute, "POST", {
          cookie: tech,
          params: { id: theirs },
          body: { body: "Not mine" },
        })
      ).status,
    ).toBe(404);

    // The schedule: their own visits only.
    const range = ["2026-12-01T00:00:00Z", "2026-12-31T00:00:00Z"] as const;
    const own = await listVisits(tech, ...range);
    expect(own.status).toBe(200);
    expect(own.json.visits.map((v: VisitDto) => v.id)).toEqual([visit1.id, visit2.id]);
    expect((await listVisits(a.office.cookie, ...range)).json.visits).toHaveLength(3);
    // ?userId= narrows the office's schedule to a member; it never widens a technician's.
    const ids = async (cookie: string, userId: string) =>
      (await listVisits(cookie, ...range, userId)).json.visits.map((v: VisitDto) => v.id);
    expect(await ids(a.office.cookie, a.techB.user.id)).toEqual([visitB.id]);
    expect(await ids(tech, a.techB.user.id)).toEqual([]);
    expect(await ids(tech, a.techA.user.id)).toEqual([visit1.id, visit2.id]);
    // A malformed or backwards range is a 400 naming `to`.
    for (const to of ["9".repeat(40), "2026-11-01T00:00:00Z", "2027-03-01T00:00:00Z"]) {
      const bad = await listVisits(a.office.cookie, range[0], to);
      expect([bad.status, issuePaths(bad.json)]).toEqual([400, ["to"]]);
    }

    // Moving visits is the office's: 403 before anything is looked up, theirs or another's.
    for (const id of [visit1.id, visitB.id]) {
      const res = await moveVisit(tech, id, { startAt: "2026-12-10T17:00:00Z" });
      expect([res.status, res.json.code]).toEqual([403, "role_forbidden"]);
      const del = await call(deleteVisitRoute, "DELETE", { cookie: tech, params: { id } });
      expect([del.status, del.json.code]).toEqual([403, "role_forbidden"]);
    }
    expect(
      (
        await schedule(tech, mine, {
          startAt: "2026-12-12T16:00:00Z",
          endAt: "2026-12-12T17:00:00Z",
          assigneeIds: [a.techA.user.id],
        })
      ).status,
    ).toBe(403);
    // Another technician's visit cannot be pressed.
    expect((await progress(tech, visitB.id, "on_my_way")).status).toBe(404);
    expect((await db.prisma.visit.findUniqueOrThrow({ where: { id: visitB.id } })).status).toBe(
      "scheduled",
    );

    // Their job: no money, no quote; only their visits.
    const job = await getJob(tech, mine);
    expect(job.status).toBe(200);
    expect(job.json).toMatchObject({ money: null, quoteId: null, invoiceId: null });
    expect(job.json.visits.map((v: VisitDto) => v.id)).toEqual([visit1.id, visit2.id]);
    expect((await getJob(a.office.cookie, mine)).json).toMatchObject({
      quoteId: quote.quote.id,
      money: { quoteTotal: quote.quote.total.toFixed(2), depositPaid: "25.00" },
    });

    // The checklist and notes in the field.
    const item = job.json.checklist[0].id as string;
    const ticked = await call(checklistRoute, "PATCH", {
      cookie: tech,
      params: { id: mine, itemId: item },
      body: { done: true },
    });
    expect([ticked.status, ticked.json]).toEqual([200, { id: item, done: true }]);
    const stored = await db.prisma.jobChecklistItem.findUniqueOrThrow({ where: { id: item } });
    expect(stored).toMatchObject({ done: true, doneById: a.techA.user.id });
    const note = await call(notesRoute, "POST", {
      cookie: tech,
      params: { id: mine },
      body: { body: "Breaker 4 is the kitchen." },
    });
    expect(note.status).toBe(201);
    expect(note.json).toMatchObject({ body: "Breaker 4 is the kitchen.", author: "Tess Tech" });
    expect((await getJob(tech, mine)).json).toMatchObject({
      checklist: [{ id: item, done: true }, { done: false }],
      notes: [{ body: "Breaker 4 is the kitchen.", author: "Tess Tech" }],
    });

    // A photo from the field: on their job, not on another's; another technician cannot open it.
    const upload = (cookie: string, id: string) => {
      const form = new FormData();
      form.append(
        "photos",
        new File([new Uint8Array(makePng(8, 8))], "meter.png", { type: "image/png" }),
      );
      return photosRoute(
        new NextRequest(`http://localhost:3000/api/jobs/${id}/photos`, {
          method: "POST",
          body: form,
          headers: { cookie },
        }),
        routeParams({ id }),
      );
    };
    const uploaded = await upload(tech, mine);
    expect(uploaded.status).toBe(201);
    const photoId = ((await uploaded.json()) as { photos: { id: string }[] }).photos[0].id;
    expect((await upload(tech, theirs)).status).toBe(404);
    const photo = await photoRoute(
      makeRequest("GET", "/api/x", { cookie: tech }),
      routeParams({ id: mine, photoId }),
    );
    expect([photo.status, photo.headers.get("content-type")]).toEqual([
      200,
      expect.stringMatching(/^image\//),
    ]);
    const notTheirs = await photoRoute(
      makeRequest("GET", "/api/x", { cookie: a.techB.cookie }),
      routeParams({ id: mine, photoId }),
    );
    expect(notTheirs.status).toBe(404);
    expect((await getJob(tech, mine)).json.photos).toEqual([
      expect.objectContaining({ id: photoId, url: `/api/jobs/${mine}/photos/${photoId}` }),
    ]);

    // On my way: en route, and the customer's notice is queued.
    const onMyWay = await progress(tech, visit1.id, "on_my_way");
    expect(onMyWay.status).toBe(200);
    expect(onMyWay.json).toMatchObject({ status: "en_route", onMyWayAt: expect.any(String) });
    expect(await mailsOfKind("visit-on-my-way")).toContainEqual(
      expect.objectContaining({ companyId: a.companyId, visitId: visit1.id }),
    );
    // Pressed twice: 409, and no second notice.
    const twice = await progress(tech, visit1.id, "on_my_way");
    expect([twice.status, twice.json.code]).toEqual([409, "visit_transition_not_allowed"]);
    expect(
      (await mailsOfKind("visit-on-my-way")).filter((m) => m.visitId === visit1.id),
    ).toHaveLength(1);

    // Start: the job is in progress.
    const started = await progress(tech, visit1.id, "start");
    expect([started.status, started.json.status]).toEqual([200, "in_progress"]);
    expect((await getJob(tech, mine)).json.status).toBe("in_progress");

    // Complete the first visit: the job stays in progress (another visit is open).
    const done1 = await progress(tech, visit1.id, "complete");
    expect([done1.status, done1.json.status]).toEqual([200, "completed"]);
    expect((await getJob(tech, mine)).json.status).toBe("in_progress");
    // Complete the last open visit: the job completes.
    const done2 = await progress(tech, visit2.id, "complete");
    expect([done2.status, done2.json.status]).toEqual([200, "completed"]);
    const completed = await getJob(tech, mine);
    expect(completed.json).toMatchObject({ status: "completed", completedAt: expect.any(String) });
  });
});

// --- status actions -----------------------------------------------------------------------

describe("the job's status actions", () => {
  it("complete, cancel and reopen by the table; anything else is 409", async () => {
    const a = await crewCompany("Status Co");
    const jobId = await newJob(a.cookie, { title: "Status job" });

    expect((await jobStatus(a.cookie, jobId, "complete")).json).toEqual({ status: "completed" });
    const cancelDone = await jobStatus(a.cookie, jobId, "cancel");
    expect([cancelDone.status, cancelDone.json.code]).toEqual([409, "job_transition_not_allowed"]);
    expect((await jobStatus(a.cookie, jobId, "reopen")).json).toEqual({ status: "in_progress" });
    expect((await getJob(a.cookie, jobId)).json).toMatchObject({
      status: "in_progress",
      completedAt: null,
    });

    // Cancelling takes the open visits off the schedule.
    const visit = await newVisit(a.cookie, jobId, "2026-12-14T16:00:00Z", "2026-12-14T17:00:00Z", [
      a.techA.user.id,
    ]);
    expect((await jobStatus(a.cookie, jobId, "cancel")).json).toEqual({ status: "cancelled" });
    expect((await db.prisma.visit.findUniqueOrThrow({ where: { id: visit.id } })).status).toBe(
      "cancelled",
    );
    // A cancelled job is not scheduled again until reopened.
    const onCancelled = await schedule(a.cookie, jobId, {
      startAt: "2026-12-15T16:00:00Z",
      endAt: "2026-12-15T17:00:00Z",
      assigneeIds: [a.techA.user.id],
    });
    expect(onCancelled.status).toBe(400);
    expect((await jobStatus(a.cookie, jobId, "reopen")).json).toEqual({ status: "unscheduled" });
    const reopenAgain = await jobStatus(a.cookie, jobId, "reopen");
    expect([reopenAgain.status, reopenAgain.json.code]).toEqual([
      409,
      "job_transition_not_allowed",
    ]);
    // An unknown action is refused by the schema; a technician has no status actions.
    expect((await jobStatus(a.cookie, jobId, "schedule")).status).toBe(400);
    expect((await jobStatus(a.techA.cookie, jobId, "complete")).status).toBe(403);
  });

  it("deletes a job without completed work, and keeps one with a completed visit (409)", async () => {
    const a = await crewCompany("Delete Co");
    const empty = await newJob(a.cookie, { title: "Entered twice" });
    await newVisit(a.cookie, empty, "2026-12-16T16:00:00Z", "2026-12-16T17:00:00Z", [
      a.techA.user.id,
    ]);
    expect(
      (await call(deleteJobRoute, "DELETE", { cookie: a.cookie, params: { id: empty } })).status,
    ).toBe(200);
    expect((await getJob(a.cookie, empty)).status).toBe(404);
    expect(await db.prisma.visit.count({ where: { jobId: empty } })).toBe(0);

    const worked = await newJob(a.cookie, { title: "Worked" });
    const first = await newVisit(a.cookie, worked, "2026-12-17T16:00:00Z", "2026-12-17T17:00:00Z", [
      a.techA.user.id,
    ]);
    await newVisit(a.cookie, worked, "2026-12-18T16:00:00Z", "2026-12-18T17:00:00Z", [
      a.techA.user.id,
    ]);
    expect((await progress(a.techA.cookie, first.id, "complete")).status).toBe(200);
    // The job is still in progress with its second visit open; its record of work stays.
    const refused = await call(deleteJobRoute, "DELETE", {
      cookie: a.cookie,
      params: { id: worked },
    });
    expect(refused.status).toBe(409);
    expect((await getJob(a.cookie, worked)).status).toBe(200);
  });
});

// --- tenant isolation ---------------------------------------------------------------------

describe("tenant isolation", () => {
  it("hides company A's jobs and visits from company B, and B cannot assign A's members", async () => {
    const a = await crewCompany("Tenant A");
    const b = await crewCompany("Tenant B");
    const quote = await approvedQuote(a.companyId);
    const jobId = await newJob(a.cookie, { quoteId: quote.quote.id });
    const visit = await newVisit(a.cookie, jobId, "2026-12-21T16:00:00Z", "2026-12-21T17:00:00Z", [
      a.techA.user.id,
    ]);
    const itemId = (await getJob(a.cookie, jobId)).json.checklist[0].id as string;
    const cookie = b.cookie;
    const slot = {
      startAt: "2026-12-22T16:00:00Z",
      endAt: "2026-12-22T17:00:00Z",
    };

    const answers = {
      get: await getJob(cookie, jobId),
      patch: await call(patchJobRoute, "PATCH", {
        cookie,
        params: { id: jobId },
        body: { title: "Taken" },
      }),
      delete: await call(deleteJobRoute, "DELETE", { cookie, params: { id: jobId } }),
      status: await jobStatus(cookie, jobId, "cancel"),
      schedule: await schedule(cookie, jobId, { ...slot, assigneeIds: [b.techA.user.id] }),
      moveVisit: await moveVisit(cookie, visit.id, { startAt: slot.startAt }),
      deleteVisit: await call(deleteVisitRoute, "DELETE", { cookie, params: { id: visit.id } }),
      progress: await progress(cookie, visit.id, "on_my_way"),
      checklist: await call(checklistRoute, "PATCH", {
        cookie,
        params: { id: jobId, itemId },
        body: { done: true },
      }),
      note: await call(notesRoute, "POST", { cookie, params: { id: jobId }, body: { body: "Hi" } }),
      fromQuote: await createJob(cookie, { quoteId: quote.quote.id }),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, v.status]))).toEqual(
      Object.fromEntries(Object.keys(answers).map((k) => [k, 404])),
    );
    expect((await listJobs(cookie)).json.jobs).toEqual([]);
    expect(
      (await listVisits(cookie, "2026-12-01T00:00:00Z", "2026-12-31T00:00:00Z")).json.visits,
    ).toEqual([]);
    // Nothing of A's changed.
    expect((await getJob(a.cookie, jobId)).json).toMatchObject({
      title: "Panel upgrade",
      status: "scheduled",
      checklist: [{ id: itemId, done: false }, { done: false }],
      notes: [],
    });
    expect(await db.prisma.visit.findUniqueOrThrow({ where: { id: visit.id } })).toMatchObject({
      status: "scheduled",
      startAt: new Date("2026-12-21T16:00:00Z"),
    });
    expect(await db.prisma.job.count({ where: { companyId: b.companyId } })).toBe(0);

    // B's own job and visit: A's technician is no member of B's.
    const bJob = await newJob(cookie, { title: "B's job" });
    const assignForeign = await schedule(cookie, bJob, { ...slot, assigneeIds: [a.techA.user.id] });
    expect([assignForeign.status, issuePaths(assignForeign.json)]).toEqual([400, ["assigneeIds"]]);
    const bVisit = await newVisit(cookie, bJob, slot.startAt, slot.endAt, [b.techA.user.id]);
    const reassign = await moveVisit(cookie, bVisit.id, { assigneeIds: [a.techA.user.id] });
    expect([reassign.status, issuePaths(reassign.json)]).toEqual([400, ["assigneeIds"]]);
    // A's technician does not see B's visit either.
    expect((await progress(a.techA.cookie, bVisit.id, "start")).status).toBe(404);
  });
});

// --- recurrence ---------------------------------------------------------------------------

describe("a recurring series", () => {
  it("keeps the local 9:00 across the end of daylight-saving time", async () => {
    const a = await crewCompany("Pacific Co", "America/Los_Angeles");
    const jobId = await newJob(a.cookie, { title: "Filter changes" });
    const res = await schedule(a.cookie, jobId, {
      startAt: "2026-10-20T09:00:00-07:00",
      endAt: "2026-10-20T11:00:00-07:00",
      arrivalWindowMinutes: 60,
      assigneeIds: [a.techA.user.id],
      recurrence: { every: 2, unit: "week", count: 4 },
    });
    expect(res.status).toBe(201);
    const visits = res.json.visits as VisitDto[];
    // Oct 20 is PDT (UTC-7); Nov 1 ends DST, so Nov 3, Nov 17 and Dec 1 are PST (UTC-8).
    expect(visits.map((v) => v.startAt)).toEqual([
      "2026-10-20T16:00:00.000Z",
      "2026-11-03T17:00:00.000Z",
      "2026-11-17T17:00:00.000Z",
      "2026-12-01T17:00:00.000Z",
    ]);
    expect(visits.map((v) => v.endAt)).toEqual([
      "2026-10-20T18:00:00.000Z",
      "2026-11-03T19:00:00.000Z",
      "2026-11-17T19:00:00.000Z",
      "2026-12-01T19:00:00.000Z",
    ]);
    const local = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/Los_Angeles",
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    expect(visits.map((v) => local.format(new Date(v.startAt)))).toEqual([
      "Tue 09:00",
      "Tue 09:00",
      "Tue 09:00",
      "Tue 09:00",
    ]);
    // One series with its rule; the customer is told once (its first visit).
    expect(new Set(visits.map((v) => v.seriesId)).size).toBe(1);
    expect(visits[0].seriesId).not.toBeNull();
    expect(visits.every((v) => v.recurrence === "Every 2 weeks, 4 visits")).toBe(true);
    const booked = (await mailsOfKind("visit-booked")).filter((m) =>
      visits.some((v) => v.id === m.visitId),
    );
    expect(booked.map((m) => m.visitId)).toEqual([visits[0].id]);
    expect((await getJob(a.cookie, jobId)).json).toMatchObject({ status: "scheduled" });
    // The series is checked as a whole: a visit of the same technician on its third date clashes.
    const other = await newJob(a.cookie, { title: "Clash" });
    const clash = await schedule(a.cookie, other, {
      startAt: "2026-11-17T10:00:00-08:00",
      endAt: "2026-11-17T10:30:00-08:00",
      assigneeIds: [a.techA.user.id],
    });
    expect([clash.status, clash.json.code]).toEqual([409, "double_booked"]);
  });
});
