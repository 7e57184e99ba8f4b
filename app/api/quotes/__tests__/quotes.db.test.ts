/** @jest-environment node */
import { makeRequest, routeParams, setupTestDatabase, type TestDatabase } from "@/test/db";
import { setupTempOutbox } from "@/test/outbox";
import { GET as listQuotes, POST as createQuote } from "@/app/api/quotes/route";
import {
  DELETE as deleteQuote,
  GET as getQuote,
  PUT as putQuote,
} from "@/app/api/quotes/[id]/route";
import { POST as sendQuote } from "@/app/api/quotes/[id]/send/route";
import { GET as quoteLink } from "@/app/api/quotes/[id]/link/route";
import { POST as recordPayment } from "@/app/api/quotes/[id]/payments/route";
import { hashQuoteToken } from "@/lib/quotes/token";
import type { QuoteDto } from "@/lib/quotes/types";
import { call, line, mailJobs, quoteCompany, saveBody } from "./fixtures";

setupTempOutbox();

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db?.close();
});

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function newQuote(cookie: string, body: unknown = {}) {
  const res = await call(createQuote, "POST", { cookie, body });
  expect(res.status).toBe(201);
  return (await res.json()) as QuoteDto;
}

describe("creating quotes", () => {
  it("from a request: lines, quantities and client copied, priced from today's price book", async () => {
    const a = await quoteCompany(db.prisma);
    const request = await db.prisma.estimateRequest.create({
      data: {
        companyId: a.companyId,
        customerName: "Bob Stone",
        customerEmail: "Bob@Example.com",
        customerPhone: "512 555 0100",
        subtotal: "0",
        totalAmount: "0",
        totalTime: 0,
        items: {
          create: [
            // Yesterday's prices: the quote must use today's.
            {
              serviceId: a.outlet.id,
              name: "Outlet",
              unitType: "per_item",
              quantity: "3",
              unitPrice: "50.00",
              lineSubtotal: "150.00",
              time: 135,
            },
            {
              serviceId: null,
              name: "Service call fee",
              unitType: "flat",
              quantity: "1",
              unitPrice: "10.00",
              lineSubtotal: "10.00",
              time: 0,
            },
          ],
        },
      },
    });
    const quote = await newQuote(a.cookie, { estimateRequestId: request.id });
    expect(quote).toMatchObject({
      number: 1,
      displayNumber: "Q-0001",
      status: "draft",
      taxRate: "8.25",
      terms: "Net 30.",
      expiresAt: inDays(14),
      estimateRequestId: request.id,
      client: { name: "Bob Stone", email: "Bob@Example.com" },
    });
    // Outlet: 75 + 60 × 45/60 = 120.00 a unit; 3 → 360.00 + 10% fee 36.00 = 396.00.
    expect(quote.lines).toEqual([
      expect.objectContaining({
        serviceId: a.outlet.id,
        name: "Outlet",
        unitPrice: "120.00",
        quantity: "3",
        fee: { name: "Materials", type: "percentage", value: "10" },
        minutesPerUnit: 45,
        lineTotal: "396.00",
      }),
      expect.objectContaining({
        serviceId: null,
        name: "Service call fee",
        unitPrice: "49.00",
        lineTotal: "49.00",
      }),
    ]);
    // 445.00 + 8.25% tax 36.71 = 481.71.
    expect(quote.totals).toMatchObject({ subtotal: "445.00", tax: "36.71", total: "481.71" });
    expect(quote.events.map((event) => event.type)).toEqual(["created"]);
    const stored = await db.prisma.estimateRequest.findUniqueOrThrow({ where: { id: request.id } });
    expect(stored.status).toBe("quoted");
    expect(stored.clientId).toBe(quote.client?.id);
  });

  it("blank and for a client take the company's defaults; foreign ids are refused", async () => {
    const a = await quoteCompany(db.prisma, "Defaults A");
    const b = await quoteCompany(db.prisma, "Defaults B");
    const blank = await newQuote(a.cookie);
    expect(blank).toMatchObject({ client: null, lines: [], taxRate: "8.25", terms: "Net 30." });
    const forClient = await newQuote(a.cookie, { clientId: a.client.id });
    expect(forClient.client?.id).toBe(a.client.id);
    expect(forClient.number).toBe(blank.number + 1);

    const foreignClient = await call(createQuote, "POST", {
      cookie: a.cookie,
      body: { clientId: b.client.id },
    });
    expect(foreignClient.status).toBe(400);
    expect((await foreignClient.json()).issues).toEqual([
      { path: "clientId", message: "Unknown client." },
    ]);
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
    const foreignRequest = await call(createQuote, "POST", {
      cookie: a.cookie,
      body: { estimateRequestId: bRequest.id },
    });
    expect(foreignRequest.status).toBe(400);
    expect(
      (await db.prisma.estimateRequest.findUniqueOrThrow({ where: { id: bRequest.id } })).status,
    ).toBe("new");
  });
});

