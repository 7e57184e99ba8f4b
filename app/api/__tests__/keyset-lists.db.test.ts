/** @jest-environment node */
/**
 * The owner's lists are read by keyset (docs/scaling.md, "Lists at scale"): each answer's
 * `nextCursor` asks for the next page, the pages together hold every row once in the list's
 * order, ties in the sort key are broken by id, another company's id as a cursor reads
 * nothing of theirs, and the old `page` parameter is refused naming it.
 */
import { callRoute } from "@/test/api-helpers";
import { createOwner, setupTestDatabase, type TestDatabase } from "@/test/db";
import { GET as listClients } from "@/app/api/clients/route";
import { GET as listEstimates } from "@/app/api/estimates/route";
import { GET as listInvoices } from "@/app/api/invoices/route";
import { GET as listJobs } from "@/app/api/jobs/route";
import { GET as listQuotes } from "@/app/api/quotes/route";
import { GET as listDeliveries } from "@/app/api/webhooks/[id]/deliveries/route";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db?.close();
});

type Page = Record<string, unknown> & { nextCursor: string | null };

/** Every page of `path` for `cookie`, following nextCursor; the ids of `field` in order. */
async function readAll(
  handler: Parameters<typeof callRoute>[0],
  path: string,
  field: string,
  cookie: string,
) {
  const ids: string[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes("?") ? "&" : "?";
    const res = await callRoute(
      handler,
      "GET",
      cursor ? `${path}${separator}cursor=${cursor}` : path,
      { cookie },
    );
    expect(res.status).toBe(200);
    const page = res.json as Page;
    const rows = page[field] as { id: string }[];
    sizes.push(rows.length);
    ids.push(...rows.map((row) => row.id));
    cursor = page.nextCursor;
  } while (cursor && sizes.length < 10);
  return { ids, sizes };
}

