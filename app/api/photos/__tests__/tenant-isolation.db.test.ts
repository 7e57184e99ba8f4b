/** @jest-environment node */
import type { PrismaClient } from "@prisma/client";
import {
  createOwner,
  makeRequest,
  routeParams,
  setupTestDatabase,
  type TestDatabase,
} from "@/test/db";
import { createSentQuote } from "@/test/quotes";
import * as photoById from "@/app/api/photos/[id]/route";
import * as photoThumbnail from "@/app/api/photos/[id]/thumbnail/route";
import * as properties from "@/app/api/clients/[id]/properties/route";
import * as propertyById from "@/app/api/clients/[id]/properties/[propertyId]/route";
import * as quotePhotos from "@/app/api/quotes/[id]/photos/route";
import * as quoteProperty from "@/app/api/quotes/[id]/property/route";
import * as publicQuotePhoto from "@/app/api/public/quotes/[token]/photos/[id]/route";
import * as publicQuoteThumbnail from "@/app/api/public/quotes/[token]/photos/[id]/thumbnail/route";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db.close();
});

type Handler = (
  req: ReturnType<typeof makeRequest>,
  ctx: ReturnType<typeof routeParams>,
) => Promise<Response>;

let photoCounter = 0;
/** A company with a client, its property, a request's photo and a sent quote showing both. */
async function issue27Company(prisma: PrismaClient, name: string) {
  const owner = await createOwner(prisma, name);
  const companyId = owner.company.id;
  const sent = await createSentQuote(prisma, companyId);
  const quote = await prisma.quote.findFirstOrThrow({
    where: { companyId },
    orderBy: { createdAt: "desc" },
  });
  const clientId = quote.clientId!;
  const property = await prisma.property.create({
    data: {
      companyId,
      clientId,
      line1: "12 Oak St",
      city: "Austin",
      region: "TX",
      postalCode: "78701",
      matchKey: "12 oak st|78701",
    },
  });
  const request = await prisma.estimateRequest.create({
    data: {
      companyId,
      clientId,
      propertyId: property.id,
      customerName: "Ann Customer",
      customerEmail: "ann@example.com",
      subtotal: "100.00",
      totalAmount: "100.00",
      totalTime: 60,
    },
  });
  const photo = await prisma.photo.create({
    data: {
      id: `isolationPhoto${String((photoCounter += 1)).padStart(10, "0")}`,
      companyId,
      clientId,
      estimateRequestId: request.id,
      claimedAt: new Date(),
      contentType: "image/jpeg",
      width: 1,
      height: 1,
      size: 3,
      bytes: Buffer.from([0xff, 0xd8, 0xff]),
      thumbnail: Buffer.from([0xff, 0xd8, 0xff]),
    },
  });
  await prisma.quote.update({ where: { id: quote.id }, data: { propertyId: property.id } });
  await prisma.quotePhoto.create({ data: { quoteId: quote.id, photoId: photo.id } });
  return { owner, companyId, clientId, quote, token: sent.token, property, photo };
}

async function snapshot(prisma: PrismaClient, companyId: string) {
  return prisma.company.findUniqueOrThrow({
    where: { id: companyId },
    select: {
      clients: { include: { properties: true }, orderBy: { id: "asc" } },
      quotes: { include: { photos: true }, orderBy: { id: "asc" } },
      photos: { orderBy: { id: "asc" } },
    },
  });
}