describe("saving quotes", () => {
  it("recomputes totals on the server, ignoring any client total", async () => {
    const a = await quoteCompany(db.prisma, "Save A");
    const quote = await newQuote(a.cookie, { clientId: a.client.id });
    const body = saveBody({
      clientId: a.client.id,
      discount: { type: "percentage", value: 10 },
      taxRate: 8.25,
      deposit: { type: "percentage", value: 25 },
      groups: [{ key: "g1", name: "Panel" }],
      lines: [
        line({
          serviceId: a.outlet.id,
          name: "Outlet",
          unitType: "per_item",
          unitPrice: 120,
          quantity: 2,
        }),
        line({ name: "Good", unitPrice: 1000, groupKey: "g1", selected: false }),
        line({ name: "Better", unitPrice: 1500, groupKey: "g1", selected: true }),
        line({ name: "Surge guard", unitPrice: 200, optional: true, selected: false }),
      ],
    });
    const tampered = { ...body, totals: { total: "1.00" } };
    const refused = await call(putQuote, "PUT", { cookie: a.cookie, id: quote.id, body: tampered });
    expect(refused.status).toBe(400); // strict: no totals in a save

    const res = await call(putQuote, "PUT", { cookie: a.cookie, id: quote.id, body });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as QuoteDto;
    // 240 + 1500 = 1740; −10% 174 = 1566; tax 8.25% 129.195 → 129.20; total 1695.20; deposit 423.80.
    expect(saved.totals).toMatchObject({
      subtotal: "1740.00",
      discount: "174.00",
      tax: "129.20",
      total: "1695.20",
      deposit: "423.80",
      paid: "0.00",
      depositDue: "423.80",
    });
    expect(saved.groups).toEqual([expect.objectContaining({ name: "Panel", sortOrder: 0 })]);
    expect(saved.lines.map((l) => [l.name, l.groupId !== null, l.selected, l.lineTotal])).toEqual([
      ["Outlet", false, true, "240.00"],
      ["Good", true, false, "1000.00"],
      ["Better", true, true, "1500.00"],
      ["Surge guard", false, false, "200.00"],
    ]);
    const row = await db.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } });
    expect(row.total.toString()).toBe("1695.2");

    // Saving again with the group id as its key keeps the content.
    const again = await call(putQuote, "PUT", {
      cookie: a.cookie,
      id: quote.id,
      body: {
        ...body,
        groups: [{ key: saved.groups[0].id, name: "Panel" }],
        lines: body.lines.map((l) => (l.groupKey ? { ...l, groupKey: saved.groups[0].id } : l)),
      },
    });
    expect(((await again.json()) as QuoteDto).totals.total).toBe("1695.20");
  });

  it("refuses a group with 0 or 2 options selected, or fewer than 2 options", async () => {
    const a = await quoteCompany(db.prisma, "Groups A");
    const quote = await newQuote(a.cookie);
    const put = (selected: [boolean, boolean]) =>
      call(putQuote, "PUT", {
        cookie: a.cookie,
        id: quote.id,
        body: saveBody({
          groups: [{ key: "g", name: "Tier" }],
          lines: [
            line({ name: "A", groupKey: "g", selected: selected[0] }),
            line({ name: "B", groupKey: "g", selected: selected[1] }),
          ],
        }),
      });
    for (const selected of [
      [false, false],
      [true, true],
    ] as [boolean, boolean][]) {
      const res = await put(selected);
      expect(res.status).toBe(400);
      expect((await res.json()).issues).toEqual([
        { path: "groups.0", message: 'Option group "Tier" needs exactly one preselected option.' },
      ]);
    }
    const single = await call(putQuote, "PUT", {
      cookie: a.cookie,
      id: quote.id,
      body: saveBody({ groups: [{ key: "g", name: "Tier" }], lines: [line({ groupKey: "g" })] }),
    });
    expect(single.status).toBe(400);
    const unknownKey = await call(putQuote, "PUT", {
      cookie: a.cookie,
      id: quote.id,
      body: saveBody({ lines: [line({ groupKey: "nope" })] }),
    });
    expect((await unknownKey.json()).issues[0].path).toBe("lines.0.groupKey");
    expect(await db.prisma.quoteLine.count({ where: { quoteId: quote.id } })).toBe(0);
  });

  it("refuses lines that add up to more than the totals' columns hold", async () => {
    const a = await quoteCompany(db.prisma, "Huge A");
    const quote = await newQuote(a.cookie);
    const huge = line({ unitPrice: 1_000_000, quantity: 100_000 });
    const res = await call(putQuote, "PUT", {
      cookie: a.cookie,
      id: quote.id,
      body: saveBody({ lines: Array.from({ length: 10 }, () => huge) }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).issues).toEqual([
      { path: "lines", message: "The quote's lines add up to more than can be stored." },
    ]);
  });

  it("refuses another company's service or client, naming the field", async () => {
    const a = await quoteCompany(db.prisma, "Refs A");
    const b = await quoteCompany(db.prisma, "Refs B");
    const quote = await newQuote(a.cookie);
    const foreignService = await call(putQuote, "PUT", {
      cookie: a.cookie,
      id: quote.id,
      body: saveBody({ lines: [line(), line({ serviceId: b.outlet.id })] }),
    });
    expect(foreignService.status).toBe(400);
    expect((await foreignService.json()).issues).toEqual([
      { path: "lines.1.serviceId", message: "Unknown service." },
    ]);
    const foreignClient = await call(putQuote, "PUT", {
      cookie: a.cookie,
      id: quote.id,
      body: saveBody({ clientId: b.client.id }),
    });
    expect(foreignClient.status).toBe(400);
    expect((await foreignClient.json()).issues).toEqual([
      { path: "clientId", message: "Unknown client." },
    ]);
  });

  it("makes a sent quote's edit revision 2 and supersedes revision 1; approved is 409", async () => {
    const a = await quoteCompany(db.prisma, "Revisions A");
    const quote = await newQuote(a.cookie, { clientId: a.client.id });
    const withClient = saveBody({ clientId: a.client.id });
    await call(putQuote, "PUT", { cookie: a.cookie, id: quote.id, body: withClient });
    // A service address and a photo shown to the customer, which the revision keeps.
    const property = await db.prisma.property.create({
      data: {
        companyId: a.company.id,
        clientId: a.client.id,
        line1: "12 Oak St",
        city: "Austin",
        region: "TX",
        postalCode: "78701",
        matchKey: "12oakst78701",
      },
    });
    const photo = await db.prisma.photo.create({
      data: {
        id: "photo_revision_test",
        companyId: a.company.id,
        clientId: a.client.id,
        contentType: "image/jpeg",
        width: 1,
        height: 1,
        size: 1,
        bytes: new Uint8Array([1]),
        claimedAt: new Date(),
      },
    });
    await db.prisma.quote.update({ where: { id: quote.id }, data: { propertyId: property.id } });
    await db.prisma.quotePhoto.create({ data: { quoteId: quote.id, photoId: photo.id } });
    const sent = await call(sendQuote, "POST", { cookie: a.cookie, id: quote.id });
    expect(sent.status).toBe(200);
    const { quote: sentQuote, url } = (await sent.json()) as { quote: QuoteDto; url: string };
    expect(sentQuote).toMatchObject({ status: "sent", sentTo: "Ann@Example.com" });
    const token = url.split("/q/")[1];
    const old = await db.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } });
    expect(old.tokenHash).toBe(hashQuoteToken(token));

    const res = await call(putQuote, "PUT", {
      cookie: a.cookie,
      id: quote.id,
      body: saveBody({ lines: [line({ unitPrice: 250 })] }),
    });
    expect(res.status).toBe(200);
    const revised = (await res.json()) as QuoteDto;
    expect(revised).toMatchObject({
      number: quote.number,
      revision: 2,
      displayNumber: "Q-0001-R2",
      status: "sent",
      locked: false,
    });
    expect(revised.id).not.toBe(quote.id);
    expect(revised.totals.total).toBe("250.00");
    expect(revised.publicUrl).not.toBe(url);
    expect(revised.events.map((event) => event.type)).toEqual(["created", "sent", "revised"]);
    const superseded = await db.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } });
    expect(superseded.supersededById).toBe(revised.id);
    expect(superseded.total.toString()).toBe("100");
    const kept = await db.prisma.quote.findUniqueOrThrow({
      where: { id: revised.id },
      include: { photos: true },
    });
    expect(kept.propertyId).toBe(property.id);
    expect(kept.photos.map((link) => link.photoId)).toEqual([photo.id]);

    // The replaced revision is locked; the list shows the latest only.
    const stale = await call(putQuote, "PUT", { cookie: a.cookie, id: quote.id, body: saveBody() });
    expect(stale.status).toBe(409);
    const list = await (await call(listQuotes, "GET", { cookie: a.cookie })).json();
    expect(list.quotes.map((q: { id: string }) => q.id)).toEqual([revised.id]);

    await db.prisma.quote.update({ where: { id: revised.id }, data: { status: "approved" } });
    const approved = await call(putQuote, "PUT", {
      cookie: a.cookie,
      id: revised.id,
      body: saveBody({ lines: [line({ unitPrice: 1 })] }),
    });
    expect(approved.status).toBe(409);
    const unchanged = await db.prisma.quote.findUniqueOrThrow({ where: { id: revised.id } });
    expect(unchanged.total.toString()).toBe("250");
  });
});

