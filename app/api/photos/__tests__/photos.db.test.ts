/** @jest-environment node */
import sharp from "sharp";
import { NextRequest } from "next/server";
import {
  createOwner,
  makeRequest,
  routeParams,
  setupTestDatabase,
  type TestDatabase,
} from "@/test/db";
import { createSentQuote } from "@/test/quotes";
import { POST as uploadPhotosRoute } from "@/app/api/public/[company]/photos/route";
import { GET as getPhoto } from "@/app/api/photos/[id]/route";
import { GET as getThumbnail } from "@/app/api/photos/[id]/thumbnail/route";
import { GET as getQuotePhoto } from "@/app/api/public/quotes/[token]/photos/[id]/route";
import { POST as createQuoteRoute } from "@/app/api/quotes/route";
import { body, post, priceBook, setupTempOutbox } from "@/app/api/estimates/__tests__/fixtures";

setupTempOutbox();

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.close();
});

let ip = 0;
function upload(slug: string, files: { name: string; type: string; bytes: Uint8Array }[]) {
  const form = new FormData();
  for (const file of files)
    form.append("photos", new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  const req = new NextRequest(`http://localhost:3000/api/public/${slug}/photos`, {
    method: "POST",
    body: form,
    headers: { "x-forwarded-for": `198.51.100.${(ip += 1)}` },
  });
  return uploadPhotosRoute(req, routeParams({ company: slug }));
}

/**
 * A landscape 64 × 48 JPEG carrying EXIF with GPS coordinates and orientation 6 (shown turned
 * 90° clockwise, as a phone held upright writes it; sharp writes the tag from withMetadata).
 */
async function jpegWithGps() {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: "#3366cc" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneCo" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "30/1 16/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "97/1 44/1 0/1",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function uploadOne(slug: string) {
  const res = await upload(slug, [
    { name: "a.jpg", type: "image/jpeg", bytes: await jpegWithGps() },
  ]);
  expect(res.status).toBe(201);
  const json = (await res.json()) as { photos: { id: string; thumbnailUrl: string }[] };
  return json.photos[0];
}

const today = () => new Date().toISOString().slice(0, 10);

describe("photos", () => {
  it("re-encodes an upload without its EXIF and GPS, upright, with a thumbnail", async () => {
    const book = await priceBook(db.prisma);
    const input = await jpegWithGps();
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before).toMatchObject({ width: 64, height: 48, orientation: 6 });
    const photo = await uploadOne(book.owner.company.slug);
    expect(photo.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(photo.thumbnailUrl).toMatch(/^data:image\/jpeg;base64,/);
    const row = await db.prisma.photo.findUniqueOrThrow({ where: { id: photo.id } });
    expect(row.estimateRequestId).toBeNull();
    const meta = await sharp(row.bytes!).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Orientation 6 (turn 90° clockwise to show): the stored pixels are upright, so the
    // landscape 64 × 48 source comes out portrait.
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 48, height: 64 });
    expect(String(row.bytes)).not.toContain("GPS");
    expect((await sharp(row.thumbnail!).metadata()).exif).toBeUndefined();
  });

  it("refuses a .jpg that is not an image with 400 naming photos", async () => {
    const book = await priceBook(db.prisma);
    const res = await upload(book.owner.company.slug, [
      {
        name: "holiday.jpg",
        type: "image/jpeg",
        bytes: new TextEncoder().encode("<script>x</script>"),
      },
    ]);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.issues[0].path).toBe("photos");
    expect(await db.prisma.photo.count({ where: { companyId: book.companyId } })).toBe(0);
  });

  it("refuses a 30 MB upload with 413 before reading it whole", async () => {
    const book = await priceBook(db.prisma);
    const total = 31 * 1024 * 1024;
    const chunk = new Uint8Array(64 * 1024);
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= total) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const headers = {
      "content-type": "multipart/form-data; boundary=x",
      "x-forwarded-for": "198.51.100.250",
    };
    // Announced: refused from Content-Length, nothing read.
    const announced = await uploadPhotosRoute(
      new NextRequest(`http://localhost:3000/api/public/${book.owner.company.slug}/photos`, {
        method: "POST",
        body: stream,
        headers: { ...headers, "content-length": String(total) },
        duplex: "half",
      } as unknown as ConstructorParameters<typeof NextRequest>[1]),
      routeParams({ company: book.owner.company.slug }),
    );
    expect(announced.status).toBe(413);
    expect(pulled).toBeLessThan(total / 2);
    // Not announced (chunked): cut off at the limit while it streams.
    pulled = 0;
    const stream2 = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= total) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const chunked = await uploadPhotosRoute(
      new NextRequest(`http://localhost:3000/api/public/${book.owner.company.slug}/photos`, {
        method: "POST",
        body: stream2,
        headers,
        duplex: "half",
      } as unknown as ConstructorParameters<typeof NextRequest>[1]),
      routeParams({ company: book.owner.company.slug }),
    );
    expect(chunked.status).toBe(413);
    expect(pulled).toBeLessThan(total);
  });

  it("serves a photo only to its company's users and through its own quote's link", async () => {
    const book = await priceBook(db.prisma);
    const other = await createOwner(db.prisma, "Other Co");
    const photo = await uploadOne(book.owner.company.slug);
    const res = await post(
      body(book.companyId, [{ id: book.outlet.id, quantity: 1 }], { photoIds: [photo.id] }),
    );
    expect(res.status).toBe(201);
    const path = `/api/photos/${photo.id}`;
    const own = await getPhoto(
      makeRequest("GET", path, { cookie: book.owner.cookie }),
      routeParams({ id: photo.id }),
    );
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("image/jpeg");
    expect(own.headers.get("cache-control")).toContain("private");
    expect(own.headers.get("x-content-type-options")).toBe("nosniff");
    expect(own.headers.get("content-security-policy")).toContain("sandbox");
    const thumb = await getThumbnail(
      makeRequest("GET", `${path}/thumbnail`, { cookie: book.owner.cookie }),
      routeParams({ id: photo.id }),
    );
    expect(thumb.status).toBe(200);
    // Another company and a signed-out visitor.
    expect(
      (
        await getPhoto(
          makeRequest("GET", path, { cookie: other.cookie }),
          routeParams({ id: photo.id }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await getThumbnail(
          makeRequest("GET", `${path}/thumbnail`, { cookie: other.cookie }),
          routeParams({ id: photo.id }),
        )
      ).status,
    ).toBe(404);
    // Signed out: the same 404 as a photo that does not exist, full size and thumbnail.
    for (const [handler, url] of [
      [getPhoto, path],
      [getThumbnail, `${path}/thumbnail`],
    ] as const) {
      const signedOut = await handler(makeRequest("GET", url), routeParams({ id: photo.id }));
      expect([signedOut.status, (await signedOut.json()).code]).toEqual([404, "not_found"]);
    }
    // Through quote links: only the quote it is attached to.
    const mine = await createSentQuote(db.prisma, book.companyId);
    const theirs = await createSentQuote(db.prisma, other.company.id);
    const sibling = await createSentQuote(db.prisma, book.companyId);
    const quoteId = (
      await db.prisma.quote.findFirstOrThrow({
        where: { companyId: book.companyId, status: "sent" },
        orderBy: { createdAt: "asc" },
      })
    ).id;
    await db.prisma.quotePhoto.create({ data: { quoteId, photoId: photo.id } });
    const viaLink = (token: string) =>
      getQuotePhoto(
        makeRequest("GET", `/api/public/quotes/${token}/photos/${photo.id}`),
        routeParams({ token, id: photo.id }),
      );
    expect((await viaLink(mine.token)).status).toBe(200);
    expect((await viaLink(theirs.token)).status).toBe(404);
    expect((await viaLink(sibling.token)).status).toBe(404);
    // A photo id cannot be claimed by another company's request.
    const otherBook = await priceBook(db.prisma, "Other Book");
    const pending = await uploadOne(book.owner.company.slug);
    const stolen = await post(
      body(otherBook.companyId, [{ id: otherBook.outlet.id, quantity: 1 }], {
        photoIds: [pending.id],
      }),
    );
    expect(stolen.status).toBe(400);
    expect((await stolen.json()).issues[0].path).toBe("photoIds");
  });
});

