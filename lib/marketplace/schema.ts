/**
 * The format of a starter price book file (lib/marketplace/starters/<trade>.json), described in
 * docs/marketplace.md. Every service is also checked against the price book's own service
 * schema (lib/validation/service.ts), every labor rate and fee against theirs, so a starter
 * book can only hold what an owner could have typed into the Price Book.
 */
import { z } from "zod";
import { SERVICE_CATEGORIES } from "@/lib/categories";
import { toCents, unitPriceCents } from "@/lib/pricing";
import { laborRateSchema } from "@/lib/validation/labor-rate";
import {
  categorySchema,
  estimatedTimeSchema,
  serviceFieldsSchema,
  unitTypeSchema,
} from "@/lib/validation/service";
import { serviceFeeSchema } from "@/lib/validation/service-fee";

/** A starter book has at least this many active services (docs/marketplace.md). */
export const MIN_ACTIVE_STARTER_SERVICES = 15;

/** A stable slug: lower-case letters and digits in hyphen-separated words. */
export const starterKeySchema = z
  .string()
  .max(64, "Keys have at most 64 characters.")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Keys are lower-case words joined by hyphens.");

/** Money as text with exactly two decimals ("125.00"): the data reads as the price book shows it. */
const moneyText = z
  .string()
  .regex(/^\d{1,7}\.\d{2}$/, 'Money is written as text with exactly 2 decimals, e.g. "125.00".');

const sourceSchema = z
  .object({
    key: starterKeySchema,
    publisher: z.string().trim().min(1).max(120),
    title: z.string().trim().min(1).max(200),
    url: z.url().optional(),
    year: z.number().int().min(2020).max(2100),
  })
  .strict();

const laborRateEntrySchema = z
  .object({ key: starterKeySchema, name: z.string(), rate: moneyText })
  .strict();

const feeEntrySchema = z
  .object({
    key: starterKeySchema,
    name: z.string(),
    type: z.enum(["percentage", "fixed"]),
    amount: moneyText,
  })
  .strict();

const starterServiceSchema = z
  .object({
    key: starterKeySchema,
    name: z.string(),
    description: z.string(),
    category: categorySchema,
    unitType: unitTypeSchema,
    /** Per unit for per-unit services (per sq ft, per item, per hour). */
    basePrice: moneyText,
    /** Minutes per unit. */
    estimatedTime: estimatedTimeSchema,
    icon: z.string(),
    isActive: z.boolean().default(true),
    /** Key of one of the file's labor rates, or null. */
    laborRate: starterKeySchema.nullable(),
    /** Key of one of the file's fees, or null. */
    fee: starterKeySchema.nullable(),
    /** The customer's price per unit (base price + linked labor, docs/pricing.md rule 1) lies in this range. */
    priceRange: z
      .object({ low: moneyText, high: moneyText, source: starterKeySchema })
      .strict()
      .optional(),
    /** The service of the demo calculator's catalogue (lib/demo/catalogues) this one follows. */
    demoService: z.string().optional(),
    /** How many units of this service make the demo's job (6 recessed lights, 1,000 sq ft of sod). */
    demoQuantity: z.number().int().min(1).max(100_000).optional(),
  })
  .strict();

type Issue = { path: (string | number)[]; message: string };

