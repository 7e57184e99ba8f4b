/** @jest-environment node */
import { extractText, getDocumentProxy } from "unpdf";
import { createOwner, setupTestDatabase, type TestDatabase } from "@/test/db";
import { createQuoteRows, TINY_PNG } from "@/test/quote-rows";
import { formatCents } from "@/lib/format";
import { quotePdf } from "@/lib/quotes/pdf";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.close();
});

async function pdfText(bytes: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(document, { mergePages: true });
  return { text: text.replace(/\s+/g, " "), pages: totalPages };
}

const HASH = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

it("holds the number, client, lines, chosen options, totals and the company", async () => {
  const owner = await createOwner(db.prisma, "Bright Spark Electric");
  await db.prisma.company.update({
    where: { id: owner.company.id },
    data: { phone: "555-0199", address: "1 Main St, Austin TX", contactEmail: "hi@spark.test" },
  });
  await db.prisma.companyLogo.create({
    data: {
      companyId: owner.company.id,
      contentType: "image/png",
      data: TINY_PNG,
      size: TINY_PNG.length,
      sha256: "x",
    },
  });
  const { quote, breakdown } = await createQuoteRows(db.prisma, owner.company.id, {
    clientName: "Dana Whitfield",
  });
  await db.prisma.quotePayment.create({
    data: {
      companyId: owner.company.id,
      quoteId: quote.id,
      amount: "100.00",
      method: "cash",
      paidOn: new Date("2026-11-21"),
    },
  });
  const file = await quotePdf({ id: quote.id });
  expect(file).not.toBeNull();
  expect(file!.fileName).toBe("Q-0001.pdf");
  expect(file!.bytes.subarray(0, 5).toString()).toBe("%PDF-");
  // The logo is in the file as an image.
  expect(file!.bytes.toString("latin1")).toMatch(/\/Subtype \/Image/);
  const { text, pages } = await pdfText(file!.bytes);
  expect(pages).toBe(1);
  for (const expected of [
    "Quote Q-0001",
    "Bright Spark Electric",
    "555-0199",
    "Dana Whitfield",
    "Rewire kitchen circuits",
    "Replace the old wiring",
    "Panel options",
    "Better panel",
    "[x] Chosen",
    "[ ] Not chosen",
    "Surge protector",
    "Optional, included",
    "Our most popular choice",
    "Payment due on completion.",
    "Thanks for having us out.",
    formatCents(breakdown.totalCents),
    formatCents(breakdown.subtotalCents),
    formatCents(breakdown.taxCents),
    "Deposit due",
    formatCents(breakdown.depositCents - 10_000),
  ])
    expect(text).toContain(expected);
  // The totals are the stored ones.
  expect(formatCents(breakdown.totalCents)).toBe(
    `$${Number(quote.total).toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
  );
  expect(text).not.toContain("Signed by");
});

it("prints the signature block of an approved quote", async () => {
  const owner = await createOwner(db.prisma);
  const { quote } = await createQuoteRows(db.prisma, owner.company.id, {
    status: "approved",
    approved: { name: "Dana Whitfield", contentHash: HASH, ip: "198.51.100.23" },
  });
  const file = await quotePdf({ id: quote.id });
  const { text } = await pdfText(file!.bytes);
  expect(text).toContain("Signed by Dana Whitfield");
  expect(text).toContain(`Content SHA-256: ${HASH}`);
  expect(text).toContain("2026-11-20T15:04:05.000Z");
  expect(text).toContain("198.51.100.23");
});

it("paginates a 60-line quote, skips a WebP logo and survives characters the fonts lack", async () => {
  const owner = await createOwner(db.prisma, "Ünïcode & Co \u4e2d\u6587");
  await db.prisma.companyLogo.create({
    data: {
      companyId: owner.company.id,
      contentType: "image/webp",
      data: Buffer.from("RIFF0000WEBPVP8 not really"),
      size: 26,
      sha256: "y",
    },
  });
  const { quote } = await createQuoteRows(db.prisma, owner.company.id, {
    extraLines: 60,
    data: { terms: "Long terms. ".repeat(600) },
  });
  const file = await quotePdf({ id: quote.id });
  expect(file!.bytes.toString("latin1")).not.toMatch(/\/Subtype \/Image/);
  const { text, pages } = await pdfText(file!.bytes);
  expect(pages).toBeGreaterThanOrEqual(3);
  expect(text).toContain("Line 60");
  expect(text).toContain(`Page ${pages} of ${pages}`);
  expect(text).toContain("Ünïcode & Co ??");
});

it("is null for a quote that is not there", async () => {
  expect(await quotePdf({ id: "nope" })).toBeNull();
});
