/** @jest-environment node */
import { NextRequest } from "next/server";
import {
  createOwner,
  makeRequest,
  routeParams,
  setupTestDatabase,
  type TestDatabase,
} from "@/test/db";
import { POST as postEstimate, GET as listEstimates } from "@/app/api/estimates/route";
import { GET as getEstimate, PATCH as patchEstimate } from "@/app/api/estimates/[id]/route";
import { POST as register } from "@/app/api/register/route";
import { GET as listServices, POST as postService } from "@/app/api/services/route";
import { POST as bulkServices } from "@/app/api/services/bulk/route";
import { GET as publicCompany } from "@/app/api/public/[company]/route";
import { POST as resetWelcome } from "@/app/api/company/reset-welcome/route";
import { body, priceBook, setupTempOutbox } from "@/app/api/estimates/__tests__/fixtures";

// What the database cannot store is a 400 naming the field, never a 500; bodies
// are cut off at their limit while they stream; state changes must be JSON and, when signed
// in, come from the app's own origin; signed-in answers are not cached.
setupTempOutbox();

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.close();
});

async function expectFieldError(res: Response, path: string) {
  expect(res.status).toBe(400);
  const json = await res.json();
  expect(json.issues).toEqual([expect.objectContaining({ path })]);
  expect(json.message).toContain(path);
}

describe("text the database cannot store", () => {
  it("a NUL or a lone surrogate in an estimate request names the field; nothing is stored", async () => {
    const book = await priceBook(db.prisma, "Nul Co");
    const items = [{ id: book.outlet.id, quantity: 1 }];
    const send = (extra: object) =>
      postEstimate(
        makeRequest("POST", "/api/estimates", { body: body(book.companyId, items, extra) }),
        routeParams(),
      );
    await expectFieldError(await send({ customerName: "Ana\u0000Ruiz" }), "customerName");
    await expectFieldError(await send({ customerName: "Ana \ud800" }), "customerName");
    await expectFieldError(await send({ customerPhone: "\udc00512" }), "customerPhone");
    await expectFieldError(
      await send({ items: [{ id: book.outlet.id, quantity: 1, name: "x\u0000" }] }),
      "items.0.name",
    );
    // A paired surrogate (an emoji) is fine.
    expect((await send({ customerName: "Ana 😀" })).status).toBe(201);
    expect(await db.prisma.estimateRequest.count({ where: { companyId: book.companyId } })).toBe(1);
  });

  it("a NUL in an object key is refused too", async () => {
    const book = await priceBook(db.prisma, "Key Co");
    const res = await postEstimate(
      makeRequest("POST", "/api/estimates", {
        body: { ...body(book.companyId, [{ id: book.outlet.id, quantity: 1 }]), "a\u0000": 1 },
      }),
      routeParams(),
    );
    await expectFieldError(res, "a\u0000");
  });

  it("POST /api/register with a NUL in the name is a 400 naming it", async () => {
    const res = await register(
      makeRequest("POST", "/api/register", {
        body: {
          name: "Mal\u0000lory",
          email: "mallory@example.com",
          password: "password-123",
          companyName: "Mallory Co",
          industryType: "plumbing",
          slug: "mallory-co",
        },
      }),
      routeParams(),
    );
    await expectFieldError(res, "name");
    expect(await db.prisma.user.count({ where: { email: "mallory@example.com" } })).toBe(0);
  });

  it("a lone surrogate in an owner's notes, and a NUL deep in a bulk import", async () => {
    const book = await priceBook(db.prisma, "Notes Co");
    const estimate = await db.prisma.estimateRequest.create({
      data: {
        companyId: book.companyId,
        customerName: "Pat",
        customerEmail: "pat@example.com",
        subtotal: "1.00",
        totalAmount: "1.00",
        totalTime: 1,
      },
    });
    const res = await patchEstimate(
      makeRequest("PATCH", "/api/estimates/x", {
        cookie: book.owner.cookie,
        body: { notes: "called \ud800 back" },
      }),
      routeParams({ id: estimate.id }),
    );
    await expectFieldError(res, "notes");
    const bulk = await bulkServices(
      makeRequest("POST", "/api/services/bulk", {
        cookie: book.owner.cookie,
        body: {
          services: [
            { name: "Fine", category: "electrical", basePrice: 1 },
            { name: "Bad\u0000", category: "electrical", basePrice: 1 },
          ],
        },
      }),
      routeParams(),
    );
    await expectFieldError(bulk, "services.1.name");
  });

  it("%00 in an id path segment or in ?cursor= is a 400 naming it", async () => {
    const owner = await createOwner(db.prisma, "Cursor Co");
    const byId = await getEstimate(
      makeRequest("GET", "/api/estimates/%00", { cookie: owner.cookie }),
      routeParams({ id: decodeURIComponent("%00") }),
    );
    await expectFieldError(byId, "id");
    const list = await listEstimates(
      makeRequest("GET", "/api/estimates?cursor=%00", { cookie: owner.cookie }),
      routeParams(),
    );
    await expectFieldError(list, "cursor");
  });
});

