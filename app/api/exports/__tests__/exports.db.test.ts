/** @jest-environment node */
import type { PrismaClient } from "@prisma/client";
import {
  setupTestDatabase,
  createOwner,
  makeRequest,
  routeParams,
  type TestDatabase,
} from "@/test/db";
import { createSentQuote } from "@/test/quotes";
import { GET as exportRoute } from "@/app/api/exports/[dataset]/route";
import { parseCsv } from "@/lib/csv/csv";
import { EXPORT_PAGE_SIZE, requestNumber } from "@/lib/exports/export";
import {
  GENERIC_DEPOSIT_COLUMNS,
  GENERIC_SALES_COLUMNS,
  QUICKBOOKS_DEPOSIT_COLUMNS,
  QUICKBOOKS_SALES_COLUMNS,
  XERO_DEPOSIT_COLUMNS,
  XERO_SALES_COLUMNS,
} from "@/lib/exports/layouts";

let db: TestDatabase;
let prisma: PrismaClient;
beforeAll(async () => {
  db = await setupTestDatabase();
  prisma = db.prisma;
});
afterAll(async () => {
  await db.close();
});

const download = (cookie: string | undefined, dataset: string, query: Record<string, string>) =>
  exportRoute(
    makeRequest("GET", `/api/exports/${dataset}?${new URLSearchParams(query)}`, { cookie }),
    routeParams({ dataset }),
  );

/** The file as rows of cells, header first, after checking it is a CSV attachment. */
async function table(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(res.headers.get("cache-control")).toMatch(/no-store/);
  return parseCsv(await res.text()).map((record) => record.cells);
}

const at = (iso: string) => new Date(iso);
const MARCH = { from: "2026-03-01", to: "2026-03-31" };

/** Company A and B, each with an approved quote in March; A also has one in April and a sent one. */
async function seedQuotes() {
  const a = await createOwner(prisma, "Alpha Electric");
  const b = await createOwner(prisma, "Bravo Plumbing");
  const approved = (companyId: string, day: string, title: string) =>
    createSentQuote(prisma, companyId, {
      status: "approved",
      approvedAt: at(`${day}T15:00:00Z`),
      createdAt: at(`${day}T09:00:00Z`),
      title,
    });
  const inMarch = await approved(a.company.id, "2026-03-10", "Alpha panel");
  const lastDay = await approved(a.company.id, "2026-03-31", "Alpha last day");
  await approved(a.company.id, "2026-04-01", "Alpha April");
  const sent = await createSentQuote(prisma, a.company.id, {
    createdAt: at("2026-03-05T12:00:00Z"),
    title: "Alpha sent",
  });
  await approved(b.company.id, "2026-03-10", "Bravo secret");
  return { a, b, inMarch, lastDay, sent };
}

let seeded: Awaited<ReturnType<typeof seedQuotes>>;
beforeAll(async () => {
  seeded = await seedQuotes();
});