/** Cross-field rules: the price book's own schemas, references by key, unique names, ranges. */
function checkBook(book: z.infer<typeof starterBookShape>): Issue[] {
  const issues: Issue[] = [];
  const add = (path: (string | number)[], message: string) => issues.push({ path, message });
  const forward = (path: (string | number)[], error: z.ZodError) =>
    error.issues.forEach((issue) => add([...path, ...issue.path.map(String)], issue.message));

  if (book.id !== `quotecraft-${book.trade}`)
    add(["id"], `A curated starter book's id is "quotecraft-<trade>".`);

  const unique = (values: string[], path: (i: number) => (string | number)[], what: string) => {
    const seen = new Set<string>();
    values.forEach((value, index) => {
      const normal = value.trim().toLowerCase();
      if (seen.has(normal)) add(path(index), `Duplicate ${what} "${value}".`);
      seen.add(normal);
    });
  };
  unique(
    book.sources.map((source) => source.key),
    (i) => ["sources", i, "key"],
    "source key",
  );
  unique(
    book.laborRates.map((rate) => rate.key),
    (i) => ["laborRates", i, "key"],
    "labor rate key",
  );
  unique(
    book.laborRates.map((rate) => rate.name),
    (i) => ["laborRates", i, "name"],
    "labor rate name",
  );
  unique(
    book.fees.map((fee) => fee.key),
    (i) => ["fees", i, "key"],
    "fee key",
  );
  unique(
    book.fees.map((fee) => fee.name),
    (i) => ["fees", i, "name"],
    "fee name",
  );
  unique(
    book.services.map((service) => service.key),
    (i) => ["services", i, "key"],
    "service key",
  );
  unique(
    book.services.map((service) => service.name),
    (i) => ["services", i, "name"],
    "service name",
  );

  book.laborRates.forEach((rate, index) => {
    const parsed = laborRateSchema.safeParse({ name: rate.name, rate: rate.rate });
    if (!parsed.success) forward(["laborRates", index], parsed.error);
  });
  book.fees.forEach((fee, index) => {
    const parsed = serviceFeeSchema.safeParse({
      name: fee.name,
      type: fee.type,
      amount: fee.amount,
    });
    if (!parsed.success) forward(["fees", index], parsed.error);
  });

  const rates = new Map(book.laborRates.map((rate) => [rate.key, rate]));
  const fees = new Map(book.fees.map((fee) => [fee.key, fee]));
  const sources = new Set(book.sources.map((source) => source.key));
  book.services.forEach((service, index) => {
    const path = ["services", index];
    const parsed = serviceFieldsSchema.strict().safeParse({
      name: service.name,
      description: service.description,
      category: service.category,
      basePrice: service.basePrice,
      unitType: service.unitType,
      estimatedTime: service.estimatedTime,
      icon: service.icon,
      isActive: service.isActive,
    });
    if (!parsed.success) forward(path, parsed.error);
    // Stored as typed: the schema trims, so untrimmed text would change on the way in.
    if (service.name !== service.name.trim()) add([...path, "name"], "Name has extra spaces.");
    if (!service.icon) add([...path, "icon"], "Icon is required.");
    const rate = service.laborRate === null ? null : rates.get(service.laborRate);
    if (rate === undefined)
      add([...path, "laborRate"], `Unknown labor rate "${service.laborRate}".`);
    if (service.fee !== null && !fees.has(service.fee))
      add([...path, "fee"], `Unknown fee "${service.fee}".`);
    if (service.demoQuantity !== undefined && service.demoService === undefined)
      add([...path, "demoQuantity"], "demoQuantity needs demoService.");
    if (service.priceRange) {
      const { low, high, source } = service.priceRange;
      if (!sources.has(source))
        add([...path, "priceRange", "source"], `Unknown source "${source}".`);
      if (toCents(low) > toCents(high))
        add([...path, "priceRange"], "The low end is above the high end.");
      const unit = unitPriceCents({
        basePrice: service.basePrice,
        unitType: service.unitType,
        estimatedTime: service.estimatedTime,
        laborRate: rate ? { rate: rate.rate } : null,
      });
      if (unit < toCents(low) || unit > toCents(high))
        add(
          [...path, "priceRange"],
          `The price per unit (${(unit / 100).toFixed(2)}) is outside its range ${low}–${high}.`,
        );
    }
  });

  const active = book.services.filter((service) => service.isActive).length;
  if (active < MIN_ACTIVE_STARTER_SERVICES)
    add(
      ["services"],
      `A starter book has at least ${MIN_ACTIVE_STARTER_SERVICES} active services.`,
    );
  return issues;
}

const starterBookShape = z
  .object({
    /** Stable slug, never reused for another book ("quotecraft-plumbing"). */
    id: starterKeySchema,
    /** Bumped on every change of the file. */
    version: z.number().int().min(1),
    trade: z.enum(SERVICE_CATEGORIES),
    name: z.string().trim().min(1).max(120),
    description: z.string().trim().min(1).max(500),
    sources: z.array(sourceSchema).min(1),
    laborRates: z.array(laborRateEntrySchema),
    fees: z.array(feeEntrySchema),
    services: z.array(starterServiceSchema).min(1).max(200),
  })
  .strict();

/** A starter price book file, with every cross-field rule of docs/marketplace.md. */
export const starterBookSchema = starterBookShape.superRefine((book, context) => {
  for (const issue of checkBook(book)) context.addIssue({ code: "custom", ...issue });
});

export type StarterBook = z.output<typeof starterBookSchema>;
export type StarterService = StarterBook["services"][number];
export type StarterLaborRate = StarterBook["laborRates"][number];
export type StarterFee = StarterBook["fees"][number];
