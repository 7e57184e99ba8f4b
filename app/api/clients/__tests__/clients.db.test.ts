/** @jest-environment node */
import { makeRequest, routeParams, setupTestDatabase, type TestDatabase } from "@/test/db";
import { setupTempOutbox } from "@/test/outbox";
import { GET as listClients, POST as createClient } from "@/app/api/clients/route";
import {
  DELETE as deleteClient,
  GET as getClient,
  PATCH as patchClient,
} from "@/app/api/clients/[id]/route";
import { GET as getEstimate } from "@/app/api/estimates/[id]/route";
import { POST as createQuote } from "@/app/api/quotes/route";
import { POST as sendQuote } from "@/app/api/quotes/[id]/send/route";
import { PUT as putQuote } from "@/app/api/quotes/[id]/route";
import { POST as createTask } from "@/app/api/tasks/route";
import type { ClientDetailDto } from "@/lib/quotes/types";
import { body, post, priceBook } from "@/app/api/estimates/__tests__/fixtures";
import { call, quoteCompany, saveBody } from "@/app/api/quotes/__tests__/fixtures";

setupTempOutbox();

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db?.close();
});

describe("clients from estimate requests", () => {
  it("matches an existing client by email, case-insensitively, and creates one otherwise", async () => {
    const a = await priceBook(db.prisma, "Match A");
    const existing = await call(createClient, "POST", {
      cookie: a.owner.cookie,
      body: { name: "Ana R.", email: "ANA@example.com ", phone: null },
    });
    expect(existing.status).toBe(201);
    const client = await existing.json();
    expect(client).toMatchObject({ name: "Ana R.", email: "ANA@example.com" });

    const items = [{ id: a.outlet.id, quantity: 1 }];
    const first = await (await post(body(a.companyId, items))).json();
    const second = await (
      await post(body(a.companyId, items, { customerEmail: " Ana@Example.COM" }))
    ).json();
    const newcomer = await (
      await post(body(a.companyId, items, { customerName: "Cy", customerEmail: "cy@example.com" }))
    ).json();
    const rows = await db.prisma.estimateRequest.findMany({
      where: { id: { in: [first.id, second.id, newcomer.id] } },
    });
    const clientOf = (id: string) => rows.find((row) => row.id === id)?.clientId;
    expect(clientOf(first.id)).toBe(client.id);
    expect(clientOf(second.id)).toBe(client.id);
    expect(clientOf(newcomer.id)).not.toBe(client.id);
    const created = await db.prisma.client.findUniqueOrThrow({
      where: { id: clientOf(newcomer.id)! },
    });
    expect(created).toMatchObject({
      companyId: a.companyId,
      name: "Cy",
      emailKey: "cy@example.com",
      phone: "512-555-0100",
    });
    const detail = await call(getEstimate, "GET", { cookie: a.owner.cookie, id: first.id });
    expect(await detail.json()).toMatchObject({ id: first.id, clientId: client.id });
    // The owner's client kept its name; its missing phone came from the request.
    const matched = await db.prisma.client.findUniqueOrThrow({ where: { id: client.id } });
    expect(matched).toMatchObject({ name: "Ana R.", phone: "512-555-0100" });

    // Concurrent first requests from one new customer share one client.
    const burst = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(body(a.companyId, items, { customerEmail: "Dee@example.com", customerName: "Dee" })),
      ),
    );
    expect(burst.map((res) => res.status)).toEqual(Array(5).fill(201));
    expect(
      await db.prisma.client.count({
        where: { companyId: a.companyId, emailKey: "dee@example.com" },
      }),
    ).toBe(1);
  });
});

