import "server-only";
import type { Prisma } from "@prisma/client";
import { bumpPriceBook } from "@/lib/calculator/price-book";
import { prisma } from "@/lib/db";
import { inTransaction, publishAll } from "@/lib/events";
import { invalid, notFound } from "@/lib/errors";
import { assertWithinLimit } from "@/lib/billing/limits";
import { MAX_NAME_LENGTH } from "@/lib/validation/service-values";
import {
  applyStarterOptionsSchema,
  type ApplyStarterOptions,
  type ApplyStarterOptionsInput,
} from "@/lib/validation/marketplace";
import { adjustMoney, type AdjustRounding } from "./adjust";
import type { BookService, TemplateBook, TemplateKind } from "./book";
import { getStarterTemplate } from "./starters";

type Tx = Prisma.TransactionClient;

/** What one apply did: names in the book's order, and their counts. */
export type ApplyStarterResult = {
  templateId: string;
  templateVersion: number;
  adjustPercent: number;
  added: { count: number; names: string[] };
  replaced: { count: number; names: string[] };
  skipped: { count: number; names: string[] };
  /** Rates and fees the added or replaced services use: created, or already in the price book (same name). */
  laborRates: { created: string[]; matched: string[] };
  fees: { created: string[]; matched: string[] };
};

/** Names are compared trimmed and case-insensitively (docs/marketplace.md). */
const nameKey = (name: string) => name.trim().toLowerCase();

