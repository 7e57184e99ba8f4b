/** @jest-environment node */
import {
  createOwner,
  makeRequest,
  routeParams,
  setupTestDatabase,
  type TestDatabase,
} from "@/test/db";
import { createQuoteRows } from "@/test/quote-rows";
import { GET as ownerPdf } from "@/app/api/quotes/[id]/pdf/route";
import { GET as publicPdf } from "@/app/api/public/quotes/[token]/pdf/route";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.close();
});

const getOwnerPdf = (id: string, cookie?: string) =>
  ownerPdf(makeRequest("GET", `/api/quotes/${id}/pdf`, { cookie }), routeParams({ id }));
const getPublicPdf = (token: string) =>
  publicPdf(makeRequest("GET", `/api/public/quotes/${token}/pdf`), routeParams({ token }));

async function expectPdf(res: Response, fileName: string) {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${fileName}"`);
  expect(res.headers.get("cache-control")).toBe("private, no-store");
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
}

describe("GET /api/quotes/[id]/pdf", () => {
  it("serves the owner's quote as a PDF download", async () => {
    const owner = await createOwner(db.prisma);
    const { quote } = await createQuoteRows(db.prisma, owner.company.id);
    await expectPdf(await getOwnerPdf(quote.id, owner.cookie), "Q-0001.pdf");
  });

  it("names a later revision after it", async () => {
    const owner = await createOwner(db.prisma);
    const { quote } = await createQuoteRows(db.prisma, owner.company.id, {
      number: 7,
      data: { revision: 2 },
    });
    await expectPdf(await getOwnerPdf(quote.id, owner.cookie), "Q-0007-R2.pdf");
  });

  it("needs a session", async () => {
    const owner = await createOwner(db.prisma);
    const { quote } = await createQuoteRows(db.prisma, owner.company.id);
    expect((await getOwnerPdf(quote.id)).status).toBe(401);
  });

  it("answers 404 for another company's quote and leaves it unchanged", async () => {
    const a = await createOwner(db.prisma, "A");
    const b = await createOwner(db.prisma, "B");
    const { quote } = await createQuoteRows(db.prisma, b.company.id);
    const before = await db.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } });
    const res = await getOwnerPdf(quote.id, a.cookie);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await db.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } })).toEqual(before);
    expect((await getOwnerPdf("unknown-id", a.cookie)).status).toBe(404);
  });

  it("refuses a malformed id with 400", async () => {
    const owner = await createOwner(db.prisma);
    expect((await getOwnerPdf("bad id!", owner.cookie)).status).toBe(400);
  });
});

describe("GET /api/public/quotes/[token]/pdf", () => {
  it("serves the quote behind the token, without a session", async () => {
    const owner = await createOwner(db.prisma);
    const { quote, token } = await createQuoteRows(db.prisma, owner.company.id);
    await expectPdf(await getPublicPdf(token), "Q-0001.pdf");
    // Reading the PDF changes nothing (viewing is the page's business).
    const after = await db.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } });
    expect(after.status).toBe("sent");
    expect(after.firstViewedAt).toBeNull();
  });

  it("answers 404 for a malformed, tampered or unknown token", async () => {
    const owner = await createOwner(db.prisma);
    const { token } = await createQuoteRows(db.prisma, owner.company.id);
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const bad of [tampered, "short", "x".repeat(43), `${token}x`, "%00", "a".repeat(5000)]) {
      const res = await getPublicPdf(bad);
      expect(res.status).toBe(404);
    }
  });
});