describe("estimate requests: Calculator Setup, properties, quotes", () => {
  it("requires the fields Calculator Setup requires", async () => {
    const book = await priceBook(db.prisma);
    const items = [{ id: book.outlet.id, quantity: 1 }];
    // Nothing beyond the seed spec's fields is required by default.
    expect((await post(body(book.companyId, items))).status).toBe(201);
    await db.prisma.company.update({
      where: { id: book.companyId },
      data: { requireServiceAddress: true },
    });
    const noAddress = await post(body(book.companyId, items));
    expect(noAddress.status).toBe(400);
    expect((await noAddress.json()).issues[0].path).toBe("serviceAddress");
    await db.prisma.company.update({
      where: { id: book.companyId },
      data: { requireServiceAddress: false, requireDescription: true, requirePhotos: true },
    });
    const missing = await post(body(book.companyId, items));
    expect(missing.status).toBe(400);
    expect((await missing.json()).issues.map((issue: { path: string }) => issue.path)).toEqual([
      "description",
      "photoIds",
    ]);
    const photo = await uploadOne(book.owner.company.slug);
    const ok = await post(
      body(book.companyId, items, {
        description: "Sparks",
        photoIds: [photo.id],
      }),
    );
    expect(ok.status).toBe(201);
    // A day in the past is refused.
    const past = await post(
      body(book.companyId, items, {
        description: "Sparks",
        photoIds: [(await uploadOne(book.owner.company.slug)).id],
        preferredWindows: [{ date: "2020-01-01", period: "morning" }],
      }),
    );
    expect(past.status).toBe(400);
    expect((await past.json()).issues[0].path).toBe("preferredWindows.0.date");
  });

  it("turns the address into a property of the client, matched case-insensitively; create-quote carries it and the photos, once", async () => {
    const book = await priceBook(db.prisma);
    const items = [{ id: book.outlet.id, quantity: 1 }];
    const photo = await uploadOne(book.owner.company.slug);
    const first = await post(
      body(book.companyId, items, {
        serviceAddress: { line1: "12 Oak St", city: "Austin", region: "TX", postalCode: "78701" },
        description: "Kitchen outlets",
        photoIds: [photo.id],
        smsConsent: true,
        preferredWindows: [{ date: today(), period: "afternoon" }],
        customItems: [{ description: "Hang a mirror", quantity: 2 }],
      }),
    );
    expect(first.status).toBe(201);
    const second = await post(
      body(book.companyId, items, {
        serviceAddress: { line1: "12  OAK st", city: "Austin", region: "TX", postalCode: "78701" },
      }),
    );
    expect(second.status).toBe(201);
    const requests = await db.prisma.estimateRequest.findMany({
      where: { companyId: book.companyId },
      orderBy: { createdAt: "asc" },
      include: { items: true },
    });
    expect(requests[0].propertyId).not.toBeNull();
    expect(requests[1].propertyId).toBe(requests[0].propertyId);
    expect(await db.prisma.property.count({ where: { companyId: book.companyId } })).toBe(1);
    expect(requests[0].smsConsentVersion).toBeTruthy();
    expect(requests[0].items.filter((item) => item.isCustom)).toMatchObject([
      { name: "Hang a mirror", unitPrice: expect.anything() },
    ]);

    const create = () =>
      createQuoteRoute(
        makeRequest("POST", "/api/quotes", {
          cookie: book.owner.cookie,
          body: { estimateRequestId: requests[0].id },
        }),
        routeParams(),
      );
    const created = await create();
    expect(created.status).toBe(201);
    const quote = await created.json();
    const stored = await db.prisma.quote.findUniqueOrThrow({
      where: { id: quote.id },
      include: { photos: true, lines: true },
    });
    expect(stored.propertyId).toBe(requests[0].propertyId);
    expect(stored.photos.map((link) => link.photoId)).toEqual([photo.id]);
    expect(stored.lines.some((line) => line.name === "Hang a mirror")).toBe(true);
    const again = await create();
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe("request_already_quoted");
  });
});