describe("concurrent revisions", () => {
  it("two saves of one viewed quote at once: one revision, the other 409", async () => {
    const a = await quoteCompany(db.prisma, "Race A");
    const quote = await newQuote(a.cookie, { clientId: a.client.id });
    const body = saveBody({ clientId: a.client.id });
    await call(putQuote, "PUT", { cookie: a.cookie, id: quote.id, body });
    await call(sendQuote, "POST", { cookie: a.cookie, id: quote.id });
    await db.prisma.quote.update({ where: { id: quote.id }, data: { status: "viewed" } });
    const responses = await Promise.all(
      [300, 400].map((unitPrice) =>
        call(putQuote, "PUT", {
          cookie: a.cookie,
          id: quote.id,
          body: { ...body, lines: [line({ unitPrice })] },
        }),
      ),
    );
    expect(responses.map((res) => res.status).sort()).toEqual([200, 409]);
    const rows = await db.prisma.quote.findMany({
      where: { companyId: a.companyId, number: quote.number },
      orderBy: { revision: "asc" },
    });
    expect(rows.map((row) => [row.revision, row.status, row.supersededById])).toEqual([
      [1, "viewed", rows[1].id],
      [2, "sent", null],
    ]);
  });
});

describe("sending, links, payments, deleting", () => {
  it("sends: link issued, status sent, event, and the mail job in the same transaction", async () => {
    const a = await quoteCompany(db.prisma, "Send A");
    const quote = await newQuote(a.cookie, { clientId: a.client.id });
    const empty = await call(sendQuote, "POST", { cookie: a.cookie, id: quote.id });
    expect(empty.status).toBe(409);
    await call(putQuote, "PUT", {
      cookie: a.cookie,
      id: quote.id,
      body: saveBody({ clientId: a.client.id }),
    });
    const before = (await mailJobs(db.prisma)).length;
    const res = await call(sendQuote, "POST", {
      cookie: a.cookie,
      id: quote.id,
      body: { to: "boss@example.com", message: "Here it is." },
    });
    expect(res.status).toBe(200);
    const { quote: sent, url } = await res.json();
    expect(url).toMatch(/^http:\/\/localhost:3000\/q\/[A-Za-z0-9_-]{43}$/);
    expect(sent).toMatchObject({ status: "sent", sentTo: "boss@example.com", publicUrl: url });
    expect(sent.events.at(-1)).toMatchObject({ type: "sent", detail: "Sent to boss@example.com" });
    const jobs = await mailJobs(db.prisma);
    expect(jobs.slice(before)).toEqual([
      expect.objectContaining({
        kind: "quote-sent",
        companyId: a.companyId,
        quoteId: quote.id,
        to: "boss@example.com",
        message: "Here it is.",
      }),
    ]);
    const link = await (await call(quoteLink, "GET", { cookie: a.cookie, id: quote.id })).json();
    expect(link).toEqual({ url });
  });

  it("copies a draft's link (issued once), and sends to the client's email by default", async () => {
    const a = await quoteCompany(db.prisma, "Link A");
    const quote = await newQuote(a.cookie);
    const first = await (await call(quoteLink, "GET", { cookie: a.cookie, id: quote.id })).json();
    const second = await (await call(quoteLink, "GET", { cookie: a.cookie, id: quote.id })).json();
    expect(second.url).toBe(first.url);
    await call(putQuote, "PUT", { cookie: a.cookie, id: quote.id, body: saveBody() });
    const noAddress = await call(sendQuote, "POST", { cookie: a.cookie, id: quote.id, body: {} });
    expect(noAddress.status).toBe(400);
    expect((await noAddress.json()).issues[0].path).toBe("to");
  });

  it("records a deposit: payment, event, receipt job; bad input is 400 naming the field", async () => {
    const a = await quoteCompany(db.prisma, "Pay A");
    const quote = await newQuote(a.cookie);
    await call(putQuote, "PUT", {
      cookie: a.cookie,
      id: quote.id,
      body: saveBody({ deposit: { type: "fixed", value: 50 } }),
    });
    const res = await call(recordPayment, "POST", {
      cookie: a.cookie,
      id: quote.id,
      body: { amount: 30, method: "check", paidOn: today(), note: "No. 123" },
    });
    expect(res.status).toBe(201);
    const paid = (await res.json()) as QuoteDto;
    expect(paid.totals).toMatchObject({ deposit: "50.00", paid: "30.00", depositDue: "20.00" });
    expect(paid.payments).toEqual([
      expect.objectContaining({
        amount: "30.00",
        method: "check",
        paidOn: today(),
        note: "No. 123",
      }),
    ]);
    expect(paid.events.at(-1)).toMatchObject({ type: "deposit_recorded" });
    const jobs = await mailJobs(db.prisma);
    expect(jobs.at(-1)).toMatchObject({
      kind: "deposit-receipt",
      companyId: a.companyId,
      paymentId: paid.payments[0].id,
    });
    for (const [body, path] of [
      [{ amount: 0, method: "cash", paidOn: today() }, "amount"],
      [{ amount: 10, method: "stripe", paidOn: today() }, "method"],
      [{ amount: 10, method: "cash", paidOn: "2026-02-30" }, "paidOn"],
      [{ amount: 10, method: "cash", paidOn: inDays(30) }, "paidOn"],
    ] as const) {
      const bad = await call(recordPayment, "POST", { cookie: a.cookie, id: quote.id, body });
      expect(bad.status).toBe(400);
      expect((await bad.json()).issues[0].path).toBe(path);
    }
    expect(await db.prisma.quotePayment.count({ where: { quoteId: quote.id } })).toBe(1);
  });

  it("deletes drafts only; lists with status filter, search and paging", async () => {
    const a = await quoteCompany(db.prisma, "List A");
    const draft = await newQuote(a.cookie);
    const forAnn = await newQuote(a.cookie, { clientId: a.client.id });
    await call(putQuote, "PUT", {
      cookie: a.cookie,
      id: forAnn.id,
      body: saveBody({ clientId: a.client.id, title: "Garage lights" }),
    });
    await call(sendQuote, "POST", { cookie: a.cookie, id: forAnn.id });
    const list = async (query: string) => {
      const res = await listQuotes(
        makeRequest("GET", `/api/quotes?${query}`, { cookie: a.cookie }),
        routeParams(),
      );
      return (await res.json()).quotes.map((q: { id: string }) => q.id);
    };
    expect(await list("status=sent")).toEqual([forAnn.id]);
    expect(await list("q=ann%40example")).toEqual([forAnn.id]);
    expect(await list("q=garage")).toEqual([forAnn.id]);
    expect(await list(`q=Q-000${draft.number}`)).toEqual([draft.id]);
    expect(await list(`cursor=${forAnn.id}`)).toEqual([draft.id]);

    const sentDelete = await call(deleteQuote, "DELETE", { cookie: a.cookie, id: forAnn.id });
    expect(sentDelete.status).toBe(409);
    const deleted = await call(deleteQuote, "DELETE", { cookie: a.cookie, id: draft.id });
    expect(deleted.status).toBe(200);
    expect(await db.prisma.quote.count({ where: { id: draft.id } })).toBe(0);
  });
});