/** "Name (2)", "Name (3)"… the first that is free; the base is shortened to keep 120 characters. */
function freeName(name: string, taken: Set<string>) {
  for (let n = 2; ; n += 1) {
    const suffix = ` (${n})`;
    const candidate = `${name.slice(0, MAX_NAME_LENGTH - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(nameKey(candidate))) return candidate;
  }
}

/** The book's services the options choose; an unknown service key is refused by name. */
function chooseServices(
  book: TemplateBook,
  options: { categories?: string[]; serviceKeys?: string[] },
): BookService[] {
  const active = book.services.filter((service) => service.isActive);
  if (options.serviceKeys) {
    const known = new Set(active.map((service) => service.key));
    const unknown = options.serviceKeys.findIndex((key) => !known.has(key));
    if (unknown !== -1) {
      const path = `serviceKeys.${unknown}`;
      throw invalid(`Invalid body. ${path}: Unknown service of this template.`, [
        { path, message: "Unknown service of this template." },
      ]);
    }
  }
  const categories = options.categories && new Set(options.categories);
  const keys = options.serviceKeys && new Set(options.serviceKeys);
  const chosen = active.filter(
    (service) =>
      (!categories || categories.has(service.category)) && (!keys || keys.has(service.key)),
  );
  if (chosen.length === 0) {
    throw invalid("None of the template's services matches the chosen categories and services.", [
      { path: options.categories ? "categories" : "serviceKeys", message: "Nothing to add." },
    ]);
  }
  return chosen;
}

/**
 * Finds each needed rate or fee in the price book by name (case-insensitive), else creates it
 * with the adjusted amount. Returns template key → row id.
 */
async function ensureRates(
  tx: Tx,
  companyId: string,
  book: TemplateBook,
  keys: Set<string>,
  percent: number,
  rounding: AdjustRounding,
  report: ApplyStarterResult["laborRates"],
) {
  const ids = new Map<string, string>();
  if (keys.size === 0) return ids;
  const existing = await tx.laborRate.findMany({
    where: { companyId },
    select: { id: true, name: true },
    orderBy: { createdAt: "asc" },
  });
  const byName = new Map<string, string>();
  for (const row of existing)
    if (!byName.has(nameKey(row.name))) byName.set(nameKey(row.name), row.id);
  for (const rate of book.laborRates.filter((entry) => keys.has(entry.key))) {
    const found = byName.get(nameKey(rate.name));
    if (found) {
      ids.set(rate.key, found);
      report.matched.push(rate.name);
      continue;
    }
    const created = await tx.laborRate.create({
      data: { companyId, name: rate.name, rate: adjustMoney(rate.rate, percent, rounding) },
      select: { id: true },
    });
    ids.set(rate.key, created.id);
    report.created.push(rate.name);
  }
  return ids;
}

async function ensureFees(
  tx: Tx,
  companyId: string,
  book: TemplateBook,
  keys: Set<string>,
  percent: number,
  rounding: AdjustRounding,
  report: ApplyStarterResult["fees"],
) {
  const ids = new Map<string, string>();
  if (keys.size === 0) return ids;
  const existing = await tx.serviceFee.findMany({
    where: { companyId },
    select: { id: true, name: true },
    orderBy: { createdAt: "asc" },
  });
  const byName = new Map<string, string>();
  for (const row of existing)
    if (!byName.has(nameKey(row.name))) byName.set(nameKey(row.name), row.id);
  for (const fee of book.fees.filter((entry) => keys.has(entry.key))) {
    const found = byName.get(nameKey(fee.name));
    if (found) {
      ids.set(fee.key, found);
      report.matched.push(fee.name);
      continue;
    }
    // A fixed fee is money and follows the local market; a percentage fee is already relative.
    const amount = fee.type === "fixed" ? adjustMoney(fee.amount, percent, rounding) : fee.amount;
    const created = await tx.serviceFee.create({
      data: { companyId, name: fee.name, type: fee.type, amount },
      select: { id: true },
    });
    ids.set(fee.key, created.id);
    report.created.push(fee.name);
  }
  return ids;
}

/** The options of an apply, checked (docs/marketplace.md); a 400 names the first bad option. */
export function parseApplyOptions(input: ApplyStarterOptionsInput): ApplyStarterOptions {
  const parsed = applyStarterOptionsSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({
    path: issue.path.join(".") || "body",
    message: issue.message,
  }));
  throw invalid(`Invalid body. ${issues[0].path}: ${issues[0].message}`, issues);
}

/**
 * Applies a starter price book to the company's price book in ONE transaction
 * (docs/marketplace.md): see `applyBook`.
 */
export async function applyStarterTemplate(
  companyId: string,
  templateId: string,
  input: ApplyStarterOptionsInput,
): Promise<ApplyStarterResult> {
  const options = parseApplyOptions(input);
  const book = getStarterTemplate(templateId);
  if (!book) throw notFound("Template not found.");
  return applyBook(companyId, "starter", book, options);
}

/**
 * Applies a book, curated or community, to the company's price book in ONE transaction
 * (docs/marketplace.md): the chosen services, with every price, labor rate and fixed fee
 * adjusted by `adjustPercent` (docs/pricing.md), their labor rates and fees matched by name or
 * created, services of the same name skipped, replaced or kept both as asked, and one
 * TemplateUsage row of the book's kind. Any failure leaves the price book as it was.
 */
export async function applyBook(
  companyId: string,
  kind: TemplateKind,
  book: TemplateBook,
  options: ApplyStarterOptions,
): Promise<ApplyStarterResult> {
  const chosen = chooseServices(book, options);
  const percent = options.adjustPercent;
  const rounding = options.rounding;

  return inTransaction(
    async (tx) => {
      // One apply at a time per company, so two clicks cannot both add "the missing" services.
      const company = await tx.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "Company" WHERE "id" = ${companyId} FOR UPDATE`;
      if (company.length === 0) throw notFound("Company not found.");

      const result: ApplyStarterResult = {
        templateId: book.id,
        templateVersion: book.version,
        adjustPercent: percent,
        added: { count: 0, names: [] },
        replaced: { count: 0, names: [] },
        skipped: { count: 0, names: [] },
        laborRates: { created: [], matched: [] },
        fees: { created: [], matched: [] },
      };

      const existing = await tx.service.findMany({
        where: { companyId },
        select: { id: true, name: true },
        orderBy: [{ sortOrder: "asc" }, { createdAt: "asc" }],
      });
      const byName = new Map<string, string>();
      for (const row of existing)
        if (!byName.has(nameKey(row.name))) byName.set(nameKey(row.name), row.id);
      const taken = new Set(byName.keys());

      // Decide first, so only the rates and fees of services that are written get created.
      type Plan = { service: BookService; name: string; replaceId?: string };
      const plans: Plan[] = [];
      for (const service of chosen) {
        const match = byName.get(nameKey(service.name));
        if (match && options.onDuplicate === "skip") {
          result.skipped.names.push(service.name);
        } else if (match && options.onDuplicate === "replace") {
          plans.push({ service, name: service.name, replaceId: match });
        } else {
          const name = match ? freeName(service.name, taken) : service.name;
          taken.add(nameKey(name));
          plans.push({ service, name });
        }
      }

      const rateKeys = new Set(plans.flatMap(({ service }) => service.laborRate ?? []));
      const feeKeys = new Set(plans.flatMap(({ service }) => service.fee ?? []));
      const rateIds = await ensureRates(
        tx,
        companyId,
        book,
        rateKeys,
        percent,
        rounding,
        result.laborRates,
      );
      const feeIds = await ensureFees(tx, companyId, book, feeKeys, percent, rounding, result.fees);

      const data = ({ service, name }: Plan) => ({
        name,
        description: service.description,
        category: service.category,
        basePrice: adjustMoney(service.basePrice, percent, rounding),
        unitType: service.unitType,
        estimatedTime: service.estimatedTime,
        icon: service.icon,
        isActive: true,
        laborRateId: service.laborRate ? (rateIds.get(service.laborRate) ?? null) : null,
        serviceFeeId: service.fee ? (feeIds.get(service.fee) ?? null) : null,
      });

      const creates: ReturnType<typeof data>[] = [];
      const createdIds: string[] = [];
      const replacedIds: string[] = [];
      for (const plan of plans) {
        if (plan.replaceId) {
          // The row keeps its id and place, so requests and quotes that point at it still do.
          await tx.service.updateMany({
            where: { id: plan.replaceId, companyId },
            data: data(plan),
          });
          replacedIds.push(plan.replaceId);
          result.replaced.names.push(plan.name);
        } else {
          creates.push(data(plan));
          result.added.names.push(plan.name);
        }
      }
      if (creates.length > 0) {
        // The company row is locked above: the plan's service limit counts this apply whole.
        await assertWithinLimit(tx, companyId, "services", { adding: creates.length });
        const last = await tx.service.aggregate({
          where: { companyId },
          _max: { sortOrder: true },
        });
        const start = (last._max.sortOrder ?? 0) + 1;
        const created = await tx.service.createManyAndReturn({
          data: creates.map((row, index) => ({ ...row, companyId, sortOrder: start + index })),
          select: { id: true },
        });
        createdIds.push(...created.map((row) => row.id));
      }
      // The public calculator's cache key moves with the change (docs/performance.md).
      if (creates.length > 0 || result.replaced.names.length > 0) {
        await bumpPriceBook(tx, companyId);
        const change = (serviceId: string, action: "created" | "updated") =>
          ({ type: "service.changed", companyId, serviceId, action }) as const;
        await publishAll(tx, [
          ...createdIds.map((id) => change(id, "created")),
          ...replacedIds.map((id) => change(id, "updated")),
        ]);
      }

      result.added.count = result.added.names.length;
      result.replaced.count = result.replaced.names.length;
      result.skipped.count = result.skipped.names.length;
      await tx.templateUsage.create({
        data: {
          kind,
          templateId: book.id,
          templateVersion: book.version,
          companyId,
          adjustPercent: percent.toFixed(2),
          added: result.added.count,
          replaced: result.replaced.count,
          skipped: result.skipped.count,
        },
      });
      return result;
    },
    // A whole book is a few dozen statements; a loaded machine must not cut it short.
    { maxWait: 15_000, timeout: 20_000 },
  );
}

/** How often each template of a kind was applied, and by how many companies. */
export async function templateUsage(
  kind: TemplateKind,
): Promise<Record<string, { applications: number; companies: number }>> {
  const rows = await prisma.$queryRaw<
    { templateId: string; applications: number; companies: number }[]
  >`SELECT "templateId", COUNT(*)::int AS "applications",
           COUNT(DISTINCT "companyId")::int AS "companies"
      FROM "TemplateUsage" WHERE "kind"::text = ${kind} GROUP BY "templateId"`;
  return Object.fromEntries(
    rows.map((row) => [
      row.templateId,
      { applications: Number(row.applications), companies: Number(row.companies) },
    ]),
  );
}

/** How often each starter book was applied, and by how many companies. */
export const starterTemplateUsage = () => templateUsage("starter");
