/** @jest-environment node */
import {
  createOwner,
  makeRequest,
  routeParams,
  setupTestDatabase,
  type TestDatabase,
} from "@/test/db";
import { createInvoiceRows } from "@/test/invoice-rows";
import { GET as ownerPdf } from "@/app/api/invoices/[id]/pdf/route";
import { GET as publicPdf } from "@/app/i/[token]/pdf/route";

// The invoice PDF (docs/invoices.md, "PDF"): the owner's download (their company's invoices
// only) and the customer's by the link's token (never a draft), with the quote PDF's headers.

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.close();
});

const getOwnerPdf = (id: string, cookie?: string) =>
  ownerPdf(makeRequest("GET", `/api/invoices/${id}/pdf`, { cookie }), routeParams({ id }));
const getPublicPdf = (token: string) =>
  publicPdf(makeRequest("GET", `/i/${token}/pdf`), routeParams({ token }));

async function expectPdf(res: Response, fileName: string) {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${fileName}"`);
  expect(res.headers.get("cache-control")).toBe("private, no-store");
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
}

describe("GET /api/invoices/[id]/pdf", () => {
  it("serves the owner's invoice as INV-0001.pdf, draft, paid or void", async () => {
    const owner = await createOwner(db.prisma);
    const { invoice } = await createInvoiceRows(db.prisma, owner.company.id, {
      status: "draft",
    });
    await expectPdf(await getOwnerPdf(invoice.id, owner.cookie), "INV-0001.pdf");
    const { invoice: paid } = await createInvoiceRows(db.prisma, owner.company.id, {
      status: "paid",
      data: { amountPaid: "1280.19", balance: "0", paidAt: new Date() },
    });
    await expectPdf(await getOwnerPdf(paid.id, owner.cookie), "INV-0002.pdf");
    const { invoice: voided } = await createInvoiceRows(db.prisma, owner.company.id, {
      status: "void",
      depositApplied: "0",
      data: { voidedAt: new Date(), voidReason: "Entered twice", balance: "0" },
    });
    await expectPdf(await getOwnerPdf(voided.id, owner.cookie), "INV-0003.pdf");
  });

  it("needs a session", async () => {
    const owner = await createOwner(db.prisma);
    const { invoice } = await createInvoiceRows(db.prisma, owner.company.id);
    expect((await getOwnerPdf(invoice.id)).status).toBe(401);
  });

  it("answers 404 for another company's invoice (tenant isolation) and an unknown id", async () => {
    const a = await createOwner(db.prisma, "A");
    const b = await createOwner(db.prisma, "B");
    const { invoice } = await createInvoiceRows(db.prisma, b.company.id);
    const res = await getOwnerPdf(invoice.id, a.cookie);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect((await getOwnerPdf("unknown-id", a.cookie)).status).toBe(404);
    // Its own owner still gets it.
    await expectPdf(await getOwnerPdf(invoice.id, b.cookie), "INV-0001.pdf");
  });

  it("refuses a malformed id with 400", async () => {
    const owner = await createOwner(db.prisma);
    expect((await getOwnerPdf("bad id!", owner.cookie)).status).toBe(400);
  });
});

describe("GET /i/[token]/pdf", () => {
  it("serves the invoice behind the token without a session, unindexed and without referrer", async () => {
    const owner = await createOwner(db.prisma);
    const { invoice, token } = await createInvoiceRows(db.prisma, owner.company.id);
    const res = await getPublicPdf(token!);
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    await expectPdf(res, "INV-0001.pdf");
    // Reading the PDF changes nothing (viewing is the page's business).
    const after = await db.prisma.invoice.findUniqueOrThrow({ where: { id: invoice.id } });
    expect(after.status).toBe("sent");
    expect(after.firstViewedAt).toBeNull();
  });

  it("answers 404 for a malformed, tampered or unknown token, and for a draft", async () => {
    const owner = await createOwner(db.prisma);
    const { token } = await createInvoiceRows(db.prisma, owner.company.id);
    const tampered = `${token!.slice(0, -1)}${token!.endsWith("A") ? "B" : "A"}`;
    for (const bad of [tampered, "short", "x".repeat(43), `${token}x`, "%00", "a".repeat(5000)])
      expect((await getPublicPdf(bad)).status).toBe(404);

    // A draft is never shown, even with a link's hash on its row.
    const linked = await createInvoiceRows(db.prisma, owner.company.id);
    await db.prisma.invoice.update({ where: { id: linked.invoice.id }, data: { status: "draft" } });
    expect((await getPublicPdf(linked.token!)).status).toBe(404);
  });
});
