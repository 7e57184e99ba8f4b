import "server-only";
import { Zip, ZipDeflate, strToU8 } from "fflate";
import { prisma } from "@/lib/db";
import { toCsv } from "@/lib/csv/csv";
import type { SessionUser } from "@/lib/auth/session";

/**
 * "Download my data": one zip of everything the company keeps in QuoteCraft, as JSON (exact,
 * nested) and CSV (one table per file, for spreadsheets). Built as a stream: estimate
 * requests and quotes, the tables that grow without bound, are read a page at a time, so memory
 * stays bounded whatever the company's size. Everything is read by the session's company id;
 * nothing from the request chooses what is exported.
 */
export const EXPORT_PAGE_SIZE = 200;

type Cell = string | number | boolean | null | undefined;
type Row = Record<string, unknown>;

/** JSON-safe plain values: Decimals and Dates as strings, bytes left out. */
function plain(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return undefined;
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === "object") {
    // Prisma.Decimal and friends: their own string form.
    if (typeof (value as { toFixed?: unknown }).toFixed === "function") return String(value);
    return Object.fromEntries(
      Object.entries(value as Row)
        .map(([key, inner]) => [key, plain(inner)] as const)
        .filter(([, inner]) => inner !== undefined),
    );
  }
  return value;
}

const cell = (value: unknown): Cell => {
  const flat = plain(value);
  if (flat === null) return null;
  if (Array.isArray(flat)) return flat.join("; ");
  if (typeof flat === "object") return JSON.stringify(flat);
  return flat as Cell;
};

/** CSV text of rows: a header of the given columns, then one line per row. */
function csvOf(columns: string[], rows: Row[], { header = true } = {}) {
  const lines = rows.map((row) => columns.map((column) => cell(row[column])));
  return lines.length || header ? toCsv(header ? [columns, ...lines] : lines) : "";
}

const json = (value: unknown) => `${JSON.stringify(plain(value), null, 2)}\n`;

/** A JSON array written row by row from pages. */
async function* jsonArray(source: AsyncIterable<unknown[]>) {
  let first = true;
  yield "[";
  for await (const page of source) {
    for (const row of page) {
      yield `${first ? "\n" : ",\n"}${JSON.stringify(plain(row))}`;
      first = false;
    }
  }
  yield first ? "]\n" : "\n]\n";
}

/** A CSV table written page by page: each page's records give the table's rows. */
async function* tableOf<T>(
  columns: string[],
  source: AsyncIterable<T[]>,
  rows: (record: T) => Row[],
) {
  yield toCsv([columns]);
  for await (const page of source) yield csvOf(columns, page.flatMap(rows), { header: false });
}

const SERVICE_COLUMNS = [
  "id",
  "name",
  "description",
  "category",
  "basePrice",
  "unitType",
  "estimatedTime",
  "icon",
  "isActive",
  "sortOrder",
  "laborRateId",
  "serviceFeeId",
  "markupPercent",
  "createdAt",
  "updatedAt",
];
const MATERIAL_COLUMNS = [
  "serviceId",
  "position",
  "name",
  "unitCost",
  "quantity",
  "customerSupplies",
];
const REQUEST_COLUMNS = [
  "id",
  "createdAt",
  "status",
  "customerName",
  "customerEmail",
  "customerPhone",
  "customerZip",
  "outsideServiceArea",
  "subtotal",
  "taxAmount",
  "totalAmount",
  "totalTime",
  "clientTotal",
  "notes",
  "isSpam",
  "spamReason",
  "updatedAt",
];
const ITEM_COLUMNS = [
  "estimateRequestId",
  "id",
  "serviceId",
  "name",
  "unitType",
  "quantity",
  "unitPrice",
  "lineSubtotal",
  "feeName",
  "feeAmount",
  "time",
];

type Entry = { name: string; chunks: () => AsyncIterable<string> | Iterable<string> };