describe("numbers beyond their columns", () => {
  it("30 lines × 100,000 whose total time overflows the int column name the line; nothing stored", async () => {
    const book = await priceBook(db.prisma, "Overflow Co");
    const long = await db.prisma.service.create({
      data: {
        companyId: book.companyId,
        name: "Long job",
        category: "electrical",
        unitType: "per_item",
        basePrice: "1.00",
        estimatedTime: 1_000,
      },
    });
    const items = Array.from({ length: 30 }, () => ({ id: long.id, quantity: 100_000 }));
    const res = await postEstimate(
      makeRequest("POST", "/api/estimates", { body: body(book.companyId, items) }),
      routeParams(),
    );
    // 1,000 min × 100,000 = 10^8 a line: the 22nd line passes 2^31 - 1.
    await expectFieldError(res, "items.21.quantity");
    expect(await db.prisma.estimateRequest.count({ where: { companyId: book.companyId } })).toBe(0);
  });

  it("a total amount beyond Decimal(14, 2) names the line that passes it", async () => {
    const book = await priceBook(db.prisma, "Dear Co");
    const dear = await db.prisma.service.create({
      data: {
        companyId: book.companyId,
        name: "Mansion",
        category: "electrical",
        unitType: "per_item",
        basePrice: "1000000.00",
        estimatedTime: 0,
      },
    });
    // 10^6 $ × 100,000 = 10^11 $ a line: the 10th line reaches 10^12 $.
    const items = Array.from({ length: 12 }, () => ({ id: dear.id, quantity: 100_000 }));
    const res = await postEstimate(
      makeRequest("POST", "/api/estimates", { body: body(book.companyId, items) }),
      routeParams(),
    );
    await expectFieldError(res, "items.9.quantity");
  });

  it("a client total beyond what its column holds is a 400 naming it", async () => {
    const book = await priceBook(db.prisma, "Client Total Co");
    const res = await postEstimate(
      makeRequest("POST", "/api/estimates", {
        body: body(book.companyId, [{ id: book.outlet.id, quantity: 1 }], { totalAmount: 1e15 }),
      }),
      routeParams(),
    );
    await expectFieldError(res, "totalAmount");
  });
});

