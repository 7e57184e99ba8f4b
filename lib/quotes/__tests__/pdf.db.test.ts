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

/** The text of each page, whitespace collapsed. */
async function pdfPages(bytes: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, " "));
}
const pdfText = async (bytes: Buffer) => {
  const pages = await pdfPages(bytes);
  return { text: pages.join(" "), pages: pages.length };
};

const HASH = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

it("holds the company (logo, address, licence), client, lines, recommended options and totals on one page", async () => {
  const owner = await createOwner(db.prisma, "Bright Spark Electric");
  await db.prisma.company.update({
    where: { id: owner.company.id },
    data: {
      phone: "555-0199",
      address: "1 Main St, Austin TX",
      contactEmail: "hi@spark.test",
      licenseNumber: "TECL-12345",
    },
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
  await db.prisma.client.update({
    where: { id: quote.clientId! },
    data: { address: "22 Oak Lane, Austin TX" },
  });
  // The service address: the client's property picked for the quote.
  const property = await db.prisma.property.create({
    data: {
      companyId: owner.company.id,
      clientId: quote.clientId!,
      line1: "12 Oak St",
      line2: "Apt 3",
      city: "Austin",
      region: "TX",
      postalCode: "78701",
      matchKey: "12 oak st|78701",
    },
  });
  await db.prisma.quote.update({ where: { id: quote.id }, data: { propertyId: property.id } });
  const first = await db.prisma.quoteLine.findFirstOrThrow({
    where: { quoteId: quote.id, name: "Rewire kitchen circuits" },
  });
  await db.prisma.quoteLine.update({
    where: { id: first.id },
    data: { description: "Replace the old wiring — 12 AWG copper, café rules" },
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
  // Everything fits: one page, the totals with their lines.
  expect(pages).toBe(1);
  for (const expected of [
    "Quote Q-0001",
    "Bright Spark Electric",
    "1 Main St, Austin TX",
    "555-0199",
    "Licence no. TECL-12345",
    "Dana Whitfield",
    "22 Oak Lane, Austin TX",
    "Service address: 12 Oak St, Apt 3, Austin, TX 78701",
    "Rewire kitchen circuits",
    "Replace the old wiring — 12 AWG copper, café rules",
    "Panel options (choose one)",
    "Better panel",
    "Recommended",
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
    "Page 1 of 1",
  ])
    expect(text).toContain(expected);
  // Under the client: name, contact, then where the work is done.
  expect(text.indexOf("Dana Whitfield")).toBeLessThan(text.indexOf("Service address:"));
  expect(text.indexOf("22 Oak Lane, Austin TX")).toBeLessThan(text.indexOf("Service address:"));
  // Before the customer chooses, the owner's preselection is only a recommendation.
  expect(text).not.toContain("Chosen");
  expect(text).not.toContain("[x]");
  // The totals are the stored ones.
  expect(formatCents(breakdown.totalCents)).toBe(
    `$${Number(quote.total).toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
  );
  expect(text).not.toContain("Signed by");
  expect(text).not.toContain("Audit trail");
});

it("reads 'Chosen' once the customer changed the options", async () => {
  const owner = await createOwner(db.prisma);
  const { quote } = await createQuoteRows(db.prisma, owner.company.id);
  await db.prisma.quoteEvent.create({
    data: {
      quoteId: quote.id,
      type: "options_changed",
      actor: "customer",
      detail: "Picked “Better panel” in “Panel options”",
      data: { selectedLineIds: [], ip: "198.51.100.4" },
    },
  });
  const { text } = await pdfText((await quotePdf({ id: quote.id }))!.bytes);
  expect(text).toContain("Chosen");
  expect(text).toContain("Not chosen");
  expect(text).not.toContain("Recommended");
});

it("signed: the signature block, the signer's IPv4 and an audit page last with the hash", async () => {
  const owner = await createOwner(db.prisma);
  await db.prisma.company.update({
    where: { id: owner.company.id },
    data: { paymentInstructions: "Zelle to pay@spark.test — reference your quote number." },
  });
  const { quote } = await createQuoteRows(db.prisma, owner.company.id, {
    status: "approved",
    approved: { name: "Dana Whitfield", contentHash: HASH, ip: "::ffff:198.51.100.23" },
    data: {
      consentAt: new Date("2026-11-20T15:04:05.000Z"),
      consentVersion: "2026-11-esign-1",
      termsAcceptedAt: new Date("2026-11-20T15:04:05.000Z"),
      signatureMethod: "drawn",
    },
  });
  const at = (iso: string) => new Date(iso);
  await db.prisma.quoteEvent.createMany({
    data: [
      {
        quoteId: quote.id,
        type: "created",
        actor: "owner",
        detail: "Created",
        createdAt: at("2026-11-18T10:00:00Z"),
      },
      {
        quoteId: quote.id,
        type: "sent",
        actor: "owner",
        detail: "Sent to dana@example.com",
        createdAt: at("2026-11-18T11:00:00Z"),
      },
      {
        quoteId: quote.id,
        type: "viewed",
        actor: "customer",
        detail: "Opened by the customer for the first time",
        data: { ip: "::ffff:203.0.113.9" },
        createdAt: at("2026-11-19T09:00:00Z"),
      },
      {
        quoteId: quote.id,
        type: "options_changed",
        actor: "customer",
        detail: "Added “Surge protector”",
        data: { selectedLineIds: [], ip: "203.0.113.9" },
        createdAt: at("2026-11-20T15:00:00Z"),
      },
      {
        quoteId: quote.id,
        type: "approved",
        actor: "customer",
        detail: "Approved and signed by Dana Whitfield",
        data: { contentHash: HASH },
        createdAt: at("2026-11-20T15:04:05Z"),
      },
    ],
  });
  const pages = await pdfPages((await quotePdf({ id: quote.id }))!.bytes);
  // The audit page is the last page; the quote itself (with the signature and the payment
  // instructions) takes one or two pages before it.
  expect(pages.length).toBeLessThanOrEqual(3);
  const audit = pages.at(-1)!;
  const first = pages.slice(0, -1).join(" ");
  expect(first).not.toContain("Audit trail");
  expect(first).toContain("Signed by Dana Whitfield");
  expect(first).toContain(`Content SHA-256: ${HASH}`);
  expect(first).toContain("2026-11-20T15:04:05.000Z");
  expect(first).toContain("IP address: 198.51.100.23");
  expect(first).toContain("Consented to sign electronically");
  expect(first).toContain("Zelle to pay@spark.test — reference your quote number.");
  expect(first).toContain("Chosen");
  expect(pages.join(" ")).not.toContain("::ffff");
  expect(audit).toContain("Audit trail");
  for (const entry of [
    "Created",
    "Sent: Sent to dana@example.com",
    "Viewed: Opened by the customer for the first time",
    "203.0.113.9",
    "Options changed: Added “Surge protector”",
    "Approved: Approved and signed by Dana Whitfield",
    "198.51.100.23",
    "2026-11-19T09:00:00.000Z",
    `SHA-256: ${HASH}`,
    "To verify this document",
    `Page ${pages.length} of ${pages.length}`,
  ])
    expect(audit).toContain(entry);
});

it("a typed signature prints the name as the signature", async () => {
  const owner = await createOwner(db.prisma);
  const { quote } = await createQuoteRows(db.prisma, owner.company.id, {
    status: "approved",
    approved: { name: "Ana Álvarez", contentHash: HASH },
    data: { signatureImage: null, signatureMethod: "typed" },
  });
  const { text } = await pdfText((await quotePdf({ id: quote.id }))!.bytes);
  expect(text).toContain("Signed by Ana Álvarez (typed signature)");
});

it("paginates a 60-line quote with the totals beside the last line, skips a WebP logo and replaces characters the font lacks", async () => {
  const owner = await createOwner(db.prisma, "Ünïcode & Co Ωμέγα \u4e2d\u6587");
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
  const pages = await pdfPages(file!.bytes);
  expect(pages.length).toBeGreaterThanOrEqual(3);
  const text = pages.join(" ");
  expect(text).toContain(`Page ${pages.length} of ${pages.length}`);
  expect(text).toContain("Ünïcode & Co Ωμέγα ??");
  // The page with the totals also holds the last line.
  const totalsPage = pages.find((page) => page.includes("Subtotal"))!;
  expect(totalsPage).toContain("Line 60");
  expect(totalsPage).toContain("Deposit due");
});

it("is null for a quote that is not there", async () => {
  expect(await quotePdf({ id: "nope" })).toBeNull();
});
