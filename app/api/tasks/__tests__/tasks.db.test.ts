/** @jest-environment node */
import { makeRequest, routeParams, setupTestDatabase, type TestDatabase } from "@/test/db";
import { GET as listTasks, POST as createTask } from "@/app/api/tasks/route";
import { DELETE as deleteTask, PATCH as patchTask } from "@/app/api/tasks/[id]/route";
import { POST as createQuote } from "@/app/api/quotes/route";
import type { TaskDto } from "@/lib/quotes/types";
import { call, quoteCompany } from "@/app/api/quotes/__tests__/fixtures";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db?.close();
});

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe("tasks", () => {
  it("creates on a client, a request or a quote; lists due today, open, and by link", async () => {
    const a = await quoteCompany(db.prisma, "Tasks A");
    const quote = await (await call(createQuote, "POST", { cookie: a.cookie })).json();
    const add = async (payload: Record<string, unknown>) => {
      const res = await call(createTask, "POST", { cookie: a.cookie, body: payload });
      expect(res.status).toBe(201);
      return (await res.json()) as TaskDto;
    };
    const overdue = await add({ title: "Overdue", dueDate: day(-2), clientId: a.client.id });
    const dueToday = await add({ title: "Today", dueDate: day(0), quoteId: quote.id });
    const later = await add({ title: "Later", dueDate: day(5) });
    const done = await add({ title: "Done", dueDate: day(-1) });
    expect(dueToday.quote).toEqual({ id: quote.id, displayNumber: "Q-0001" });
    expect(overdue.client).toEqual({ id: a.client.id, name: "Ann Lee" });

    const patched = await call(patchTask, "PATCH", {
      cookie: a.cookie,
      id: done.id,
      body: { done: true },
    });
    expect(await patched.json()).toMatchObject({ done: true });
    const row = await db.prisma.task.findUniqueOrThrow({ where: { id: done.id } });
    expect(row.doneAt).not.toBeNull();

    const titles = async (query: string) =>
      (
        (await (
          await listTasks(
            makeRequest("GET", `/api/tasks?${query}`, { cookie: a.cookie }),
            routeParams(),
          )
        ).json()) as { tasks: TaskDto[] }
      ).tasks.map((task) => task.title);
    expect(await titles("due=today")).toEqual(["Overdue", "Today"]);
    expect(await titles("due=open")).toEqual(["Overdue", "Today", "Later"]);
    expect(await titles("")).toEqual(["Overdue", "Today", "Later", "Done"]);
    expect(await titles(`clientId=${a.client.id}`)).toEqual(["Overdue"]);
    expect(await titles(`quoteId=${quote.id}`)).toEqual(["Today"]);
    expect(
      (
        await listTasks(
          makeRequest("GET", "/api/tasks?due=tomorrow", { cookie: a.cookie }),
          routeParams(),
        )
      ).status,
    ).toBe(400);

    const invalid = await call(createTask, "POST", {
      cookie: a.cookie,
      body: { title: " ", dueDate: "2026-02-30" },
    });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).issues.map((i: { path: string }) => i.path).sort()).toEqual([
      "dueDate",
      "title",
    ]);
    expect((await call(deleteTask, "DELETE", { cookie: a.cookie, id: later.id })).status).toBe(200);
    expect(await db.prisma.task.count({ where: { id: later.id } })).toBe(0);
  });

  it("refuses links to another company's client, request or quote, naming the field", async () => {
    const a = await quoteCompany(db.prisma, "Links A");
    const b = await quoteCompany(db.prisma, "Links B");
    const bQuote = await (await call(createQuote, "POST", { cookie: b.cookie })).json();
    const bRequest = await db.prisma.estimateRequest.create({
      data: {
        companyId: b.companyId,
        customerName: "X",
        customerEmail: "x@example.com",
        subtotal: "0",
        totalAmount: "0",
        totalTime: 0,
      },
    });
    for (const [field, id] of [
      ["clientId", b.client.id],
      ["estimateRequestId", bRequest.id],
      ["quoteId", bQuote.id],
    ]) {
      const res = await call(createTask, "POST", {
        cookie: a.cookie,
        body: { title: "Sneaky", dueDate: day(0), [field]: id },
      });
      expect(res.status).toBe(400);
      expect((await res.json()).issues[0].path).toBe(field);
    }
    expect(await db.prisma.task.count({ where: { companyId: a.companyId } })).toBe(0);
  });

  it("company A cannot change or delete B's tasks, nor list them (404, B unchanged)", async () => {
    const a = await quoteCompany(db.prisma, "Iso A");
    const b = await quoteCompany(db.prisma, "Iso B");
    const task = await (
      await call(createTask, "POST", {
        cookie: b.cookie,
        body: { title: "B's task", dueDate: day(0), clientId: b.client.id },
      })
    ).json();
    const before = await db.prisma.task.findUniqueOrThrow({ where: { id: task.id } });
    const patched = await call(patchTask, "PATCH", {
      cookie: a.cookie,
      id: task.id,
      body: { done: true, title: "Mine" },
    });
    expect(patched.status).toBe(404);
    expect((await call(deleteTask, "DELETE", { cookie: a.cookie, id: task.id })).status).toBe(404);
    expect(await db.prisma.task.findUniqueOrThrow({ where: { id: task.id } })).toEqual(before);
    const list = await (await call(listTasks, "GET", { cookie: a.cookie })).json();
    expect(list.tasks).toEqual([]);
    const byForeignClient = await (
      await listTasks(
        makeRequest("GET", `/api/tasks?clientId=${b.client.id}`, { cookie: a.cookie }),
        routeParams(),
      )
    ).json();
    expect(byForeignClient.tasks).toEqual([]);
  });
});
