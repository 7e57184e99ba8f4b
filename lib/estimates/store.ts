import "server-only";
import { clientMatchCtes, type ClientContact } from "@/lib/clients/match";
import { newRowId, prepared, SqlParams, type SqlExecutor } from "@/lib/db/statements";
import type { EstimateBreakdown, PricingService } from "@/lib/pricing";
import { rateLimitHitSql } from "@/lib/rate-limit";
import { subscribedEndpointsSql } from "@/lib/events/webhooks";
import { requestItemRows, requestTotals } from "./rows";

/** A stored request as the API answers it (money as decimal text). */
export type StoredRequest = {
  id: string;
  subtotal: string;
  taxAmount: string;
  totalAmount: string;
  totalTime: number;
  clientTotal: string | null;
};

/** The request's own columns (the totals and lines come from the breakdown). */
export type RequestFields = {
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  customerZip: string | null;
  outsideServiceArea: boolean;
  clientTotal: string | null;
  isSpam: boolean;
  spamReason: string | null;
  source: string;
  sourceHost: string | null;
  /** The address as typed ({ line1, line2, city, region, postalCode }), or null. */
  serviceAddress: {
    line1: string;
    line2: string | null;
    city: string;
    region: string;
    postalCode: string;
  } | null;
  description: string | null;
  preferredWindows: { date: string; period: string }[] | null;
  smsConsent: boolean;
  smsConsentVersion: string | null;
};

/** A "something else" line the customer described (stored at 0, to be quoted). */
export type CustomItem = { description: string; quantity: number };

const STORED_COLUMNS = `"id", "subtotal"::text AS "subtotal", "taxAmount"::text AS "taxAmount",
  "totalAmount"::text AS "totalAmount", "totalTime", "clientTotal"::text AS "clientTotal"`;

const BY_KEY_SQL = prepared(`SELECT ${STORED_COLUMNS} FROM "EstimateRequest"
  WHERE "companyId" = $1::text AND "idempotencyKey" = $2::text`);

/** The company's request stored under this Idempotency-Key, if any. */
export async function findByIdempotencyKey(
  db: SqlExecutor,
  companyId: string,
  idempotencyKey: string,
): Promise<StoredRequest | null> {
  const rows = await db.query<StoredRequest>(BY_KEY_SQL, [companyId, idempotencyKey]);
  return rows[0] ?? null;
}

const REQUEST_COLUMNS = [
  "id",
  "companyId",
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
  "isSpam",
  "spamReason",
  "idempotencyKey",
  "source",
  "sourceHost",
  "serviceAddress",
  "description",
  "preferredWindows",
  "smsConsent",
  "smsConsentVersion",
].map((column) => `"${column}"`);

const ITEM_COLUMNS = [
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
  "isCustom",
].map((column) => `"${column}"`);

export type StoreOutcome =
  | { kind: "replayed"; row: StoredRequest }
  | { kind: "limited"; count: number }
  | {
      kind: "stored";
      row: StoredRequest;
      count: number;
      clientId: string;
      clientCreated: boolean;
      /** The client's property the service address became or matched (null without one). */
      propertyId: string | null;
      /** How many of the given photo ids were claimed (the rest are unknown or taken). */
      photosClaimed: number;
      /** Enabled endpoints subscribed to client.created and estimate_request.created. */
      clientHooks: string[];
      requestHooks: string[];
    };

type Row = {
  existing: StoredRequest | null;
  count: number | null;
  clientId: string | null;
  clientCreated: boolean | null;
  propertyId: string | null;
  photosClaimed: number | string;
  clientHooks: string[];
  requestHooks: string[];
};

/**
 * Stores a priced request in ONE statement, on the caller's transaction (after its
 * idempotency lock, so the statement's snapshot sees a request committed under the same
 * key): the request already stored under the key, if any, and otherwise, in order, the hit
 * counted in the client address's rate-limit window, then only while the window's count is
 * within `limit` the client matched or created, the request and its lines, plus the webhook
 * endpoints to tell. A count over the limit stores nothing else and the caller rolls back,
 * so a refused request is not counted (docs/performance.md).
 */