describe("tenant isolation of the request fields (issue 27): A using B's ids", () => {
  it("gets 404 on every method of photos, properties and quote photos/property; B's rows stay unchanged", async () => {
    const a = await issue27Company(db.prisma, "Iso27 A");
    const b = await issue27Company(db.prisma, "Iso27 B");
    const before = await snapshot(db.prisma, b.companyId);
    const address = { line1: "1 Mine Rd", city: "Austin", region: "TX", postalCode: "78702" };
    const attempts: [string, Handler, string, Record<string, string>, unknown?][] = [
      ["photo", photoById.GET, "GET", { id: b.photo.id }],
      ["photo thumbnail", photoThumbnail.GET, "GET", { id: b.photo.id }],
      ["list B's client's properties", properties.GET, "GET", { id: b.clientId }],
      ["add a property to B's client", properties.POST, "POST", { id: b.clientId }, address],
      [
        "update B's property",
        propertyById.PATCH,
        "PATCH",
        { id: b.clientId, propertyId: b.property.id },
        { line1: "Mine now" },
      ],
      [
        "update B's property through A's client",
        propertyById.PATCH,
        "PATCH",
        { id: a.clientId, propertyId: b.property.id },
        { line1: "Mine now" },
      ],
      [
        "delete B's property",
        propertyById.DELETE,
        "DELETE",
        { id: b.clientId, propertyId: b.property.id },
      ],
      [
        "delete B's property through A's client",
        propertyById.DELETE,
        "DELETE",
        { id: a.clientId, propertyId: b.property.id },
      ],
      ["B's quote's photos", quotePhotos.GET, "GET", { id: b.quote.id }],
      ["set B's quote's photos", quotePhotos.PUT, "PUT", { id: b.quote.id }, { photoIds: [] }],
      ["B's quote's property", quoteProperty.GET, "GET", { id: b.quote.id }],
      [
        "set B's quote's property",
        quoteProperty.PUT,
        "PUT",
        { id: b.quote.id },
        { propertyId: null },
      ],
    ];
    for (const [name, handler, method, params, body] of attempts) {
      const res = await handler(
        makeRequest(method, "/api/x", { cookie: a.owner.cookie, body }),
        routeParams(params),
      );
      expect([name, res.status]).toEqual([name, 404]);
      expect(await res.text()).not.toContain(b.property.id);
    }
    // B's rows may not be attached to A's quote either (refused, never linked).
    const stealPhoto = await quotePhotos.PUT(
      makeRequest("PUT", "/api/x", { cookie: a.owner.cookie, body: { photoIds: [b.photo.id] } }),
      routeParams({ id: a.quote.id }),
    );
    expect(stealPhoto.status).toBe(400);
    const stealProperty = await quoteProperty.PUT(
      makeRequest("PUT", "/api/x", {
        cookie: a.owner.cookie,
        body: { propertyId: b.property.id },
      }),
      routeParams({ id: a.quote.id }),
    );
    expect(stealProperty.status).toBe(400);
    // A's lists never show B's photos or properties.
    const aPhotos = await (
      await quotePhotos.GET(
        makeRequest("GET", "/api/x", { cookie: a.owner.cookie }),
        routeParams({ id: a.quote.id }),
      )
    ).json();
    expect(aPhotos).toEqual({ attached: [a.photo.id], available: [a.photo.id] });
    const aProperty = await (
      await quoteProperty.GET(
        makeRequest("GET", "/api/x", { cookie: a.owner.cookie }),
        routeParams({ id: a.quote.id }),
      )
    ).json();
    expect(JSON.stringify(aProperty)).not.toContain(b.property.id);
    // A quote link shows only its own quote's photos: A's link and B's photo.
    for (const handler of [publicQuotePhoto.GET, publicQuoteThumbnail.GET]) {
      const res = await handler(
        makeRequest("GET", "/api/x"),
        routeParams({ token: a.token, id: b.photo.id }),
      );
      expect(res.status).toBe(404);
      const own = await handler(
        makeRequest("GET", "/api/x"),
        routeParams({ token: b.token, id: b.photo.id }),
      );
      expect(own.status).toBe(200);
    }
    expect(await snapshot(db.prisma, b.companyId)).toEqual(before);
    expect(
      await db.prisma.quotePhoto.count({ where: { quoteId: a.quote.id, photoId: b.photo.id } }),
    ).toBe(0);
  });
});