describe("the client API", () => {
  it("creates, lists, searches, updates and deletes; one client per email", async () => {
    const a = await quoteCompany(db.prisma, "Crud A");
    const created = await call(createClient, "POST", {
      cookie: a.cookie,
      body: {
        name: "Zed",
        email: "zed@example.com",
        address: "1 Main St\nAustin",
        notes: "Gate code 12",
      },
    });
    expect(created.status).toBe(201);
    const zed = await created.json();
    const double = await call(createClient, "POST", {
      cookie: a.cookie,
      body: { name: "Zed again", email: "ZED@example.com" },
    });
    expect(double.status).toBe(409);
    expect((await double.json()).issues).toEqual([
      { path: "email", message: "Another client already has this email." },
    ]);
    const invalid = await call(createClient, "POST", {
      cookie: a.cookie,
      body: { name: "", email: "not-an-email" },
    });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).issues.map((i: { path: string }) => i.path).sort()).toEqual([
      "email",
      "name",
    ]);

    const list = async (query = "") =>
      (
        await (
          await listClients(
            makeRequest("GET", `/api/clients?${query}`, { cookie: a.cookie }),
            routeParams(),
          )
        ).json()
      ).clients.map((c: { name: string }) => c.name);
    expect(await list()).toEqual(["Ann Lee", "Zed"]);
    expect(await list("q=ZED%40")).toEqual(["Zed"]);

    const patched = await call(patchClient, "PATCH", {
      cookie: a.cookie,
      id: zed.id,
      body: { phone: "555 0100", email: "zed@new.example" },
    });
    expect(await patched.json()).toMatchObject({ phone: "555 0100", email: "zed@new.example" });
    const taken = await call(patchClient, "PATCH", {
      cookie: a.cookie,
      id: zed.id,
      body: { email: "ann@example.com" },
    });
    expect(taken.status).toBe(409);

    const removed = await call(deleteClient, "DELETE", { cookie: a.cookie, id: zed.id });
    expect(removed.status).toBe(200);
    expect(await db.prisma.client.count({ where: { id: zed.id } })).toBe(0);
  });

  it("shows a client's requests, quotes (latest revisions), tasks and activity, newest first", async () => {
    const a = await quoteCompany(db.prisma, "Detail A");
    const request = await db.prisma.estimateRequest.create({
      data: {
        companyId: a.companyId,
        clientId: a.client.id,
        customerName: "Ann Lee",
        customerEmail: "ann@example.com",
        subtotal: "10",
        totalAmount: "10",
        totalTime: 0,
        createdAt: new Date(Date.now() - 60_000),
      },
    });
    const quote = await (
      await call(createQuote, "POST", { cookie: a.cookie, body: { clientId: a.client.id } })
    ).json();
    await call(putQuote, "PUT", {
      cookie: a.cookie,
      id: quote.id,
      body: saveBody({ clientId: a.client.id }),
    });
    await call(sendQuote, "POST", { cookie: a.cookie, id: quote.id });
    const revised = await (
      await call(putQuote, "PUT", {
        cookie: a.cookie,
        id: quote.id,
        body: saveBody({ clientId: a.client.id, title: "Revised" }),
      })
    ).json();
    await call(createTask, "POST", {
      cookie: a.cookie,
      body: { title: "Call Ann", dueDate: "2026-01-05", clientId: a.client.id },
    });
    const res = await call(getClient, "GET", { cookie: a.cookie, id: a.client.id });
    expect(res.status).toBe(200);
    const detail = (await res.json()) as ClientDetailDto;
    expect(detail).toMatchObject({ id: a.client.id, name: "Ann Lee" });
    expect(detail.requests).toEqual([
      expect.objectContaining({ id: request.id, status: "new", totalAmount: "10.00" }),
    ]);
    expect(detail.quotes.map((q) => [q.id, q.displayNumber, q.title])).toEqual([
      [revised.id, "Q-0001-R2", "Revised"],
    ]);
    expect(detail.tasks).toEqual([
      expect.objectContaining({ title: "Call Ann", dueDate: "2026-01-05", done: false }),
    ]);
    expect(detail.activity.map((entry) => entry.kind)).toEqual([
      "revised",
      "sent",
      "created",
      "request",
    ]);
    expect(detail.activity[1]).toMatchObject({
      detail: "Sent to Ann@Example.com",
      quote: { id: quote.id, displayNumber: "Q-0001" },
    });
  });

  it("company A cannot read or change B's clients (404, B unchanged)", async () => {
    const a = await quoteCompany(db.prisma, "Iso A");
    const b = await quoteCompany(db.prisma, "Iso B");
    const before = await db.prisma.client.findUniqueOrThrow({ where: { id: b.client.id } });
    const attempts = await Promise.all([
      call(getClient, "GET", { cookie: a.cookie, id: b.client.id }),
      call(patchClient, "PATCH", { cookie: a.cookie, id: b.client.id, body: { name: "Mine" } }),
      call(deleteClient, "DELETE", { cookie: a.cookie, id: b.client.id }),
    ]);
    expect(attempts.map((res) => res.status)).toEqual([404, 404, 404]);
    expect(await db.prisma.client.findUniqueOrThrow({ where: { id: b.client.id } })).toEqual(
      before,
    );
    const list = await (await call(listClients, "GET", { cookie: a.cookie })).json();
    expect(list.clients.map((c: { id: string }) => c.id)).not.toContain(b.client.id);
  });
});
