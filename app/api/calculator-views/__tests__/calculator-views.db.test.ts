/** @jest-environment node */
import { makeRequest, routeParams, setupTestDatabase, type TestDatabase } from "@/test/db";
import { seedCompany } from "@/test/api-helpers";
import { POST as postView } from "@/app/api/calculator-views/route";
import { POST as postAdd } from "@/app/api/calculator-views/services/route";
import { POST as postEstimate } from "@/app/api/estimates/route";
import { PATCH as patchProfile } from "@/app/api/company/profile/route";
import { POST as postRegister } from "@/app/api/register/route";
import { ADDS_PER_MINUTE } from "@/lib/calculator/service-adds";
import { normalizeHost } from "@/lib/analytics/hosts";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  await db.prisma.rateLimitBucket.deleteMany({});
});

const ip = { "x-forwarded-for": "198.51.100.20" };
const view = (body: unknown) =>
  postView(makeRequest("POST", "/api/calculator-views", { body, headers: ip }), routeParams());
const addService = (body: unknown, headers: Record<string, string> = ip) =>
  postAdd(makeRequest("POST", "/api/calculator-views/services", { body, headers }), routeParams());

describe("POST /api/calculator-views (embedding host)", () => {
  it("stores an embed's host as a bare lower-case hostname, and no host for direct views", async () => {
    const owner = await seedCompany(db.prisma, "Views Co");
    const slug = owner.company.slug;
    expect(
      (await view({ company: slug, source: "embed", host: "WWW.Acme-Roofing.com." })).status,
    ).toBe(204);
    expect(
      (await view({ company: slug, source: "embed", host: "https://evil/<script>" })).status,
    ).toBe(204);
    expect((await view({ company: slug, source: "direct", host: "acme-roofing.com" })).status).toBe(
      204,
    );
    const rows = await db.prisma.calculatorView.findMany({
      where: { companyId: owner.company.id },
      orderBy: { createdAt: "asc" },
      select: { source: true, host: true },
    });
    expect(rows).toEqual([
      { source: "embed", host: "acme-roofing.com" },
      { source: "embed", host: null },
      { source: "direct", host: null },
    ]);
  });

  it("answers 400 naming host for a host longer than a DNS name", async () => {
    const owner = await seedCompany(db.prisma, "Long Host Co");
    const res = await view({ company: owner.company.slug, source: "embed", host: "a".repeat(254) });
    expect(res.status).toBe(400);
    expect((await res.json()).issues[0].path).toBe("host");
  });
});

describe("normalizeHost", () => {
  it.each([
    ["Blog.Example.org", "blog.example.org"],
    ["www.example.com", "example.com"],
    ["example.com.", "example.com"],
    ["xn--bcher-kva.example", "xn--bcher-kva.example"],
    ["192.0.2.1", "192.0.2.1"],
    ["localhost", "localhost"],
    ["example.com:8080", null],
    ["https://example.com/page", null],
    ["-bad-.example", null],
    ["", null],
    ["a..b", null],
  ])("%s → %s", (input, expected) => {
    expect(normalizeHost(input)).toBe(expected);
  });
});

describe("POST /api/calculator-views/services (service added to an estimate)", () => {
  it("records an add of the company's active service, and 404s another company's service (tenant isolation)", async () => {
    const a = await seedCompany(db.prisma, "Adds A");
    const b = await seedCompany(db.prisma, "Adds B");
    expect((await addService({ company: a.company.slug, serviceId: a.service.id })).status).toBe(
      204,
    );
    // A's calculator with B's service id: 404, and nothing is written for A or B.
    const res = await addService({ company: a.company.slug, serviceId: b.service.id });
    expect(res.status).toBe(404);
    expect((await addService({ company: "no-such-company", serviceId: a.service.id })).status).toBe(
      404,
    );
    await db.prisma.service.update({ where: { id: a.service.id }, data: { isActive: false } });
    expect((await addService({ company: a.company.slug, serviceId: a.service.id })).status).toBe(
      404,
    );
    expect(await db.prisma.calculatorServiceAdd.count({ where: { companyId: a.company.id } })).toBe(
      1,
    );
    expect(await db.prisma.calculatorServiceAdd.count({ where: { companyId: b.company.id } })).toBe(
      0,
    );
    expect(await db.prisma.calculatorServiceAdd.count({ where: { serviceId: b.service.id } })).toBe(
      0,
    );
  });

  it(`counts at most ${ADDS_PER_MINUTE} adds per address and minute`, async () => {
    const owner = await seedCompany(db.prisma, "Adds Limit");
    const body = { company: owner.company.slug, serviceId: owner.service.id };
    // The window is a clock minute: on a slow machine 65 requests can straddle two of them
    // and each counts its own 60. Only the clock is frozen (timers run), inside one minute.
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    jest.useFakeTimers({
      now: minute + 1_000,
      doNotFake: [
        "nextTick",
        "setImmediate",
        "setTimeout",
        "setInterval",
        "clearTimeout",
        "clearInterval",
        "clearImmediate",
        "queueMicrotask",
        "hrtime",
        "performance",
      ],
    });
    try {
      for (let index = 0; index < ADDS_PER_MINUTE + 5; index += 1) {
        // An address of its own: the other tests' adds are not in its bucket.
        expect((await addService(body, { "x-forwarded-for": "198.51.100.61" })).status).toBe(204);
      }
    } finally {
      jest.useRealTimers();
    }
    expect(
      await db.prisma.calculatorServiceAdd.count({ where: { companyId: owner.company.id } }),
    ).toBe(ADDS_PER_MINUTE);
  });

  it("answers 400 naming the field for a missing service id", async () => {
    const owner = await seedCompany(db.prisma, "Adds Invalid");
    const res = await addService({ company: owner.company.slug });
    expect(res.status).toBe(400);
    expect((await res.json()).issues[0].path).toBe("serviceId");
  });
});

