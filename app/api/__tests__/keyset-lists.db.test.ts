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
import { GET as listQuotes } from "@/app/api/quotes/route";

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
});