describe("keyset pages of the owner's lists", () => {
  it("pages clients by name with ties broken by id, and never shows another company's", async () => {
    const a = await createOwner(db.prisma, "Keyset A");
    const b = await createOwner(db.prisma, "Keyset B");
    // 31 clients, 12 of them sharing one name: a page ends inside the tie.
    await db.prisma.client.createMany({
      data: [
        ...Array.from({ length: 12 }, () => ({ companyId: a.company.id, name: "Same Name" })),
        ...Array.from({ length: 19 }, (_, i) => ({
          companyId: a.company.id,
          name: `Client ${String(i).padStart(2, "0")}`,
        })),
      ],
    });
    await db.prisma.client.create({ data: { companyId: b.company.id, name: "B's client" } });
    const expected = await db.prisma.client.findMany({
      where: { companyId: a.company.id },
      orderBy: [{ name: "asc" }, { id: "asc" }],
      select: { id: true },
    });

    const { ids, sizes } = await readAll(listClients, "/api/clients", "clients", a.cookie);
    expect(sizes).toEqual([25, 6]);
    expect(ids).toEqual(expected.map((row) => row.id));

    // A cursor that is another company's client starts nothing (and shows nothing of B's).
    const bClient = await db.prisma.client.findFirstOrThrow({
      where: { companyId: b.company.id },
    });
    const foreign = await callRoute(listClients, "GET", `/api/clients?cursor=${bClient.id}`, {
      cookie: a.cookie,
    });
    expect(foreign.json).toEqual({ clients: [], nextCursor: null });

    const paged = await callRoute(listClients, "GET", "/api/clients?page=2", {
      cookie: a.cookie,
    });
    expect(paged.status).toBe(400);
    expect(JSON.stringify(paged.json)).toContain("page");
    const long = await callRoute(listClients, "GET", `/api/clients?cursor=${"x".repeat(65)}`, {
      cookie: a.cookie,
    });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.json)).toContain("cursor");
  });

  it("pages quotes and invoices by number, newest first, with the invoice sums on the first page", async () => {
    const a = await createOwner(db.prisma, "Numbers A");
    const b = await createOwner(db.prisma, "Numbers B");
    await db.prisma.quote.createMany({
      data: Array.from({ length: 30 }, (_, i) => ({
        companyId: a.company.id,
        number: i + 1,
        title: `Quote ${i + 1}`,
      })),
    });
    // A superseded revision is history: not listed.
    const revised = await db.prisma.quote.findFirstOrThrow({
      where: { companyId: a.company.id, number: 30 },
    });
    const current = await db.prisma.quote.create({
      data: { companyId: a.company.id, number: 30, revision: 2, title: "Quote 30 r2" },
    });
    await db.prisma.quote.update({
      where: { id: revised.id },
      data: { supersededById: current.id },
    });
    const day = new Date("2026-11-02T00:00:00.000Z");
    await db.prisma.invoice.createMany({
      data: Array.from({ length: 27 }, (_, i) => ({
        companyId: a.company.id,
        number: i + 1,
        issueDate: day,
        dueDate: day,
        total: "10.00",
        balance: i % 2 === 0 ? "10.00" : "0.00",
      })),
    });
    await db.prisma.invoice.create({
      data: { companyId: b.company.id, number: 1, issueDate: day, dueDate: day, total: "99.00" },
    });

    const quotes = await readAll(listQuotes, "/api/quotes", "quotes", a.cookie);
    expect(quotes.sizes).toEqual([25, 5]);
    const numbers = await db.prisma.quote.findMany({
      where: { id: { in: quotes.ids } },
      select: { id: true, number: true, revision: true },
    });
    const byId = new Map(numbers.map((row) => [row.id, row]));
    expect(quotes.ids.map((id) => byId.get(id)!.number)).toEqual(
      Array.from({ length: 30 }, (_, i) => 30 - i),
    );
    expect(byId.get(quotes.ids[0])!.revision).toBe(2);

    const invoices = await readAll(listInvoices, "/api/invoices", "invoices", a.cookie);
    expect(invoices.sizes).toEqual([25, 2]);
    expect(new Set(invoices.ids).size).toBe(27);
    const first = await callRoute(listInvoices, "GET", "/api/invoices", { cookie: a.cookie });
    const firstPage = first.json as Page & { invoices: { number: string }[] };
    expect(firstPage.invoices[0].number).toBe("INV-0027");
    expect(firstPage.sums).toEqual({ count: 27, total: "270.00", balance: "140.00" });
    const second = await callRoute(
      listInvoices,
      "GET",
      `/api/invoices?cursor=${firstPage.nextCursor}`,
      { cookie: a.cookie },
    );
    expect((second.json as Page).sums).toBeNull();
    expect(
      (second.json as { invoices: { number: string }[] }).invoices.map((i) => i.number),
    ).toEqual(["INV-0002", "INV-0001"]);
  });

  it("pages requests newest first through requests of the same millisecond", async () => {
    const a = await createOwner(db.prisma, "Requests A");
    const at = new Date("2026-11-20T10:00:00.000Z");
    await db.prisma.estimateRequest.createMany({
      data: Array.from({ length: 60 }, (_, i) => ({
        companyId: a.company.id,
        customerName: `Customer ${i}`,
        customerEmail: `c${i}@example.com`,
        subtotal: "1.00",
        totalAmount: "1.00",
        totalTime: 0,
        // Ten a millisecond: pages end inside a tie of createdAt.
        createdAt: new Date(at.getTime() + Math.floor(i / 10)),
      })),
    });
    const expected = await db.prisma.estimateRequest.findMany({
      where: { companyId: a.company.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true },
    });
    const { ids, sizes } = await readAll(
      listEstimates,
      "/api/estimates?limit=25",
      "estimates",
      a.cookie,
    );
    expect(sizes).toEqual([25, 25, 10]);
    expect(ids).toEqual(expected.map((row) => row.id));
  });

  it("searches by title, client name, client email and number, page by page, with literal wildcards", async () => {
    const a = await createOwner(db.prisma, "Search A");
    const b = await createOwner(db.prisma, "Search B");
    const garcia = await db.prisma.client.create({
      data: { companyId: a.company.id, name: "Ana Garcia", email: "ana@garcia.example" },
    });
    const other = await db.prisma.client.create({
      data: { companyId: a.company.id, name: "Bo Lee", email: "bo@lee.example" },
    });
    const theirs = await db.prisma.client.create({
      data: { companyId: b.company.id, name: "Ana Garcia", email: "ana@garcia.example" },
    });
    const day = new Date("2026-11-02T00:00:00.000Z");
    // A's invoices 1-40: odd numbers are Ana Garcia's, 10 and 20 have "Garcia" in the title,
    // 7 has a literal "50%" in it; B has a Garcia invoice of its own.
    await db.prisma.invoice.createMany({
      data: Array.from({ length: 40 }, (_, i) => {
        const number = i + 1;
        return {
          companyId: a.company.id,
          number,
          clientId: number % 2 === 1 ? garcia.id : other.id,
          title: number % 10 === 0 ? `Garcia porch ${number}` : number === 7 ? "50% deposit" : null,
          issueDate: day,
          dueDate: day,
          total: "10.00",
          balance: "10.00",
        };
      }),
    });
    await db.prisma.invoice.create({
      data: {
        companyId: b.company.id,
        number: 1,
        clientId: theirs.id,
        title: "Garcia",
        issueDate: day,
        dueDate: day,
        total: "99.00",
      },
    });
    const numbersOf = async (query: string) => {
      const pages: number[][] = [];
      let cursor: string | null = null;
      let sums: unknown = undefined;
      do {
        const res = await callRoute(
          listInvoices,
          "GET",
          `/api/invoices?${query}${cursor ? `&cursor=${cursor}` : ""}`,
          { cookie: a.cookie },
        );
        expect(res.status).toBe(200);
        const page = res.json as Page & { invoices: { number: string }[]; sums: unknown };
        if (sums === undefined) sums = page.sums;
        else expect(page.sums).toBeNull();
        pages.push(page.invoices.map((invoice) => Number(invoice.number.slice(4))));
        cursor = page.nextCursor;
      } while (cursor);
      return { pages, sums };
    };
    // By client name (20 odd numbers) or title (10, 20, 30, 40): 24, newest first, 25 a page.
    const byName = await numbersOf("q=garcia");
    const expected = Array.from({ length: 40 }, (_, i) => 40 - i).filter(
      (n) => n % 2 === 1 || n % 10 === 0,
    );
    expect(byName.pages.flat()).toEqual(expected);
    expect(byName.sums).toEqual({ count: 24, total: "240.00", balance: "240.00" });
    // An invoice that matches two ways (its client and its title) is listed and summed once.
    await db.prisma.invoice.updateMany({
      where: { companyId: a.company.id, number: 1 },
      data: { title: "Garcia gutters" },
    });
    const twice = await numbersOf("q=garcia");
    expect(twice.pages.flat()).toEqual(expected);
    expect(twice.sums).toEqual({ count: 24, total: "240.00", balance: "240.00" });
    // By client email, by number, and a % that is a character, not "anything".
    expect((await numbersOf("q=ANA%40GARCIA")).pages.flat()).toHaveLength(20);
    expect((await numbersOf("q=INV-0012")).pages.flat()).toEqual([12]);
    expect((await numbersOf("q=50%25")).pages.flat()).toEqual([7]);
    expect((await numbersOf("q=%25%25")).pages.flat()).toEqual([]);
    // A status narrows the search.
    await db.prisma.invoice.updateMany({
      where: { companyId: a.company.id, number: { in: [39, 40] } },
      data: { status: "paid", balance: "0.00" },
    });
    expect((await numbersOf("q=garcia&status=paid")).pages.flat()).toEqual([40, 39]);
    await db.prisma.invoice.updateMany({
      where: { companyId: a.company.id, number: { lte: 5 } },
      data: { status: "sent" },
    });
    expect((await numbersOf("q=garcia&status=unpaid")).pages.flat()).toEqual([5, 3, 1]);
    // Due on 2 November 2026: overdue from the 3rd on.
    expect((await numbersOf("q=garcia&status=overdue")).pages.flat()).toEqual([5, 3, 1]);

    // Quotes: the same search, over current revisions only.
    await db.prisma.quote.createMany({
      data: Array.from({ length: 30 }, (_, i) => ({
        companyId: a.company.id,
        number: i + 1,
        clientId: i % 3 === 0 ? garcia.id : other.id,
      })),
    });
    const quotes = await readAll(listQuotes, "/api/quotes?q=garcia", "quotes", a.cookie);
    const quoteNumbers = await db.prisma.quote.findMany({
      where: { id: { in: quotes.ids } },
      select: { id: true, number: true },
    });
    const numberOf = new Map(quoteNumbers.map((row) => [row.id, row.number]));
    expect(quotes.ids.map((id) => numberOf.get(id))).toEqual([28, 25, 22, 19, 16, 13, 10, 7, 4, 1]);

    // Jobs: title or client name, newest first across pages of 3.
    await db.prisma.job.createMany({
      data: Array.from({ length: 8 }, (_, i) => ({
        companyId: a.company.id,
        number: i + 1,
        title: i === 5 ? "Garcia fence" : `Job ${i + 1}`,
        clientId: i % 2 === 0 ? garcia.id : other.id,
        createdAt: new Date(Date.UTC(2026, 10, 1 + i)),
      })),
    });
    const jobs = await readAll(listJobs, "/api/jobs?q=garcia&limit=3", "jobs", a.cookie);
    expect(jobs.sizes).toEqual([3, 2]);
    const jobNumbers = await db.prisma.job.findMany({
      where: { id: { in: jobs.ids } },
      select: { id: true, number: true },
    });
    const jobNumberOf = new Map(jobNumbers.map((row) => [row.id, row.number]));
    expect(jobs.ids.map((id) => jobNumberOf.get(id))).toEqual([7, 6, 5, 3, 1]);
  });

  it("a whole email address finds that client and their documents, not addresses containing it", async () => {
    const a = await createOwner(db.prisma, "Email A");
    const b = await createOwner(db.prisma, "Email B");
    const client = (companyId: string, name: string, email: string) =>
      db.prisma.client.create({ data: { companyId, name, email, emailKey: email.toLowerCase() } });
    const jo = await client(a.company.id, "Jo Park", "Jo@Park.example");
    const bojo = await client(a.company.id, "Bojo Park", "bojo@park.example");
    // A name that holds the address, and another company's client with it.
    await client(a.company.id, "jo@park.example (old)", "old@park.example");
    const theirs = await client(b.company.id, "Jo Park", "jo@park.example");
    const day = new Date("2026-11-02T00:00:00.000Z");
    const invoice = (companyId: string, number: number, clientId: string) => ({
      companyId,
      number,
      clientId,
      issueDate: day,
      dueDate: day,
      total: "10.00",
      balance: "10.00",
    });
    await db.prisma.invoice.createMany({
      data: [
        invoice(a.company.id, 1, jo.id),
        invoice(a.company.id, 2, bojo.id),
        invoice(a.company.id, 3, jo.id),
        invoice(b.company.id, 1, theirs.id),
      ],
    });
    await db.prisma.quote.createMany({
      data: [
        { companyId: a.company.id, number: 1, clientId: bojo.id },
        { companyId: a.company.id, number: 2, clientId: jo.id },
      ],
    });
    const list = async (handler: Parameters<typeof callRoute>[0], path: string) => {
      const res = await callRoute(handler, "GET", path, { cookie: a.cookie });
      expect(res.status).toBe(200);
      return res.json as Record<string, unknown>;
    };
    const names = (page: Record<string, unknown>) =>
      (page.clients as { name: string }[]).map((row) => row.name);

    // The whole address, in any case and with spaces around it: Jo only.
    const address = encodeURIComponent(" JO@PARK.EXAMPLE ");
    expect(names(await list(listClients, `/api/clients?q=${address}`))).toEqual(["Jo Park"]);
    const invoices = await list(listInvoices, `/api/invoices?q=${address}`);
    expect((invoices.invoices as { number: string }[]).map((row) => row.number)).toEqual([
      "INV-0003",
      "INV-0001",
    ]);
    expect(invoices.sums).toEqual({ count: 2, total: "20.00", balance: "20.00" });
    const quotes = await list(listQuotes, `/api/quotes?q=${address}`);
    expect(
      (quotes.quotes as { client: { name: string } | null }[]).map((q) => q.client?.name),
    ).toEqual(["Jo Park"]);
    // Part of an address is still "contains": both Parks' addresses, and the name holding it.
    expect(names(await list(listClients, "/api/clients?q=jo%40park"))).toEqual([
      "Bojo Park",
      "Jo Park",
      "jo@park.example (old)",
    ]);
    expect(names(await list(listClients, "/api/clients?q=nobody%40park.example"))).toEqual([]);
  });

  it("pages an endpoint's webhook deliveries newest first, through ties, and only its own", async () => {
    const a = await createOwner(db.prisma, "Deliveries A");
    const b = await createOwner(db.prisma, "Deliveries B");
    const endpoint = (companyId: string) =>
      db.prisma.webhookEndpoint.create({
        data: {
          companyId,
          url: "https://hooks.example/x",
          events: ["client.created"],
          secret: "s",
        },
      });
    const [mine, other, theirs] = await Promise.all([
      endpoint(a.company.id),
      endpoint(a.company.id),
      endpoint(b.company.id),
    ]);
    // 45 deliveries, in threes of the same millisecond; the other endpoints have their own.
    const delivery = (endpointId: string, companyId: string, i: number) => ({
      endpointId,
      companyId,
      eventId: `evt_${endpointId}_${i}`,
      eventType: "client.created",
      payload: { i },
      createdAt: new Date(Date.UTC(2026, 10, 1, 0, 0, Math.floor(i / 3))),
    });
    await db.prisma.webhookDelivery.createMany({
      data: [
        ...Array.from({ length: 45 }, (_, i) => delivery(mine.id, a.company.id, i)),
        ...Array.from({ length: 5 }, (_, i) => delivery(other.id, a.company.id, i)),
        ...Array.from({ length: 5 }, (_, i) => delivery(theirs.id, b.company.id, i)),
      ],
    });
    const expected = await db.prisma.webhookDelivery.findMany({
      where: { endpointId: mine.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true },
    });
    const page = async (endpointId: string, query = "") => {
      const res = await callRoute(listDeliveries, "GET", `/api/webhooks/x/deliveries${query}`, {
        cookie: a.cookie,
        params: { id: endpointId },
      });
      return res;
    };
    const ids: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await page(mine.id, cursor ? `?cursor=${cursor}` : "");
      expect(res.status).toBe(200);
      const body = res.json as { deliveries: { id: string }[]; nextCursor: string | null };
      sizes.push(body.deliveries.length);
      ids.push(...body.deliveries.map((row) => row.id));
      cursor = body.nextCursor;
    } while (cursor && sizes.length < 5);
    expect(sizes).toEqual([20, 20, 5]);
    expect(ids).toEqual(expected.map((row) => row.id));

    // Another endpoint's delivery as the cursor reads nothing; another company's endpoint is
    // not found; the old page parameter is refused, named.
    const otherDelivery = await db.prisma.webhookDelivery.findFirstOrThrow({
      where: { endpointId: other.id },
    });
    const crossed = await page(mine.id, `?cursor=${otherDelivery.id}`);
    expect(crossed.json).toEqual({ deliveries: [], nextCursor: null });
    expect((await page(theirs.id)).status).toBe(404);
    const paged = await page(mine.id, "?page=2");
    expect(paged.status).toBe(400);
    expect(paged.text).toContain("page");
  });
});