describe("estimate requests remember their source", () => {
  it("stores direct, an embed's normalised host, or an embed of unknown host", async () => {
    const owner = await seedCompany(db.prisma, "Request Source Co");
    const send = async (extra: object, key: string) => {
      const res = await postEstimate(
        makeRequest("POST", "/api/estimates", {
          body: {
            companyId: owner.company.id,
            customerName: "Pat",
            customerEmail: "pat@example.com",
            items: [{ id: owner.service.id, quantity: 1 }],
            ...extra,
          },
          headers: { ...ip, "idempotency-key": key },
        }),
        routeParams(),
      );
      expect(res.status).toBe(201);
      const { id } = await res.json();
      return db.prisma.estimateRequest.findUniqueOrThrow({
        where: { id },
        select: { source: true, sourceHost: true },
      });
    };
    expect(await send({}, "source-key-0001")).toEqual({ source: "direct", sourceHost: null });
    expect(await send({ embedHost: "Shop.Example.COM" }, "source-key-0002")).toEqual({
      source: "embed",
      sourceHost: "shop.example.com",
    });
    expect(await send({ embedHost: "" }, "source-key-0003")).toEqual({
      source: "embed",
      sourceHost: null,
    });
  });
});

describe("PATCH /api/company/profile timeZone", () => {
  it("stores an IANA time zone and answers 400 naming timeZone for another", async () => {
    const owner = await seedCompany(db.prisma, "Zone Co");
    const patch = (body: unknown) =>
      patchProfile(
        makeRequest("PATCH", "/api/company/profile", { body, cookie: owner.cookie }),
        routeParams(),
      );
    const ok = await patch({ timeZone: "America/Los_Angeles" });
    expect(ok.status).toBe(200);
    expect((await ok.json()).timeZone).toBe("America/Los_Angeles");
    for (const bad of ["Mars/Olympus", "", "America/Los_Angeles; DROP", "x".repeat(65)]) {
      const res = await patch({ timeZone: bad });
      expect(res.status).toBe(400);
      expect((await res.json()).issues[0].path).toBe("timeZone");
    }
    const row = await db.prisma.company.findUniqueOrThrow({ where: { id: owner.company.id } });
    expect(row.timeZone).toBe("America/Los_Angeles");
  });
});

describe("POST /api/register timeZone", () => {
  const register = (extra: object, email: string, slug: string) =>
    postRegister(
      makeRequest("POST", "/api/register", {
        body: {
          name: "New Owner",
          email,
          password: "password-123",
          companyName: "Zoned Company",
          industryType: "plumbing",
          slug,
          ...extra,
        },
        headers: { "x-forwarded-for": "198.51.100.30" },
      }),
      routeParams(),
    );

  it("keeps the browser's time zone, defaults to UTC, and answers 400 naming timeZone", async () => {
    expect(
      (await register({ timeZone: "America/Chicago" }, "zone-1@example.com", "zoned-1")).status,
    ).toBe(201);
    expect((await register({}, "zone-2@example.com", "zoned-2")).status).toBe(201);
    const bad = await register({ timeZone: "Nowhere/Land" }, "zone-3@example.com", "zoned-3");
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues[0].path).toBe("timeZone");
    const zones = await db.prisma.company.findMany({
      where: { slug: { in: ["zoned-1", "zoned-2", "zoned-3"] } },
      orderBy: { slug: "asc" },
      select: { timeZone: true },
    });
    expect(zones).toEqual([{ timeZone: "America/Chicago" }, { timeZone: "UTC" }]);
  });

  it("opens the calculator on the trade picked at sign-up", async () => {
    expect((await register({}, "trade-1@example.com", "trade-1")).status).toBe(201);
    const company = await db.prisma.company.findUniqueOrThrow({
      where: { slug: "trade-1" },
      select: { industryType: true, defaultCategory: true },
    });
    expect(company).toEqual({ industryType: "plumbing", defaultCategory: "plumbing" });
  });
});
