/** @jest-environment node */
import { POST as createQuote } from "@/app/api/quotes/route";
import { call } from "@/test/api-helpers";
import { createOwner, setupTestDatabase, type TestDatabase } from "@/test/db";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db?.close();
});

describe("quote numbers", () => {
  it("20 concurrent creations in one company get 20 distinct consecutive numbers", async () => {
    const a = await createOwner(db.prisma, "Numbers A");
    const b = await createOwner(db.prisma, "Numbers B");
    // Another company creating at the same time shares nothing with A's sequence.
    const responses = await Promise.all([
      ...Array.from({ length: 20 }, () => call(createQuote, "POST", { cookie: a.cookie })),
      ...Array.from({ length: 3 }, () => call(createQuote, "POST", { cookie: b.cookie })),
    ]);
    expect(responses.map((res) => res.status)).toEqual(Array(23).fill(201));
    const numbers = async (companyId: string) =>
      (
        await db.prisma.quote.findMany({
          where: { companyId },
          select: { number: true },
          orderBy: { number: "asc" },
        })
      ).map((quote) => quote.number);
    expect(await numbers(a.company.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await numbers(b.company.id)).toEqual([1, 2, 3]);
    const company = await db.prisma.company.findUniqueOrThrow({ where: { id: a.company.id } });
    expect(company.lastQuoteNumber).toBe(20);
  });
});