describe("GET /api/exports/quotes", () => {
  it("writes approved quotes of the range as QuickBooks Online invoice lines, to the cent", async () => {
    const { a, inMarch } = seeded;
    const res = await download(a.cookie, "quotes", { format: "quickbooks", ...MARCH });
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="quotecraft-${a.company.slug}-quotes-quickbooks-2026-03-01-to-2026-03-31.csv"`,
    );
    const [header, ...rows] = await table(res);
    expect(header).toEqual([...QUICKBOOKS_SALES_COLUMNS]);
    const number = `Q-${String(inMarch.quote.number).padStart(4, "0")}`;
    const first = rows.filter((row) => row[0] === number);
    // Survey 100 + Good panel 1000 with its 50 permit fee; the unpicked and unticked lines
    // are left out; 10% discount on 1150 = 115; tax 8.25% of 1035 = 85.39 (in the memo).
    expect(first.map((row) => row.slice(6))).toEqual([
      ["Survey", "", "1", "100.00", "100.00", "Y"],
      ["Good panel", "", "1", "1000.00", "1000.00", "Y"],
      ["Permit", "Fee on Good panel", "1", "50.00", "50.00", "Y"],
      ["Discount", "10% off", "1", "-115.00", "-115.00", "Y"],
    ]);
    expect(first[0]!.slice(1, 5)).toEqual([
      "Ann Customer",
      "03/10/2026",
      "03/10/2026",
      "Due on receipt",
    ]);
    expect(first[0]![5]).toBe(
      `Quote ${number} (Approved). Tax in QuoteCraft 8.25% 85.39; total 1120.39.`,
    );
    const sum = first.reduce((cents, row) => cents + Math.round(Number(row[10]) * 100), 0);
    expect(sum).toBe(103500);
    expect(inMarch.quote.total.toString()).toBe("1120.39");
  });

  it("holds only the caller's approved quotes of the days asked for, the last day included", async () => {
    const { a, b, lastDay } = seeded;
    const [, ...rows] = await table(
      await download(a.cookie, "quotes", { format: "quickbooks", ...MARCH }),
    );
    const numbers = new Set(rows.map((row) => row[0]));
    expect(numbers.size).toBe(2);
    expect(numbers).toContain(`Q-${String(lastDay.quote.number).padStart(4, "0")}`);
    const text = rows.flat().join(" ");
    expect(text).not.toMatch(/Bravo|April|Alpha sent/);
    // B sees its own quote and nothing of A's.
    const [, ...bRows] = await table(
      await download(b.cookie, "quotes", { format: "generic", ...MARCH }),
    );
    expect(new Set(bRows.map((row) => row[8]))).toEqual(new Set(["Bravo secret"]));
  });

  it("cuts days where the company's time zone does, and dates each row by its local day", async () => {
    const { company, cookie } = await createOwner(prisma, "Pacific Painting");
    await prisma.company.update({
      where: { id: company.id },
      data: { timeZone: "America/Los_Angeles" },
    });
    // 21:30 on 31 March in Los Angeles is already 1 April in UTC.
    const { quote } = await createSentQuote(prisma, company.id, {
      status: "approved",
      approvedAt: at("2026-04-01T04:30:00Z"),
      createdAt: at("2026-03-31T20:00:00Z"),
      title: "Late evening job",
    });
    const number = `Q-${String(quote.number).padStart(4, "0")}`;
    const [, ...march] = await table(
      await download(cookie, "quotes", { format: "quickbooks", ...MARCH }),
    );
    expect(march.filter((row) => row[0] === number).map((row) => row[2])).toContain("03/31/2026");
    const [, ...april] = await table(
      await download(cookie, "quotes", {
        format: "quickbooks",
        from: "2026-04-01",
        to: "2026-04-30",
      }),
    );
    expect(april.some((row) => row[0] === number)).toBe(false);
  });

  it("writes Xero's sales invoice columns with the chosen account, tax rate and day order", async () => {
    const { a, inMarch } = seeded;
    const res = await download(a.cookie, "quotes", {
      format: "xero",
      ...MARCH,
      dates: "intl",
      accountCode: "4000",
      taxType: "Sales Tax 8.25%",
    });
    const [header, ...rows] = await table(res);
    expect(header).toEqual([...XERO_SALES_COLUMNS]);
    const col = (name: string) => header!.indexOf(name);
    const number = `Q-${String(inMarch.quote.number).padStart(4, "0")}`;
    const lines = rows.filter((row) => row[col("*InvoiceNumber")] === number);
    expect(
      lines.map((row) =>
        ["*Description", "*Quantity", "*UnitAmount", "*AccountCode", "*TaxType"].map(
          (name) => row[col(name)],
        ),
      ),
    ).toEqual([
      ["Survey", "1", "100.00", "4000", "Sales Tax 8.25%"],
      ["Good panel", "1", "1000.00", "4000", "Sales Tax 8.25%"],
      ["Permit: Fee on Good panel", "1", "50.00", "4000", "Sales Tax 8.25%"],
      ["Discount: 10% off", "1", "-115.00", "4000", "Sales Tax 8.25%"],
    ]);
    expect(lines[0]![col("*ContactName")]).toBe("Ann Customer");
    expect(lines[0]![col("EmailAddress")]).toBe("ann@example.com");
    expect(lines[0]![col("POAddressLine1")]).toBe("1 Elm St");
    expect(lines[0]![col("*InvoiceDate")]).toBe("10/03/2026");
    expect(lines[0]![col("Reference")]).toBe("Alpha panel");
  });

  it("with status=all holds every current quote created in the range, with totals", async () => {
    const { a, sent } = seeded;
    const res = await download(a.cookie, "quotes", { format: "generic", status: "all", ...MARCH });
    expect(res.headers.get("content-disposition")).toContain("-quotes-all-generic-");
    const [header, ...rows] = await table(res);
    expect(header).toEqual([...GENERIC_SALES_COLUMNS]);
    const col = (name: string) => header!.indexOf(name);
    const sentRows = rows.filter((row) => row[col("Reference")] === "Alpha sent");
    expect(sentRows[0]!.slice(0, 4)).toEqual([
      "quote",
      `Q-${String(sent.quote.number).padStart(4, "0")}`,
      "Sent",
      "2026-03-05",
    ]);
    expect(
      ["Subtotal", "Discount", "TaxRate", "Tax", "Total", "Deposit"].map(
        (name) => sentRows[0]![col(name)],
      ),
    ).toEqual(["1150.00", "115.00", "8.25", "85.39", "1120.39", "280.10"]);
    expect(rows.map((row) => row[col("Reference")])).not.toContain("Alpha April");
  });
});

describe("GET /api/exports/requests", () => {
  it("writes the items, fees and service-call fee of the caller's requests, spam left out", async () => {
    const a = await createOwner(prisma, "Request Co");
    const b = await createOwner(prisma, "Other Requests");
    const request = (companyId: string, name: string, extra: object = {}) =>
      prisma.estimateRequest.create({
        data: {
          companyId,
          customerName: name,
          customerEmail: `${name.split(" ")[0]!.toLowerCase()}@example.com`,
          customerZip: "78701",
          subtotal: "334.83",
          taxAmount: "27.62",
          totalAmount: "362.45",
          totalTime: 90,
          createdAt: at("2026-02-14T18:30:00Z"),
          items: {
            create: [
              {
                name: "Paint wall",
                unitType: "per_sq_foot",
                quantity: "2.5",
                unitPrice: "33.33",
                lineSubtotal: "83.33",
                time: 30,
              },
              {
                name: "Outlet",
                unitType: "per_item",
                quantity: "3",
                unitPrice: "55.50",
                lineSubtotal: "166.50",
                feeName: "Permit",
                feeAmount: "25.00",
                time: 60,
              },
            ],
          },
          ...extra,
        },
      });
    const mine = await request(a.company.id, "Rita Requester");
    await request(a.company.id, "Sam Spammer", { isSpam: true });
    await request(a.company.id, "Late Larry", { createdAt: at("2026-02-15T00:00:00Z") });
    await request(b.company.id, "Bob Foreign");
    const [header, ...rows] = await table(
      await download(a.cookie, "requests", {
        format: "quickbooks",
        from: "2026-02-14",
        to: "2026-02-14",
      }),
    );
    expect(header).toEqual([...QUICKBOOKS_SALES_COLUMNS]);
    expect(rows.map((row) => [row[0], row[1], row[2], ...row.slice(6)])).toEqual([
      // 2.5 × 33.33 = 83.325, stored as 83.33: written as 1 × 83.33 so an importer that
      // multiplies gets the same cents.
      [
        requestNumber(mine.id),
        "Rita Requester",
        "02/14/2026",
        "Paint wall",
        "(2.5 × 33.33)",
        "1",
        "83.33",
        "83.33",
        "Y",
      ],
      [
        requestNumber(mine.id),
        "Rita Requester",
        "02/14/2026",
        "Outlet",
        "",
        "3",
        "55.50",
        "166.50",
        "Y",
      ],
      [
        requestNumber(mine.id),
        "Rita Requester",
        "02/14/2026",
        "Permit",
        "Fee on Outlet",
        "1",
        "25.00",
        "25.00",
        "Y",
      ],
      [
        requestNumber(mine.id),
        "Rita Requester",
        "02/14/2026",
        "Service call fee",
        "",
        "1",
        "60.00",
        "60.00",
        "Y",
      ],
    ]);
    const [, ...generic] = await table(
      await download(a.cookie, "requests", {
        format: "generic",
        from: "2026-02-01",
        to: "2026-02-28",
      }),
    );
    expect(new Set(generic.map((row) => row[4]))).toEqual(
      new Set(["Rita Requester", "Late Larry"]),
    );
  });
});

describe("the address column", () => {
  it("is where the work is (the quote's property, else its request's), else the client's address", async () => {
    const owner = await createOwner(prisma, "Address Co");
    const companyId = owner.company.id;
    const JUNE = { from: "2026-06-01", to: "2026-06-30" };
    const createdAt = at("2026-06-10T12:00:00Z");
    const approved = (title: string, extra: object = {}) =>
      createSentQuote(prisma, companyId, {
        status: "approved",
        approvedAt: at("2026-06-10T15:00:00Z"),
        createdAt,
        title,
        ...extra,
      });
    const plain = await approved("Client address");
    const clientId = plain.quote.clientId!;
    const property = (line1: string, line2: string | null = null) =>
      prisma.property.create({
        data: {
          companyId,
          clientId,
          line1,
          line2,
          city: "Austin",
          region: "TX",
          postalCode: "78701",
          matchKey: `${line1.toLowerCase()}|78701`,
        },
      });
    const oak = await property("12 Oak St", "Apt 3");
    const elm = await property("40 Elm Ave");
    const request = (name: string, extra: object = {}) =>
      prisma.estimateRequest.create({
        data: {
          companyId,
          clientId,
          customerName: name,
          customerEmail: "ann@example.com",
          subtotal: "10.00",
          totalAmount: "10.00",
          totalTime: 10,
          createdAt,
          items: {
            create: [
              {
                name: "Visit",
                unitType: "flat",
                quantity: "1",
                unitPrice: "10",
                lineSubtotal: "10",
                time: 10,
              },
            ],
          },
          ...extra,
        },
      });
    const fromProperty = await request("Property request", { propertyId: elm.id });
    const typed = await request("Typed request", {
      serviceAddress: {
        line1: "7 Typed Rd",
        line2: null,
        city: "Round Rock",
        region: "TX",
        postalCode: "78664",
      },
    });
    await request("No address request");
    await approved("Own property", { propertyId: oak.id, estimateRequestId: fromProperty.id });
    await approved("Request's property", { estimateRequestId: fromProperty.id });

    const addresses = async (dataset: string, key: "Reference" | "Customer") => {
      const [header, ...rows] = await table(
        await download(owner.cookie, dataset, { format: "generic", ...JUNE }),
      );
      const col = (name: string) => header!.indexOf(name);
      return Object.fromEntries(rows.map((row) => [row[col(key)], row[col("Address")]]));
    };
    expect(await addresses("quotes", "Reference")).toEqual({
      "Client address": "1 Elm St",
      "Own property": "12 Oak St, Apt 3, Austin, TX 78701",
      "Request's property": "40 Elm Ave, Austin, TX 78701",
    });
    expect(await addresses("requests", "Customer")).toEqual({
      "Property request": "40 Elm Ave, Austin, TX 78701",
      "Typed request": "7 Typed Rd, Round Rock, TX 78664",
      "No address request": "1 Elm St",
    });
    expect(typed.propertyId).toBeNull();
  });
});

describe("GET /api/exports/deposits", () => {
  it("pages through every deposit of the range, the caller's only, in each layout", async () => {
    const { a, b, inMarch } = seeded;
    const count = EXPORT_PAGE_SIZE + 3;
    await prisma.quotePayment.createMany({
      data: Array.from({ length: count }, (_, index) => ({
        companyId: a.company.id,
        quoteId: inMarch.quote.id,
        amount: index === 0 ? "280.10" : "0.01",
        method: "check" as const,
        paidOn: at(`2026-03-${String((index % 28) + 1).padStart(2, "0")}`),
        note: index === 0 ? "=cmd|' /C calc'!A0" : null,
      })),
    });
    await prisma.quotePayment.create({
      data: {
        companyId: a.company.id,
        quoteId: inMarch.quote.id,
        amount: "999.99",
        method: "cash",
        paidOn: at("2026-04-01"),
      },
    });
    const bQuote = await createSentQuote(prisma, b.company.id, { status: "approved" });
    await prisma.quotePayment.create({
      data: {
        companyId: b.company.id,
        quoteId: bQuote.quote.id,
        amount: "777.77",
        method: "card",
        paidOn: at("2026-03-02"),
      },
    });
    const number = `Q-${String(inMarch.quote.number).padStart(4, "0")}`;

    const [qboHeader, ...qbo] = await table(
      await download(a.cookie, "deposits", { format: "quickbooks", ...MARCH }),
    );
    expect(qboHeader).toEqual([...QUICKBOOKS_DEPOSIT_COLUMNS]);
    expect(qbo).toHaveLength(count);
    expect(qbo[0]).toEqual([
      "03/01/2026",
      `Deposit on quote ${number} (Check): =cmd|' /C calc'!A0, Ann Customer`,
      "280.10",
    ]);
    const cents = qbo.reduce((sum, row) => sum + Math.round(Number(row[2]) * 100), 0);
    expect(cents).toBe(28010 + (count - 1));
    expect(qbo.flat().join(" ")).not.toMatch(/999\.99|777\.77/);

    const [xeroHeader, ...xero] = await table(
      await download(a.cookie, "deposits", { format: "xero", dates: "intl", ...MARCH }),
    );
    expect(xeroHeader).toEqual([...XERO_DEPOSIT_COLUMNS]);
    expect(xero[0]!.slice(0, 3)).toEqual(["01/03/2026", "280.10", "Ann Customer"]);
    expect(xero[0]![4]).toBe(number);

    const res = await download(a.cookie, "deposits", { format: "generic", ...MARCH });
    const text = await res.clone().text();
    // The customer's note is data, never a formula.
    expect(text).toContain(`"'=cmd|' /C calc'!A0"`);
    const [genericHeader, ...generic] = await table(res);
    expect(genericHeader).toEqual([...GENERIC_DEPOSIT_COLUMNS]);
    expect(new Set(generic.map((row) => row[6])).size).toBe(count);
  });
});

describe("GET /api/exports validation", () => {
  const valid = { format: "quickbooks", ...MARCH };
  it.each([
    ["quotes", { ...valid, from: undefined }, "from"],
    ["quotes", { ...valid, to: "2026-02-30" }, "to"],
    ["quotes", { ...valid, from: "2026-04-01" }, "to"],
    ["quotes", { ...valid, from: "2025-01-01", to: "2026-01-02" }, "to"],
    ["quotes", { ...valid, format: "sage" }, "format"],
    ["quotes", { ...valid, status: "declined" }, "status"],
    ["deposits", { ...valid, dates: "eu" }, "dates"],
    ["deposits", { ...valid, accountCode: "=1+1" }, "accountCode"],
    ["bills", valid, "dataset"],
  ])("%s with %j is a 400 naming %s", async (dataset, query, field) => {
    const { a } = seeded;
    const clean = Object.fromEntries(
      Object.entries(query).filter(([, value]) => value !== undefined),
    ) as Record<string, string>;
    const res = await download(a.cookie, dataset, clean);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.issues.map((issue: { path: string }) => issue.path)).toContain(field);
  });

  it("accepts a whole year and refuses the signed-out", async () => {
    const { a } = seeded;
    const year = { format: "generic", from: "2024-01-01", to: "2024-12-31" };
    expect((await download(a.cookie, "quotes", year)).status).toBe(200);
    expect((await download(undefined, "quotes", year)).status).toBe(401);
  });
});