describe("request bodies", () => {
  it("a chunked 32 MB body is refused with 413 after the limit, not read whole", async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const total = 32 * 1024 * 1024;
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled * chunk.byteLength >= total) return controller.close();
        pulled += 1;
        controller.enqueue(chunk);
      },
    });
    // `duplex` is required for a stream body (Node's fetch); NextRequest's type predates it.
    const init = {
      method: "POST",
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      body: stream,
      duplex: "half",
    };
    const req = new NextRequest(
      "http://localhost:3000/api/estimates",
      init as ConstructorParameters<typeof NextRequest>[1],
    );
    expect(req.headers.get("content-length")).toBeNull();
    const res = await postEstimate(req, routeParams());
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe("payload_too_large");
    // The limit is 32 kB: the first 64 kB chunk passes it (plus what the stream buffered ahead).
    expect(pulled).toBeLessThanOrEqual(4);
  });

  it("415 for text/plain on a session route and on the public estimate endpoint", async () => {
    const book = await priceBook(db.prisma, "Type Co");
    const asText = (path: string, payload: unknown, cookie?: string) =>
      makeRequest("POST", path, {
        cookie,
        body: JSON.stringify(payload),
        headers: { "content-type": "text/plain;charset=UTF-8" },
      });
    const service = await postService(
      asText(
        "/api/services",
        { name: "X", category: "electrical", basePrice: 1 },
        book.owner.cookie,
      ),
      routeParams(),
    );
    expect(service.status).toBe(415);
    expect((await service.json()).issues[0].path).toBe("Content-Type");
    const estimate = await postEstimate(
      asText("/api/estimates", body(book.companyId, [{ id: book.outlet.id, quantity: 1 }])),
      routeParams(),
    );
    expect(estimate.status).toBe(415);
    // Bytes without any type, on a route that takes no body, are refused too; no body is fine.
    const untyped = await resetWelcome(
      new NextRequest("http://localhost:3000/api/company/reset-welcome", {
        method: "POST",
        headers: { cookie: book.owner.cookie, "content-length": "3" },
        body: new TextEncoder().encode("a=1"),
      }),
      routeParams(),
    );
    expect(untyped.headers.get("content-type")).toContain("json");
    expect(untyped.status).toBe(415);
    const empty = await resetWelcome(
      makeRequest("POST", "/api/company/reset-welcome", { cookie: book.owner.cookie }),
      routeParams(),
    );
    expect(empty.status).toBe(200);
    // JSON with a charset parameter is JSON.
    const json = await postService(
      makeRequest("POST", "/api/services", {
        cookie: book.owner.cookie,
        body: { name: "Y", category: "electrical", basePrice: 1 },
        headers: { "content-type": "application/json; charset=utf-8" },
      }),
      routeParams(),
    );
    expect(json.status).toBe(200);
  });
});

describe("origin and caching of signed-in requests", () => {
  it("403 for a foreign or sibling Origin on a session route; the app's own origin passes", async () => {
    const owner = await createOwner(db.prisma, "Origin Co");
    const send = (origin: string) =>
      postService(
        makeRequest("POST", "/api/services", {
          cookie: owner.cookie,
          body: { name: `From ${origin}`, category: "electrical", basePrice: 1 },
          headers: { origin },
        }),
        routeParams(),
      );
    for (const origin of ["https://evil.example", "http://sub.localhost:3000", "null"]) {
      const res = await send(origin);
      expect(res.status).toBe(403);
      expect((await res.json()).code).toBe("forbidden");
    }
    expect((await send("http://localhost:3000")).status).toBe(200);
    expect(await db.prisma.service.count({ where: { companyId: owner.company.id } })).toBe(1);
  });

  it("the public estimate endpoint keeps answering other origins (the calculator is embedded)", async () => {
    const book = await priceBook(db.prisma, "Embed Co");
    const res = await postEstimate(
      makeRequest("POST", "/api/estimates", {
        body: body(book.companyId, [{ id: book.outlet.id, quantity: 1 }]),
        headers: { origin: "https://customer-site.example", "x-forwarded-for": "198.51.100.7" },
      }),
      routeParams(),
    );
    expect(res.status).toBe(201);
  });

  it("signed-in answers (and their errors) are no-store; public calculator data stays cacheable", async () => {
    const owner = await createOwner(db.prisma, "Cache Co");
    const list = await listServices(
      makeRequest("GET", "/api/services", { cookie: owner.cookie }),
      routeParams(),
    );
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("no-store");
    const denied = await listServices(makeRequest("GET", "/api/services"), routeParams());
    expect(denied.status).toBe(401);
    expect(denied.headers.get("cache-control")).toBe("no-store");
    const open = await publicCompany(
      makeRequest("GET", `/api/public/${owner.company.slug}`),
      routeParams({ company: owner.company.slug }),
    );
    expect(open.status).toBe(200);
    expect(open.headers.get("cache-control")).not.toBe("no-store");
  });
});
