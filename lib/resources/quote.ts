import { z } from "zod";
import { $Enums } from "@prisma/client";
import { getServerEnv } from "@/lib/env";
import { SqlParams, sqlExecutor, type SqlDb } from "@/lib/db/statements";
import { quoteDisplayNumber } from "@/lib/format";
import { FEE_TYPES, UNIT_TYPES, centsToDecimalString, toCents } from "@/lib/pricing";
import {
  daySchema,
  daySql,
  decimalSchema,
  decimalSql,
  isoSql,
  listSql,
  minutesSchema,
  moneySchema,
  moneySql,
  timestampSchema,
  toListPage,
  type ListQuery,
  readRowById,
} from "./common";
import { serviceAddressResourceSchema } from "./estimate-request";
import { deriveQuoteToken, quoteLinkSecret, quotePath } from "./quote-link";

export const QUOTE_STATUSES = Object.values($Enums.QuoteStatus) as [
  $Enums.QuoteStatus,
  ...$Enums.QuoteStatus[],
];

/** The secret public links (quotes, invoices) are derived with; an error when none is set. */
export function requiredLinkSecret(): string {
  const secret = quoteLinkSecret(getServerEnv());
  if (!secret)
    throw new Error("NEXTAUTH_SECRET (or QUOTE_LINK_SECRET) must be set for quote links.");
  return secret;
}

/** The absolute URL of a quote's public page, or null while it has no link (a draft never sent). */
export function publicQuoteUrl(quote: { id: string; tokenNonce: string | null }) {
  if (!quote.tokenNonce) return null;
  const secret = requiredLinkSecret();
  // The address the server runs at (lib/site.ts), not the one inlined at build time.
  const site = getServerEnv().SITE_URL;
  return `${site}${quotePath(deriveQuoteToken(secret, quote.id, quote.tokenNonce))}`;
}

export const quoteLineSchema = z
  .object({
    id: z.string(),
    group: z.string().nullable().meta({ description: "Name of the option group, if any." }),
    serviceId: z.string().nullable(),
    name: z.string(),
    description: z.string().nullable(),
    unitType: z.enum(UNIT_TYPES),
    unitPrice: moneySchema,
    quantity: decimalSchema.meta({ example: "2" }),
    feeName: z.string().nullable(),
    feeType: z.enum(FEE_TYPES).nullable(),
    feeValue: decimalSchema
      .nullable()
      .meta({ description: "Percent for percentage fees, USD for fixed ones." }),
    minutesPerUnit: minutesSchema,
    optional: z.boolean(),
    selected: z.boolean(),
    lineTotal: moneySchema,
  })
  .meta({ id: "QuoteLine" });

export const quoteClientSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  })
  .meta({ id: "QuoteClient" });

/**
 * A quote as /api/v1 answers it and quote.* webhooks carry it (docs/rest-api.md): its
 * client, the deposit paid so far (payments of every revision of its number) and its
 * balance, the customer's link, the approval, and its lines.
 */
export const quoteSchema = z
  .object({
    id: z.string(),
    number: z.string().meta({ example: "Q-0012", description: '"-R2" and up for revisions.' }),
    revision: z.number().int(),
    status: z.enum(QUOTE_STATUSES),
    title: z.string().nullable(),
    clientId: z.string().nullable(),
    client: quoteClientSchema.nullable(),
    estimateRequestId: z.string().nullable(),
    serviceAddress: serviceAddressResourceSchema.nullable(),
    photoIds: z.array(z.string()).meta({
      description: "Photos shown on the quote (and to the customer on its page), oldest first.",
    }),
    subtotal: moneySchema,
    discountAmount: moneySchema,
    taxAmount: moneySchema,
    total: moneySchema,
    depositAmount: moneySchema,
    amountPaid: moneySchema.meta({ description: "Sum of the payments recorded on the quote." }),
    depositBalance: moneySchema.meta({
      description: "What is left of the deposit: depositAmount − amountPaid, never below 0.",
    }),
    publicUrl: z
      .string()
      .nullable()
      .meta({ description: "The customer's page; null for a draft never sent." }),
    expiresOn: daySchema.nullable(),
    sentAt: timestampSchema.nullable(),
    sentTo: z.string().nullable(),
    firstViewedAt: timestampSchema.nullable(),
    approvedAt: timestampSchema.nullable(),
    signerName: z.string().nullable(),
    declinedAt: timestampSchema.nullable(),
    declineReason: z.string().nullable(),
    supersededById: z
      .string()
      .nullable()
      .meta({ description: "The newer revision that replaced this one, if any." }),
    lines: z.array(quoteLineSchema),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: "Quote" });

export type QuoteResource = z.infer<typeof quoteSchema>;

type QuoteRow = Omit<QuoteResource, "number" | "publicUrl" | "depositBalance"> & {
  number: number;
  tokenNonce: string | null;
};