describe("tenant isolation", () => {
  it("company A cannot read or change B's quotes or payments (404, B unchanged)", async () => {
    const a = await quoteCompany(db.prisma, "Iso A");
    const b = await quoteCompany(db.prisma, "Iso B");
    const quote = await newQuote(b.cookie, { clientId: b.client.id });
    await call(putQuote, "PUT", { cookie: b.cookie, id: quote.id, body: saveBody() });
    const before = await db.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } });
    const attempts = [
      call(getQuote, "GET", { cookie: a.cookie, id: quote.id }),
      call(putQuote, "PUT", { cookie: a.cookie, id: quote.id, body: saveBody({ taxRate: 50 }) }),
      call(deleteQuote, "DELETE", { cookie: a.cookie, id: quote.id }),
      call(sendQuote, "POST", { cookie: a.cookie, id: quote.id, body: { to: "x@example.com" } }),
      call(quoteLink, "GET", { cookie: a.cookie, id: quote.id }),
      call(recordPayment, "POST", {
        cookie: a.cookie,
        id: quote.id,
        body: { amount: 10, method: "cash", paidOn: today() },
      }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(404);
    const after = await db.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } });
    expect(after).toEqual(before);
    expect(await db.prisma.quotePayment.count({ where: { quoteId: quote.id } })).toBe(0);
    expect(await db.prisma.quoteEvent.count({ where: { quoteId: quote.id } })).toBe(1);
    const list = await (await call(listQuotes, "GET", { cookie: a.cookie })).json();
    expect(list.quotes).toEqual([]);
  });
});
