/** @jest-environment node */
import { strFromU8, unzipSync } from "fflate";
import type { PrismaClient } from "@prisma/client";
import {
  setupTestDatabase,
  createOwner,
  makeRequest,
  routeParams,
  type TestDatabase,
} from "@/test/db";
import { seedCompany } from "@/test/api-helpers";
import { GET as exportData } from "@/app/api/account/export/route";
import { parseCsv } from "@/lib/csv/csv";
import { EXPORT_PAGE_SIZE } from "@/lib/account/export";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.close();
});

const download = (cookie?: string) =>
  exportData(makeRequest("GET", "/api/account/export", { cookie }), routeParams());

async function unzip(res: Response) {
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  return Object.fromEntries(
    Object.entries(files).map(([name, bytes]) => [
      name,
      name.startsWith("logo.") ? bytes : strFromU8(bytes),
    ]),
  ) as Record<string, string>;
}

/** A company's full set of data: price book, areas, settings, a request with items, a logo. */
async function seedFull(prisma: PrismaClient, name: string, tag: string) {
  const seeded = await seedCompany(prisma, name);
  const companyId = seeded.company.id;
  await prisma.company.update({
    where: { id: companyId },
    data: {
      thankYouMessage: `Thanks from ${tag}`,
      taxRate: "8.250",
      contactEmail: `hello@${tag}.example`,
    },
  });
  const area = await prisma.serviceArea.create({
    data: { companyId, kind: "city", value: `${tag}ville`, normalized: `${tag}ville` },
  });
  await prisma.service.update({
    where: { id: seeded.service.id },
    data: {
      markupPercent: "35",
      materials: { create: { position: 0, name: "Breaker", unitCost: "45.50", quantity: "2" } },
    },
  });
  const request = await prisma.estimateRequest.create({
    data: {
      companyId,
      customerName: `${tag} Customer`,
      customerEmail: `customer@${tag}.example`,
      customerPhone: "555-0100",
      subtotal: "1800.00",
      totalAmount: "1948.50",
      totalTime: 60,
      notes: `=HYPERLINK("http://evil") ${tag} notes`,
      items: {
        create: [
          {
            serviceId: seeded.service.id,
            name: `${tag} Panel Upgrade`,
            unitType: "flat",
            quantity: "1",
            unitPrice: "1800.00",
            lineSubtotal: "1800.00",
            time: 60,
          },
        ],
      },
    },
    include: { items: true },
  });
  await prisma.companyLogo.create({
    data: {
      companyId,
      contentType: "image/png",
      data: Buffer.from(`png-of-${tag}`),
      size: 10,
      sha256: tag,
    },
  });
  const client = await prisma.client.create({
    data: {
      companyId,
      name: `${tag} Client`,
      email: `client@${tag}.example`,
      emailKey: `client@${tag}.example`,
    },
  });
  const quote = await prisma.quote.create({
    data: {
      companyId,
      number: 1,
      clientId: client.id,
      status: "approved",
      title: `${tag} kitchen`,
      total: "250.00",
      subtotal: "250.00",
      tokenNonce: `${tag}-nonce`,
      tokenHash: `${tag}-token-hash`,
      signerName: `${tag} Signer`,
      signatureImage: Buffer.from(`sig-of-${tag}`),
      lines: {
        create: [
          { name: `${tag} Rewire`, unitPrice: "250.00", quantity: "1", lineTotal: "250.00" },
        ],
      },
      events: { create: [{ type: "approved", actor: "customer", detail: `${tag} approved` }] },
    },
    include: { lines: true },
  });
  const payment = await prisma.quotePayment.create({
    data: {
      companyId,
      quoteId: quote.id,
      amount: "62.50",
      method: "check",
      paidOn: new Date("2026-11-20T00:00:00.000Z"),
    },
  });
  const task = await prisma.task.create({
    data: {
      companyId,
      title: `Call ${tag}`,
      dueDate: new Date("2026-11-24T00:00:00.000Z"),
      clientId: client.id,
    },
  });
  return { ...seeded, area, request, client, quote, payment, task };
}

