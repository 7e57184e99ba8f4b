import "server-only";
import { invalid, rateLimited } from "@/lib/errors";
import { sqlDatabase, sqlTransaction } from "@/lib/db/sql";
import { prepared } from "@/lib/db/statements";
import { getBoss } from "@/lib/jobs/boss";
import { enqueueMail } from "@/lib/mail/queue";
import { isConstraintViolation, uniqueViolation } from "@/lib/db/errors";
import { toCents, toMoneyString } from "@/lib/pricing";
import {
  hashClientIp,
  pruneRateLimitBuckets,
  rateLimitResult,
  windowStartFor,
} from "@/lib/rate-limit";
import { isOutsideServiceArea, type ServiceAreaLike } from "@/lib/service-areas/match";
import type { estimateRequestSchema } from "@/lib/validation/estimate";
import { requestSource } from "@/lib/analytics/hosts";
import type { z } from "zod";
import { loadSubmission, priceLoadedSubmission } from "./pricing";
import {
  findByIdempotencyKey,
  storeRequest,
  type RequestFields,
  type StoredRequest,
} from "./store";
import { spamReason } from "./spam";
import { customerZipProblem } from "./zip";
import { emitToEndpoints } from "@/lib/webhooks/emit";
import { clientPayload, estimateRequestPayload } from "@/lib/webhooks/payloads";

export const ESTIMATES_PER_MINUTE = 10;

const IDEMPOTENCY_LOCK_SQL = prepared(
  `SELECT pg_advisory_xact_lock(hashtextextended($1::text, 0))`,
);

type Input = z.output<typeof estimateRequestSchema>;
export type EstimateRequestResult = {
  id: string;
  subtotal: string;
  taxAmount: string;
  totalAmount: string;
  totalTime: number;
  /** False when the calculator showed a different total than the price book gives now. */
  totalsMatched: boolean;
  thankYouMessage: string | null;
};

const money = toMoneyString;

const toResult = (row: StoredRequest, thankYouMessage: string | null): EstimateRequestResult => ({
  id: row.id,
  subtotal: money(row.subtotal),
  taxAmount: money(row.taxAmount),
  totalAmount: money(row.totalAmount),
  totalTime: row.totalTime,
  totalsMatched: row.clientTotal == null || toCents(row.clientTotal) === toCents(row.totalAmount),
  thankYouMessage,
});

const unknownCompany = () =>
  invalid("Invalid body. companyId: Unknown company.", [
    { path: "companyId", message: "Unknown company." },
  ]);

function clientTotalString(total: Input["totalAmount"]) {
  if (total === undefined) return null;
  try {
    return toMoneyString(total);
  } catch {
    return null;
  }
}

/** The request's own columns, from the customer's input (never its prices). */
function requestFields(
  input: Input,
  areas: readonly ServiceAreaLike[],
  reason: string | null,
): RequestFields {
  return {
    customerName: input.customerName,
    customerEmail: input.customerEmail,
    customerPhone: input.customerPhone ?? null,
    customerZip: input.customerZip ?? null,
    outsideServiceArea: isOutsideServiceArea(areas, input.customerZip),
    clientTotal: clientTotalString(input.totalAmount),
    isSpam: reason !== null,
    spamReason: reason,
    ...requestSource(input.embedHost),
  };
}

/**
 * Stores a customer's estimate request: priced from the price book, written with its lines
 * in one transaction, deduplicated by Idempotency-Key (retries and concurrent doubles get
 * the first result) and rate-limited per client address in the database. The transaction is
 * plain SQL (docs/performance.md): the idempotency lock, one statement that stores
 * everything (./store.ts), the owner's mail job, COMMIT.
 */