/** Pages of a table that grows without bound, by id: `read` gets the cursor options. */
async function* pages<T extends { id: string }>(
  read: (page: { take: number; cursor?: { id: string }; skip?: number }) => Promise<T[]>,
) {
  let cursor: string | undefined;
  for (;;) {
    const page = await read({
      take: EXPORT_PAGE_SIZE,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    });
    if (page.length === 0) return;
    yield page;
    if (page.length < EXPORT_PAGE_SIZE) return;
    cursor = page[page.length - 1]!.id;
  }
}

const requestPages = (companyId: string) =>
  pages((page) =>
    prisma.estimateRequest.findMany({
      where: { companyId },
      orderBy: { id: "asc" },
      ...page,
      include: { items: { orderBy: { id: "asc" } } },
      omit: { idempotencyKey: true, companyId: true },
    }),
  );

/** Quotes with their lines, option groups, timeline and payments; the signature as a PNG data URL. */
const quotePages = (companyId: string) =>
  pages(async (page) => {
    const quotes = await prisma.quote.findMany({
      where: { companyId },
      orderBy: { id: "asc" },
      ...page,
      include: {
        lines: { orderBy: { sortOrder: "asc" } },
        groups: { orderBy: { sortOrder: "asc" } },
        events: { orderBy: { createdAt: "asc" } },
        payments: { orderBy: { paidOn: "asc" }, omit: { companyId: true } },
      },
      // The link's secret parts stay out: an archive must not open the customer's page. The
      // copy of the client's name and email is the search's (the client is exported itself).
      omit: {
        companyId: true,
        tokenNonce: true,
        tokenHash: true,
        clientName: true,
        clientEmail: true,
      },
    });
    return quotes.map(({ signatureImage, ...quote }) => ({
      ...quote,
      signatureImage: signatureImage
        ? `data:image/png;base64,${Buffer.from(signatureImage).toString("base64")}`
        : null,
    }));
  });

const QUOTE_COLUMNS = [
  "id",
  "number",
  "revision",
  "status",
  "clientId",
  "estimateRequestId",
  "title",
  "subtotal",
  "discountAmount",
  "taxAmount",
  "total",
  "depositAmount",
  "expiresAt",
  "sentAt",
  "sentTo",
  "approvedAt",
  "signerName",
  "contentHash",
  "declinedAt",
  "declineReason",
  "supersededById",
  "createdAt",
  "updatedAt",
];
const QUOTE_LINE_COLUMNS = [
  "quoteId",
  "id",
  "sortOrder",
  "serviceId",
  "name",
  "description",
  "unitType",
  "unitPrice",
  "quantity",
  "feeName",
  "feeType",
  "feeValue",
  "optional",
  "groupId",
  "selected",
  "lineTotal",
  "note",
];
const PAYMENT_COLUMNS = ["quoteId", "id", "amount", "method", "paidOn", "note", "createdAt"];

async function loadSmallTables(user: SessionUser) {
  const companyId = user.companyId;
  const [
    company,
    account,
    services,
    laborRates,
    serviceFees,
    serviceAreas,
    templates,
    redirects,
    logo,
    clients,
    tasks,
  ] = await Promise.all([
    prisma.company.findUniqueOrThrow({ where: { id: companyId } }),
    prisma.user.findUniqueOrThrow({
      where: { id: user.userId },
      select: { id: true, name: true, email: true, viewedTooltips: true, createdAt: true },
    }),
    prisma.service.findMany({
      where: { companyId },
      orderBy: [{ sortOrder: "asc" }, { name: "asc" }],
      omit: { companyId: true },
      include: { materials: { orderBy: { position: "asc" }, omit: { id: true } } },
    }),
    prisma.laborRate.findMany({
      where: { companyId },
      orderBy: { name: "asc" },
      omit: { companyId: true },
    }),
    prisma.serviceFee.findMany({
      where: { companyId },
      orderBy: { name: "asc" },
      omit: { companyId: true },
    }),
    prisma.serviceArea.findMany({
      where: { companyId },
      orderBy: [{ kind: "asc" }, { normalized: "asc" }],
      select: { id: true, kind: true, value: true, createdAt: true },
    }),
    prisma.customTemplate.findMany({
      where: { companyId },
      orderBy: { createdAt: "asc" },
      omit: { companyId: true },
      include: { services: { orderBy: { name: "asc" }, omit: { templateId: true } } },
    }),
    prisma.slugRedirect.findMany({ where: { companyId }, select: { slug: true, createdAt: true } }),
    prisma.companyLogo.findUnique({
      where: { companyId },
      select: { contentType: true, data: true },
    }),
    prisma.client.findMany({
      where: { companyId },
      orderBy: { name: "asc" },
      omit: { companyId: true, emailKey: true },
    }),
    prisma.task.findMany({
      where: { companyId },
      orderBy: { dueDate: "asc" },
      omit: { companyId: true },
    }),
  ]);
  return {
    company,
    account,
    services,
    laborRates,
    serviceFees,
    serviceAreas,
    templates,
    redirects,
    logo,
    clients,
    tasks,
  };
}