describe("GET /api/account/export", () => {
  it("401 signed out", async () => {
    expect((await download()).status).toBe(401);
  });

  it("company A's archive holds A's data as JSON and CSV, and nothing of company B", async () => {
    const a = await seedFull(db.prisma, "Alpha Electric", "alphaco");
    const b = await seedFull(db.prisma, "Bravo Plumbing", "bravoco");

    const res = await download(a.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(
      new RegExp(`attachment; filename="quotecraft-${a.company.slug}-\\d{4}-\\d{2}-\\d{2}\\.zip"`),
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    const files = await unzip(res);
    expect(Object.keys(files).sort()).toEqual(
      [
        "README.txt",
        "csv/clients.csv",
        "csv/company.csv",
        "csv/estimate-request-items.csv",
        "csv/estimate-requests.csv",
        "csv/labor-rates.csv",
        "csv/service-areas.csv",
        "csv/service-fees.csv",
        "csv/service-materials.csv",
        "csv/services.csv",
        "csv/quote-lines.csv",
        "csv/quote-payments.csv",
        "csv/quotes.csv",
        "csv/tasks.csv",
        "csv/templates.csv",
        "json/clients.json",
        "json/company.json",
        "json/estimate-requests.json",
        "json/labor-rates.json",
        "json/service-areas.json",
        "json/service-fees.json",
        "json/services.json",
        "json/settings.json",
        "json/quotes.json",
        "json/tasks.json",
        "json/templates.json",
        "logo.png",
      ].sort(),
    );

    // A's own data is all there.
    const company = JSON.parse(files["json/company.json"]!);
    expect(company).toMatchObject({
      id: a.company.id,
      name: "Alpha Electric",
      slug: a.company.slug,
    });
    expect(company.account).toEqual(expect.objectContaining({ email: a.user.email }));
    expect(JSON.stringify(company)).not.toMatch(/passwordHash|tokenVersion/);
    expect(JSON.parse(files["json/settings.json"]!)).toMatchObject({
      taxRate: "8.25",
      thankYouMessage: "Thanks from alphaco",
    });
    expect(JSON.parse(files["json/services.json"]!)).toEqual([
      expect.objectContaining({
        id: a.service.id,
        basePrice: "1800",
        laborRateId: a.rate.id,
        markupPercent: "35",
        materials: [
          expect.objectContaining({ serviceId: a.service.id, name: "Breaker", unitCost: "45.5" }),
        ],
      }),
    ]);
    expect(JSON.parse(files["json/labor-rates.json"]!)).toEqual([
      expect.objectContaining({ id: a.rate.id, rate: "95" }),
    ]);
    expect(JSON.parse(files["json/service-fees.json"]!)[0].id).toBe(a.fee.id);
    expect(JSON.parse(files["json/service-areas.json"]!)[0]).toMatchObject({
      value: "alphacoville",
    });
    expect(JSON.parse(files["json/templates.json"]!)[0]).toMatchObject({
      id: a.template.id,
      services: [expect.objectContaining({ name: "Panel Upgrade" })],
    });
    const requests = JSON.parse(files["json/estimate-requests.json"]!);
    expect(requests).toEqual([
      expect.objectContaining({
        id: a.request.id,
        customerEmail: "customer@alphaco.example",
        totalAmount: "1948.5",
        items: [expect.objectContaining({ name: "alphaco Panel Upgrade", lineSubtotal: "1800" })],
      }),
    ]);
    const requestCsv = parseCsv(files["csv/estimate-requests.csv"]!);
    expect(requestCsv[0]!.cells.slice(0, 4)).toEqual(["id", "createdAt", "status", "customerName"]);
    expect(requestCsv[1]!.cells[0]).toBe(a.request.id);
    // The formula guard of lib/csv holds in the export too.
    expect(files["csv/estimate-requests.csv"]).toContain(
      `"'=HYPERLINK(""http://evil"") alphaco notes"`,
    );
    expect(parseCsv(files["csv/estimate-request-items.csv"]!)[1]!.cells[0]).toBe(a.request.id);
    expect(files["csv/services.csv"]).toContain(a.service.id);
    expect(parseCsv(files["csv/service-materials.csv"]!)[1]!.cells).toEqual([
      a.service.id,
      "0",
      "Breaker",
      "45.5",
      "2",
      "false",
    ]);
    expect(files["csv/templates.csv"]).toContain(a.template.id);
    expect(files["csv/company.csv"]).toContain("hello@alphaco.example");
    expect(files["logo.png"]).toEqual(new Uint8Array(Buffer.from("png-of-alphaco")));
    // Clients, tasks and quotes with their lines, timeline, payments and signature.
    expect(JSON.parse(files["json/clients.json"]!)).toEqual([
      expect.objectContaining({ id: a.client.id, email: "client@alphaco.example" }),
    ]);
    expect(JSON.parse(files["json/tasks.json"]!)).toEqual([
      expect.objectContaining({ id: a.task.id, title: "Call alphaco" }),
    ]);
    const quotes = JSON.parse(files["json/quotes.json"]!);
    expect(quotes).toEqual([
      expect.objectContaining({
        id: a.quote.id,
        signerName: "alphaco Signer",
        signatureImage: `data:image/png;base64,${Buffer.from("sig-of-alphaco").toString("base64")}`,
        lines: [expect.objectContaining({ name: "alphaco Rewire" })],
        events: [expect.objectContaining({ type: "approved" })],
        payments: [expect.objectContaining({ id: a.payment.id, amount: "62.5" })],
      }),
    ]);
    // The link's secret parts never leave the server.
    expect(files["json/quotes.json"]).not.toMatch(
      /tokenHash|tokenNonce|alphaco-nonce|alphaco-token-hash/,
    );
    expect(parseCsv(files["csv/quotes.csv"]!)[1]!.cells[0]).toBe(a.quote.id);
    expect(parseCsv(files["csv/quote-lines.csv"]!)[1]!.cells[0]).toBe(a.quote.id);
    expect(parseCsv(files["csv/quote-payments.csv"]!)[1]!.cells[1]).toBe(a.payment.id);
    expect(files["csv/clients.csv"]).toContain(a.client.id);
    expect(files["csv/tasks.csv"]).toContain(a.task.id);

    // Nothing of B, by id, name or any text of theirs, in any file.
    const everything = Object.entries(files)
      .map(([, content]) => (typeof content === "string" ? content : strFromU8(content as never)))
      .join("\n");
    for (const value of [
      b.company.id,
      b.company.slug,
      b.user.id,
      b.user.email,
      b.service.id,
      b.rate.id,
      b.fee.id,
      b.template.id,
      b.area.id,
      b.request.id,
      b.request.items[0]!.id,
      b.client.id,
      b.quote.id,
      b.quote.lines[0]!.id,
      b.payment.id,
      b.task.id,
      "Bravo",
      "bravoco",
    ]) {
      expect(everything).not.toContain(value);
    }
  });

  it("reads requests a page at a time: every one of a large history is in the archive once", async () => {
    const owner = await createOwner(db.prisma, "Busy Co");
    const count = EXPORT_PAGE_SIZE * 2 + 7;
    await db.prisma.estimateRequest.createMany({
      data: Array.from({ length: count }, (_, i) => ({
        companyId: owner.company.id,
        customerName: `Customer ${i}`,
        customerEmail: `c${i}@example.com`,
        subtotal: "10.00",
        totalAmount: "10.00",
        totalTime: 30,
      })),
    });
    const files = await unzip(await download(owner.cookie));
    const requests = JSON.parse(files["json/estimate-requests.json"]!) as {
      customerName: string;
    }[];
    expect(requests).toHaveLength(count);
    expect(new Set(requests.map((request) => request.customerName)).size).toBe(count);
    expect(parseCsv(files["csv/estimate-requests.csv"]!)).toHaveLength(count + 1);
    // An empty company gives valid, empty files.
    const empty = await createOwner(db.prisma, "Empty Co");
    const emptyFiles = await unzip(await download(empty.cookie));
    expect(JSON.parse(emptyFiles["json/estimate-requests.json"]!)).toEqual([]);
    expect(JSON.parse(emptyFiles["json/services.json"]!)).toEqual([]);
    expect(emptyFiles["logo.png"]).toBeUndefined();
  });
});
