/** @jest-environment node */
import { extractText, getDocumentProxy } from "unpdf";
import { TEST_SECRET } from "@/test/db";
import { databaseForSuite, seedDemoCompany } from "@/test/demo-seed";
import { quoteContentHash } from "@/lib/quotes/content-hash";
import { quoteDisplayNumber } from "@/lib/format";
import { quotePdf } from "@/lib/quotes/pdf";
import { priceQuote } from "@/lib/quotes/price";
import { hashQuoteToken, quoteToken } from "@/lib/quotes/token";
import { centsToDecimalString } from "@/lib/pricing";
import { demoQuoteLink } from "./demo-quotes";
import { ADDRESSES } from "./demo-quotes-data";

const db = databaseForSuite();

const now = new Date("2026-11-23T08:30:00Z");

async function seedDemo() {
  const { company, results } = await seedDemoCompany(db, {
    now,
    steps: ["activity", "quotes", "details"],
  });
  return { companyId: company.id, result: { ...results.quotes, details: results.details } };
}

describe("the demo company's quotes", () => {
  let companyId: string;
  beforeAll(async () => {
    ({ companyId } = await seedDemo());
  });

  const quotes = () =>
    db.prisma.quote.findMany({
      where: { companyId },
      include: {
        lines: { orderBy: { sortOrder: "asc" } },
        groups: { orderBy: { sortOrder: "asc" } },
        events: true,
        payments: true,
      },
      orderBy: [{ number: "asc" }, { revision: "asc" }],
    });

  it("has a quote in every status, the last number on the company, a revision superseding its first", async () => {
    const rows = await quotes();
    const latest = rows.filter((quote) => !quote.supersededById);
    expect(new Set(latest.map((quote) => quote.status))).toEqual(
      new Set(["draft", "sent", "viewed", "approved", "declined", "expired"]),
    );
    const company = await db.prisma.company.findUniqueOrThrow({ where: { id: companyId } });
    expect(company.lastQuoteNumber).toBe(Math.max(...rows.map((quote) => quote.number)));
    expect(company.quoteTerms).toBeTruthy();
    expect(new Set(rows.map((quote) => quote.number)).size).toBe(company.lastQuoteNumber);

    const revised = rows.find((quote) => quote.revision === 2)!;
    const first = rows.find((quote) => quote.number === revised.number && quote.revision === 1)!;
    expect(first.supersededById).toBe(revised.id);
    expect(revised.events.some((event) => event.type === "revised")).toBe(true);

    const approved = latest.filter((quote) => quote.status === "approved");
    const paid = approved.find((quote) => quote.payments.length > 0)!;
    expect(paid.signerName).toBeTruthy();
    expect(Buffer.from(paid.signatureImage!).subarray(1, 4).toString()).toBe("PNG");
    // The evidence hashes what the public page shows: the hash the approve call checks.
    expect(paid.contentHash).toBe(quoteContentHash(paid));
    expect(paid.signerIp).toBeTruthy();
    expect(paid.payments[0].amount.toFixed(2)).toBe(paid.depositAmount.toFixed(2));
    expect(paid.events.map((event) => event.type)).toEqual(
      expect.arrayContaining(["created", "sent", "viewed", "approved", "deposit_recorded"]),
    );
    const due = approved.find((quote) => quote.payments.length === 0)!;
    expect(Number(due.depositAmount)).toBeGreaterThan(0);

    const declined = latest.find((quote) => quote.status === "declined")!;
    expect(declined.declineReason).toBeTruthy();
    expect(declined.events.some((event) => event.type === "declined")).toBe(true);
    const expired = latest.find((quote) => quote.status === "expired")!;
    expect(expired.expiresAt!.getTime()).toBeLessThan(now.getTime());
    expect(expired.events.some((event) => event.type === "expired")).toBe(true);
    const draft = latest.find((quote) => quote.status === "draft")!;
    expect(draft.sentAt).toBeNull();
    expect(draft.tokenHash).toBeNull();

    // A quote answers a request made before it (the analytics' request → sent median is >= 0).
    const requestIds = rows.flatMap((quote) => quote.estimateRequestId ?? []);
    expect(requestIds.length).toBeGreaterThan(0);
    const requests = await db.prisma.estimateRequest.findMany({
      where: { id: { in: requestIds } },
    });
    const requestedAt = new Map(
      requests.map((request) => [request.id, request.createdAt.getTime()]),
    );
    for (const quote of rows.filter((row) => row.estimateRequestId))
      expect(requestedAt.get(quote.estimateRequestId!)).toBeLessThanOrEqual(
        quote.createdAt.getTime(),
      );

    for (const quote of rows) {
      expect(quote.events.length).toBeGreaterThan(0);
      for (const event of quote.events)
        expect(event.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });

  it("stores the totals priceQuote computes, with option groups and optional lines", async () => {
    const rows = await quotes();
    expect(rows.some((quote) => quote.groups.length > 0)).toBe(true);
    expect(rows.some((quote) => quote.lines.some((line) => line.optional && line.selected))).toBe(
      true,
    );
    expect(rows.some((quote) => quote.lines.some((line) => line.optional && !line.selected))).toBe(
      true,
    );
    for (const quote of rows) {
      const breakdown = priceQuote(quote);
      expect(quote.subtotal.toFixed(2)).toBe(centsToDecimalString(breakdown.subtotalCents));
      expect(quote.discountAmount.toFixed(2)).toBe(centsToDecimalString(breakdown.discountCents));
      expect(quote.taxAmount.toFixed(2)).toBe(centsToDecimalString(breakdown.taxCents));
      expect(quote.total.toFixed(2)).toBe(centsToDecimalString(breakdown.totalCents));
      expect(quote.depositAmount.toFixed(2)).toBe(centsToDecimalString(breakdown.depositCents));
      quote.lines.forEach((line, index) =>
        expect(line.lineTotal.toFixed(2)).toBe(
          centsToDecimalString(breakdown.lines[index].totalCents),
        ),
      );
      for (const group of quote.groups) {
        const options = quote.lines.filter((line) => line.groupId === group.id);
        expect(options.length).toBeGreaterThanOrEqual(2);
        expect(options.filter((line) => line.selected)).toHaveLength(1);
      }
      expect(Number(quote.total)).toBeGreaterThan(0);
    }
  });

  it("links every sent quote the way lib/quotes/token.ts does", async () => {
    const rows = await quotes();
    for (const quote of rows.filter((row) => row.sentAt)) {
      const token = quoteToken(quote.id, quote.tokenNonce!);
      expect(demoQuoteLink(quote.id, quote.tokenNonce!, TEST_SECRET).token).toBe(token);
      expect(quote.tokenHash).toBe(hashQuoteToken(token));
    }
  });

  it("makes a client of every customer, linked to their requests, and tasks due today, overdue and done", async () => {
    const requests = await db.prisma.estimateRequest.findMany({
      where: { companyId, isSpam: false },
      include: { client: true },
    });
    for (const request of requests)
      expect(request.client?.emailKey).toBe(request.customerEmail.toLowerCase());
    const rows = await quotes();
    expect(rows.every((quote) => quote.clientId)).toBe(true);
    const tasks = await db.prisma.task.findMany({ where: { companyId } });
    const today = new Date(Date.UTC(2026, 10, 23));
    const open = tasks.filter((task) => !task.done);
    expect(open.filter((task) => +task.dueDate === +today).length).toBeGreaterThanOrEqual(2);
    expect(open.some((task) => +task.dueDate < +today)).toBe(true);
    expect(tasks.filter((task) => task.done && task.doneAt).length).toBeGreaterThanOrEqual(2);
  });

  it("prints the signed quote's PDF with the signature block", async () => {
    const rows = await quotes();
    const paid = rows.find((quote) => quote.status === "approved" && quote.payments.length > 0)!;
    const file = await quotePdf({ id: paid.id });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(file!.bytes)), {
      mergePages: true,
    });
    expect(text).toContain(`Quote ${quoteDisplayNumber(paid.number)}`);
    expect(text).toContain(`Signed by ${paid.signerName}`);
    expect(text).toContain(paid.contentHash!);
  });
});