/** Payments of every revision of the quote's number (the money received carries over). */
const PAID_SQL = `(SELECT COALESCE(sum(p."amount"), 0) FROM "QuotePayment" p
    JOIN "Quote" r ON r."id" = p."quoteId"
    WHERE r."companyId" = q."companyId" AND r."number" = q."number")`;

const SELECT = `SELECT q."id", q."number", q."revision", q."status"::text AS "status", q."title",
    q."clientId",
    CASE WHEN c."id" IS NULL THEN NULL ELSE json_build_object('id', c."id", 'name', c."name",
      'email', c."email", 'phone', c."phone") END AS "client",
    q."estimateRequestId",
    CASE WHEN pr."id" IS NULL THEN NULL ELSE json_build_object('line1', pr."line1",
      'line2', pr."line2", 'city', pr."city", 'region', pr."region",
      'postalCode', pr."postalCode") END AS "serviceAddress",
    COALESCE((SELECT json_agg(qp."photoId" ORDER BY qp."createdAt", qp."photoId")
      FROM "QuotePhoto" qp WHERE qp."quoteId" = q."id"), '[]'::json) AS "photoIds",
    ${moneySql('q."subtotal"')} AS "subtotal", ${moneySql('q."discountAmount"')} AS "discountAmount",
    ${moneySql('q."taxAmount"')} AS "taxAmount", ${moneySql('q."total"')} AS "total",
    ${moneySql('q."depositAmount"')} AS "depositAmount", ${moneySql(PAID_SQL)} AS "amountPaid",
    q."tokenNonce", ${daySql('q."expiresAt"')} AS "expiresOn",
    ${isoSql('q."sentAt"')} AS "sentAt", q."sentTo", ${isoSql('q."firstViewedAt"')} AS "firstViewedAt",
    ${isoSql('q."approvedAt"')} AS "approvedAt", q."signerName",
    ${isoSql('q."declinedAt"')} AS "declinedAt", q."declineReason", q."supersededById",
    COALESCE((SELECT json_agg(json_build_object('id', l."id", 'group', g."name",
        'serviceId', l."serviceId", 'name', l."name", 'description', l."description",
        'unitType', l."unitType", 'unitPrice', ${moneySql('l."unitPrice"')},
        'quantity', ${decimalSql('l."quantity"')}, 'feeName', l."feeName", 'feeType', l."feeType",
        'feeValue', ${decimalSql('l."feeValue"')}, 'minutesPerUnit', l."minutesPerUnit",
        'optional', l."optional", 'selected', l."selected", 'lineTotal', ${moneySql('l."lineTotal"')})
        ORDER BY l."sortOrder", l."id")
      FROM "QuoteLine" l LEFT JOIN "QuoteGroup" g ON g."id" = l."groupId"
      WHERE l."quoteId" = q."id"), '[]'::json) AS "lines",
    ${isoSql('q."createdAt"')} AS "createdAt", ${isoSql('q."updatedAt"')} AS "updatedAt"
  FROM "Quote" q LEFT JOIN "Client" c ON c."id" = q."clientId"
    LEFT JOIN "Property" pr ON pr."id" = q."propertyId"`;

function toQuote({ tokenNonce, ...row }: QuoteRow): QuoteResource {
  const balance = Math.max(0, toCents(row.depositAmount) - toCents(row.amountPaid));
  return {
    ...row,
    number: quoteDisplayNumber(row.number, row.revision),
    depositBalance: centsToDecimalString(balance),
    publicUrl: publicQuoteUrl({ id: row.id, tokenNonce }),
  };
}

/** Key order as the schema lists it (a webhook body reads the same every time). */
const ordered = (quote: QuoteResource): QuoteResource =>
  Object.fromEntries(
    Object.keys(quoteSchema.shape).map((key) => [key, quote[key as keyof QuoteResource]]),
  ) as QuoteResource;

/**
 * One quote (any revision) by id with its lines, in one statement on any executor; with
 * `companyId`, only that company's. Throws a not-found error when there is none.
 */
export async function readQuote(db: SqlDb, id: string, companyId?: string): Promise<QuoteResource> {
  const row = await readRowById<QuoteRow>(db, SELECT, "q", "Quote", id, companyId);
  return ordered(toQuote(row));
}

/** A page of the company's current revisions (a superseded one is history), newest first. */
export async function listQuotes(db: SqlDb, query: ListQuery & { status?: $Enums.QuoteStatus }) {
  const p = new SqlParams();
  const extra = [`q."supersededById" IS NULL`];
  if (query.status) extra.push(`q."status"::text = ${p.add(query.status, "text")}`);
  const rows = await sqlExecutor(db).query<QuoteRow>(
    `${SELECT} ${listSql(p, "q", query, extra)}`,
    p.values,
  );
  return toListPage(rows.map(toQuote).map(ordered), query.limit);
}