const LOGO_EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
};

/** The archive's files, in order; each yields its text piece by piece. */
async function archiveEntries(user: SessionUser) {
  const data = await loadSmallTables(user);
  const { company, account, services, laborRates, serviceFees, serviceAreas, templates } = data;
  const settings = {
    serviceCallFee: company.serviceCallFee,
    taxRate: company.taxRate,
    defaultMarkupPercent: company.defaultMarkupPercent,
    accentColor: company.accentColor,
    defaultCategory: company.defaultCategory,
    thankYouMessage: company.thankYouMessage,
    calculatorCategories: company.calculatorCategories,
    quoteValidDays: company.quoteValidDays,
    quoteTerms: company.quoteTerms,
    quoteReminderDays: company.quoteReminderDays,
  };
  const profile = {
    id: company.id,
    name: company.name,
    slug: company.slug,
    previousSlugs: data.redirects,
    industryType: company.industryType,
    plan: company.plan,
    contactEmail: company.contactEmail,
    phone: company.phone,
    website: company.website,
    address: company.address,
    logo: company.logo,
    isActive: company.isActive,
    createdAt: company.createdAt,
    updatedAt: company.updatedAt,
  };
  const templateRows = templates.flatMap((template) =>
    template.services.map((service) => ({
      ...service,
      templateId: template.id,
      templateName: template.name,
      templateDescription: template.description,
    })),
  );
  const companyId = user.companyId;

  const entries: Entry[] = [
    {
      name: "README.txt",
      chunks: () => [
        [
          `QuoteCraft data export of ${company.name}, made ${new Date().toISOString()}.`,
          "",
          "json/  the exact data, nested (templates with their services, requests with their items,",
          "       quotes with their lines, option groups, timeline, payments and signature).",
          "csv/   the same as tables for spreadsheets (UTF-8, comma separated; text that a",
          "       spreadsheet would run as a formula starts with an apostrophe).",
          "Amounts are decimal strings in your currency; times are minutes; dates are UTC (ISO 8601).",
          "",
        ].join("\r\n"),
      ],
    },
    { name: "json/company.json", chunks: () => [json({ ...profile, account })] },
    { name: "json/settings.json", chunks: () => [json(settings)] },
    { name: "json/services.json", chunks: () => [json(services)] },
    { name: "json/labor-rates.json", chunks: () => [json(laborRates)] },
    { name: "json/service-fees.json", chunks: () => [json(serviceFees)] },
    { name: "json/service-areas.json", chunks: () => [json(serviceAreas)] },
    { name: "json/templates.json", chunks: () => [json(templates)] },
    { name: "json/clients.json", chunks: () => [json(data.clients)] },
    { name: "json/tasks.json", chunks: () => [json(data.tasks)] },
    { name: "json/quotes.json", chunks: () => jsonArray(quotePages(companyId)) },
    { name: "json/estimate-requests.json", chunks: () => jsonArray(requestPages(companyId)) },
    {
      name: "csv/company.csv",
      chunks: () => [
        csvOf(
          ["field", "value"],
          Object.entries({
            ...profile,
            previousSlugs: data.redirects.map((r) => r.slug),
            ...settings,
          }).map(([field, value]) => ({ field, value })),
        ),
      ],
    },
    { name: "csv/services.csv", chunks: () => [csvOf(SERVICE_COLUMNS, services)] },
    {
      name: "csv/service-materials.csv",
      chunks: () => [
        csvOf(
          MATERIAL_COLUMNS,
          services.flatMap((service) => service.materials),
        ),
      ],
    },
    {
      name: "csv/labor-rates.csv",
      chunks: () => [csvOf(["id", "name", "rate", "createdAt", "updatedAt"], laborRates)],
    },
    {
      name: "csv/service-fees.csv",
      chunks: () => [
        csvOf(["id", "name", "type", "amount", "createdAt", "updatedAt"], serviceFees),
      ],
    },
    {
      name: "csv/service-areas.csv",
      chunks: () => [csvOf(["id", "kind", "value", "createdAt"], serviceAreas)],
    },
    {
      name: "csv/templates.csv",
      chunks: () => [
        csvOf(
          [
            "templateId",
            "templateName",
            "templateDescription",
            "id",
            "name",
            "description",
            "category",
            "basePrice",
            "unitType",
            "estimatedTime",
            "icon",
          ],
          templateRows,
        ),
      ],
    },
    {
      name: "csv/estimate-requests.csv",
      chunks: () => tableOf(REQUEST_COLUMNS, requestPages(companyId), (request) => [request]),
    },
    {
      name: "csv/estimate-request-items.csv",
      chunks: () => tableOf(ITEM_COLUMNS, requestPages(companyId), (request) => request.items),
    },
  ];
  entries.push(
    {
      name: "csv/clients.csv",
      chunks: () => [
        csvOf(
          ["id", "name", "email", "phone", "address", "notes", "createdAt", "updatedAt"],
          data.clients,
        ),
      ],
    },
    {
      name: "csv/tasks.csv",
      chunks: () => [
        csvOf(
          ["id", "title", "dueDate", "done", "doneAt", "clientId", "estimateRequestId", "quoteId"],
          data.tasks,
        ),
      ],
    },
    {
      name: "csv/quotes.csv",
      chunks: () => tableOf(QUOTE_COLUMNS, quotePages(companyId), (quote) => [quote]),
    },
    {
      name: "csv/quote-lines.csv",
      chunks: () => tableOf(QUOTE_LINE_COLUMNS, quotePages(companyId), (quote) => quote.lines),
    },
    {
      name: "csv/quote-payments.csv",
      chunks: () => tableOf(PAYMENT_COLUMNS, quotePages(companyId), (quote) => quote.payments),
    },
  );
  return { entries, logo: data.logo, slug: company.slug };
}

/** The archive as a stream of zip bytes, produced as the client reads it. */
export async function companyExport(user: SessionUser) {
  const { entries, logo, slug } = await archiveEntries(user);
  const queue: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else queue.push(chunk);
  });

  async function* bytes() {
    for (const entry of entries) {
      const file = new ZipDeflate(entry.name, { level: 6 });
      zip.add(file);
      for await (const text of entry.chunks()) {
        if (text) file.push(strToU8(text));
        if (failure) throw failure;
        while (queue.length) yield queue.shift()!;
      }
      file.push(new Uint8Array(0), true);
      while (queue.length) yield queue.shift()!;
    }
    if (logo) {
      const file = new ZipDeflate(`logo.${LOGO_EXTENSIONS[logo.contentType] ?? "bin"}`, {
        level: 0,
      });
      zip.add(file);
      file.push(new Uint8Array(logo.data), true);
    }
    zip.end();
    if (failure) throw failure;
    while (queue.length) yield queue.shift()!;
  }

  const iterator = bytes();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return(undefined);
    },
  });
  const date = new Date().toISOString().slice(0, 10);
  return { stream, fileName: `quotecraft-${slug}-${date}.zip` };
}