describe("the demo company's requests (issue 27)", () => {
  let companyId: string;
  let result: Awaited<ReturnType<typeof seedDemo>>["result"];
  beforeAll(async () => {
    ({ companyId, result } = await seedDemo());
  });

  it("gives each client with an address a property, named by their requests and quotes", async () => {
    const clients = await db.prisma.client.findMany({
      where: { companyId },
      include: { properties: true },
    });
    const withAddress = clients.filter((client) => ADDRESSES[client.name]);
    expect(withAddress.length).toBeGreaterThan(3);
    expect(result.details.properties).toBe(withAddress.length);
    for (const client of withAddress) {
      expect(client.properties).toHaveLength(1);
      expect(ADDRESSES[client.name]).toBe(
        `${client.properties[0].line1}, ${client.properties[0].city}, ${client.properties[0].region} ${client.properties[0].postalCode}`,
      );
    }
    const requests = await db.prisma.estimateRequest.findMany({
      where: { companyId, isSpam: false },
    });
    const addressed = requests.filter((request) => request.propertyId);
    expect(addressed.length).toBeGreaterThan(0);
    for (const request of addressed) {
      const property = withAddress
        .flatMap((client) => client.properties)
        .find((one) => one.id === request.propertyId)!;
      expect(property.clientId).toBe(request.clientId);
      expect(request.serviceAddress).toMatchObject({ line1: property.line1 });
    }
    expect(requests.every((request) => request.description)).toBe(true);
    expect(requests.some((request) => (request.preferredWindows as unknown[]).length > 0)).toBe(
      true,
    );
    const consented = requests.filter((request) => request.smsConsent);
    expect(consented.length).toBeGreaterThan(0);
    expect(consented.every((request) => request.customerPhone && request.smsConsentVersion)).toBe(
      true,
    );
    const quotes = await db.prisma.quote.findMany({ where: { companyId } });
    const ofAddressedClient = quotes.filter((quote) =>
      withAddress.some((client) => client.id === quote.clientId),
    );
    expect(ofAddressedClient.length).toBeGreaterThan(0);
    for (const quote of ofAddressedClient)
      expect(quote.propertyId).toBe(
        withAddress.find((client) => client.id === quote.clientId)!.properties[0].id,
      );
  });

  it("stores processed photos on requests and shows one on the sent quote", async () => {
    const photos = await db.prisma.photo.findMany({ where: { companyId } });
    expect(photos.length).toBe(result.details.photos);
    expect(photos.length).toBeGreaterThanOrEqual(3);
    for (const photo of photos) {
      expect(photo.estimateRequestId).toBeTruthy();
      expect(photo.claimedAt).toBeTruthy();
      expect([photo.contentType, photo.width, photo.height]).toEqual(["image/jpeg", 640, 480]);
      // JPEG magic bytes, the thumbnail smaller than the photo.
      expect(Buffer.from(photo.bytes!).subarray(0, 2).toString("hex")).toBe("ffd8");
      expect(Buffer.from(photo.thumbnail!).subarray(0, 2).toString("hex")).toBe("ffd8");
      expect(photo.thumbnail!.byteLength).toBeLessThan(photo.bytes!.byteLength);
      expect(photo.size).toBe(photo.bytes!.byteLength);
      const request = await db.prisma.estimateRequest.findUniqueOrThrow({
        where: { id: photo.estimateRequestId! },
      });
      expect(photo.clientId).toBe(request.clientId);
    }
    const attached = await db.prisma.quotePhoto.findMany({
      where: { quote: { companyId } },
      include: { quote: true, photo: true },
    });
    expect(attached).toHaveLength(1);
    expect(attached[0].quote.status).toBe("sent");
    expect(attached[0].photo.clientId).toBe(attached[0].quote.clientId);
  });
});
