/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { makeRequest, routeParams, setupTestDatabase, type TestDatabase } from "@/test/db";
import { POST as postEstimate } from "@/app/api/estimates/route";
import { drainJobs } from "@/lib/worker/run";
import { body, post, priceBook, setupTempOutbox } from "./fixtures";

const outbox = setupTempOutbox();

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.close();
});

describe("POST /api/estimates", () => {
  it("prices from the price book and stores the server's totals, not a tampered client price", async () => {
    const { companyId, outlet, floor } = await priceBook(db.prisma);
    // outlet 2 × 75.00 = 150.00; floor: unit 1.25 + 60/60*1 = 2.25 × 200 = 450.00, fee 10% = 45.00;
    // call fee 49.00 → subtotal 694.00; tax 8.25% = 57.255 → 57.26; total 751.26.
    const res = await post(
      body(
        companyId,
        [
          { id: outlet.id, quantity: 2, price: 0.01 },
          { id: floor.id, quantity: 200, price: 0.01 },
        ],
        { totalAmount: 1 },
      ),
    );
    expect(res.status).toBe(201);
    const json = await res.json();
    expect(json).toMatchObject({
      subtotal: "694.00",
      taxAmount: "57.26",
      totalAmount: "751.26",
      totalTime: 290,
      totalsMatched: false,
    });
    const row = await db.prisma.estimateRequest.findUniqueOrThrow({
      where: { id: json.id },
      include: { items: true },
    });
    expect(row.totalAmount.toString()).toBe("751.26");
    expect(row.clientTotal?.toString()).toBe("1");
    expect(
      row.items
        .map((item) => [item.name, item.lineSubtotal.toString(), item.feeAmount.toString()])
        .sort(),
    ).toEqual([
      ["Floor sealing", "450", "45"],
      ["Outlet", "150", "0"],
      ["Service call fee", "49", "0"],
    ]);
  });

  it("20 concurrent POSTs with one Idempotency-Key store one request and all answer its id", async () => {
    const { companyId, outlet } = await priceBook(db.prisma);
    const headers = {
      "idempotency-key": "dialog-7f3a9c2e-0001",
      "x-forwarded-for": "198.51.100.7",
    };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        postEstimate(
          makeRequest("POST", "/api/estimates", {
            body: body(companyId, [{ id: outlet.id, quantity: 1 }]),
            headers,
          }),
          routeParams(),
        ),
      ),
    );
    const statuses = responses.map((res) => res.status).sort();
    const ids = new Set(await Promise.all(responses.map(async (res) => (await res.json()).id)));
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(19);
    expect(ids.size).toBe(1);
    const rows = await db.prisma.estimateRequest.findMany({ where: { companyId } });
    expect(rows).toHaveLength(1);
    expect(rows[0].id).toBe([...ids][0]);
  });

  it("the 11th request in a minute from one address gets 429 with Retry-After; the ten are stored", async () => {
    const { companyId, outlet } = await priceBook(db.prisma);
    const headers = { "x-forwarded-for": "192.0.2.200, 10.0.0.1" };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await postEstimate(
        makeRequest("POST", "/api/estimates", {
          body: body(companyId, [{ id: outlet.id, quantity: 1 }]),
          headers,
        }),
        routeParams(),
      );
      statuses.push(res.status);
      if (i === 10) {
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
        expect((await res.json()).code).toBe("rate_limited");
      }
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    expect(await db.prisma.estimateRequest.count({ where: { companyId } })).toBe(10);
    const buckets = await db.prisma.rateLimitBucket.findMany();
    expect(JSON.stringify(buckets)).not.toContain("192.0.2.200");
  });

  it("a rotated first X-Forwarded-For entry does not lift the limit (the proxy's hop is keyed)", async () => {
    const { companyId, outlet } = await priceBook(db.prisma, "Rotate Co");
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const res = await postEstimate(
        makeRequest("POST", "/api/estimates", {
          body: body(companyId, [{ id: outlet.id, quantity: 1 }]),
          // The client writes any first entries it likes; our proxy appends the real peer.
          headers: { "x-forwarded-for": `100.64.${i}.${i + 1}, 10.1.${i}.9, 192.0.2.201` },
        }),
        routeParams(),
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(10).fill(429)]);
    expect(await db.prisma.estimateRequest.count({ where: { companyId } })).toBe(10);
  });

  it("a database failure mid-insert leaves no partial request", async () => {
    const { companyId, outlet } = await priceBook(db.prisma, "Fail Co");
    await db.prisma.$executeRawUnsafe(`
      CREATE OR REPLACE FUNCTION fail_item_insert() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'disk full (simulated)'; END; $$ LANGUAGE plpgsql;`);
    await db.prisma.$executeRawUnsafe(
      `CREATE TRIGGER fail_items BEFORE INSERT ON "EstimateRequestItem" FOR EACH ROW EXECUTE FUNCTION fail_item_insert();`,
    );
    const errorLog = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const res = await post(body(companyId, [{ id: outlet.id, quantity: 1 }]));
      expect(res.status).toBe(500);
      expect(JSON.stringify(await res.json())).not.toContain("disk full");
    } finally {
      errorLog.mockRestore();
      await db.prisma.$executeRawUnsafe(`DROP TRIGGER fail_items ON "EstimateRequestItem";`);
    }
    expect(await db.prisma.estimateRequest.count({ where: { companyId } })).toBe(0);
    expect(
      await db.prisma.estimateRequestItem.count({ where: { estimateRequest: { companyId } } }),
    ).toBe(0);
  });

  it("400 names an unknown, inactive or foreign service id", async () => {
    const { companyId, outlet, hidden } = await priceBook(db.prisma);
    const other = await priceBook(db.prisma, "Other Co");
    for (const badId of ["svc-does-not-exist", hidden.id, other.outlet.id]) {
      const res = await post(
        body(companyId, [
          { id: outlet.id, quantity: 1 },
          { id: badId, quantity: 1 },
        ]),
      );
      expect(res.status).toBe(400);
      const json = await res.json();
      expect(json.issues).toEqual([
        { path: "items.1.id", message: `Service ${badId} is not available.` },
      ]);
      expect(json.message).toContain(badId);
    }
    expect(await db.prisma.estimateRequest.count({ where: { companyId } })).toBe(0);
  });

  it.each<[string, (ids: { companyId: string; outlet: string; floor: string }) => unknown, string]>(
    [
      [
        "missing email",
        (ids) => body(ids.companyId, [{ id: ids.outlet, quantity: 1 }], { customerEmail: "" }),
        "customerEmail",
      ],
      [
        "bad email",
        (ids) => body(ids.companyId, [{ id: ids.outlet, quantity: 1 }], { customerEmail: "nope" }),
        "customerEmail",
      ],
      [
        "missing name",
        (ids) => body(ids.companyId, [{ id: ids.outlet, quantity: 1 }], { customerName: " " }),
        "customerName",
      ],
      ["no items", (ids) => body(ids.companyId, []), "items"],
      [
        "fractional items",
        (ids) => body(ids.companyId, [{ id: ids.outlet, quantity: 1.5 }]),
        "items.0.quantity",
      ],
      [
        "negative quantity",
        (ids) => body(ids.companyId, [{ id: ids.floor, quantity: -3 }]),
        "items.0.quantity",
      ],
      [
        "101 items",
        (ids) =>
          body(
            ids.companyId,
            Array.from({ length: 101 }, () => ({ id: ids.outlet, quantity: 1 })),
          ),
        "items",
      ],
      [
        "unknown field",
        (ids) => body(ids.companyId, [{ id: ids.outlet, quantity: 1 }], { isSpam: false }),
        "body",
      ],
      ["unknown company", () => body("nope", [{ id: "x", quantity: 1 }]), "companyId"],
    ],
  )("400 for %s (names the field)", async (_name, make, field) => {
    const { companyId, outlet, floor } = await priceBook(db.prisma);
    const res = await post(make({ companyId, outlet: outlet.id, floor: floor.id }));
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.issues.map((issue: { path: string }) => issue.path)).toContain(field);
  });

  it("413 for a body over 32 kB and 400 for a malformed Idempotency-Key", async () => {
    const { companyId, outlet } = await priceBook(db.prisma);
    const big = await post(
      body(companyId, [{ id: outlet.id, quantity: 1 }], {
        customerName: "A",
        customerPhone: "1",
        website: "x".repeat(40_000),
      }),
    );
    expect(big.status).toBe(413);
    const badKey = await post(body(companyId, [{ id: outlet.id, quantity: 1 }]), {
      "idempotency-key": "no spaces allowed",
    });
    expect(badKey.status).toBe(400);
  });

  it("stores honeypot spam marked (and mails nobody); mails the owner and the customer for a real request", async () => {
    const { companyId, outlet } = await priceBook(db.prisma, "Mail Co");
    const spam = await post(
      body(companyId, [{ id: outlet.id, quantity: 1 }], { website: "http://bot.example" }),
    );
    expect(spam.status).toBe(201);
    const spamRow = await db.prisma.estimateRequest.findUniqueOrThrow({
      where: { id: (await spam.json()).id },
    });
    expect(spamRow).toMatchObject({ isSpam: true, spamReason: "honeypot" });
    // Every earlier test's mail sent first (a loaded machine may need more than one default round).
    await drainJobs({ maxJobs: 1000, deadlineMs: 120_000, ignoreStartAfter: true });
    const before = readdirSync(outbox).length;
    const res = await post(
      body(companyId, [{ id: outlet.id, quantity: 3 }], { customerName: "Mail Tester" }),
    );
    expect(res.status).toBe(201);
    // The mails are jobs committed with the request (the owner's notification and the
    // customer's confirmation); the worker sends them.
    expect((await drainJobs({ deadlineMs: 120_000 })).failed).toBe(0);
    const files = readdirSync(outbox).filter((file) => file.endsWith(".eml"));
    expect(files.length).toBe(before + 2);
    const newest = files
      // Quoted-printable soft line breaks joined, so a line reads as it was written.
      .map((file) => readFileSync(path.join(outbox, file), "utf8").replace(/=\r?\n/g, ""))
      .find((text) => text.includes("Subject: New estimate request from Mail Tester"));
    expect(newest).toContain(`To: office-${companyId}@example.com`);
    // (3 × 75.00 + 49.00) × 1.0825 = 296.605 → 296.61
    expect(newest).toContain("Total: $296.61");
    // When it came, in the company's time zone (UTC unless set).
    expect(newest).toMatch(/Received: \w+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC/);
  });

  it("computes outsideServiceArea from the company's ZIP areas", async () => {
    const { companyId, outlet } = await priceBook(db.prisma);
    await db.prisma.serviceArea.create({
      data: { companyId, kind: "zip", value: "78701", normalized: "78701" },
    });
    const inside = await (
      await post(body(companyId, [{ id: outlet.id, quantity: 1 }], { customerZip: "78701" }))
    ).json();
    const outside = await (
      await post(body(companyId, [{ id: outlet.id, quantity: 1 }], { customerZip: "10001" }))
    ).json();
    const rows = await db.prisma.estimateRequest.findMany({
      where: { id: { in: [inside.id, outside.id] } },
    });
    expect(
      Object.fromEntries(rows.map((row) => [row.customerZip, row.outsideServiceArea])),
    ).toEqual({ "78701": false, "10001": true });
  });

  it("requires a well-formed customerZip only when the company has service areas", async () => {
    const withAreas = await priceBook(db.prisma, "Area Co");
    // City names count as service areas too: the calculator asks for the ZIP code either way.
    await db.prisma.serviceArea.create({
      data: { companyId: withAreas.companyId, kind: "city", value: "Austin", normalized: "austin" },
    });
    const items = [{ id: withAreas.outlet.id, quantity: 1 }];
    for (const [extra, message] of [
      [{}, "Please enter your ZIP code."],
      [{ customerZip: "   " }, "Please enter your ZIP code."],
      [{ customerZip: "1234" }, "Enter a 5-digit ZIP code, like 78701."],
      [{ customerZip: "ABCDE" }, "Enter a 5-digit ZIP code, like 78701."],
    ] as const) {
      const res = await post(body(withAreas.companyId, items, extra));
      expect(res.status).toBe(400);
      const json = await res.json();
      expect(json.issues).toEqual([{ path: "customerZip", message }]);
      expect(json.message).toContain("customerZip");
    }
    expect(
      await db.prisma.estimateRequest.count({ where: { companyId: withAreas.companyId } }),
    ).toBe(0);
    const ok = await post(body(withAreas.companyId, items, { customerZip: "78701-1234" }));
    expect(ok.status).toBe(201);
    // Only city areas: a ZIP code alone cannot be placed in a city, so it is not marked outside.
    const row = await db.prisma.estimateRequest.findUniqueOrThrow({
      where: { id: (await ok.json()).id },
    });
    expect(row).toMatchObject({ customerZip: "78701-1234", outsideServiceArea: false });

    const noAreas = await priceBook(db.prisma, "Anywhere Co");
    const withoutZip = await post(
      body(noAreas.companyId, [{ id: noAreas.outlet.id, quantity: 1 }]),
    );
    expect(withoutZip.status).toBe(201);
    const oddZip = await post(
      body(noAreas.companyId, [{ id: noAreas.outlet.id, quantity: 1 }], { customerZip: "SW1A" }),
    );
    expect(oddZip.status).toBe(201);
    const rows = await db.prisma.estimateRequest.findMany({
      where: { companyId: noAreas.companyId },
      orderBy: { createdAt: "asc" },
    });
    expect(rows.map((stored) => [stored.customerZip, stored.outsideServiceArea])).toEqual([
      [null, false],
      ["SW1A", false],
    ]);
  });
});