export async function createEstimateRequest(
  input: Input,
  { idempotencyKey, ip }: { idempotencyKey: string | null; ip: string },
): Promise<{ result: EstimateRequestResult; replayed: boolean }> {
  // One round trip: settings, service areas and the requested services (docs/performance.md).
  const company = await loadSubmission(
    input.companyId,
    input.items.map((item) => item.id),
  );
  if (!company?.isActive) throw unknownCompany();
  const replay = async () => {
    const row = idempotencyKey
      ? await findByIdempotencyKey(sqlDatabase, company.id, idempotencyKey)
      : null;
    return row ? { result: toResult(row, company.thankYouMessage), replayed: true } : null;
  };

  let breakdown: ReturnType<typeof priceLoadedSubmission>;
  try {
    // With service areas the ZIP code is required (the calculator asks for it).
    const zipProblem = customerZipProblem(company.serviceAreas.length > 0, input.customerZip);
    if (zipProblem) {
      throw invalid(`Invalid body. customerZip: ${zipProblem}`, [
        { path: "customerZip", message: zipProblem },
      ]);
    }
    breakdown = priceLoadedSubmission(company, company.services, input.items);
  } catch (error) {
    // A retry of a stored request gets its first answer, even if the price book changed since.
    const replayed = await replay();
    if (replayed) return replayed;
    throw error;
  }
  const reason = spamReason(input);
  const now = new Date();
  const windowStart = windowStartFor(now, 60);
  const rateLimit = { limit: ESTIMATES_PER_MINUTE, windowSeconds: 60 };

  await getBoss(); // started before the transaction that enqueues into it
  let outcome: { row: StoredRequest; replayed: boolean };
  const attempt = () =>
    sqlTransaction(async (db): Promise<{ row: StoredRequest; replayed: boolean }> => {
      if (idempotencyKey) {
        // Concurrent doubles wait here for the first one to commit; the statement after
        // the lock then finds its row.
        await db.query(IDEMPOTENCY_LOCK_SQL, [`${company.id}:${idempotencyKey}`]);
      }
      const stored = await storeRequest(db, {
        companyId: company.id,
        idempotencyKey,
        rateLimit: { key: `estimate:${hashClientIp(ip)}`, windowStart, limit: rateLimit.limit },
        contact: {
          name: input.customerName,
          email: input.customerEmail,
          phone: input.customerPhone,
        },
        fields: requestFields(input, company.serviceAreas, reason),
        breakdown,
      });
      if (stored.kind === "replayed") return { row: stored.row, replayed: true };
      if (stored.kind === "limited") {
        const limit = rateLimitResult(stored.count, rateLimit, windowStart, now);
        throw rateLimited(limit.retryAfterSeconds);
      }
      if (stored.clientCreated)
        await emitToEndpoints(db, company.id, "client.created", stored.clientHooks, () =>
          clientPayload(db, stored.clientId),
        );
      // The owner's mail commits with the request or not at all (spam is stored, not mailed).
      if (!reason) {
        await enqueueMail(db, {
          kind: "estimate-request",
          companyId: company.id,
          requestId: stored.row.id,
        });
        await emitToEndpoints(db, company.id, "estimate_request.created", stored.requestHooks, () =>
          estimateRequestPayload(db, stored.row.id),
        );
      }
      return { row: stored.row, replayed: false };
    });
  try {
    outcome = await attempt().catch((error: unknown) => {
      // A matched client deleted between the statement's snapshot and its foreign-key check
      // (the owner deleting it at that moment): once more, from a fresh snapshot.
      if (isConstraintViolation(error)) return attempt();
      throw error;
    });
  } catch (error) {
    // The unique index is the last word if two instances raced past the lock (or a
    // database without advisory locks): the loser answers with the winner's row.
    if (idempotencyKey && uniqueViolation(error)) {
      const replayed = await replay();
      if (replayed) return replayed;
    }
    throw error;
  }

  if (!outcome.replayed && Math.random() < 0.02)
    void pruneRateLimitBuckets().catch(() => undefined);
  return { result: toResult(outcome.row, company.thankYouMessage), replayed: outcome.replayed };
}
