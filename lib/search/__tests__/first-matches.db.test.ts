/** @jest-environment node */
/**
 * A search's page is the same whichever way finds it (lib/search/documents.ts, `firstMatches`):
 * the walk of the list's index that a common word fills, or the trigram search a page left
 * short falls back to. Each search here runs with the walk as long as the list (the walk
 * decides), with a walk of a few rows (the fallback decides), and is checked against the
 * matches written out by hand.
 */
import { createOwner, setupTestDatabase, type TestDatabase } from "@/test/db";
import { searchDocumentIds, type DocumentSearch } from "@/lib/search/documents";
import { clientPageIds } from "@/lib/clients/clients";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db?.close();
});

describe("a search's first matches", () => {
  it("finds the same page of quotes and jobs by walking and by the trigram indexes", async () => {
    const a = await createOwner(db.prisma, "Walk A");
    const b = await createOwner(db.prisma, "Walk B");
    const client = (companyId: string, name: string, email: string) =>
      db.prisma.client.create({ data: { companyId, name, email, emailKey: email } });
    const garcia = await client(a.company.id, "Ana Garcia", "ana@garcia.example");
    const other = await client(a.company.id, "Bo Lee", "bo@lee.example");
    const mailOnly = await client(a.company.id, "Cy Moss", "cy.garcia@mail.example");
    const theirs = await client(b.company.id, "Ana Garcia", "ana@garcia.example");
    // Quote n: Garcia's when n % 5 == 0, Cy's (garcia in the email) when n % 7 == 0, titled
    // "Garcia gate" when n % 11 == 0; 60 of them. Number 55 was revised for Bo: its current
    // revision matches nothing.
    const clientOf = (n: number) => (n % 5 === 0 ? garcia : n % 7 === 0 ? mailOnly : other);
    await db.prisma.quote.createMany({
      data: Array.from({ length: 60 }, (_, i) => ({
        companyId: a.company.id,
        number: i + 1,
        clientId: clientOf(i + 1).id,
        title: (i + 1) % 11 === 0 ? "Garcia gate" : `Fence ${i + 1}`,
      })),
    });
    const revised = await db.prisma.quote.create({
      data: { companyId: a.company.id, number: 55, revision: 2, clientId: other.id },
    });
    await db.prisma.quote.updateMany({
      where: { companyId: a.company.id, number: 55, revision: 1 },
      data: { supersededById: revised.id },
    });
    await db.prisma.quote.create({
      data: { companyId: b.company.id, number: 61, clientId: theirs.id, title: "Garcia" },
    });
    const numbers = new Map(
      (
        await db.prisma.quote.findMany({
          where: { companyId: a.company.id },
          select: { id: true, number: true, revision: true },
        })
      ).map((row) => [row.id, `${row.number}${row.revision > 1 ? `r${row.revision}` : ""}`]),
    );
    const quoteSearch = (text: string, before: number | null = null): DocumentSearch => ({
      table: "Quote",
      companyId: a.company.id,
      text,
      number: /^\d+$/.test(text) ? Number(text) : null,
      clientEmail: true,
      where: (p) => [
        `d."supersededById" IS NULL`,
        ...(before !== null ? [`d."number" < ${p.add(before, "int")}`] : []),
      ],
    });
    const page = async (search: DocumentSearch, limit: number, walk: number) =>
      (
        await searchDocumentIds(search, {
          orderColumns: ["number"],
          orderBy: (alias) => `${alias}."number" DESC`,
          limit,
          walk,
        })
      ).map((id) => numbers.get(id));
    const matching = (n: number) => n !== 55 && (n % 5 === 0 || n % 7 === 0 || n % 11 === 0);
    const expected = (limit: number, before = 61) =>
      Array.from({ length: before - 1 }, (_, i) => before - 1 - i)
        .filter(matching)
        .slice(0, limit)
        .map(String);
    for (const walk of [1_000, 8, 1]) {
      // 10 a page: the walk of 1,000 fills it; 8 rows hold fewer than 10 matches.
      expect(await page(quoteSearch("GARCIA"), 10, walk)).toEqual(expected(10));
      // After a cursor (number < 30), and a limit larger than the matches.
      expect(await page(quoteSearch("garcia", 30), 40, walk)).toEqual(expected(40, 30));
      // Nothing matches; a number; another company's words are never found.
      expect(await page(quoteSearch("zebra"), 10, walk)).toEqual([]);
      expect(await page(quoteSearch("12"), 10, walk)).toEqual(["12"]);
    }

    // Jobs: newest first by createdAt, then id; Garcia's jobs and the titles with "garcia".
    await db.prisma.job.createMany({
      data: Array.from({ length: 20 }, (_, i) => ({
        companyId: a.company.id,
        number: i + 1,
        title: i % 6 === 0 ? "garcia porch" : `Job ${i + 1}`,
        clientId: i % 4 === 0 ? garcia.id : other.id,
        // Two jobs a day: ties in createdAt broken by id.
        createdAt: new Date(Date.UTC(2026, 10, 1 + Math.floor(i / 2))),
      })),
    });
    const jobs = await db.prisma.job.findMany({
      where: { companyId: a.company.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true, title: true, clientId: true },
    });
    const jobMatches = jobs
      .filter((job) => job.title.includes("garcia") || job.clientId === garcia.id)
      .map((job) => job.id);
    const jobSearch: DocumentSearch = {
      table: "Job",
      companyId: a.company.id,
      text: "Garcia",
      number: null,
      clientEmail: false,
      where: () => [],
    };
    for (const walk of [1_000, 5, 1])
      for (const limit of [3, 20])
        expect(
          await searchDocumentIds(jobSearch, {
            orderColumns: ["createdAt"],
            orderBy: (alias) => `${alias}."createdAt" DESC, ${alias}."id" DESC`,
            limit,
            walk,
          }),
        ).toEqual(jobMatches.slice(0, limit));
  });

  it("finds the same page of clients by walking and by the trigram indexes", async () => {
    const a = await createOwner(db.prisma, "Walk clients A");
    const b = await createOwner(db.prisma, "Walk clients B");
    const first = ["Ana", "Bo", "Cy", "Di"];
    const last = ["Smith", "Lee", "Park", "Smithers", "Moss"];
    await db.prisma.client.createMany({
      data: first.flatMap((f) =>
        last.map((l, i) => ({
          companyId: a.company.id,
          name: `${f} ${l}`,
          email: `${f}.${i}@mail.example`.toLowerCase(),
          emailKey: `${f}.${i}@mail.example`.toLowerCase(),
          phone: l === "Moss" ? "+1 555 0100 Ext 7" : null,
        })),
      ),
    });
    await db.prisma.client.create({
      data: {
        companyId: b.company.id,
        name: "Ana Smith",
        email: "x@y.example",
        emailKey: "x@y.example",
      },
    });
    const all = await db.prisma.client.findMany({
      where: { companyId: a.company.id },
      orderBy: [{ name: "asc" }, { id: "asc" }],
    });
    const expected = (test: (client: (typeof all)[number]) => boolean, after?: string) =>
      all
        .filter((client) => after === undefined || client.name > after)
        .filter(test)
        .map((client) => client.id);
    const smith = (client: (typeof all)[number]) => client.name.toLowerCase().includes("smith");
    for (const walk of [1_000, 3, 1]) {
      expect(await clientPageIds(a.company.id, "SMITH", null, walk)).toEqual(expected(smith));
      const afterBo = all.find((client) => client.name === "Bo Smith")!;
      expect(
        await clientPageIds(a.company.id, "smith", { name: afterBo.name, id: afterBo.id }, walk),
      ).toEqual(expected(smith, "Bo Smith"));
      // The phone and the email, in any case; a text that holds the walk's field separator
      // (U+001F) never matches across two fields.
      expect(await clientPageIds(a.company.id, "555 01", null, walk)).toEqual(
        expected((client) => client.phone !== null),
      );
      expect(await clientPageIds(a.company.id, "EXT 7", null, walk)).toEqual(
        expected((client) => client.phone !== null),
      );
      expect(await clientPageIds(a.company.id, "moss\u001fcy", null, walk)).toEqual([]);
      expect(await clientPageIds(a.company.id, ".3@", null, walk)).toEqual(
        expected((client) => client.email?.includes(".3@") ?? false),
      );
    }
  });
});