export async function storeRequest(
  db: SqlExecutor,
  args: {
    companyId: string;
    idempotencyKey: string | null;
    rateLimit: { key: string; windowStart: Date; limit: number };
    contact: ClientContact;
    fields: RequestFields;
    breakdown: EstimateBreakdown<PricingService & { id: string; name: string }>;
    customItems?: CustomItem[];
    /** Pending photos of the company to claim for the request. */
    photoIds?: string[];
    /** lib/properties/match.ts propertyMatchKey of the service address. */
    propertyMatchKey?: string | null;
  },
): Promise<StoreOutcome> {
  const { companyId, idempotencyKey, rateLimit, breakdown } = args;
  const p = new SqlParams();
  const company = p.add(companyId, "text");
  const id = newRowId();
  const totals = requestTotals(breakdown);
  const request = { id, companyId, ...args.fields, ...totals, idempotencyKey };
  // Line ids in line order (the request's id and the line's index): lines are read by id.
  const custom = (args.customItems ?? []).map((item) => ({
    estimateRequestId: id,
    serviceId: null,
    name: item.description,
    unitType: "flat" as const,
    quantity: String(item.quantity),
    unitPrice: "0.00",
    lineSubtotal: "0.00",
    feeName: null,
    feeAmount: "0.00",
    time: 0,
    isCustom: true,
  }));
  const items = [...requestItemRows(id, breakdown), ...custom].map((item, index) => ({
    isCustom: false,
    ...item,
    id: `${id}${String(index).padStart(3, "0")}`,
  }));
  const address = args.fields.serviceAddress;
  const propertyKey = address ? (args.propertyMatchKey ?? null) : null;
  const existingSql = `SELECT ${STORED_COLUMNS} FROM "EstimateRequest"
      WHERE "companyId" = ${company} AND "idempotencyKey" = ${p.add(idempotencyKey, "text")}`;
  const hitSql = rateLimitHitSql(
    p,
    rateLimit.key,
    rateLimit.windowStart,
    "NOT EXISTS (SELECT 1 FROM existing)",
  );
  const clientCtes = clientMatchCtes(
    p,
    companyId,
    args.contact,
    `(SELECT "count" FROM hit) <= ${p.add(rateLimit.limit, "int")}`,
  );
  // One text for every request of a shape (values are bound): prepared, planned once.
  const [row] = await db.query<Row>(
    prepared(`WITH existing AS (${existingSql}),
    hit AS (${hitSql}),
    ${clientCtes},
    property AS (
      INSERT INTO "Property" ("id", "companyId", "clientId", "line1", "line2", "city", "region",
        "postalCode", "matchKey", "updatedAt")
      SELECT ${p.add(newRowId(), "text")}, ${company}, client."id", a."line1", a."line2", a."city",
        a."region", a."postalCode", ${p.add(propertyKey ?? "", "text")}, now()
      FROM json_populate_record(NULL::"Property", ${p.add(JSON.stringify(address ?? {}), "json")}) a, client
      WHERE ${p.add(propertyKey !== null, "boolean")}
      ON CONFLICT ("clientId", "matchKey") DO UPDATE SET "updatedAt" = "Property"."updatedAt"
      RETURNING "id"
    ),
    request AS (
      INSERT INTO "EstimateRequest" (${REQUEST_COLUMNS.join(", ")}, "clientId", "propertyId", "updatedAt")
      SELECT ${REQUEST_COLUMNS.map((column) => `r.${column}`).join(", ")}, client."id",
        (SELECT "id" FROM property), now()
      FROM json_populate_record(NULL::"EstimateRequest", ${p.add(JSON.stringify(request), "json")}) r, client
      RETURNING "id", "clientId"
    ),
    photos AS (
      UPDATE "Photo" ph SET "estimateRequestId" = request."id", "clientId" = request."clientId",
        "claimedAt" = now()
      FROM request
      WHERE ph."id" = ANY(${p.add(args.photoIds ?? [], "text[]")}) AND ph."companyId" = ${company}
        AND ph."estimateRequestId" IS NULL AND ph."claimedAt" IS NULL
      RETURNING ph."id"
    ),
    items AS (
      INSERT INTO "EstimateRequestItem" (${ITEM_COLUMNS.join(", ")}, "estimateRequestId")
      SELECT ${ITEM_COLUMNS.map((column) => `i.${column}`).join(", ")}, request."id"
      FROM json_populate_recordset(NULL::"EstimateRequestItem", ${p.add(JSON.stringify(items), "json")}) i, request
    )
    SELECT (SELECT row_to_json(existing) FROM existing) AS "existing",
      (SELECT "count" FROM hit) AS "count",
      (SELECT "id" FROM client) AS "clientId",
      (SELECT "inserted" FROM client) AS "clientCreated",
      (SELECT "id" FROM property) AS "propertyId",
      (SELECT count(*) FROM photos)::int AS "photosClaimed",
      ARRAY(${subscribedEndpointsSql(p, companyId, "client.created")}) AS "clientHooks",
      ARRAY(${subscribedEndpointsSql(p, companyId, "estimate_request.created")}) AS "requestHooks"`),
    p.values,
  );
  if (row.existing) return { kind: "replayed", row: row.existing };
  const count = Number(row.count);
  if (row.clientId === null) return { kind: "limited", count };
  return {
    kind: "stored",
    row: { id, ...totals, clientTotal: args.fields.clientTotal },
    count,
    clientId: row.clientId,
    clientCreated: row.clientCreated === true,
    propertyId: row.propertyId,
    photosClaimed: Number(row.photosClaimed),
    clientHooks: row.clientHooks,
    requestHooks: row.requestHooks,
  };
}
